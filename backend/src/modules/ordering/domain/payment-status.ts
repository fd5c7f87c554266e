import { GATEWAY_PAYMENT_STATUSES, type GatewayPaymentStatus } from '../../payments/index.js';

/**
 * Status of an order's payment, as Mollie reports it, with the badges the storefront and the back office
 * show (docs/design/payments.md, "Payment statuses").
 */

/** Mollie's statuses, as the payments module defines them: the order records the same values. */
export const PAYMENT_STATUSES = GATEWAY_PAYMENT_STATUSES;
export type PaymentStatus = GatewayPaymentStatus;

/** A new payment is open until the shopper pays, fails, cancels or lets it expire. */
export const INITIAL_PAYMENT_STATUS = 'open' satisfies PaymentStatus;

/**
 * Badges. The screens name six; 'authorized' (pay-later methods, not offered by the shop) gets the
 * natural French word rather than its raw code.
 */
export const PAYMENT_STATUS_BADGES: Readonly<Record<PaymentStatus, string>> = {
  open: 'Ouvert',
  pending: 'En attente',
  authorized: 'Autorisé',
  paid: 'Payé',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
};

/** Statuses a payment never leaves at Mollie (refunds and chargebacks aside). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status);
}

/** The badge of a status; an unknown value is shown raw (docs/design/payments.md). */
export function paymentStatusBadge(status: string): string {
  return isPaymentStatus(status) ? PAYMENT_STATUS_BADGES[status] : status;
}
