import { Injectable } from '@nestjs/common';
import type { DocumentKind } from '../domain/document-number.js';
import { isVatRate, type VatRate } from '../domain/vat.js';
import type { InvoiceData } from '../domain/invoice.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { InvoiceRepository, StoredDocument } from '../application/ports/invoice.repository.js';

interface Row {
  number: string;
  kind: DocumentKind;
  order_id: string;
  invoice_number: string | null;
  issued_at: Date;
  total_cents: number;
  data: InvoiceData;
}

const toDocument = (row: Row): StoredDocument => ({
  number: row.number,
  kind: row.kind,
  orderId: row.order_id,
  invoiceNumber: row.invoice_number,
  issuedAt: row.issued_at,
  totalCents: row.total_cents,
  data: row.data,
});

const COLUMNS = 'number, kind, order_id, invoice_number, issued_at, total_cents, data';

/**
 * The `invoices` and `invoice_counters` tables (raw SQL: plain records, no ORM mapping). Numbers come
 * from one counter row per kind and year, incremented by an upsert that keeps the row locked until the
 * caller's transaction ends: concurrent payments queue on it, a rolled-back payment gives its number
 * back, so the sequence has no gap and no number is used twice.
 */
@Injectable()
export class TypeOrmInvoiceRepository extends InvoiceRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** The next sequence of `kind` in `year`; the counter row stays locked until the caller's transaction ends. */
  async vatRates(productIds: number[]): Promise<Map<number, VatRate>> {
    const rows = (await this.db.manager.query(`SELECT id, vat_rate FROM products WHERE id = ANY($1::int[])`, [
      productIds,
    ])) as { id: number; vat_rate: number }[];
    return new Map(rows.filter((row) => isVatRate(row.vat_rate)).map((row) => [row.id, row.vat_rate as VatRate]));
  }

  async nextSequence(kind: DocumentKind, year: number): Promise<number> {
    const rows = (await this.db.manager.query(
      `INSERT INTO invoice_counters (kind, year, last_sequence) VALUES ($1, $2, 1)
       ON CONFLICT (kind, year) DO UPDATE SET last_sequence = invoice_counters.last_sequence + 1
       RETURNING last_sequence`,
      [kind, year],
    )) as { last_sequence: number }[];
    return rows[0]!.last_sequence;
  }

  async insert(year: number, sequence: number, orderId: string, data: InvoiceData) {
    await this.db.manager.query(
      `INSERT INTO invoices (number, kind, year, sequence, order_id, invoice_number, issued_at, total_cents, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        data.number,
        data.kind,
        year,
        sequence,
        orderId,
        data.invoiceNumber,
        data.issuedAt,
        data.totalCents,
        JSON.stringify(data),
      ],
    );
  }

  /** The order's invoice (null: not paid, or paid before… never: every paid order has one). */
  async invoiceOfOrder(orderId: string): Promise<StoredDocument | null> {
    const rows = (await this.db.manager.query(
      `SELECT ${COLUMNS} FROM invoices WHERE order_id = $1 AND kind = 'invoice'`,
      [orderId],
    )) as Row[];
    return rows[0] ? toDocument(rows[0]) : null;
  }

  /** The credit notes of an invoice, oldest first (inside the caller's transaction). */
  async creditNotesOf(invoiceNumber: string): Promise<StoredDocument[]> {
    const rows = (await this.db.manager.query(
      `SELECT ${COLUMNS} FROM invoices WHERE invoice_number = $1 AND kind = 'credit-note' ORDER BY year, sequence`,
      [invoiceNumber],
    )) as Row[];
    return rows.map(toDocument);
  }

  /** The invoices and credit notes of orders, oldest first. */
  async documentsOfOrders(orderIds: readonly string[]): Promise<StoredDocument[]> {
    if (orderIds.length === 0) return [];
    const rows = (await this.db.manager.query(
      `SELECT ${COLUMNS} FROM invoices WHERE order_id = ANY($1::uuid[]) ORDER BY issued_at, number`,
      [orderIds],
    )) as Row[];
    return rows.map(toDocument);
  }

  async findByNumber(number: string): Promise<StoredDocument | null> {
    const rows = (await this.db.manager.query(`SELECT ${COLUMNS} FROM invoices WHERE number = $1`, [number])) as Row[];
    return rows[0] ? toDocument(rows[0]) : null;
  }

  /** Documents issued in a Belgian calendar month (or the whole year when month is null), invoices first, by number. */
  async issuedIn(year: number, month: number | null): Promise<StoredDocument[]> {
    const [fromMonth, toYear, toMonth] =
      month === null ? [1, year + 1, 1] : [month, month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1];
    const rows = (await this.db.manager.query(
      `SELECT ${COLUMNS} FROM invoices
       WHERE issued_at >= make_timestamptz($1, $2, 1, 0, 0, 0, 'Europe/Brussels')
         AND issued_at < make_timestamptz($3, $4, 1, 0, 0, 0, 'Europe/Brussels')
       ORDER BY kind DESC, year, sequence`,
      [year, fromMonth, toYear, toMonth],
    )) as Row[];
    return rows.map(toDocument);
  }
}

export type { StoredDocument } from '../application/ports/invoice.repository.js';
