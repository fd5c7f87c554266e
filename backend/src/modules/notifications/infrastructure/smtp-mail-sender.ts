import { Injectable } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import type { RenderedMail } from './mail-renderer.js';

/** Sends through @nestjs-modules/mailer (nodemailer over SMTP_URL). Throws when the SMTP server refuses or is down. */
@Injectable()
export class SmtpMailSender {
  constructor(private readonly mailer: MailerService) {}

  async send(to: string, mail: RenderedMail): Promise<void> {
    await this.mailer.sendMail({ to, subject: mail.subject, html: mail.html, text: mail.text });
  }
}
