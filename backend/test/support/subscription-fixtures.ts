import { type CreateSubscriptionInput, Subscription } from '../../src/modules/subscriptions/domain/subscription.js';
import type { SubscriptionStatus } from '../../src/modules/subscriptions/domain/subscription-status.js';

/** The Subscription aggregate's unit tests' fixtures: a subscription in each state, through intent methods only. */
/** 10:00 in Brussels (winter time) on the given day. */
export const at = (day: string): Date => new Date(`${day}T09:00:00Z`);
export const MANDATE = { mandateId: 'mdt_abc123', paymentMethod: 'Visa •••• 4242' };

export function input(overrides: Partial<CreateSubscriptionInput> = {}): CreateSubscriptionInput {
  return {
    id: 'sub-1',
    customerId: 'cust-1',
    mollieCustomerId: 'cst_1',
    frequency: 'monthly',
    items: [{ productId: 1, name: 'Box Essentielle', quantity: 1, unitPriceCents: 2549 }],
    subtotalCents: 2549,
    shippingCents: 499,
    firstOrderId: 'order-1',
    firstOrderLine: 0,
    now: at('2026-01-31'),
    ...overrides,
  };
}

export function active(overrides: Partial<CreateSubscriptionInput> = {}): Subscription {
  const subscription = Subscription.create(input(overrides));
  subscription.activate(MANDATE, overrides.now ?? at('2026-01-31'));
  return subscription;
}

/** A subscription in each state, reached through intent methods only. */
export function inState(status: SubscriptionStatus): Subscription {
  const subscription = Subscription.create(input());
  const now = at('2026-01-31');
  if (status === 'en_attente') return subscription;
  subscription.activate(MANDATE, now);
  if (status === 'en_pause') subscription.pause('2026-03-15', now);
  if (status === 'suspendue') subscription.suspend(now, 'Paiement refusé');
  if (status === 'annulee') subscription.cancel(now);
  return subscription;
}
