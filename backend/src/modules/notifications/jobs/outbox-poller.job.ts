import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { DispatchOutboxService } from '../application/dispatch-outbox.service.js';

/**
 * Every OUTBOX_POLL_MS (2 s), sends what is due (retries, mails of other instances, of before a
 * restart). Runs on every instance whatever SCHEDULER says (rows are claimed with SKIP LOCKED), so
 * that no configuration can leave a mail unretried.
 */
@Injectable()
export class OutboxPollerJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Courriels');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dispatcher: DispatchOutboxService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.dispatcher.enabled) {
      this.logger.warn('SMTP_URL non défini : les courriels restent en attente dans la table outbox.');
      return;
    }
    this.dispatcher.nudge();
    this.timer = setInterval(() => this.dispatcher.nudge(), this.config.outbox.pollMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
