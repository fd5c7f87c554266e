/**
 * Belgian VAT rates the shop uses (docs/design/invoices.md), in ONE place: a product carries one of them (21 by
 * default; 12 and 6 possible), delivery is invoiced at 21. The catalogue and invoicing both read them here.
 */
export const VAT_RATES = [21, 12, 6] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;
/** Delivery is invoiced at the standard rate. */
export const SHIPPING_VAT_RATE: VatRate = 21;

export function isVatRate(value: unknown): value is VatRate {
  return typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value);
}
