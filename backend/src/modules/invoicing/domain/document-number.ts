/**
 * Invoice and credit-note numbers: `F-YYYY-NNNNNN` and `NC-YYYY-NNNNNN`, one gap-free sequence per
 * kind and calendar year (Europe/Brussels), starting at 1. The sequence itself is a locked counter row
 * (infrastructure); this file only formats, parses and dates.
 */

export const DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_PREFIXES: Readonly<Record<DocumentKind, string>> = { invoice: 'F', 'credit-note': 'NC' };

/** Six digits a year: a million documents. */
export const MAX_SEQUENCE = 999_999;

const PATTERN = /^(F|NC)-(\d{4})-(\d{6})$/;

export class DocumentNumberError extends RangeError {}

export function formatDocumentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new DocumentNumberError(`year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new DocumentNumberError(`sequence: ${sequence}`);
  }
  return `${DOCUMENT_PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseDocumentNumber(value: string): { kind: DocumentKind; year: number; sequence: number } | null {
  const match = PATTERN.exec(value);
  if (!match) return null;
  const sequence = Number(match[3]);
  if (sequence < 1) return null;
  return { kind: match[1] === 'F' ? 'invoice' : 'credit-note', year: Number(match[2]), sequence };
}

const brusselsYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', year: 'numeric' });

/** The calendar year of a moment in Belgium (a payment at 23:30 UTC on 31 December belongs to the next year). */
export function documentYear(at: Date): number {
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new DocumentNumberError('date');
  return Number(brusselsYear.format(at));
}
