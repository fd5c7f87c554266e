/**
 * The order state machine: THE one table of allowed transitions (docs/design/orders.md), with the labels
 * beside it. Everything else (the Order aggregate, the admin API handing the allowed next states to the
 * SPA) reads this table; nothing copies it.
 */

import { StateMachine } from '../../../shared/state-machine.js';

export const ORDER_STATUSES = [
  'en_attente_paiement',
  'payee',
  'en_preparation',
  'expediee',
  'livree',
  'annulee',
  'retournee',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every order starts here, and orders without a status are read as this one. */
export const INITIAL_ORDER_STATUS = 'en_attente_paiement' satisfies OrderStatus;

/**
 * The path an order follows when all goes well, in order: the customer's timeline shows it, served as
 * each state's `step` in GET /api/rules (annulee and retournee are off it).
 */
export const ORDER_PATH = [
  'en_attente_paiement',
  'payee',
  'en_preparation',
  'expediee',
  'livree',
] as const satisfies readonly OrderStatus[];

/** A state's place on the path (0: the first), or null off it. */
export function orderPathStep(status: OrderStatus): number | null {
  const step = (ORDER_PATH as readonly OrderStatus[]).indexOf(status);
  return step === -1 ? null : step;
}

/** Allowed transitions: from → the states it may go to. Final states have no exit. */
export const ORDER_TRANSITIONS = {
  en_attente_paiement: ['payee', 'annulee'],
  payee: ['en_preparation', 'annulee'],
  en_preparation: ['expediee', 'annulee'],
  expediee: ['livree', 'retournee'],
  livree: ['retournee'],
  annulee: [],
  retournee: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/**
 * Paid orders: their payment was received, whatever happened to them since (a returned order was paid
 * too; a cancelled one was not). BIENVENUE is for a customer without any.
 */
export const PAID_ORDER_STATUSES = [
  'payee',
  'en_preparation',
  'expediee',
  'livree',
  'retournee',
] as const satisfies readonly OrderStatus[];

/** Revenue (back-office statistics, docs/design/orders.md): the paid orders that were not returned. */
export const REVENUE_ORDER_STATUSES: readonly OrderStatus[] = PAID_ORDER_STATUSES.filter(
  (status) => status !== 'retournee',
);

/** A state some transition leads to (every state but the initial one). */
export type TargetStatus = (typeof ORDER_TRANSITIONS)[OrderStatus][number];

/** Labels of the back office (order management): 'payee' is 'Commande reçue' there (docs/design/orders.md). */
export const ADMIN_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande reçue',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
};

/** Labels of the customer's screens (docs/design/orders.md): 'payee' is 'Commande confirmée' there. */
export const CUSTOMER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande confirmée',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
};

/** The back office's button label for moving an order to each target state. */
export const ACTION_LABELS: Readonly<Record<TargetStatus, string>> = {
  payee: 'Confirmer la réception du paiement',
  en_preparation: 'Démarrer la préparation',
  expediee: 'Marquer comme expédiée',
  livree: 'Confirmer la livraison',
  annulee: 'Annuler la commande',
  retournee: 'Marquer comme retournée',
};

/** The history note of a status change when the administrator types none; {from} and {to} are admin labels. */
export const DEFAULT_HISTORY_NOTE = 'Statut mis à jour de {from} vers {to}';

export function defaultHistoryNote(from: OrderStatus, to: OrderStatus): string {
  return DEFAULT_HISTORY_NOTE.replace('{from}', ADMIN_STATUS_LABELS[from]).replace('{to}', ADMIN_STATUS_LABELS[to]);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The order's machine (the shared mechanism): the Order aggregate moves only through it. */
export const ORDER_MACHINE = new StateMachine<OrderStatus>(ORDER_TRANSITIONS);

/** The states an order in `from` may move to, in the table's order. */
export function nextStatuses(from: OrderStatus): readonly TargetStatus[] {
  return ORDER_MACHINE.next(from) as readonly TargetStatus[];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MACHINE.can(from, to);
}

/** Final states (annulee, retournee) have no exit. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_MACHINE.isFinal(status);
}
