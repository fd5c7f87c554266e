import type { DocumentKind } from '../../domain/document-number.js';
import type { InvoiceData } from '../../domain/invoice.js';
import type { VatRate } from '../../domain/vat.js';

/** An `invoices` row: an invoice or a credit note, with the document as issued. */
export interface StoredDocument {
  number: string;
  kind: DocumentKind;
  orderId: string;
  invoiceNumber: string | null;
  issuedAt: Date;
  totalCents: number;
  data: InvoiceData;
}

/**
 * The `invoices` and `invoice_counters` tables (raw SQL: plain records, no ORM mapping). Numbers come
 * from one counter row per kind and year, incremented by an upsert that keeps the row locked until the
 * caller's transaction ends: concurrent payments queue on it, a rolled-back payment gives its number
 * back, so the sequence has no gap and no number is used twice.
 */
export abstract class InvoiceRepository {
  /** The next sequence of `kind` in `year`; the counter row stays locked until the caller's transaction ends. */
  /** The products' VAT rates, read in the current unit of work (a product since removed is absent: 21 %). */
  abstract vatRates(productIds: number[]): Promise<Map<number, VatRate>>;

  abstract nextSequence(kind: DocumentKind, year: number): Promise<number>;

  abstract insert(year: number, sequence: number, orderId: string, data: InvoiceData): Promise<void>;

  /** The order's invoice (null: not paid, or paid before… never: every paid order has one). */
  abstract invoiceOfOrder(orderId: string): Promise<StoredDocument | null>;

  /** The credit notes of an invoice, oldest first (inside the caller's transaction). */
  abstract creditNotesOf(invoiceNumber: string): Promise<StoredDocument[]>;

  /** The invoices and credit notes of orders, oldest first. */
  abstract documentsOfOrders(orderIds: readonly string[]): Promise<StoredDocument[]>;

  abstract findByNumber(number: string): Promise<StoredDocument | null>;

  /** Documents issued in a Belgian calendar month (or the whole year when month is null), invoices first, by number. */
  abstract issuedIn(year: number, month: number | null): Promise<StoredDocument[]>;
}
