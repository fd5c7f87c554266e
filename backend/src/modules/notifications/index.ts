/** The notifications module's public API. */
export { NotificationsModule } from './notifications.module.js';
export { MailOutbox } from './application/mail-outbox.service.js';
export type { MailData, MailKind, MailRequest, MailValue } from './domain/mail.js';
export { startMailCatcher, type MailCatcher } from './infrastructure/mail-catcher.js';
export {
  MailAttachments,
  type MailAttachment,
  type AttachmentSource,
  type FieldSource,
  type AttachmentReference,
} from './application/mail-attachments.service.js';
