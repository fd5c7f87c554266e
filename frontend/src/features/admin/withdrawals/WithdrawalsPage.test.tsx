import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch, tokenFor } from '../../../test/utils';
import type { ListedWithdrawal, WithdrawalListResponse } from './types';
import { WithdrawalPanel } from './WithdrawalPanel';
import WithdrawalsPage from './WithdrawalsPage';

const ASKED: ListedWithdrawal = {
  id: '6f1c0a38-2a4b-4a55-9d43-0c3c5f1f4a11',
  orderId: 'BP-20261120-DELIV1',
  orderStatus: 'livree',
  customerName: 'Camille Peeters',
  customerEmail: 'camille@example.be',
  status: 'demandee',
  statusLabel: 'Rétractation demandée',
  items: [{ productId: 1, name: 'Box Essentielle', quantity: 1 }],
  reason: 'Un doublon',
  amount: 29.99,
  requestedAt: '2026-11-25T10:00:00.000Z',
  receivedAt: null,
  refundedAt: null,
  canReceive: true,
};

const page = (withdrawals: ListedWithdrawal[]): WithdrawalListResponse => ({
  withdrawals,
  pagination: { currentPage: 1, totalPages: 1, total: withdrawals.length, limit: 20 },
});

function render(path = '/admin/withdrawals') {
  return renderRoutes(
    [
      {
        path: '/admin/withdrawals',
        element: (
          <>
            <WithdrawalsPage />
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

describe('/admin/withdrawals', () => {
  it("lists the requests; 'Marchandise reçue' posts and the list reloads with 'Rembourser' on the order", async () => {
    let current = ASKED;
    const lists: URL[] = [];
    const posts: string[] = [];
    stubFetch((url, request) => {
      if (url.pathname === '/api/admin/withdrawals') {
        lists.push(url);
        return { body: page([current]) };
      }
      if (request.method === 'POST' && url.pathname === `/api/admin/withdrawals/${ASKED.id}/receive`) {
        posts.push(url.pathname);
        current = { ...ASKED, status: 'recue', statusLabel: 'Marchandise reçue', canReceive: false };
        return { body: current };
      }
      return { status: 404, body: {} };
    });
    const user = userEvent.setup();
    render();
    const row = within(await screen.findByTestId('withdrawal-BP-20261120-DELIV1'));
    expect(row.getByRole('link', { name: 'BP-20261120-DELIV1' })).toHaveAttribute(
      'href',
      '/admin/orders/BP-20261120-DELIV1',
    );
    expect(row.getByText('1 × Box Essentielle')).toBeInTheDocument();
    expect(row.getByText('Un doublon')).toBeInTheDocument();
    expect(row.getByText('29,99 €')).toBeInTheDocument();
    expect(row.getByText('Rétractation demandée')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Marchandise reçue' }));
    expect(
      await screen.findByText(/Marchandise reçue : la commande BP-20261120-DELIV1 est retournée/),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const reloaded = within(screen.getByTestId('withdrawal-BP-20261120-DELIV1'));
    await waitFor(() => expect(reloaded.getByRole('link', { name: 'Rembourser' })).toBeInTheDocument());
    expect(reloaded.queryByRole('button', { name: 'Marchandise reçue' })).toBeNull();
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it('filters by status through the query string; an empty list says so; a refusal shows its message', async () => {
    const seen: (string | null)[] = [];
    stubFetch((url) => {
      seen.push(url.searchParams.get('status'));
      return { body: page([]) };
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Aucune demande de rétractation.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Statut'), 'recue');
    await waitFor(() => expect(seen).toContain('recue'));
    expect(seen[0]).toBeNull();

    stubFetch(() => ({
      status: 503,
      body: { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'Service momentanément indisponible' },
    }));
    await user.selectOptions(screen.getByLabelText('Statut'), 'remboursee');
    expect(await screen.findByText('Service momentanément indisponible')).toBeInTheDocument();
  });

  it("the order detail's panel: items, reason, amount; 'Marchandise reçue' only while the goods are awaited", () => {
    const { unmount } = renderRoutes(
      [{ path: '/', element: <WithdrawalPanel withdrawal={ASKED} orderId={ASKED.orderId} /> }],
      { path: '/' },
    );
    const panel = within(screen.getByTestId('order-withdrawal'));
    expect(panel.getByText(/1 × Box Essentielle/)).toBeInTheDocument();
    expect(panel.getByText('Motif : Un doublon')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Marchandise reçue' })).toBeInTheDocument();
    unmount();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <WithdrawalPanel
              withdrawal={{ ...ASKED, status: 'recue', statusLabel: 'Marchandise reçue', canReceive: false }}
              orderId={ASKED.orderId}
            />
          ),
        },
      ],
      { path: '/' },
    );
    expect(screen.queryByRole('button', { name: 'Marchandise reçue' })).toBeNull();
  });
});
