import { Injectable } from '@nestjs/common';
import { centsToDecimalString } from '../../../shared/money.js';
import {
  CustomerPaymentNotFoundError,
  InvalidPaymentIdError,
  PAYMENT_ID_PATTERN,
  PaymentExpiredError,
} from './checkout.errors.js';
import { SyncPaymentStatusService } from './sync-payment-status.service.js';
import { OrderRepository } from './ports/order.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';

export interface PaymentStatusAnswer {
  id: string;
  status: string;
  orderId: string;
  amount: { value: string; currency: string };
}

/**
 * GET /api/mollie/payments/:id for the payment result page: the customer's own payments only; the
 * status is Mollie's, applied to the order on the way (a late or lost webhook changes nothing to
 * what the shopper sees). An expired payment answers 410.
 */
@Injectable()
export class GetPaymentStatusService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly sync: SyncPaymentStatusService,
  ) {}

  async execute(customerId: string, paymentId: string): Promise<PaymentStatusAnswer> {
    if (!PAYMENT_ID_PATTERN.test(paymentId)) throw new InvalidPaymentIdError();
    const row = await this.orderPayments.find(paymentId);
    const order = row ? await this.orders.findById(row.orderId) : null;
    if (!row || !order || order.customerId !== customerId) throw new CustomerPaymentNotFoundError();

    await this.sync.execute(paymentId, 'status-check');
    // The stored fact, as the order, the back office and the webhook see it (Mollie's word, once applied).
    const status = (await this.orderPayments.find(paymentId))?.status ?? row.status;
    if (status === 'expired') throw new PaymentExpiredError();
    return {
      id: paymentId,
      status,
      orderId: order.orderNumber,
      amount: { value: centsToDecimalString(row.amountCents), currency: row.currency },
    };
  }
}
