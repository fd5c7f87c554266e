import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { type ShippingRecord, ShippingRunReadModel } from '../application/ports/shipping-run.read-model.js';

@Injectable()
export class TypeOrmShippingRunReadModel extends ShippingRunReadModel {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async records(orderNumbers: readonly string[]): Promise<ShippingRecord[]> {
    if (orderNumbers.length === 0) return [];
    const rows = (await this.db.manager.query(
      `SELECT o.order_number AS "orderNumber", o.created_at AS "createdAt", o.status, o.items, o.shipping,
              o.billing, o.gift, o.subscription_id AS "subscriptionId"
         FROM unnest($1::text[]) WITH ORDINALITY AS wanted(number, position)
         JOIN orders o ON o.order_number = wanted.number
        ORDER BY wanted.position`,
      [orderNumbers],
    )) as ShippingRecord[];
    // A prepaid gift subscription's line ships nothing with its order: each box is an order of its own;
    // an order of e-gift cards only has no line at all (docs/design/gift-cards.md): both are left out.
    const shipped = rows
      .map((row) => ({ ...row, items: row.items.filter((item) => item.giftSubscription !== true) }))
      .filter((row) => row.items.length > 0);
    return shipped.map((row) => ({
      ...row,
      billing: {
        firstName: row.billing.firstName,
        lastName: row.billing.lastName,
        email: row.billing.email,
        phone: row.billing.phone,
      },
    }));
  }

  async paidPerDay(): Promise<{ day: string; orders: number }[]> {
    return (await this.db.manager.query(
      `SELECT to_char((created_at AT TIME ZONE 'Europe/Brussels')::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders
         FROM orders WHERE status = 'payee' AND NOT items @> '[{"giftSubscription": true}]'::jsonb
          AND items <> '[]'::jsonb GROUP BY 1 ORDER BY 1`,
    )) as { day: string; orders: number }[];
  }

  async weights(productIds: readonly number[]): Promise<Map<number, number>> {
    const rows = (await this.db.manager.query(
      `SELECT id, shipping_weight_grams AS grams FROM products WHERE id = ANY($1::int[])`,
      [[...new Set(productIds)]],
    )) as { id: number; grams: number }[];
    return new Map(rows.map((row) => [row.id, row.grams]));
  }
}
