import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads, renderRoutes, stubFetch, tokenFor } from '../../../test/utils';
import InvoicesPage from './InvoicesPage';
import type { InvoiceList } from './types';

const LIST: InvoiceList = {
  year: 2026,
  month: 11,
  invoiceCount: 2,
  creditNoteCount: 0,
  base: 79.99,
  vat: 9.96,
  total: 89.95,
  rates: [
    { rate: 21, base: 33.03, vat: 6.94, total: 39.97 },
    { rate: 6, base: 47.15, vat: 2.83, total: 49.98 },
  ],
  documents: [
    {
      number: 'F-2026-000001',
      kind: 'invoice',
      issuedAt: '2026-11-10T10:00:00.000Z',
      orderNumber: 'BP-20261110-AB12CD',
      invoiceNumber: null,
      customer: 'Léa Dubois',
      base: 28.91,
      vat: 6.07,
      total: 34.98,
      rates: [{ rate: 21, base: 28.91, vat: 6.07, total: 34.98 }],
    },
  ],
};

function render(path = '/admin/invoices?year=2026&month=11') {
  return renderRoutes(
    [
      {
        path: '/admin/invoices',
        element: (
          <>
            <InvoicesPage />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );
}

beforeEach(() => {
  localStorage.setItem('token', tokenFor({ isAdmin: true }));
  localStorage.setItem('isAdmin', 'true');
});

describe('/admin/invoices', () => {
  it("shows the period's VAT per rate and its documents, from the server's figures", async () => {
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/admin/invoices' ? { body: LIST } : { status: 404, body: {} },
    );
    render();
    const rates = within(await screen.findByTestId('invoice-rates'));
    expect(rates.getByRole('row', { name: /21 %/ })).toHaveTextContent('33,03 €6,94 €39,97 €');
    expect(rates.getByRole('row', { name: /6 %/ })).toHaveTextContent('49,98 €');
    expect(rates.getByRole('row', { name: /^Total\s/ })).toHaveTextContent('89,95 €');
    expect(screen.getByText('2 factures, 0 note de crédit')).toBeInTheDocument();
    const row = within(screen.getByTestId('invoice-F-2026-000001'));
    expect(row.getByRole('link', { name: 'BP-20261110-AB12CD' })).toHaveAttribute(
      'href',
      '/admin/orders/BP-20261110-AB12CD',
    );
    expect(row.getByText('Léa Dubois')).toBeInTheDocument();
    expect(calls[0]!.searchParams.get('year')).toBe('2026');
    expect(calls[0]!.searchParams.get('month')).toBe('11');
  });

  it('asks for another period and exports the CSV with the session token', async () => {
    const { calls, fetchMock } = stubFetch((url) =>
      url.pathname === '/api/admin/invoices'
        ? { body: { ...LIST, month: null, documents: [] } }
        : { status: 404, body: {} },
    );
    const {
      requests: csvRequests,
      downloads,
      restore,
    } = captureDownloads(
      fetchMock,
      (request) => request.url.includes('format=csv'),
      () =>
        new Response('Numéro;Type', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="factures-2026.csv"',
          },
        }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByTestId('invoice-rates');
    await user.selectOptions(screen.getByLabelText('Mois'), "Toute l'année");
    await waitFor(() => expect(calls.at(-1)!.searchParams.has('month')).toBe(false));
    expect(await screen.findByText('Aucune facture pour cette période.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(downloads).toEqual(['factures-2026.csv']));
    const url = new URL(csvRequests[0]!.url);
    expect(url.pathname).toBe('/api/admin/invoices');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(url.searchParams.has('month')).toBe(false);
    expect(csvRequests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    restore();
  });

  it('says why the list could not be loaded', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Le mois doit être un nombre entier entre 1 et 12',
      },
    }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le mois doit être un nombre entier entre 1 et 12',
    );
  });
});
