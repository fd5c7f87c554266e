import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentStatus } from '../domain/payment-status.js';
import { type OrderPaymentRow, OrderPaymentSchema } from './order.schema.js';

/**
 * An order's payments, records of their own (`order_payments`, keyed by Mollie's payment id, with
 * status and amount): the one that pays the order, and any earlier one the customer left open.
 */
@Injectable()
export class OrderPaymentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(manager: EntityManager, payment: OrderPaymentRow): Promise<void> {
    await manager.getRepository(OrderPaymentSchema).insert(payment);
  }

  async find(manager: EntityManager | undefined, paymentId: string): Promise<OrderPaymentRow | null> {
    return (manager ?? this.dataSource.manager).getRepository(OrderPaymentSchema).findOneBy({ paymentId });
  }

  async updateStatus(manager: EntityManager, paymentId: string, status: PaymentStatus, now: Date): Promise<void> {
    await manager.getRepository(OrderPaymentSchema).update({ paymentId }, { status, updatedAt: now });
  }
}
