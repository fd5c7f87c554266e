/** GET /api/admin/invoices: amounts in euros, a credit note's negative. */
export interface VatRateTotals {
  rate: number;
  base: number;
  vat: number;
  total: number;
}

export interface InvoiceEntry {
  number: string;
  kind: 'invoice' | 'credit-note';
  issuedAt: string;
  orderNumber: string;
  invoiceNumber: string | null;
  customer: string;
  base: number;
  vat: number;
  total: number;
  rates: VatRateTotals[];
}

export interface InvoiceList {
  year: number;
  month: number | null;
  invoiceCount: number;
  creditNoteCount: number;
  base: number;
  vat: number;
  total: number;
  rates: VatRateTotals[];
  documents: InvoiceEntry[];
}

export interface InvoicePeriod {
  year: number;
  /** null: the whole year. */
  month: number | null;
}
