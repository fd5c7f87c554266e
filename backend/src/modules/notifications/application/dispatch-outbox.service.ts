import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, Optional } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { FAULT_POINTS, type FaultPoints } from '../../../shared/fault-points.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { retryDelayMs } from '../domain/mail.js';
import { MailAttachments } from './mail-attachments.service.js';
import { MailSender } from './ports/mail-sender.js';
import { type OutboxRow, OutboxRepository } from './ports/outbox.repository.js';
import { MailRenderer } from './ports/mail-renderer.js';

const BATCH = 50;
const MARK_RETRY_FIRST_MS = 100;
const MARK_RETRY_MAX_MS = 2_000;
/** At shutdown, how long the mails under way may take to finish (send and mark) before the app closes anyway. */
export const OUTBOX_SHUTDOWN_WAIT_MS = 10_000;

/**
 * Marks 'sent' in groups: the mails sent while one mark statement runs are marked together by the next
 * (group commit). Each caller still waits until its own mail is marked, so a mail is never counted as
 * done before its mark is committed, and no more mails are sent-but-unmarked than with one mark each.
 */
class SentMarks {
  private queued: { id: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly write: (ids: string[]) => Promise<void>) {}

  mark(id: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ id, resolve, reject });
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.queued.length > 0) {
        const group = this.queued.splice(0);
        try {
          await this.write(group.map((entry) => entry.id));
          for (const entry of group) entry.resolve();
        } catch (error) {
          for (const entry of group) entry.reject(error); // each caller retries its own mark
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

/**
 * Sends the due mails of the outbox, each once (docs/design/resilience.md):
 * 1. claims a batch with a lease (`locked_until`), in one statement committed at once — no row lock
 *    is held while talking to the SMTP server, and any number of instances may dispatch;
 * 2. sends each mail outside any transaction, through the pooled SMTP transport (a few at a time);
 * 3. marks it sent in a short statement of its own (shared by the mails sent meanwhile: SentMarks). If
 *    the database is down at that moment, the MARK is retried (until the lease runs out), never the
 *    send: a database outage duplicates no mail.
 * A failed send is recorded and retried later with exponential back-off until OUTBOX_MAX_ATTEMPTS.
 * Only a dispatcher that dies between send and mark leaves a sent mail unmarked: its lease runs out,
 * another claim sends it again, and that resend is logged.
 */
@Injectable()
export class DispatchOutboxService implements OnModuleDestroy {
  private readonly logger = new Logger('Courriels');
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly sentMarks = new SentMarks((ids) => this.outbox.markSent(ids));

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly sender: MailSender,
    private readonly attachments: MailAttachments,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    @Optional() @Inject(FAULT_POINTS) private readonly faults?: FaultPoints,
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
    // Outside any unit of work: a nudge from inside a transaction never makes the claims join it.
    this.running = this.uow
      .outside(() => this.loop())
      .finally(() => {
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

  /** One claimed batch, sent a few mails at a time. Returns how many mails were claimed. */
  async dispatchBatch(): Promise<number> {
    const claimToken = randomUUID();
    // Elapsed time of this process (a monotonic timer), to stop retrying before the lease runs out.
    const leaseEnds = performance.now() + this.config.outbox.leaseMs;
    const rows = await this.outbox.claimDue(BATCH, this.config.outbox.leaseMs, claimToken);
    for (const row of rows) {
      if (row.reclaimed) {
        this.logger.warn(
          `Courriel ${row.id} (${row.kind}) : bail expiré sans envoi confirmé (envoi interrompu par un arrêt ?) — ` +
            'nouvel envoi, un doublon est possible',
        );
      }
    }
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rows.length) await this.deliver(rows[next++]!, claimToken, leaseEnds);
    };
    const results = await Promise.allSettled(
      Array.from({ length: Math.min(this.sender.connections, rows.length) }, worker),
    );
    const crash = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (crash) throw crash.reason;
    return rows.length;
  }

  private async deliver(row: OutboxRow, claimToken: string, leaseEnds: number): Promise<void> {
    await this.faults?.reach('outbox:sending', { id: row.id, recipient: row.recipient });
    try {
      const files = await this.attachments.resolve(row.payload);
      const data = await this.attachments.complete(row.payload);
      await this.sender.send(row.recipient, this.renderer.render(row.kind, data), files);
    } catch (error) {
      const { maxAttempts, retryBaseMs } = this.config.outbox;
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const retry = attempts >= maxAttempts ? undefined : retryDelayMs(attempts, retryBaseMs);
      this.logger.warn(
        `Courriel ${row.id} (${row.kind}) non envoyé, essai ${attempts}/${maxAttempts} : ${message}` +
          (retry === undefined ? ' — abandon' : ` — nouvel essai dans ${retry} ms`),
      );
      // If this mark is lost too, the lease runs out and the mail is simply tried again: nothing was sent.
      await this.retryMark(row, leaseEnds, () => this.outbox.markFailed(row.id, claimToken, message, retry));
      return;
    }
    await this.faults?.reach('outbox:sent', { id: row.id, recipient: row.recipient });
    if (!(await this.retryMark(row, leaseEnds, () => this.sentMarks.mark(row.id)))) {
      this.logger.error(
        `Courriel ${row.id} (${row.kind}) envoyé mais non marqué avant la fin du bail : il pourrait être renvoyé`,
      );
    }
  }

  /** Retries a mark (never the send) with back-off until it succeeds or the lease ends. */
  private async retryMark(row: OutboxRow, leaseEnds: number, mark: () => Promise<void>): Promise<boolean> {
    let delay = MARK_RETRY_FIRST_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        await mark();
        if (attempt > 1) this.logger.log(`Courriel ${row.id} : état enregistré après ${attempt} essais`);
        return true;
      } catch (error) {
        // Shutting down: no back-off (the lease runs out and the mail is tried again after restart).
        if (this.closed || performance.now() + delay >= leaseEnds) return false;
        if (attempt === 1) {
          this.logger.warn(`Courriel ${row.id} : état non enregistré (${(error as Error).message}), nouvel essai`);
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, MARK_RETRY_MAX_MS);
      }
    }
  }

  /**
   * Shutdown, bounded: nothing new starts, and the mails under way get OUTBOX_SHUTDOWN_WAIT_MS to
   * finish. This runs in onModuleDestroy, before the mailer module closes its SMTP pool and long before
   * the database closes (Nest destroys the modules that import others first): a send under way is
   * never cut from its pool, which used to leave it unsettled and app.close() waiting for ever.
   */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.idle().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), OUTBOX_SHUTDOWN_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!finished) {
      this.logger.warn(
        `Arrêt : des courriels en cours d'envoi n'ont pas fini en ${OUTBOX_SHUTDOWN_WAIT_MS / 1000} s ; ` +
          'leur bail expirera et ils seront repris (un doublon est possible)',
      );
    }
  }
}
