import type { MailData, MailKind } from '../../domain/mail.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export abstract class MailRenderer {
  abstract render(kind: MailKind, data: MailData): RenderedMail;
}
