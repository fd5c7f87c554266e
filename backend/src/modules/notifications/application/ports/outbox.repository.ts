import type { MailData, MailKind, MailRequest } from '../../domain/mail.js';

export interface OutboxRow {
  id: string;
  kind: MailKind;
  recipient: string;
  payload: MailData;
  attempts: number;
  /** The row had been claimed before and its lease ran out unmarked: the earlier send may have happened. */
  reclaimed: boolean;
}

/**
 * The `outbox` table: mails written in the transaction of the change that causes them, then claimed
 * with a lease (`locked_until`), sent outside any transaction, and marked in short statements of their own.
 */
export abstract class OutboxRepository {
  abstract insert(mail: MailRequest): Promise<void>;

  /**
   * Claims due mails for `leaseMs` in ONE statement, committed at once (no lock is held while sending).
   * Rows another dispatcher is claiming at the same moment are skipped (FOR UPDATE SKIP LOCKED); rows
   * whose lease is still running are not due.
   */
  abstract claimDue(limit: number, leaseMs: number, claimToken: string): Promise<OutboxRow[]>;

  /** Sent, in one statement for all `ids`: the one-time links leave the table (only their hash stays, in user_tokens). Idempotent. */
  abstract markSent(ids: readonly string[]): Promise<void>;

  /** Not sent: try again later (or give up). Only while this claim still holds the row. */
  abstract markFailed(id: string, claimToken: string, error: string, retryInMs: number | undefined): Promise<void>;
}
