import '../../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../../test/utils';
import type {
  AdminGiftSubscriptionList,
  AdminSubscription,
  AdminSubscriptionList,
  SubscriptionStats,
} from './types';

beforeEach(() => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub: 'u-admin', isAdmin: true, tv: 0, exp }));
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Chef Admin');
});

function subscription(id: string, extra: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id,
    status: 'active',
    statusLabel: 'Active',
    frequency: 'monthly',
    frequencyLabel: 'Mensuel',
    items: [{ productId: 1, name: 'Box Essentielle', quantity: 1, unitPrice: 25.49, image: null }],
    amount: 30.48,
    currency: 'EUR',
    paymentMethod: 'Visa •••• 4242',
    nextChargeOn: '2026-12-21',
    pausedUntil: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    canceledAt: null,
    orders: [
      {
        orderId: 'BP-20261121-AB12CD',
        createdAt: '2026-11-21T10:00:00.000Z',
        amount: 30.48,
        status: 'paid',
        orderStatus: 'payee',
      },
    ],
    actions: [],
    customer: { id: 'c1', email: 'zoe@example.be', firstName: 'Zoé', lastName: 'Lambert' },
    ...extra,
  };
}

const LIST: AdminSubscriptionList = {
  subscriptions: [
    subscription('s1'),
    subscription('s2', {
      status: 'en_pause',
      statusLabel: 'En pause',
      frequency: 'quarterly',
      frequencyLabel: 'Trimestriel',
      customer: { id: 'c2', email: 'marc@example.be', firstName: 'Marc', lastName: 'Dubois' },
    }),
  ],
  pagination: {
    currentPage: 1,
    totalPages: 3,
    totalSubscriptions: 24,
    hasPrevPage: false,
    hasNextPage: true,
    limit: 10,
  },
};
const STATS: SubscriptionStats = {
  active: 18,
  en_pause: 3,
  suspendue: 1,
  annulee: 2,
  monthlyRecurringRevenue: 512.4,
};

function serve(handlers: Record<string, (url: URL) => StubResponse> = {}) {
  const seen: { method: string; url: URL }[] = [];
  stubFetch((url, request) => {
    seen.push({ method: request.method, url });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(url);
    if (url.pathname === '/api/admin/subscriptions') return { body: LIST };
    if (url.pathname === '/api/admin/subscriptions/stats') return { body: STATS };
    return { body: { items: [], total: 0, page: 1, limit: 12, products: [] } };
  });
  const calls = (key: string) =>
    seen.filter((s) => `${s.method} ${s.url.pathname}` === key).map((s) => s.url);
  return { calls };
}

describe('/admin/subscriptions', () => {
  it('shows the figures, the table and asks the server for pages', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/subscriptions' });
    expect(
      await screen.findByRole('heading', { name: 'Abonnements' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Chiffres des abonnements' });
    await waitFor(() => expect(figures).toHaveTextContent('512,40 €'));
    expect(figures).toHaveTextContent('Actifs18');
    expect(figures).toHaveTextContent('En pause3');
    const row = await screen.findByTestId('admin-subscription-s2');
    expect(row).toHaveTextContent('Marc Dubois');
    expect(row).toHaveTextContent('marc@example.be');
    expect(row).toHaveTextContent('Trimestriel');
    expect(row).toHaveTextContent('En pause');
    expect(row).toHaveTextContent('21 décembre 2026');
    expect(screen.getByText('1–2 sur 24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/subscriptions').at(-1)?.searchParams.get('page')).toBe('2'),
    );
    expect(api.calls('GET /api/admin/subscriptions').at(-1)?.searchParams.get('limit')).toBe('10');
  });

  it('filters by status and searches', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/subscriptions' });
    await screen.findByTestId('admin-subscription-s1', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Suspendus' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/subscriptions').at(-1)?.searchParams.get('status')).toBe('suspendue'),
    );
    expect(screen.getByRole('button', { name: 'Suspendus' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Rechercher un abonnement'), 'zoé');
    await waitFor(() =>
      expect(api.calls('GET /api/admin/subscriptions').at(-1)?.searchParams.get('search')).toBe('zoé'),
    );
    expect(api.calls('GET /api/admin/subscriptions').at(-1)?.searchParams.get('status')).toBe('suspendue');
  });

  it("'Cadeaux' lists the prepaid gift subscriptions with their boxes sent / total", async () => {
    const gifts: AdminGiftSubscriptionList = {
      giftSubscriptions: [
        {
          id: 'g1',
          kind: 'gift',
          role: 'buyer',
          status: 'active',
          statusLabel: 'Active',
          productId: 1,
          productName: 'Box Essentielle',
          offered: 'Box Essentielle, 3 box, une par mois',
          frequency: 'monthly',
          frequencyLabel: 'Mensuel',
          boxesTotal: 3,
          boxesSent: 1,
          boxesLeft: 2,
          nextBoxDate: '2026-12-29',
          latestPostponeDate: '2027-02-28',
          fromFirstName: 'Camille',
          recipient: {
            firstName: 'Léa',
            lastName: 'Dubois',
            email: 'lea@example.be',
            address: 'Rue des Fleurs 3',
            postalCode: '5000',
            city: 'Namur',
            country: 'BE',
          },
          message: null,
          notify: 'at_once',
          notifyLabel: 'Dès le paiement',
          notifyAt: null,
          notified: true,
          claimed: false,
          cancelRefund: null,
          actions: { changeAddress: true, postpone: false, changeNotice: false, cancel: true },
          buyer: { id: 'c1', email: 'camille@example.be', firstName: 'Camille', lastName: 'Peeters' },
          orderId: 'BP-20261129-AB12CD',
          paid: 91.44,
        },
      ],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalSubscriptions: 1,
        hasPrevPage: false,
        hasNextPage: false,
        limit: 10,
      },
    };
    const api = serve({ 'GET /api/admin/gift-subscriptions': () => ({ body: gifts }) });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/subscriptions' });
    await screen.findByTestId('admin-subscription-s1', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Cadeaux' }));
    const row = await screen.findByTestId('admin-gift-subscription-g1');
    expect(row).toHaveTextContent('Camille Peeters');
    expect(row).toHaveTextContent('Léa Dubois');
    expect(row).toHaveTextContent('1 / 3');
    expect(row).toHaveTextContent('91,44 €');
    expect(screen.getByRole('button', { name: 'Cadeaux' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('GET /api/admin/gift-subscriptions')).toHaveLength(1);
    // The recurring revenue stays the subscriptions' own.
    expect(screen.getByRole('region', { name: 'Chiffres des abonnements' })).toHaveTextContent('512,40 €');
  });

  it('cancels on the customer’s behalf after a confirmation', async () => {
    const api = serve({
      'POST /api/admin/subscriptions/s1/cancel': () => ({
        body: subscription('s1', { status: 'annulee', statusLabel: 'Annulée' }),
      }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/subscriptions' });
    const row = within(await screen.findByTestId('admin-subscription-s1', {}, { timeout: 5000 }));
    await user.click(row.getByRole('button', { name: "Annuler l'abonnement de Zoé Lambert" }));
    const dialog = within(await screen.findByRole('dialog', { name: "Annuler l'abonnement" }));
    expect(api.calls('POST /api/admin/subscriptions/s1/cancel')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: "Annuler l'abonnement" }));
    await waitFor(() => expect(api.calls('POST /api/admin/subscriptions/s1/cancel')).toHaveLength(1));
    // The list and the figures are asked again.
    await waitFor(() => expect(api.calls('GET /api/admin/subscriptions/stats').length).toBeGreaterThan(1));
  });

  it('shows the server’s French refusal of a bad filter', async () => {
    serve({
      'GET /api/admin/subscriptions': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'La recherche ne peut pas dépasser 100 caractères',
        },
      }),
    });
    renderRoutes(routes, { path: '/admin/subscriptions' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'La recherche ne peut pas dépasser 100 caractères',
    );
  });

  it('the dashboard card shows the recurring revenue and counts, and leads here', async () => {
    serve();
    renderRoutes(routes, { path: '/admin' });
    const card = (await screen.findByRole('heading', { name: 'Abonnements' }, { timeout: 5000 })).closest(
      'li',
    )!;
    await waitFor(() => expect(card).toHaveTextContent('512,40 €'));
    expect(card).toHaveTextContent('Actifs18');
    expect(within(card).getByRole('link', { name: /Gérer les abonnements/ })).toHaveAttribute(
      'href',
      '/admin/subscriptions',
    );
  });
});
