import type { PaymentStatus } from '../../domain/payment-status.js';

/** The rows of checkout requests and payments that the checkout reads (stored by ordering/infrastructure/order.schema.ts). */

export interface CheckoutOptions {
  method?: string;
  issuer?: string;
}

/** One Mollie payment made for an order (the current one is also `orders.mollie_payment_id`). */
export interface OrderPaymentRow {
  paymentId: string;
  orderId: string;
  /** One of PAYMENT_STATUSES (the CHECK constraint below holds it). */
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  checkoutUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A POST /api/mollie/payments kept per (customer, Idempotency-Key): a repeat answers `response`. */
export interface CheckoutRequestRow {
  customerId: string;
  idempotencyKey: string;
  requestHash: string;
  orderId: string | null;
  response: Record<string, unknown> | null;
  createdAt: Date;
}
