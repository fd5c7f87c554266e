import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads, renderRoutes, stubFetch, tokenFor } from '../../../test/utils';
import { GiftCardFiguresPanel } from './GiftCardFiguresPanel';
import InvoicesPage from './InvoicesPage';
import type { GiftCardFigures } from './types';

const month = (key: string, figures: Partial<GiftCardFigures['totals']>) => ({
  month: key,
  sold: 0,
  issued: 0,
  spent: 0,
  expired: 0,
  withdrawn: 0,
  outstanding: 0,
  ...figures,
});

const YEAR: GiftCardFigures = {
  year: 2026,
  month: null,
  months: [
    month('2026-10', { sold: 50, issued: 20, outstanding: 70 }),
    month('2026-11', { sold: 25, spent: -5, expired: 20, withdrawn: 25, outstanding: 55 }),
  ],
  totals: { sold: 75, issued: 20, spent: -5, expired: 20, withdrawn: 25, outstanding: 55 },
};

function render(period = { year: 2026, month: null as number | null }) {
  return renderRoutes(
    [
      {
        path: '/admin/invoices',
        element: (
          <>
            <GiftCardFiguresPanel period={period} periodLabel={String(period.year)} />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/admin/invoices' },
  );
}

beforeEach(() => {
  localStorage.setItem('token', tokenFor({ isAdmin: true }));
  localStorage.setItem('isAdmin', 'true');
});

describe("The gift cards' figures on /admin/invoices", () => {
  it('shows per month what was sold, issued, spent, expired, withdrawn and still owed, apart from VAT', async () => {
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/admin/invoices/gift-cards' ? { body: YEAR } : { status: 404, body: {} },
    );
    render();
    const table = within(await screen.findByTestId('gift-card-figures'));
    expect(
      screen.getByRole('heading', { name: 'Cartes cadeaux (hors champ TVA) — 2026' }),
    ).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mois',
      'Vendues',
      'Émises à la main',
      'Dépensées',
      'Expirées',
      'Remboursées (rétractation)',
      'Encours en fin de mois',
    ]);
    expect(table.getByRole('row', { name: /^octobre 2026/ })).toHaveTextContent(
      'octobre 202650,00 €20,00 €0,00 €0,00 €0,00 €70,00 €',
    );
    expect(table.getByRole('row', { name: /^novembre 2026/ })).toHaveTextContent(
      'novembre 202625,00 €0,00 €-5,00 €20,00 €25,00 €55,00 €',
    );
    expect(table.getByRole('row', { name: /^Total/ })).toHaveTextContent(
      'Total75,00 €20,00 €-5,00 €20,00 €25,00 €55,00 €',
    );
    expect(calls[0]!.searchParams.get('year')).toBe('2026');
    expect(calls[0]!.searchParams.has('month')).toBe(false);
  });

  it('shows a single month without a total', async () => {
    const { fetchMock } = stubFetch(() => ({
      body: { ...YEAR, month: 11, months: [YEAR.months[1]!], totals: YEAR.totals },
    }));
    render({ year: 2026, month: 11 });
    const table = within(await screen.findByTestId('gift-card-figures'));
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.queryByRole('row', { name: /^Total/ })).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says so when no month of the period has passed yet', async () => {
    stubFetch(() => ({
      body: { ...YEAR, year: 2027, months: [], totals: { ...YEAR.totals, outstanding: 0 } },
    }));
    render({ year: 2027, month: null });
    expect(await screen.findByText('Aucun mois écoulé dans cette période.')).toBeInTheDocument();
  });

  it('exports its own CSV with the session token', async () => {
    const { fetchMock } = stubFetch(() => ({ body: YEAR }));
    const {
      requests: csvRequests,
      downloads,
      restore,
    } = captureDownloads(
      fetchMock,
      (request) => request.url.includes('format=csv'),
      () =>
        new Response('Cartes cadeaux (hors champ TVA)', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="cartes-cadeaux-2026.csv"',
          },
        }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByTestId('gift-card-figures');
    await user.click(screen.getByRole('button', { name: 'Exporter les cartes cadeaux en CSV' }));
    await waitFor(() => expect(downloads).toEqual(['cartes-cadeaux-2026.csv']));
    const url = new URL(csvRequests[0]!.url);
    expect(url.pathname).toBe('/api/admin/invoices/gift-cards');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(csvRequests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    restore();
  });

  it('sits on the invoices page, for the period chosen there', async () => {
    const { calls } = stubFetch((url) =>
      url.pathname === '/api/admin/invoices/gift-cards'
        ? { body: { ...YEAR, month: 11, months: [YEAR.months[1]!] } }
        : url.pathname === '/api/admin/invoices'
          ? {
              body: {
                year: 2026,
                month: 11,
                invoiceCount: 0,
                creditNoteCount: 0,
                base: 0,
                vat: 0,
                total: 0,
                rates: [],
                documents: [],
              },
            }
          : { status: 404, body: {} },
    );
    renderRoutes([{ path: '/admin/invoices', element: <InvoicesPage /> }], {
      path: '/admin/invoices?year=2026&month=11',
    });
    const table = within(await screen.findByTestId('gift-card-figures'));
    expect(table.getByRole('row', { name: /^novembre 2026/ })).toHaveTextContent('55,00 €');
    expect(
      screen.getByRole('heading', { name: 'Cartes cadeaux (hors champ TVA) — novembre 2026' }),
    ).toBeInTheDocument();
    const asked = calls.find((url) => url.pathname === '/api/admin/invoices/gift-cards')!;
    expect([asked.searchParams.get('year'), asked.searchParams.get('month')]).toEqual(['2026', '11']);
  });

  it('says why the figures could not be loaded', async () => {
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
