import type { Cents } from '../../../shared/money.js';
import type { Frequency } from './frequency.js';
import type { CalendarDate } from './schedule.js';
import type { SubscriptionStatus } from './subscription-status.js';

/** The Subscription aggregate's shapes (subscription.ts holds its rules), as ordering's order-types.ts. */

export const SUBSCRIPTION_CURRENCY = 'EUR';

/** Who made a change: 'customer', 'system' (jobs), 'mollie' (payment reports) or 'admin:<id>'. */
export type SubscriptionActor = string;

/** A box as subscribed: the price per unit frozen at creation (subscription discount included). */
export interface SubscriptionItem {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: Cents;
}

/** One thing that happened. `from === to` records an event without a state change (skip, frequency). */
export interface SubscriptionHistoryEntry {
  from: SubscriptionStatus | null;
  to: SubscriptionStatus;
  at: Date;
  by: SubscriptionActor;
  note: string | null;
}

/** The mandate Mollie holds for the customer, and how the SPA names it ('Visa •••• 4242'). */
export interface MandateRef {
  mandateId: string;
  paymentMethod: string | null;
}

export interface CreateSubscriptionInput {
  id: string;
  customerId: string;
  mollieCustomerId: string;
  frequency: Frequency;
  items: readonly SubscriptionItem[];
  subtotalCents: Cents;
  shippingCents: Cents;
  firstOrderId: string;
  /** Which line of the first order this subscription comes from (one subscription per line). */
  firstOrderLine: number;
  now: Date;
  by?: SubscriptionActor;
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  frequency: Frequency;
  items: SubscriptionItem[];
  subtotalCents: Cents;
  shippingCents: Cents;
  /** What each renewal charges: subtotal + shipping, frozen (docs/design/subscriptions.md: priceCart on the line alone). */
  amountCents: Cents;
  currency: typeof SUBSCRIPTION_CURRENCY;
  firstOrderId: string;
  firstOrderLine: number;
  mollieCustomerId: string;
  mandateId: string | null;
  paymentMethod: string | null;
  /** The day of the month boxes fall on (clamped to the month's end). */
  anchorDay: number;
  nextChargeOn: CalendarDate | null;
  lastChargedOn: CalendarDate | null;
  pausedUntil: CalendarDate | null;
  /** Cycles created so far (1 = the first order). */
  cycleCount: number;
  createdAt: Date;
  updatedAt: Date;
  activatedAt: Date | null;
  pausedAt: Date | null;
  suspendedAt: Date | null;
  canceledAt: Date | null;
  history: SubscriptionHistoryEntry[];
}

/** The cycle a renewal creates: its number and the schedule date it stands for. */
export interface RenewalSlot {
  cycle: number;
  dueOn: CalendarDate;
}
