import type { SubscriptionSnapshot } from './subscription-types.js';
import { canMoveSubscription } from './subscription-status.js';

/**
 * What the customer may ask of a subscription in its current state (docs/design/subscriptions.md). The API sends this
 * list with each subscription; the SPA shows the matching buttons and never copies the state table.
 * The server still checks every request (a stale page gets a 409).
 */
export const SUBSCRIPTION_ACTIONS = [
  'changeFrequency',
  'skip',
  'pause',
  'resume',
  'cancel',
  'reactivate',
  'updatePaymentMethod',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

type ActionState = Pick<SubscriptionSnapshot, 'status' | 'nextChargeOn' | 'mandateId'>;

/**
 * THE rule of each action: the Subscription aggregate accepts an action exactly when this says so
 * (it checks `allowsAction` first), and the API offers exactly these (`availableActions`).
 */
const ACTION_RULES: Readonly<Record<SubscriptionAction, (s: ActionState) => boolean>> = {
  changeFrequency: (s) => s.status !== 'annulee' && s.status !== 'en_attente',
  skip: (s) => s.status === 'active' && s.nextChargeOn !== null,
  pause: (s) => canMoveSubscription(s.status, 'en_pause'),
  resume: (s) => s.status === 'en_pause',
  cancel: (s) => canMoveSubscription(s.status, 'annulee'),
  // Whether Mollie still holds the mandate as valid is asked when the customer clicks.
  reactivate: (s) => s.status === 'annulee' && s.mandateId !== null,
  updatePaymentMethod: (s) => s.status === 'suspendue',
};

export function allowsAction(action: SubscriptionAction, s: ActionState): boolean {
  return ACTION_RULES[action](s);
}

export function availableActions(s: ActionState): SubscriptionAction[] {
  return SUBSCRIPTION_ACTIONS.filter((action) => allowsAction(action, s));
}
