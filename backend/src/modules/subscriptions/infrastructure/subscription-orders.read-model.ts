import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  SubscriptionOrdersReadModel,
  SubscriptionOrderRow,
} from '../application/ports/subscription-orders.read-model.js';

/**
 * Read model of the orders behind each subscription's cycles (a join of subscription_cycles with the
 * orders table: reading only, the ordering module stays the only writer of orders).
 */
@Injectable()
export class TypeOrmSubscriptionOrdersReadModel extends SubscriptionOrdersReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async ordersOf(subscriptionIds: string[]): Promise<Map<string, SubscriptionOrderRow[]>> {
    const bySubscription = new Map<string, SubscriptionOrderRow[]>(subscriptionIds.map((id) => [id, []]));
    if (subscriptionIds.length === 0) return bySubscription;
    const rows = await this.dataSource.query<
      {
        subscription_id: string;
        cycle_number: number;
        order_id: string;
        order_number: string;
        created_at: Date;
        total_cents: number;
        payment_status: string;
        status: string;
      }[]
    >(
      `SELECT c.subscription_id, c.cycle_number, o.id AS order_id, o.order_number, o.created_at, o.total_cents,
              o.payment_status, o.status
         FROM subscription_cycles c
         JOIN orders o ON o.id = c.order_id
        WHERE c.subscription_id = ANY($1::uuid[])
        ORDER BY c.subscription_id, c.cycle_number DESC`,
      [subscriptionIds],
    );
    for (const row of rows) {
      bySubscription.get(row.subscription_id)?.push({
        subscriptionId: row.subscription_id,
        cycleNumber: row.cycle_number,
        orderId: row.order_id,
        orderNumber: row.order_number,
        createdAt: row.created_at,
        totalCents: row.total_cents,
        paymentStatus: row.payment_status,
        orderStatus: row.status,
      });
    }
    return bySubscription;
  }
}

export type { SubscriptionOrderRow } from '../application/ports/subscription-orders.read-model.js';
