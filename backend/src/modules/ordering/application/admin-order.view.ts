import { centsToEuros } from '../../../shared/money.js';
import { AdminOrderHistoryRecord, AdminOrderRecord } from './ports/admin-orders.read-model.js';
import {
  ACTION_LABELS,
  ADMIN_STATUS_LABELS,
  type OrderStatus,
  isFinalStatus,
  nextStatuses,
} from '../domain/order-status.js';
import { type OrderEffect, orderEffectText } from '../domain/order-effects.js';
import { type PaymentStatus, paymentStatusBadge } from '../domain/payment-status.js';
import { orderTransitionEffects } from './order-transitions.js';
import { type AdminWithdrawalView } from './withdrawal-views.js';
import { type OrderRefundsView } from './order-refunds.query.js';
import { type GiftCardJson, type GiftCardsOfOrder, giftCardsJson } from './gift-card-checkout.js';

/**
 * A state the order may go to, with the back office's label and button text (from the one table),
 * and what moving there will cause (the transitions' handlers and the domain: ordering's
 * `orderTransitionEffects`), in the administrator's words.
 */
export interface AllowedTransitionView {
  status: OrderStatus;
  label: string;
  actionLabel: string;
  effects: { code: OrderEffect; text: string }[];
}

export interface OrderHistoryView {
  from: OrderStatus | null;
  fromLabel: string | null;
  to: OrderStatus;
  toLabel: string;
  at: string;
  /** 'customer', 'system', 'mollie' or 'admin:<id>'. */
  by: string;
  /** Who, in French: 'Client', 'Système', 'Mollie', the administrator's name… */
  byLabel: string;
  note: string | null;
}

/** The back office's order (docs/design/orders.md), amounts in euros, labels and allowed transitions from the server. */
export interface AdminOrderView {
  _id: string;
  orderId: string;
  createdAt: string;
  updatedAt: string;
  amount: number;
  currency: string;
  status: string;
  statusLabel: string;
  orderStatus: OrderStatus;
  orderStatusLabel: string;
  paymentId: string | null;
  items: {
    productId: number;
    name: string;
    price: number;
    quantity: number;
    isSubscription: boolean;
    frequency: string | null;
    giftSubscription: boolean;
    prepaid: boolean;
  }[];
  hasSubscription: boolean;
  /** The subscription this order is a box of ('Abo' badge, link to it); null for a one-off purchase. */
  subscriptionId: string | null;
  /** The prepaid gift subscription this order is a box of; null otherwise. */
  giftSubscriptionId: string | null;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  billingInfo: AdminOrderRecord['billing'];
  shippingInfo: AdminOrderRecord['shipping'];
  /** The account (null once deleted: the order keeps its billing snapshot). */
  customerId: string | null;
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null;
  gift: AdminOrderRecord['gift'];
  notes: { customer: string | null };
  paidAt: string | null;
  confirmedAt: string | null;
  preparationStartedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  canceledAt: string | null;
  returnedAt: string | null;
  /** Money to give back (paid after cancellation, cancelled once paid, paid twice). */
  refundRequired: boolean;
  /** A subscription renewal created without its units: stock to order ('À réapprovisionner'). */
  restockNeeded: boolean;
  allowedTransitions: AllowedTransitionView[];
  isFinal: boolean;
  history: OrderHistoryView[];
  /** The e-gift cards the order bought (docs/design/gift-cards.md), and the receipt of their sale. */
  giftCards: GiftCardJson[];
  giftCardReceipt: { number: string } | null;
  /** One order only (GET …/orders/:orderId): its invoice and credit notes. */
  documents?: { number: string; kind: string; kindLabel: string; issuedAt: string; total: number }[];
  /** One order only: its refunds, what remains refundable, whether 'Rembourser' is offered. */
  refund?: OrderRefundsView;
  /** One order only: the customer's withdrawal (droit de rétractation), if any. */
  withdrawal?: AdminWithdrawalView | null;
}

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

const ACTORS: Record<string, string> = { customer: 'Client', system: 'Système', mollie: 'Mollie' };

function actorLabel(entry: AdminOrderHistoryRecord): string {
  if (entry.by.startsWith('admin:')) return entry.adminName ? `${entry.adminName} (administrateur)` : 'Administrateur';
  return ACTORS[entry.by] ?? entry.by;
}

export function allowedTransitions(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  items?: readonly unknown[];
}): AllowedTransitionView[] {
  // An order of e-gift cards only is never prepared (docs/design/gift-cards.md): not offered.
  const shipsNothing = order.items !== undefined && order.items.length === 0;
  const targets = nextStatuses(order.status).filter((target) => !(shipsNothing && target === 'en_preparation'));
  return targets.map((target) => ({
    status: target,
    label: ADMIN_STATUS_LABELS[target],
    actionLabel: ACTION_LABELS[target],
    effects: orderTransitionEffects(order, target).map((code) => ({ code, text: orderEffectText(code, target) })),
  }));
}

export function toAdminOrderView(o: AdminOrderRecord, giftCards?: GiftCardsOfOrder): AdminOrderView {
  return {
    _id: o.id,
    orderId: o.orderNumber,
    createdAt: iso(o.createdAt)!,
    updatedAt: iso(o.updatedAt)!,
    amount: centsToEuros(o.totalCents),
    currency: o.currency,
    status: o.paymentStatus,
    statusLabel: paymentStatusBadge(o.paymentStatus),
    orderStatus: o.status,
    orderStatusLabel: ADMIN_STATUS_LABELS[o.status] ?? o.status,
    paymentId: o.molliePaymentId,
    items: o.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      price: centsToEuros(item.unitPriceCents),
      quantity: item.quantity,
      isSubscription: item.isSubscription,
      frequency: item.frequency ?? null,
      giftSubscription: item.giftSubscription === true,
      prepaid: item.prepaid === true,
    })),
    hasSubscription: o.items.some((item) => item.isSubscription),
    subscriptionId: o.subscriptionId,
    giftSubscriptionId: o.giftSubscriptionId,
    subtotal: centsToEuros(o.subtotalCents),
    discount: centsToEuros(o.discountCents),
    promoCode: o.promoCode,
    shipping: centsToEuros(o.shippingCents),
    billingInfo: { ...o.billing },
    shippingInfo: { ...o.shipping },
    customerId: o.customerId,
    tracking: o.tracking ? { ...o.tracking, trackingUrl: o.tracking.trackingUrl ?? null } : null,
    gift: o.gift ? { ...o.gift } : null,
    notes: { customer: o.customerNote },
    paidAt: iso(o.paidAt),
    confirmedAt: iso(o.confirmedAt),
    preparationStartedAt: iso(o.preparationStartedAt),
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    canceledAt: iso(o.canceledAt),
    returnedAt: iso(o.returnedAt),
    refundRequired: o.refundRequired,
    restockNeeded: o.restockNeeded,
    allowedTransitions: allowedTransitions(o),
    isFinal: isFinalStatus(o.status),
    ...giftCardsJson(giftCards, o),
    history: o.history.map((entry) => ({
      from: entry.from,
      fromLabel: entry.from ? ADMIN_STATUS_LABELS[entry.from] : null,
      to: entry.to,
      toLabel: ADMIN_STATUS_LABELS[entry.to],
      at: iso(entry.at)!,
      by: entry.by,
      byLabel: actorLabel(entry),
      note: entry.note,
    })),
  };
}
