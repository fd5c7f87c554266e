import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { GiftCardFigures, InvoiceList, InvoicePeriod } from './types';

const params = (period: InvoicePeriod) => ({
  year: String(period.year),
  ...(period.month === null ? {} : { month: String(period.month) }),
});

/** The accountant's list (docs/design/invoices.md). */
export const adminInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<InvoiceList, InvoicePeriod>({
      query: (period) => ({ url: '/admin/invoices', params: params(period) }),
      keepUnusedDataFor: 0,
    }),
    giftCardFigures: build.query<GiftCardFigures, InvoicePeriod>({
      query: (period) => ({ url: '/admin/invoices/gift-cards', params: params(period) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListInvoicesQuery, useGiftCardFiguresQuery } = adminInvoicesApi;

/** The same list as CSV (GET /api/admin/invoices?…&format=csv), downloaded with the session's token. */
export function downloadInvoicesCsv(period: InvoicePeriod): Promise<string> {
  const query = new URLSearchParams({ ...params(period), format: 'csv' });
  return downloadFile(`/admin/invoices?${query.toString()}`, 'factures.csv');
}

/** The gift cards' figures as CSV (GET /api/admin/invoices/gift-cards?…&format=csv): a file of their own. */
export function downloadGiftCardFiguresCsv(period: InvoicePeriod): Promise<string> {
  const query = new URLSearchParams({ ...params(period), format: 'csv' });
  return downloadFile(`/admin/invoices/gift-cards?${query.toString()}`, 'cartes-cadeaux.csv');
}
