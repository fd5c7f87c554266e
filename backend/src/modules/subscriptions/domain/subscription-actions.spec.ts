import { availableActions, type SubscriptionAction } from './subscription-actions.js';
import { SUBSCRIPTION_STATUSES } from './subscription-status.js';
import type { Subscription } from './subscription.js';
import { at, inState } from '../../../../test/support/subscription-fixtures.js';
import { SubscriptionStateError } from './subscription.errors.js';

describe('availableActions', () => {
  const of = (status: Parameters<typeof availableActions>[0]['status'], extra = {}) =>
    availableActions({ status, nextChargeOn: '2026-12-21', mandateId: 'mdt_1', ...extra });

  it('offers an active subscription every change but reactivation and a new payment method', () => {
    expect(of('active')).toEqual(['changeFrequency', 'skip', 'pause', 'cancel']);
  });

  it('offers a paused one: frequency, resume, cancel', () => {
    expect(of('en_pause')).toEqual(['changeFrequency', 'resume', 'cancel']);
  });

  it('offers a suspended one a new payment method', () => {
    expect(of('suspendue')).toEqual(['changeFrequency', 'cancel', 'updatePaymentMethod']);
  });

  it('offers a cancelled one reactivation only while it has a mandate', () => {
    expect(of('annulee')).toEqual(['reactivate']);
    expect(of('annulee', { mandateId: null })).toEqual([]);
  });

  it('offers a subscription waiting for its first payment only cancellation', () => {
    expect(of('en_attente', { nextChargeOn: null, mandateId: null })).toEqual(['cancel']);
  });
});

/**
 * One rule per action: for every state, the aggregate accepts an action exactly when the API offers
 * it (a button the SPA shows never meets a 409, an action it hides is refused by the server too).
 */
describe('the actions offered are the actions the aggregate accepts', () => {
  const now = at('2026-02-01');
  const attempts: Partial<Record<SubscriptionAction, (s: Subscription) => unknown>> = {
    changeFrequency: (s) => s.changeFrequency('quarterly', now),
    skip: (s) => s.skipNext(now),
    pause: (s) => s.pause('2026-03-01', now),
    resume: (s) => s.resume(now),
    cancel: (s) => s.cancel(now),
    reactivate: (s) => s.reactivate(true, now),
  };

  it.each(SUBSCRIPTION_STATUSES)('in state %s', (status) => {
    const offered = availableActions(inState(status).toSnapshot());
    for (const [action, attempt] of Object.entries(attempts) as [SubscriptionAction, (s: Subscription) => unknown][]) {
      const accepted = (() => {
        try {
          attempt(inState(status));
          return true;
        } catch (error) {
          if (error instanceof SubscriptionStateError) return false;
          throw error;
        }
      })();
      expect([action, accepted]).toEqual([action, offered.includes(action)]);
    }
  });
});
