import { Injectable } from '@nestjs/common';
import type { MailRequest } from '../domain/mail.js';
import { DispatchOutboxService } from './dispatch-outbox.service.js';
import { OutboxRepository } from './ports/outbox.repository.js';

/**
 * What other modules use to send a mail: `enqueue` inside their own transaction (the mail exists
 * if and only if the change is committed), then `nudge` after the commit to send it right away.
 */
@Injectable()
export class MailOutbox {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly dispatcher: DispatchOutboxService,
  ) {}

  enqueue(mail: MailRequest): Promise<void> {
    return this.outbox.insert(mail);
  }

  nudge(): void {
    this.dispatcher.nudge();
  }

  /** Resolves when no dispatch is in progress. */
  idle(): Promise<void> {
    return this.dispatcher.idle();
  }
}
