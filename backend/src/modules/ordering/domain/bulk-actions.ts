import { DomainError } from '../../../shared/domain-error.js';
import { type OrderStatus, canTransition } from './order-status.js';

/*
 * The shipping run's bulk actions on a selection of orders (docs/design/shipping-run.md): each one a
 * status change that every order of the selection goes through on its own, through the one state
 * machine. An order whose state does not allow the step is refused with its reason, the others
 * proceed; an order already there is left as it is, so a repeated request changes nothing twice.
 */

/** The most orders one bulk request may name or select. */
export const BULK_MAX_ORDERS = 5_000;

export const BULK_ACTIONS = ['start_preparation', 'mark_delivered'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The state each action moves an order to. */
export const BULK_ACTION_TARGETS: Readonly<Record<BulkAction, OrderStatus>> = {
  start_preparation: 'en_preparation',
  mark_delivered: 'livree',
};

/** The back office's button for each action, on the selection bar. */
export const BULK_ACTION_LABELS: Readonly<Record<BulkAction, string>> = {
  start_preparation: 'Démarrer la préparation',
  mark_delivered: 'Marquer comme livrées',
};

export const BULK_MESSAGES = {
  tooMany: `Au plus ${BULK_MAX_ORDERS.toLocaleString('fr-BE')} commandes par demande : affinez la sélection.`,
  selectionRequired: 'Choisissez les commandes : une liste (orderIds) ou un filtre (filter), pas les deux.',
  actionInvalid: `L'action doit être l'une de : ${BULK_ACTIONS.join(', ')}`,
  notFound: 'Commande introuvable',
} as const;

/** Why an order in this state cannot take the step, as the refusal says it after the order's number. */
const WHERE_IT_IS: Readonly<Record<OrderStatus, string>> = {
  en_attente_paiement: 'attend encore son paiement',
  payee: "est payée mais sa préparation n'a pas commencé",
  en_preparation: "est en préparation et n'est pas encore expédiée",
  expediee: 'est déjà expédiée',
  livree: 'est déjà livrée',
  annulee: 'est annulée',
  retournee: 'est retournée',
};

/** What an action does to one order in a given state. */
export type BulkStep = { kind: 'move'; to: OrderStatus } | { kind: 'already' } | { kind: 'refused'; message: string };

/** Decides, for one order, what `action` does: move it, nothing (already there), or refuse with the reason. */
export function bulkStep(orderNumber: string, status: OrderStatus, action: BulkAction): BulkStep {
  const to = BULK_ACTION_TARGETS[action];
  if (status === to) return { kind: 'already' };
  if (canTransition(status, to)) return { kind: 'move', to };
  return { kind: 'refused', message: `${orderNumber} : la commande ${WHERE_IT_IS[status]}` };
}

export class BulkSelectionTooLargeError extends DomainError {
  constructor() {
    super('BULK_TOO_MANY_ORDERS', BULK_MESSAGES.tooMany, 'invalid', { orderIds: [BULK_MESSAGES.tooMany] });
  }
}

/** Neither a list nor a filter, or both. */
export class BulkSelectionRequiredError extends DomainError {
  constructor() {
    super('BULK_SELECTION_REQUIRED', BULK_MESSAGES.selectionRequired, 'invalid', {
      orderIds: [BULK_MESSAGES.selectionRequired],
    });
  }
}
