import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../shared/database/unique-violation.js';
import { RefundInProgressError } from '../domain/refund.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { type PendingRefund, RefundRepository, type StoredRefund } from '../application/ports/refund.repository.js';

interface Row {
  id: string;
  order_id: string;
  payment_id: string;
  amount_cents: number;
  reason: string;
  status: 'pending' | 'done';
  mollie_refund_id: string | null;
  mollie_status: string | null;
  credit_note_number: string | null;
  requested_by: string;
  withdrawal_id: string | null;
  lease_until: Date | null;
  created_at: Date;
  completed_at: Date | null;
}

const toRefund = (row: Row): StoredRefund => ({
  id: row.id,
  orderId: row.order_id,
  paymentId: row.payment_id,
  amountCents: row.amount_cents,
  reason: row.reason,
  status: row.status,
  mollieRefundId: row.mollie_refund_id,
  mollieStatus: row.mollie_status,
  creditNoteNumber: row.credit_note_number,
  requestedBy: row.requested_by,
  withdrawalId: row.withdrawal_id,
  leaseUntil: row.lease_until,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

/** The `order_refunds` table (raw SQL: plain records). */
@Injectable()
export class TypeOrmRefundRepository extends RefundRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** An order's refunds, oldest first (inside a transaction, or outside for reading). */
  async ofOrder(orderId: string): Promise<StoredRefund[]> {
    const rows = (await this.db.manager.query(
      `SELECT * FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    )) as Row[];
    return rows.map(toRefund);
  }

  async find(id: string): Promise<StoredRefund | null> {
    const rows = (await this.db.manager.query(`SELECT * FROM order_refunds WHERE id = $1`, [id])) as Row[];
    return rows[0] ? toRefund(rows[0]) : null;
  }

  async insertPending(refund: PendingRefund): Promise<void> {
    try {
      await this.db.manager.query(
        `INSERT INTO order_refunds (id, order_id, payment_id, amount_cents, reason, status, requested_by, withdrawal_id,
           lease_until, created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9)`,
        [
          refund.id,
          refund.orderId,
          refund.paymentId,
          refund.amountCents,
          refund.reason,
          refund.requestedBy,
          refund.withdrawalId,
          refund.leaseUntil,
          refund.createdAt,
        ],
      );
    } catch (error) {
      // The partial unique index: another refund of this order was recorded at the same instant.
      if (isUniqueViolation(error)) throw new RefundInProgressError();
      throw error;
    }
  }

  async markDone(
    id: string,
    done: { mollieRefundId: string; mollieStatus: string; creditNoteNumber: string; completedAt: Date },
  ): Promise<void> {
    await this.db.manager.query(
      `UPDATE order_refunds SET status = 'done', mollie_refund_id = $2, mollie_status = $3, credit_note_number = $4,
         completed_at = $5, lease_until = NULL
       WHERE id = $1`,
      [id, done.mollieRefundId, done.mollieStatus, done.creditNoteNumber, done.completedAt],
    );
    // A withdrawal's refund closes the withdrawal.
    await this.db.manager.query(
      `UPDATE withdrawal_requests w SET status = 'remboursee', refunded_at = $2
       FROM order_refunds r WHERE r.id = $1 AND w.id = r.withdrawal_id`,
      [id, done.completedAt],
    );
  }

  /** Drops a pending refund Mollie never made. */
  async deletePending(id: string): Promise<void> {
    await this.db.manager.query(`DELETE FROM order_refunds WHERE id = $1 AND status = 'pending'`, [id]);
  }

  /** Gives a pending refund's lease back (whoever comes next settles it with Mollie). */
  async releaseLease(id: string, at: Date): Promise<void> {
    await this.db.manager.query(`UPDATE order_refunds SET lease_until = $2 WHERE id = $1 AND status = 'pending'`, [
      id,
      at,
    ]);
  }

  /** Pending refunds whose lease ran out (a crash, Mollie unreachable), oldest first. */
  async stalePending(now: Date, limit: number, orderId?: string): Promise<StoredRefund[]> {
    const rows = (await this.db.manager.query(
      `SELECT * FROM order_refunds
       WHERE status = 'pending' AND (lease_until IS NULL OR lease_until <= $1) AND ($2::uuid IS NULL OR order_id = $2)
       ORDER BY created_at LIMIT ${Math.max(1, Math.floor(limit))}`,
      [now, orderId ?? null],
    )) as Row[];
    return rows.map(toRefund);
  }

  /** Takes a stale pending refund over for `until` (false: someone else has it, or it is settled). */
  async claim(id: string, now: Date, until: Date): Promise<boolean> {
    const [, count] = (await this.db.manager.query(
      `UPDATE order_refunds SET lease_until = $3
       WHERE id = $1 AND status = 'pending' AND (lease_until IS NULL OR lease_until <= $2)`,
      [id, now, until],
    )) as [unknown, number];
    return count === 1;
  }
}

export type { StoredRefund } from '../application/ports/refund.repository.js';
