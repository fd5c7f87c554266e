import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import { retryDelayMs } from '../domain/mail.js';
import { MailRenderer } from '../infrastructure/mail-renderer.js';
import { OutboxRepository } from '../infrastructure/outbox.repository.js';
import { SmtpMailSender } from '../infrastructure/smtp-mail-sender.js';

const BATCH = 20;

/**
 * Sends the due mails of the outbox: claims rows with FOR UPDATE SKIP LOCKED (any number of
 * instances can run it), sends each, marks it sent, or records the error and retries later with
 * exponential back-off until OUTBOX_MAX_ATTEMPTS.
 */
@Injectable()
export class DispatchOutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger('Courriels');
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly sender: SmtpMailSender,
    private readonly config: AppConfig,
  ) {}

  /** Whether mails can leave (SMTP_URL set, or the development mail catcher started). */
  get enabled(): boolean {
    return this.config.smtpUrl !== undefined;
  }

  /** Starts a dispatch now (or right after the one in progress). Never throws. */
  nudge(): void {
    if (!this.enabled || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Waits for the dispatch in progress (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.closed && (await this.dispatchBatch()) === BATCH) {
          // a full batch: there may be more
        }
      } catch (error) {
        this.logger.warn(`Envoi des courriels interrompu : ${(error as Error).message}`);
      }
    } while (this.again && !this.closed);
  }

  /** One batch in one transaction. Returns how many mails were claimed. */
  async dispatchBatch(): Promise<number> {
    const { maxAttempts, retryBaseMs } = this.config.outbox;
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.outbox.claimDue(manager, BATCH);
      for (const row of rows) {
        try {
          await this.sender.send(row.recipient, this.renderer.render(row.kind, row.payload));
          await this.outbox.markSent(manager, row.id);
        } catch (error) {
          const attempts = row.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          const retry = attempts >= maxAttempts ? undefined : retryDelayMs(attempts, retryBaseMs);
          this.logger.warn(
            `Courriel ${row.id} (${row.kind}) non envoyé, essai ${attempts}/${maxAttempts} : ${message}` +
              (retry === undefined ? ' — abandon' : ` — nouvel essai dans ${retry} ms`),
          );
          await this.outbox.markFailed(manager, row.id, message, retry);
        }
      }
      return rows.length;
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    await this.idle();
  }
}
