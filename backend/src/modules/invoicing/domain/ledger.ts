import type { Cents } from '../../../shared/money.js';
import { centsToDecimalString } from '../../../shared/money.js';
import { writeCsv } from '../../../shared/csv.js';
import type { InvoiceData } from './invoice.js';
import { VAT_RATES, type VatRate } from './vat.js';

/**
 * The accountant's list of a period: every invoice and credit note issued, with their VAT per rate and
 * the period's totals per rate. Credit notes count negatively (they give money back).
 */

/** Without VAT, the VAT, with VAT. */
export interface Amounts {
  baseCents: Cents;
  vatCents: Cents;
  totalCents: Cents;
}

export interface RateAmounts extends Amounts {
  rate: VatRate;
}

export interface LedgerEntry extends Amounts {
  number: string;
  kind: InvoiceData['kind'];
  issuedAt: string;
  orderNumber: string;
  invoiceNumber: string | null;
  customer: string;
  /** Signed: a credit note's amounts are negative. */
  rates: RateAmounts[];
}

export interface Ledger extends Amounts {
  entries: LedgerEntry[];
  invoiceCount: number;
  creditNoteCount: number;
  /** Per rate, highest first, only the rates used. */
  rates: RateAmounts[];
}

const sum = (items: readonly Amounts[]): Amounts => ({
  baseCents: items.reduce((total, item) => total + item.baseCents, 0),
  vatCents: items.reduce((total, item) => total + item.vatCents, 0),
  totalCents: items.reduce((total, item) => total + item.totalCents, 0),
});

export function buildLedger(documents: readonly InvoiceData[]): Ledger {
  const entries = documents.map((document): LedgerEntry => {
    const sign = document.kind === 'credit-note' ? -1 : 1;
    const rates = document.breakdown.map((r) => ({
      rate: r.rate,
      baseCents: sign * r.baseCents,
      vatCents: sign * r.vatCents,
      totalCents: sign * r.totalCents,
    }));
    return {
      number: document.number,
      kind: document.kind,
      issuedAt: document.issuedAt,
      orderNumber: document.orderNumber,
      invoiceNumber: document.invoiceNumber,
      customer: document.buyer.name,
      rates,
      ...sum(rates),
    };
  });
  const all = entries.flatMap((entry) => entry.rates);
  const rates = VAT_RATES.filter((rate) => all.some((r) => r.rate === rate)).map((rate) => ({
    rate,
    ...sum(all.filter((r) => r.rate === rate)),
  }));
  return {
    entries,
    invoiceCount: entries.filter((entry) => entry.kind === 'invoice').length,
    creditNoteCount: entries.filter((entry) => entry.kind === 'credit-note').length,
    rates,
    ...sum(rates),
  };
}

const KIND_LABELS: Record<InvoiceData['kind'], string> = { invoice: 'Facture', 'credit-note': 'Note de crédit' };

const brusselsDay = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const amount = (cents: Cents) => centsToDecimalString(cents).replace('.', ',');
const amountCells = (a: Amounts) => [amount(a.baseCents), amount(a.vatCents), amount(a.totalCents)];
const totalRow = (rateCell: string, a: Amounts) => ['Total', '', '', '', '', '', rateCell, ...amountCells(a)];

/**
 * The ledger as CSV for a Belgian spreadsheet: UTF-8 with a byte-order mark, ';' between cells, decimal
 * commas, one row per document and VAT rate, then one total row per rate.
 */
export function ledgerCsv(ledger: Ledger): string {
  const rows: string[][] = [
    ['Numéro', 'Type', 'Date', 'Commande', 'Facture d’origine', 'Client', 'Taux TVA', 'Base HT', 'TVA', 'Total TTC'],
  ];
  for (const entry of ledger.entries) {
    for (const r of entry.rates) {
      rows.push([
        entry.number,
        KIND_LABELS[entry.kind],
        brusselsDay.format(new Date(entry.issuedAt)),
        entry.orderNumber,
        entry.invoiceNumber ?? '',
        entry.customer,
        `${r.rate} %`,
        ...amountCells(r),
      ]);
    }
  }
  for (const r of ledger.rates) rows.push(totalRow(`${r.rate} %`, r));
  rows.push(totalRow('Tous taux', ledger));
  return writeCsv(rows, { bom: true });
}
