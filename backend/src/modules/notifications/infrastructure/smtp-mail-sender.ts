import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import type { MailAttachment } from '../application/mail-attachments.service.js';
import type { RenderedMail } from '../application/ports/mail-renderer.js';
import { MailSender } from '../application/ports/mail-sender.js';

/** Connections of the pooled SMTP transport; the dispatcher sends that many mails at a time. */
export const SMTP_POOL_CONNECTIONS = 5;
/** An idle pooled SMTP connection is closed after this (before typical servers drop it, 30 s to 5 min). */
export const SMTP_POOL_IDLE_MS = 20_000;

/**
 * SMTP_URL with the pool settings added (nodemailer reads them from the query string; settings the
 * operator wrote in SMTP_URL win): a pool of kept-open connections (nodemailer's SMTPPool), each reused
 * for up to 100 messages and closed after SMTP_POOL_IDLE_MS of silence, rather than one connection
 * (and handshake) per mail.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = {
    pool: 'true',
    maxConnections: String(SMTP_POOL_CONNECTIONS),
    maxMessages: '100',
    socketTimeout: String(SMTP_POOL_IDLE_MS),
  };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** Sends through @nestjs-modules/mailer (nodemailer over SMTP_URL). Throws when the SMTP server refuses or is down. */
@Injectable()
export class SmtpMailSender extends MailSender {
  readonly connections = SMTP_POOL_CONNECTIONS;

  constructor(private readonly mailer: MailerService) {
    super();
  }

  async send(to: string, mail: RenderedMail, attachments: MailAttachment[] = []): Promise<void> {
    await this.mailer.sendMail({ to, subject: mail.subject, html: mail.html, text: mail.text, attachments });
  }
}
