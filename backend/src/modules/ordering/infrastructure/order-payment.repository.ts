import { Injectable } from '@nestjs/common';
import type { PaymentStatus } from '../domain/payment-status.js';
import { OrderPaymentSchema } from './order.schema.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { OrderPaymentRow } from '../application/ports/checkout-records.js';
import { OrderPaymentRepository } from '../application/ports/order-payment.repository.js';

/**
 * An order's payments, records of their own (`order_payments`, keyed by Mollie's payment id, with
 * status and amount): the one that pays the order, and any earlier one the customer left open.
 */
@Injectable()
export class TypeOrmOrderPaymentRepository extends OrderPaymentRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async add(payment: OrderPaymentRow): Promise<void> {
    await this.db.manager.getRepository(OrderPaymentSchema).insert(payment);
  }

  async find(paymentId: string): Promise<OrderPaymentRow | null> {
    return this.db.manager.getRepository(OrderPaymentSchema).findOneBy({ paymentId });
  }

  async updateStatus(paymentId: string, status: PaymentStatus, now: Date): Promise<void> {
    await this.db.manager.getRepository(OrderPaymentSchema).update({ paymentId }, { status, updatedAt: now });
  }
}
