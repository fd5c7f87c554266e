import type { SubscriptionSnapshot } from './subscription.js';
import { canMoveSubscription } from './subscription-status.js';

/**
 * What the customer may ask of a subscription in its current state (DESIGN §8). The API sends this
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

export function availableActions(
  s: Pick<SubscriptionSnapshot, 'status' | 'nextChargeOn' | 'mandateId'>,
): SubscriptionAction[] {
  const allowed: Record<SubscriptionAction, boolean> = {
    changeFrequency: s.status !== 'annulee' && s.status !== 'en_attente',
    skip: s.status === 'active' && s.nextChargeOn !== null,
    pause: canMoveSubscription(s.status, 'en_pause'),
    resume: s.status === 'en_pause',
    cancel: canMoveSubscription(s.status, 'annulee'),
    // Whether Mollie still holds the mandate as valid is asked when the customer clicks.
    reactivate: s.status === 'annulee' && s.mandateId !== null,
    updatePaymentMethod: s.status === 'suspendue',
  };
  return SUBSCRIPTION_ACTIONS.filter((action) => allowed[action]);
}
