import { Injectable } from '@nestjs/common';
import { type Ledger, buildLedger, ledgerCsv } from '../domain/ledger.js';
import { InvoiceRepository } from './ports/invoice.repository.js';

export interface InvoicePeriod {
  year: number;
  /** 1–12; null: the whole year. */
  month: number | null;
}

/** The accountant's list (GET /api/admin/invoices): the period's invoices and credit notes with VAT per rate. */
@Injectable()
export class ListInvoicesService {
  constructor(private readonly invoices: InvoiceRepository) {}

  async ledger(period: InvoicePeriod): Promise<Ledger> {
    const documents = await this.invoices.issuedIn(period.year, period.month);
    return buildLedger(documents.map((document) => document.data));
  }

  async csv(period: InvoicePeriod): Promise<{ filename: string; content: string }> {
    const suffix = period.month === null ? `${period.year}` : `${period.year}-${String(period.month).padStart(2, '0')}`;
    return { filename: `factures-${suffix}.csv`, content: ledgerCsv(await this.ledger(period)) };
  }
}
