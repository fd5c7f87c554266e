import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../shared/database/unique-violation.js';
import { WithdrawalNotAllowedError, type WithdrawalStatus, type WithdrawnItem } from '../domain/withdrawal.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import {
  WithdrawalRepository,
  StoredWithdrawal,
  ListedWithdrawal,
} from '../application/ports/withdrawal.repository.js';

interface Row {
  id: string;
  order_id: string;
  items: WithdrawnItem[];
  reason: string | null;
  amount_cents: number;
  status: WithdrawalStatus;
  requested_at: Date;
  received_at: Date | null;
  refunded_at: Date | null;
}

const toWithdrawal = (row: Row): StoredWithdrawal => ({
  id: row.id,
  orderId: row.order_id,
  items: row.items,
  reason: row.reason,
  amountCents: row.amount_cents,
  status: row.status,
  requestedAt: row.requested_at,
  receivedAt: row.received_at,
  refundedAt: row.refunded_at,
});

/** The `withdrawal_requests` table (raw SQL: plain records). */
@Injectable()
export class TypeOrmWithdrawalRepository extends WithdrawalRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async insert(withdrawal: StoredWithdrawal): Promise<void> {
    try {
      await this.db.manager.query(
        `INSERT INTO withdrawal_requests (id, order_id, items, reason, amount_cents, status, requested_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
        [
          withdrawal.id,
          withdrawal.orderId,
          JSON.stringify(withdrawal.items),
          withdrawal.reason,
          withdrawal.amountCents,
          withdrawal.status,
          withdrawal.requestedAt,
        ],
      );
    } catch (error) {
      // The unique order_id: a request recorded at the same instant.
      if (isUniqueViolation(error)) throw new WithdrawalNotAllowedError(null, true);
      throw error;
    }
  }

  async ofOrder(orderId: string): Promise<StoredWithdrawal | null> {
    const rows = (await this.db.manager.query(`SELECT * FROM withdrawal_requests WHERE order_id = $1`, [
      orderId,
    ])) as Row[];
    return rows[0] ? toWithdrawal(rows[0]) : null;
  }

  /** The requests of these orders, by order id. */
  async ofOrders(orderIds: readonly string[]): Promise<Map<string, StoredWithdrawal>> {
    if (orderIds.length === 0) return new Map();
    const rows = (await this.db.manager.query(`SELECT * FROM withdrawal_requests WHERE order_id = ANY($1::uuid[])`, [
      orderIds,
    ])) as Row[];
    return new Map(rows.map((row) => [row.order_id, toWithdrawal(row)]));
  }

  async find(id: string): Promise<StoredWithdrawal | null> {
    const rows = (await this.db.manager.query(`SELECT * FROM withdrawal_requests WHERE id = $1`, [id])) as Row[];
    return rows[0] ? toWithdrawal(rows[0]) : null;
  }

  async markReceived(id: string, at: Date): Promise<void> {
    await this.db.manager.query(`UPDATE withdrawal_requests SET status = 'recue', received_at = $2 WHERE id = $1`, [
      id,
      at,
    ]);
  }

  /** Newest first, optionally of one status; with the order's number, state and customer. */
  async list(
    status: WithdrawalStatus | undefined,
    page: number,
    limit: number,
  ): Promise<{ withdrawals: ListedWithdrawal[]; total: number }> {
    const rows = (await this.db.manager.query(
      `SELECT w.*, o.order_number, o.status AS order_status,
              concat_ws(' ', o.billing->>'firstName', o.billing->>'lastName') AS customer_name,
              o.billing->>'email' AS customer_email
       FROM withdrawal_requests w JOIN orders o ON o.id = w.order_id
       WHERE ($1::varchar IS NULL OR w.status = $1)
       ORDER BY w.requested_at DESC, w.id
       LIMIT $2 OFFSET $3`,
      [status ?? null, limit, (page - 1) * limit],
    )) as (Row & {
      order_number: string;
      order_status: string;
      customer_name: string;
      customer_email: string;
    })[];
    const [count] = (await this.db.manager.query(
      `SELECT count(*)::int AS total FROM withdrawal_requests WHERE ($1::varchar IS NULL OR status = $1)`,
      [status ?? null],
    )) as { total: number }[];
    return {
      withdrawals: rows.map((row) => ({
        ...toWithdrawal(row),
        orderNumber: row.order_number,
        orderStatus: row.order_status,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
      })),
      total: count?.total ?? 0,
    };
  }
}

export type { StoredWithdrawal, ListedWithdrawal } from '../application/ports/withdrawal.repository.js';
