import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/invoices (generated from the backend's OpenAPI document): euros, a credit note's negative. */
export type InvoiceList = Schemas['InvoiceListResponse'];

/** GET /api/admin/invoices/gift-cards: the gift cards' figures per month, apart from the VAT sales (euros). */
export type GiftCardFigures = Schemas['GiftCardFiguresResponse'];

export interface InvoicePeriod {
  year: number;
  /** null: the whole year. */
  month: number | null;
}
