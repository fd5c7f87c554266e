import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** GET /api/admin/invoices (generated from the backend's OpenAPI document): euros, a credit note's negative. */
export type InvoiceList = Schemas['InvoiceListResponse'];

export interface InvoicePeriod {
  year: number;
  /** null: the whole year. */
  month: number | null;
}
