import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type MailAttachment, MailAttachments } from '../../notifications/index.js';
import type { InvoiceData } from '../domain/invoice.js';
import { InvoiceRepository } from './ports/invoice.repository.js';
import { InvoicePdf } from './ports/invoice-pdf.js';

/** A document ready to download: its number, its data and the PDF drawn from it. */
export interface InvoiceFile {
  number: string;
  filename: string;
  data: InvoiceData;
  pdf: Buffer;
}

/** One document of an order, as the back office lists it. */
export interface OrderDocument {
  number: string;
  kind: InvoiceData['kind'];
  issuedAt: string;
  totalCents: number;
}

/** `facture-F-2026-000001.pdf`, `note-de-credit-NC-2026-000001.pdf`. */
export function documentFilename(data: InvoiceData): string {
  return `${data.kind === 'invoice' ? 'facture' : 'note-de-credit'}-${data.number}.pdf`;
}

/**
 * The PDFs of stored invoices, drawn on demand (docs/design/invoices.md: the PDF itself is not stored). Registers
 * the 'invoice' mail attachment: the order-confirmation mail names its order, the PDF is drawn when
 * the mail leaves.
 */
@Injectable()
export class InvoiceDocuments implements OnModuleInit {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly pdf: InvoicePdf,
    private readonly attachments: MailAttachments,
  ) {}

  onModuleInit(): void {
    this.attachments.register('invoice', (orderId) => this.attachmentOfOrder(orderId));
    this.attachments.register('credit-note', (number) => this.attachmentByNumber(number, 'credit-note'));
  }

  /** One document of an order by its number (null: not this order's, or no such document). */
  async documentOfOrder(orderId: string, number: string): Promise<InvoiceFile | null> {
    const stored = await this.invoices.findByNumber(number);
    return stored && stored.orderId === orderId ? this.file(stored.data) : null;
  }

  /** The documents of several orders (the customer's list), by order id, oldest first. */
  async listOfOrders(orderIds: readonly string[]): Promise<Map<string, OrderDocument[]>> {
    const byOrder = new Map<string, OrderDocument[]>();
    for (const d of await this.invoices.documentsOfOrders(orderIds)) {
      const list = byOrder.get(d.orderId) ?? [];
      list.push({ number: d.number, kind: d.kind, issuedAt: d.issuedAt.toISOString(), totalCents: d.totalCents });
      byOrder.set(d.orderId, list);
    }
    return byOrder;
  }

  /** The order's invoice as a PDF; null when the order has none (not paid). */
  async invoiceOfOrder(orderId: string): Promise<InvoiceFile | null> {
    const stored = await this.invoices.invoiceOfOrder(orderId);
    return stored ? this.file(stored.data) : null;
  }

  /** The invoice and credit notes of an order, oldest first (the back office's order detail). */
  async listOfOrder(orderId: string): Promise<OrderDocument[]> {
    const documents = await this.invoices.documentsOfOrders([orderId]);
    return documents.map((d) => ({
      number: d.number,
      kind: d.kind,
      issuedAt: d.issuedAt.toISOString(),
      totalCents: d.totalCents,
    }));
  }

  async file(data: InvoiceData): Promise<InvoiceFile> {
    return { number: data.number, filename: documentFilename(data), data, pdf: await this.pdf.render(data) };
  }

  private async attachmentByNumber(number: string, kind: InvoiceData['kind']): Promise<MailAttachment | null> {
    const stored = await this.invoices.findByNumber(number);
    if (!stored || stored.kind !== kind) return null;
    const file = await this.file(stored.data);
    return { filename: file.filename, contentType: 'application/pdf', content: file.pdf };
  }

  private async attachmentOfOrder(orderId: string): Promise<MailAttachment | null> {
    const file = await this.invoiceOfOrder(orderId);
    return file ? { filename: file.filename, contentType: 'application/pdf', content: file.pdf } : null;
  }
}
