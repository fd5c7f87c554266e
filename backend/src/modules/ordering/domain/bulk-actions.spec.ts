import { BULK_ACTIONS, bulkStep } from './bulk-actions.js';
import { ORDER_STATUSES } from './order-status.js';

describe('bulk actions of the shipping run', () => {
  it('starts the preparation of paid orders only; one already in preparation is left as it is', () => {
    expect(bulkStep('BP-1', 'payee', 'start_preparation')).toEqual({ kind: 'move', to: 'en_preparation' });
    expect(bulkStep('BP-1', 'en_preparation', 'start_preparation')).toEqual({ kind: 'already' });
    expect(bulkStep('BP-20261128-AB12CD', 'expediee', 'start_preparation')).toEqual({
      kind: 'refused',
      message: 'BP-20261128-AB12CD : la commande est déjà expédiée',
    });
    expect(bulkStep('BP-1', 'en_attente_paiement', 'start_preparation')).toEqual({
      kind: 'refused',
      message: 'BP-1 : la commande attend encore son paiement',
    });
    expect(bulkStep('BP-1', 'annulee', 'start_preparation')).toMatchObject({
      message: 'BP-1 : la commande est annulée',
    });
  });

  it('marks shipped orders delivered; an order not yet shipped is refused with the reason', () => {
    expect(bulkStep('BP-1', 'expediee', 'mark_delivered')).toEqual({ kind: 'move', to: 'livree' });
    expect(bulkStep('BP-1', 'livree', 'mark_delivered')).toEqual({ kind: 'already' });
    expect(bulkStep('BP-1', 'en_preparation', 'mark_delivered')).toEqual({
      kind: 'refused',
      message: "BP-1 : la commande est en préparation et n'est pas encore expédiée",
    });
  });

  it('answers every action in every state with a move, nothing or a French reason', () => {
    for (const action of BULK_ACTIONS) {
      for (const status of ORDER_STATUSES) {
        const step = bulkStep('BP-1', status, action);
        if (step.kind === 'refused') expect(step.message).toMatch(/^BP-1 : la commande .+/);
      }
    }
  });
});
