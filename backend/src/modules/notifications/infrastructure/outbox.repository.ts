import { Injectable } from '@nestjs/common';
import type { MailRequest } from '../domain/mail.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { OutboxRepository, OutboxRow } from '../application/ports/outbox.repository.js';

/**
 * The `outbox` table: mails written in the transaction of the change that causes them, then claimed
 * with a lease (`locked_until`), sent outside any transaction, and marked in short statements of their own.
 */
@Injectable()
export class TypeOrmOutboxRepository extends OutboxRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async insert(mail: MailRequest): Promise<void> {
    await this.db.manager.query(`INSERT INTO outbox (kind, recipient, payload) VALUES ($1, $2, $3)`, [
      mail.kind,
      mail.to,
      JSON.stringify(mail.data),
    ]);
  }

  /**
   * Claims due mails for `leaseMs` in ONE statement, committed at once (no lock is held while sending).
   * Rows another dispatcher is claiming at the same moment are skipped (FOR UPDATE SKIP LOCKED); rows
   * whose lease is still running are not due.
   */
  async claimDue(limit: number, leaseMs: number, claimToken: string): Promise<OutboxRow[]> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows] = (await this.db.manager.query(
      `WITH due AS (
         SELECT id, locked_until IS NOT NULL AS reclaimed FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox o SET locked_until = now() + $2 * interval '1 millisecond', claim_token = $3
       FROM due WHERE o.id = due.id
       RETURNING o.id, o.kind, o.recipient, o.payload, o.attempts, due.reclaimed`,
      [limit, leaseMs, claimToken],
    )) as [OutboxRow[], number];
    return rows;
  }

  /** Sent, in one statement for all `ids`: the one-time links leave the table (only their hash stays, in user_tokens). Idempotent. */
  async markSent(ids: readonly string[]): Promise<void> {
    await this.db.manager.query(
      `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL,
         payload = payload - 'link', locked_until = NULL, claim_token = NULL
       WHERE id = ANY($1) AND status <> 'sent'`,
      [ids],
    );
  }

  /** Not sent: try again later (or give up). Only while this claim still holds the row. */
  async markFailed(id: string, claimToken: string, error: string, retryInMs: number | undefined): Promise<void> {
    await this.db.manager.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $3,
         status = CASE WHEN $4::int IS NULL THEN 'failed' ELSE 'pending' END,
         payload = CASE WHEN $4::int IS NULL THEN payload - 'link' ELSE payload END,
         next_attempt_at = now() + COALESCE($4::int, 0) * interval '1 millisecond',
         locked_until = NULL, claim_token = NULL
       WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
      [id, claimToken, error.slice(0, 2000), retryInMs ?? null],
    );
  }
}

export type { OutboxRow } from '../application/ports/outbox.repository.js';
