/**
 * The subscription state machine: THE one table of allowed transitions (docs/design/subscriptions.md), the labels
 * beside it. The Subscription aggregate moves only through it; the API hands labels to the SPA.
 *
 * - en_attente: the first order is not paid yet (or its mandate is not valid yet);
 * - active ⇄ en_pause (the customer pauses until a date, resumes);
 * - active → suspendue (a renewal payment failed) → active (paid on retry or with a new mandate);
 * - every non-final state → annulee.
 * annulee ends the schedule: no job, retry or payment ever leaves it. Its one exit is the customer's
 * own reactivation (`reactivate`, only while the Mollie mandate is still valid), which the table
 * states explicitly rather than hiding it in code.
 */

import { StateMachine } from '../../../shared/state-machine.js';

export const SUBSCRIPTION_STATUSES = ['en_attente', 'active', 'en_pause', 'suspendue', 'annulee'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const INITIAL_SUBSCRIPTION_STATUS = 'en_attente' satisfies SubscriptionStatus;

export const SUBSCRIPTION_TRANSITIONS = {
  en_attente: ['active', 'annulee'],
  active: ['en_pause', 'suspendue', 'annulee'],
  en_pause: ['active', 'annulee'],
  suspendue: ['active', 'annulee'],
  annulee: ['active'],
} as const satisfies Record<SubscriptionStatus, readonly SubscriptionStatus[]>;

/** The status that ends the schedule (left only by the customer's reactivation). */
export const ENDED_SUBSCRIPTION_STATUS = 'annulee' satisfies SubscriptionStatus;

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  en_attente: 'En attente du premier paiement',
  active: 'Active',
  en_pause: 'En pause',
  suspendue: 'Suspendue (paiement refusé)',
  annulee: 'Annulée',
};

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The subscription's machine (the shared mechanism): the Subscription aggregate moves only through it. */
export const SUBSCRIPTION_MACHINE = new StateMachine<SubscriptionStatus>(SUBSCRIPTION_TRANSITIONS);

export function nextSubscriptionStatuses(from: SubscriptionStatus): readonly SubscriptionStatus[] {
  return SUBSCRIPTION_MACHINE.next(from);
}

export function canMoveSubscription(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return SUBSCRIPTION_MACHINE.can(from, to);
}
