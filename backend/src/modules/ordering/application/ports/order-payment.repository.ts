import type { PaymentStatus } from '../../domain/payment-status.js';
import type { OrderPaymentRow } from './checkout-records.js';

/**
 * An order's payments, records of their own (`order_payments`, keyed by Mollie's payment id, with
 * status and amount): the one that pays the order, and any earlier one the customer left open.
 */
export abstract class OrderPaymentRepository {
  abstract add(payment: OrderPaymentRow): Promise<void>;

  abstract find(paymentId: string): Promise<OrderPaymentRow | null>;

  abstract updateStatus(paymentId: string, status: PaymentStatus, now: Date): Promise<void>;
}
