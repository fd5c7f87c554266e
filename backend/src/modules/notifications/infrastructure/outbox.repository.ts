import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailData, MailKind, MailRequest } from '../domain/mail.js';

export interface OutboxRow {
  id: string;
  kind: MailKind;
  recipient: string;
  payload: MailData;
  attempts: number;
}

/** The `outbox` table: mails written in the transaction of the change that causes them. */
@Injectable()
export class OutboxRepository {
  async insert(manager: EntityManager, mail: MailRequest): Promise<void> {
    await manager.query(`INSERT INTO outbox (kind, recipient, payload) VALUES ($1, $2, $3)`, [
      mail.kind,
      mail.to,
      JSON.stringify(mail.data),
    ]);
  }

  /** Due mails, locked for this transaction; rows another instance holds are skipped. */
  async claimDue(manager: EntityManager, limit: number): Promise<OutboxRow[]> {
    return manager.query(
      `SELECT id, kind, recipient, payload, attempts FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  /** Sent: the one-time link leaves the table (only its hash stays, in user_tokens). */
  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = NULL,
         payload = payload - 'link'
       WHERE id = $1`,
      [id],
    );
  }

  async markFailed(manager: EntityManager, id: string, error: string, retryInMs: number | undefined): Promise<void> {
    await manager.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
         status = CASE WHEN $3::int IS NULL THEN 'failed' ELSE 'pending' END,
         payload = CASE WHEN $3::int IS NULL THEN payload - 'link' ELSE payload END,
         next_attempt_at = now() + COALESCE($3::int, 0) * interval '1 millisecond'
       WHERE id = $1`,
      [id, error.slice(0, 2000), retryInMs ?? null],
    );
  }
}
