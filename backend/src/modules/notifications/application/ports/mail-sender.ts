import type { MailAttachment } from '../mail-attachments.service.js';
import type { RenderedMail } from './mail-renderer.js';

/** Where rendered mails leave the shop (infrastructure/smtp-mail-sender.ts: SMTP through nodemailer). */
export abstract class MailSender {
  /** How many mails may be sent at a time (the transport's open connections). */
  abstract readonly connections: number;

  /** Sends one mail; throws when the server refuses it or is down (the outbox tries again later). */
  abstract send(to: string, mail: RenderedMail, attachments?: MailAttachment[]): Promise<void>;
}
