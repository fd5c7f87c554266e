import { Module } from '@nestjs/common';
import { MailerModule } from '@nestjs-modules/mailer';
import { AppConfig } from '../../config/app-config.js';
import { DispatchOutboxService } from './application/dispatch-outbox.service.js';
import { MailAttachments } from './application/mail-attachments.service.js';
import { MailOutbox } from './application/mail-outbox.service.js';
import { HandlebarsMailRenderer } from './infrastructure/mail-renderer.js';
import { TypeOrmOutboxRepository } from './infrastructure/outbox.repository.js';
import { MailSender } from './application/ports/mail-sender.js';
import { SmtpMailSender, pooledSmtpUrl } from './infrastructure/smtp-mail-sender.js';
import { OutboxPollerJob } from './jobs/outbox-poller.job.js';
import { OutboxRepository } from './application/ports/outbox.repository.js';
import { MailRenderer } from './application/ports/mail-renderer.js';

/** Transactional mail: French templates, the outbox table and its dispatcher. Exports MailOutbox and MailAttachments. */
@Module({
  imports: [
    MailerModule.forRootAsync({
      imports: [],
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Without SMTP_URL (production misconfiguration) nothing is sent: mails wait in the outbox.
        transport: config.smtpUrl ? pooledSmtpUrl(config.smtpUrl) : { jsonTransport: true },
        defaults: { from: config.mailFrom },
      }),
    }),
  ],
  providers: [
    { provide: OutboxRepository, useClass: TypeOrmOutboxRepository },
    { provide: MailRenderer, useClass: HandlebarsMailRenderer },
    { provide: MailSender, useClass: SmtpMailSender },
    MailAttachments,
    DispatchOutboxService,
    MailOutbox,
    OutboxPollerJob,
  ],
  exports: [MailOutbox, MailAttachments],
})
export class NotificationsModule {}
