import type { Cents } from '../../../shared/money.js';
import { FREQUENCIES, type Frequency } from '../../../shared/subscription-rules.js';
import type { OrderGift } from './gift.js';
import type { OrderStatus } from './order-status.js';
import type { PaymentStatus } from './payment-status.js';

/*
 * The Order aggregate's data: its constants, the shapes it is placed from and persisted as, and a deep
 * copy of its state. The behaviour is in order.ts, the input checks in order-validation.ts.
 */

export const CARRIERS = [
  'Bpost',
  'DHL',
  'PostNL',
  'DPD',
  'UPS',
  'FedEx',
  'Colissimo',
  'Mondial Relay',
  'Autre',
] as const;
export type Carrier = (typeof CARRIERS)[number];

export const SUBSCRIPTION_FREQUENCIES = FREQUENCIES;
export type SubscriptionFrequency = Frequency;

export const ORDER_CURRENCY = 'EUR';
export type OrderCurrency = typeof ORDER_CURRENCY;

/** An unpaid order's payment expires 15 minutes after it started (docs/design/orders.md). */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;

/** Who made a change, in the history: 'system' (jobs), 'mollie' (payment reports), 'customer', or 'admin:<id>'. */
export type OrderActor = string;
export const SYSTEM_ACTOR: OrderActor = 'system';
export const PAYMENT_PROVIDER_ACTOR: OrderActor = 'mollie';

/** A line as it was bought: the price paid per unit (subscription discount included), frozen at checkout. */
export interface OrderItem {
  productId: number;
  name: string;
  unitPriceCents: Cents;
  quantity: number;
  isSubscription: boolean;
  /** Subscription lines only (and a gift subscription's line); null for a single purchase. */
  frequency: SubscriptionFrequency | null;
  /**
   * A prepaid gift subscription bought (docs/design/gifting.md): `quantity` boxes at the subscription
   * price, sent one per period by their own orders; nothing of this line ships with this order.
   */
  giftSubscription?: boolean;
  /** A box of a prepaid gift subscription: already paid by the gift's order ('prépayé', 0 €). */
  prepaid?: boolean;
}

export interface BillingSnapshot {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface ShippingSnapshot {
  firstName: string;
  lastName: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface Tracking {
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** What an administrator types when shipping; checked by `ship`. */
export interface TrackingInput {
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}

/** One thing that happened to the order. `from === to` records an event without a state change. */
export interface OrderHistoryEntry {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: OrderActor;
  note: string | null;
}

/** Who asks for a change, and why (the history keeps both). */
export interface ChangeContext {
  by?: OrderActor;
  note?: string | null;
}

/** What the customer agreed to at checkout, frozen with the order: the addresses and the amounts. */
export interface OrderTerms {
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
  subtotalCents: Cents;
  discountCents: Cents;
  promoCode: string | null;
  shippingCents: Cents;
  totalCents: Cents;
}

export interface PlaceOrderInput extends OrderTerms {
  id: string;
  orderNumber: string;
  /** Null only for a prepaid gift's box whose buyer deleted their account before it was made. */
  customerId: string | null;
  /** A renewal order: the subscription whose cycle it is (never touched by the 15-minute expiry). */
  subscriptionId?: string | null;
  items: readonly OrderItem[];
  customerNote?: string | null;
  /** A gift: shipped to the recipient (the shipping address), with its message (docs/design/gifting.md). */
  gift?: OrderGift | null;
  /** A box of a prepaid gift subscription: the gift it belongs to (its lines are prepaid, 0 €). */
  giftSubscriptionId?: string | null;
  /** The e-gift cards bought with the order, their sum (docs/design/gift-cards.md); absent: none. */
  giftCardsCents?: Cents;
  now: Date;
}

/** The whole state, as persisted (plain data, dates as Date). */
export interface OrderSnapshot extends OrderTerms {
  id: string;
  orderNumber: string;
  /** Null once the customer's account is deleted: the order is kept (10 years) with its billing snapshot. */
  customerId: string | null;
  /** The subscription this order is a box of (a renewal, or a first order once its subscriptions started); null for a one-off purchase. */
  subscriptionId: string | null;
  /** The prepaid gift subscription this order is a box of (docs/design/gifting.md); null otherwise. */
  giftSubscriptionId: string | null;
  status: OrderStatus;
  items: OrderItem[];
  currency: OrderCurrency;
  molliePaymentId: string | null;
  paymentStatus: PaymentStatus;
  /** When the current payment was started: the 15-minute window runs from here. */
  paymentStartedAt: Date;
  tracking: Tracking | null;
  notes: { customer: string | null };
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  preparationStartedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  canceledAt: Date | null;
  returnedAt: Date | null;
  /** A gift order's message and recipient; null for an order the buyer receives. */
  gift: OrderGift | null;
  /**
   * The e-gift cards the order buys, their sum (docs/design/gift-cards.md): in the total, outside the
   * boxes' subtotal, discount, shipping and VAT invoice. An order of cards only has no items.
   */
  giftCardsCents: Cents;
  /**
   * What the gift cards the shopper used pay of the total (docs/design/gift-cards.md, "Paying with a
   * card"): held when the order is placed, captured when it is paid. Mollie is asked for the rest.
   */
  giftCardPaidCents: Cents;
  /** The shop holds money for an order it will not deliver (paid after cancellation, or cancelled once paid). */
  refundRequired: boolean;
  history: OrderHistoryEntry[];
}

/** What recording a payment status did, for the use case (confirmation mail, refund alert). */
export interface PaymentStatusOutcome {
  /** Something was saved (false: the same report again, or a report about an already paid payment). */
  changed: boolean;
  /** The order has just become 'payee'. */
  becamePaid: boolean;
  /** The payment arrived for an order that is cancelled: money to give back. */
  refundRequired: boolean;
}

const copyDate = (date: Date | null): Date | null => (date ? new Date(date.getTime()) : null);

/** A deep copy of the state (the aggregate never shares its dates or arrays). */
export function cloneSnapshot(s: OrderSnapshot): OrderSnapshot {
  return {
    ...s,
    items: s.items.map((item) => ({ ...item })),
    billing: { ...s.billing },
    shipping: { ...s.shipping },
    tracking: s.tracking ? { ...s.tracking } : null,
    gift: s.gift ? { ...s.gift } : null,
    notes: { ...s.notes },
    paymentStartedAt: new Date(s.paymentStartedAt.getTime()),
    createdAt: new Date(s.createdAt.getTime()),
    updatedAt: new Date(s.updatedAt.getTime()),
    paidAt: copyDate(s.paidAt),
    confirmedAt: copyDate(s.confirmedAt),
    preparationStartedAt: copyDate(s.preparationStartedAt),
    shippedAt: copyDate(s.shippedAt),
    deliveredAt: copyDate(s.deliveredAt),
    canceledAt: copyDate(s.canceledAt),
    returnedAt: copyDate(s.returnedAt),
    history: s.history.map((entry) => ({ ...entry, at: new Date(entry.at.getTime()) })),
  };
}
