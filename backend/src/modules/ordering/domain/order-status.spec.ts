import {
  ACTION_LABELS,
  ADMIN_STATUS_LABELS,
  CUSTOMER_STATUS_LABELS,
  INITIAL_ORDER_STATUS,
  ORDER_PATH,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  PAID_ORDER_STATUSES,
  REVENUE_ORDER_STATUSES,
  canTransition,
  isFinalStatus,
  isOrderStatus,
  nextStatuses,
  orderPathStep,
} from './order-status.js';
import { PAYMENT_STATUSES, PAYMENT_STATUS_BADGES, paymentStatusBadge } from './payment-status.js';

/** Every state reachable from `start` by following the table (breadth first). */
function reachableFrom(start: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>([start]);
  const queue: OrderStatus[] = [start];
  while (queue.length > 0) {
    for (const next of ORDER_TRANSITIONS[queue.shift()!]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the order state machine table', () => {
  it('is exactly the table of docs/design/orders.md', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      en_attente_paiement: ['payee', 'annulee'],
      payee: ['en_preparation', 'annulee'],
      en_preparation: ['expediee', 'annulee'],
      expediee: ['livree', 'retournee'],
      livree: ['retournee'],
      annulee: [],
      retournee: [],
    });
  });

  it('has one row per state and no unknown target', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const target of targets) expect(ORDER_STATUSES).toContain(target);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('reaches every state from en_attente_paiement', () => {
    expect(INITIAL_ORDER_STATUS).toBe('en_attente_paiement');
    expect([...reachableFrom(INITIAL_ORDER_STATUS)].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never leads back to the initial state, nor to itself', () => {
    for (const status of ORDER_STATUSES) {
      expect(nextStatuses(status)).not.toContain(INITIAL_ORDER_STATUS);
      expect(nextStatuses(status)).not.toContain(status);
    }
  });

  it('has exactly annulee and retournee as finals, without exits', () => {
    const finals = ORDER_STATUSES.filter(isFinalStatus);
    expect(finals).toEqual(['annulee', 'retournee']);
    for (const status of finals) expect(nextStatuses(status)).toHaveLength(0);
  });

  it('lets every non-final state reach a final one', () => {
    for (const status of ORDER_STATUSES.filter((s) => !isFinalStatus(s))) {
      const finals = [...reachableFrom(status)].filter(isFinalStatus);
      expect({ status, reachesFinal: finals.length > 0 }).toEqual({ status, reachesFinal: true });
    }
  });

  it('answers canTransition from the table for all 49 pairs', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to)).toBe((ORDER_TRANSITIONS[from] as readonly string[]).includes(to));
      }
    }
  });

  it('recognises only the seven codes', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    for (const value of ['PAYEE', 'paid', '', null, 3]) expect(isOrderStatus(value)).toBe(false);
  });
});

describe('the path an order follows when all goes well', () => {
  it('starts at the initial state, each step allowed from the one before, and ends on a state whose only exit is a return', () => {
    expect(ORDER_PATH[0]).toBe(INITIAL_ORDER_STATUS);
    for (let i = 1; i < ORDER_PATH.length; i++) {
      expect(canTransition(ORDER_PATH[i - 1]!, ORDER_PATH[i]!)).toBe(true);
    }
    expect(nextStatuses(ORDER_PATH[ORDER_PATH.length - 1]!)).toEqual(['retournee']);
  });

  it('gives each state its place on the path, and none to a cancelled or returned order', () => {
    expect(ORDER_STATUSES.map((status) => [status, orderPathStep(status)])).toEqual([
      ['en_attente_paiement', 0],
      ['payee', 1],
      ['en_preparation', 2],
      ['expediee', 3],
      ['livree', 4],
      ['annulee', null],
      ['retournee', null],
    ]);
  });
});

describe('labels beside the table', () => {
  it('names every state for the back office and the customer (payee differs, docs/design/orders.md)', () => {
    expect(Object.keys(ADMIN_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(CUSTOMER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ADMIN_STATUS_LABELS).toEqual({
      en_attente_paiement: 'En attente de paiement',
      payee: 'Commande reçue',
      en_preparation: 'En cours de préparation',
      expediee: 'Commande expédiée',
      livree: 'Commande livrée',
      annulee: 'Commande annulée',
      retournee: 'Commande retournée',
    });
    expect(CUSTOMER_STATUS_LABELS).toEqual({ ...ADMIN_STATUS_LABELS, payee: 'Commande confirmée' });
  });

  it('has one action label per possible target, and only for targets', () => {
    const targets = new Set(Object.values(ORDER_TRANSITIONS).flat());
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...targets].sort());
    expect(ACTION_LABELS).toEqual({
      payee: 'Confirmer la réception du paiement',
      en_preparation: 'Démarrer la préparation',
      expediee: 'Marquer comme expédiée',
      livree: 'Confirmer la livraison',
      annulee: 'Annuler la commande',
      retournee: 'Marquer comme retournée',
    });
  });

  it('gives every payment status a badge, unknown values shown raw', () => {
    expect(PAYMENT_STATUSES).toEqual(['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired']);
    expect(Object.keys(PAYMENT_STATUS_BADGES).sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(PAYMENT_STATUS_BADGES).toMatchObject({
      paid: 'Payé',
      pending: 'En attente',
      open: 'Ouvert',
      failed: 'Échoué',
      canceled: 'Annulé',
      expired: 'Expiré',
    });
    expect(paymentStatusBadge('paid')).toBe('Payé');
    expect(paymentStatusBadge('refunded')).toBe('refunded');
  });
});

describe('paid orders', () => {
  it('are the states after payment but a cancellation; revenue leaves the returned ones out', () => {
    const afterPayment = new Set<OrderStatus>();
    const visit = (status: OrderStatus) => {
      if (status === 'annulee' || afterPayment.has(status)) return;
      afterPayment.add(status);
      nextStatuses(status).forEach(visit);
    };
    visit('payee');
    expect([...PAID_ORDER_STATUSES].sort()).toEqual([...afterPayment].sort());
    expect(REVENUE_ORDER_STATUSES).toEqual(['payee', 'en_preparation', 'expediee', 'livree']);
  });
});
