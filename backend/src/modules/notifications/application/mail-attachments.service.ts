import { Injectable } from '@nestjs/common';
import type { MailData } from '../domain/mail.js';

/** A file sent with a mail, made when the mail leaves (never stored in the outbox). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes the file `ref` names (an order's id for its invoice …); null when it does not exist (yet). */
export type AttachmentSource = (ref: string) => Promise<MailAttachment | null>;

/**
 * Makes values a mail shows but the outbox must not keep (a gift card's code, derived again at sending
 * time: docs/design/gift-cards.md); merged into the mail's data when it is rendered.
 */
export type FieldSource = (ref: string) => Promise<MailData | null>;

/** What a mail's data says to attach: `attachments: [{ source: 'invoice', ref: '<order id>' }]`. */
export interface AttachmentReference {
  source: string;
  ref: string;
}

/**
 * Attachments are named in the mail's data (small JSON in the outbox) and made by their module at
 * sending time, outside any transaction: the invoicing module registers 'invoice' (the PDF of an
 * order's invoice). A missing source or file fails the send, which the outbox retries later.
 */
@Injectable()
export class MailAttachments {
  private readonly sources = new Map<string, AttachmentSource>();
  private readonly fieldSources = new Map<string, FieldSource>();

  register(source: string, make: AttachmentSource): void {
    this.sources.set(source, make);
  }

  /** `fields: { source: 'gift-card', ref: '<card id>' }` in a mail's data: values made when it leaves. */
  registerFields(source: string, make: FieldSource): void {
    this.fieldSources.set(source, make);
  }

  /** The mail's data with the values its `fields` names made now (a missing source fails the send). */
  async complete(data: MailData): Promise<MailData> {
    if (data.fields === undefined || data.fields === null) return data;
    const { source, ref } = data.fields as unknown as Partial<AttachmentReference>;
    const make = typeof source === 'string' ? this.fieldSources.get(source) : undefined;
    if (!make || typeof ref !== 'string')
      throw new Error(`données du courriel impossibles à produire : ${String(source)}`);
    const fields = await make(ref);
    if (!fields) throw new Error(`données du courriel introuvables : ${source} ${ref}`);
    return { ...data, ...fields };
  }

  async resolve(data: MailData): Promise<MailAttachment[]> {
    const references = Array.isArray(data.attachments) ? data.attachments : [];
    const files: MailAttachment[] = [];
    for (const reference of references) {
      const { source, ref } = (reference ?? {}) as unknown as Partial<AttachmentReference>;
      const make = typeof source === 'string' ? this.sources.get(source) : undefined;
      if (!make || typeof ref !== 'string') throw new Error(`pièce jointe impossible à produire : ${String(source)}`);
      const file = await make(ref);
      if (!file) throw new Error(`pièce jointe introuvable : ${source} ${ref}`);
      files.push(file);
    }
    return files;
  }
}
