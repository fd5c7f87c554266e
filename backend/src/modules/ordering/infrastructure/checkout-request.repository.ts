import { Injectable } from '@nestjs/common';
import { CheckoutRequestSchema } from './order.schema.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { CheckoutOptions, CheckoutRequestRow } from '../application/ports/checkout-records.js';
import { CheckoutRequestRepository } from '../application/ports/checkout-request.repository.js';

/**
 * A checkout's Idempotency-Keys (`checkout_requests`: one row per customer and key, with the order it
 * made and the answer once given) and what the shopper asked Mollie for (kept on the order, to create
 * the same payment again when a checkout is resumed).
 */
@Injectable()
export class TypeOrmCheckoutRequestRepository extends CheckoutRequestRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** Records a new request for (customer, key); false when one exists already (a repeat). */
  async claimCheckoutRequest(row: CheckoutRequestRow): Promise<boolean> {
    const inserted: unknown[] = await this.db.manager.query(
      `INSERT INTO checkout_requests (customer_id, idempotency_key, request_hash, order_id, response, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer_id, idempotency_key) DO NOTHING
       RETURNING customer_id`,
      [
        row.customerId,
        row.idempotencyKey,
        row.requestHash,
        row.orderId,
        row.response === null ? null : JSON.stringify(row.response),
        row.createdAt,
      ],
    );
    return inserted.length > 0;
  }

  async findCheckoutRequest(customerId: string, idempotencyKey: string): Promise<CheckoutRequestRow | null> {
    return this.db.manager.getRepository(CheckoutRequestSchema).findOneBy({ customerId, idempotencyKey });
  }

  async completeCheckoutRequest(
    customerId: string,
    idempotencyKey: string,
    values: { orderId: string; response: Record<string, unknown> },
  ): Promise<void> {
    await this.db.manager.query(
      `UPDATE checkout_requests SET order_id = $3, response = $4 WHERE customer_id = $1 AND idempotency_key = $2`,
      [customerId, idempotencyKey, values.orderId, JSON.stringify(values.response)],
    );
  }

  /** Every unanswered Idempotency-Key of this order gets its answer (the retry's and the sweep's way to finish). */
  async completeCheckoutRequestsOf(orderId: string, response: Record<string, unknown>): Promise<void> {
    await this.db.manager.query(`UPDATE checkout_requests SET response = $2 WHERE order_id = $1 AND response IS NULL`, [
      orderId,
      JSON.stringify(response),
    ]);
  }

  /** What the shopper asked Mollie for, kept on the order to create the same payment again. */
  async setCheckoutOptions(orderId: string, options: CheckoutOptions): Promise<void> {
    await this.db.manager.query(`UPDATE orders SET checkout_options = $2 WHERE id = $1`, [
      orderId,
      JSON.stringify(options),
    ]);
  }

  async checkoutOptionsOf(orderId: string): Promise<CheckoutOptions> {
    const rows = (await this.db.manager.query(`SELECT checkout_options FROM orders WHERE id = $1`, [orderId])) as {
      checkout_options: CheckoutOptions | null;
    }[];
    return rows[0]?.checkout_options ?? {};
  }

  async deleteCheckoutRequest(customerId: string, idempotencyKey: string): Promise<void> {
    await this.db.manager.getRepository(CheckoutRequestSchema).delete({ customerId, idempotencyKey });
  }
}
