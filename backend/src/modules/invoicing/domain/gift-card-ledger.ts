import { writeCsv } from '../../../shared/csv.js';
import { type Cents, centsToDecimalString } from '../../../shared/money.js';

/*
 * The gift cards' figures for the accountant (docs/design/gift-cards.md, "The accountant's figures"):
 * a card's sale is outside the scope of VAT, so its figures stand apart from the VAT sales, per
 * Brussels month: sold, issued by hand, spent, expired, withdrawn, and what is still owed to the
 * holders at the month's end (outstanding).
 */

/** The kinds of fact the figures are made of. */
export type GiftCardFactKind = 'sold' | 'issued' | 'captured' | 'credited' | 'expired' | 'withdrawn';

/**
 * A movement of a card's balance as stored (`amountCents` is the balance's change: sold, issued and
 * credited positive, expired and withdrawn negative), or a card's share of an order captured that
 * month (`captured`: the amount paid, positive). One per movement or summed per month and kind: the
 * figures are the same.
 */
export interface GiftCardFact {
  /** The Brussels month, 'YYYY-MM'. */
  month: string;
  kind: GiftCardFactKind;
  amountCents: Cents;
}

/** A month's figures, all positive but `spentCents` (a month of credits may give back more than it spent). */
export interface GiftCardMonth {
  month: string;
  soldCents: Cents;
  issuedCents: Cents;
  /** Σ shares captured − Σ credited back. */
  spentCents: Cents;
  expiredCents: Cents;
  withdrawnCents: Cents;
  /** At the month's end: Σ since the first card (sold + issued − spent − expired − withdrawn). */
  outstandingCents: Cents;
}

export interface GiftCardFigures {
  months: GiftCardMonth[];
  /** The period's sums, and the outstanding at its end. */
  totals: Omit<GiftCardMonth, 'month'>;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The months of a period (a month, or a whole year), never after `current` (the Brussels month of
 * now): a month to come has no end to tell the outstanding of.
 */
export function periodMonths(period: { year: number; month: number | null }, current: string): string[] {
  const months =
    period.month === null
      ? Array.from({ length: 12 }, (_, i) => monthKey(period.year, i + 1))
      : [monthKey(period.year, period.month)];
  return months.filter((month) => month <= current);
}

const empty = (month: string): GiftCardMonth => ({
  month,
  soldCents: 0,
  issuedCents: 0,
  spentCents: 0,
  expiredCents: 0,
  withdrawnCents: 0,
  outstandingCents: 0,
});

/** What a fact adds to its month's figures. */
function add(row: GiftCardMonth, fact: GiftCardFact): void {
  switch (fact.kind) {
    case 'sold':
      row.soldCents += fact.amountCents;
      break;
    case 'issued':
      row.issuedCents += fact.amountCents;
      break;
    case 'captured':
      row.spentCents += fact.amountCents;
      break;
    case 'credited':
      row.spentCents -= fact.amountCents;
      break;
    case 'expired':
      row.expiredCents -= fact.amountCents;
      break;
    case 'withdrawn':
      row.withdrawnCents -= fact.amountCents;
      break;
  }
}

const change = (row: GiftCardMonth): Cents =>
  row.soldCents + row.issuedCents - row.spentCents - row.expiredCents - row.withdrawnCents;

/**
 * The rows of `months` (ascending 'YYYY-MM') from every fact up to the last of them: the facts of an
 * earlier month count in the outstanding only; those of a later month are ignored.
 */
export function giftCardFigures(facts: readonly GiftCardFact[], months: readonly string[]): GiftCardFigures {
  const byMonth = new Map<string, GiftCardMonth>();
  for (const fact of facts) {
    if (!MONTH.test(fact.month)) throw new RangeError(`month: ${fact.month}`);
    const row = byMonth.get(fact.month) ?? empty(fact.month);
    add(row, fact);
    byMonth.set(fact.month, row);
  }
  let outstanding = 0;
  for (const row of byMonth.values()) {
    if (months.length > 0 && row.month < months[0]!) outstanding += change(row);
  }
  const rows = months.map((month) => {
    const row = { ...(byMonth.get(month) ?? empty(month)) };
    outstanding += change(row);
    row.outstandingCents = outstanding;
    return row;
  });
  const sum = (key: 'soldCents' | 'issuedCents' | 'spentCents' | 'expiredCents' | 'withdrawnCents') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    months: rows,
    totals: {
      soldCents: sum('soldCents'),
      issuedCents: sum('issuedCents'),
      spentCents: sum('spentCents'),
      expiredCents: sum('expiredCents'),
      withdrawnCents: sum('withdrawnCents'),
      outstandingCents: rows.at(-1)?.outstandingCents ?? 0,
    },
  };
}

export const GIFT_CARD_FIGURES_TITLE = 'Cartes cadeaux (hors champ TVA)';

const amount = (cents: Cents) => centsToDecimalString(cents).replace('.', ',');
const cells = (row: Omit<GiftCardMonth, 'month'>) =>
  [row.soldCents, row.issuedCents, row.spentCents, row.expiredCents, row.withdrawnCents, row.outstandingCents].map(
    amount,
  );

/**
 * The figures as CSV for a Belgian spreadsheet, like the invoices' (BOM, ';', decimal commas): the
 * section's title, the columns, one row per month ('11/2026'), then the period's total.
 */
export function giftCardFiguresCsv(figures: GiftCardFigures): string {
  const rows: string[][] = [
    [GIFT_CARD_FIGURES_TITLE],
    [
      'Mois',
      'Vendues',
      'Émises à la main',
      'Dépensées',
      'Expirées',
      'Remboursées (rétractation)',
      'Encours en fin de mois',
    ],
  ];
  for (const row of figures.months) {
    const [year, month] = row.month.split('-');
    rows.push([`${month}/${year}`, ...cells(row)]);
  }
  rows.push(['Total', ...cells(figures.totals)]);
  return writeCsv(rows, { bom: true });
}
