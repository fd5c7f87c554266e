import type { CheckoutOptions, CheckoutRequestRow } from './checkout-records.js';

/**
 * A checkout's Idempotency-Keys (`checkout_requests`: one row per customer and key, with the order it
 * made and the answer once given) and what the shopper asked Mollie for (kept on the order, to create
 * the same payment again when a checkout is resumed).
 */
export abstract class CheckoutRequestRepository {
  /** Records a new request for (customer, key); false when one exists already (a repeat). */
  abstract claimCheckoutRequest(row: CheckoutRequestRow): Promise<boolean>;

  abstract findCheckoutRequest(customerId: string, idempotencyKey: string): Promise<CheckoutRequestRow | null>;

  abstract completeCheckoutRequest(
    customerId: string,
    idempotencyKey: string,
    values: { orderId: string; response: Record<string, unknown> },
  ): Promise<void>;

  /** Every unanswered Idempotency-Key of this order gets its answer (the retry's and the sweep's way to finish). */
  abstract completeCheckoutRequestsOf(orderId: string, response: Record<string, unknown>): Promise<void>;

  /** What the shopper asked Mollie for, kept on the order to create the same payment again. */
  abstract setCheckoutOptions(orderId: string, options: CheckoutOptions): Promise<void>;

  abstract checkoutOptionsOf(orderId: string): Promise<CheckoutOptions>;

  abstract deleteCheckoutRequest(customerId: string, idempotencyKey: string): Promise<void>;
}
