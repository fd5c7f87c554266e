import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../../test/utils';
import AdminOrdersRoutes from './AdminOrdersRoutes';
import type { AdminOrder, OrderListResponse, OrderStats } from './types';

beforeEach(() => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub: 'u-admin', isAdmin: true, jti: 'session-1', exp }));
  localStorage.setItem('isAdmin', 'true');
});

const LABELS = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande reçue',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
} as const;

function order(orderId: string, status: keyof typeof LABELS, extra: Partial<AdminOrder> = {}): AdminOrder {
  const transitions: Record<string, AdminOrder['allowedTransitions']> = {
    payee: [
      { status: 'en_preparation', label: LABELS.en_preparation, actionLabel: 'Démarrer la préparation' },
      { status: 'annulee', label: LABELS.annulee, actionLabel: 'Annuler la commande' },
    ],
    en_preparation: [
      { status: 'expediee', label: LABELS.expediee, actionLabel: 'Marquer comme expédiée' },
      { status: 'annulee', label: LABELS.annulee, actionLabel: 'Annuler la commande' },
    ],
  };
  return {
    _id: `id-${orderId}`,
    orderId,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    amount: 34.98,
    currency: 'EUR',
    status: 'paid',
    statusLabel: 'Payé',
    orderStatus: status,
    orderStatusLabel: LABELS[status],
    paymentId: 'tr_1',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        price: 29.99,
        quantity: 1,
        isSubscription: false,
        frequency: null,
      },
    ],
    hasSubscription: false,
    subtotal: 29.99,
    discount: 0,
    promoCode: null,
    shipping: 4.99,
    billingInfo: {
      firstName: 'Camille',
      lastName: 'Peeters',
      email: 'camille@example.be',
      phone: '',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    shippingInfo: {
      firstName: 'Camille',
      lastName: 'Peeters',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    customerId: 'u1',
    tracking: null,
    notes: { customer: null },
    paidAt: '2026-11-20T10:02:00.000Z',
    confirmedAt: '2026-11-20T10:02:00.000Z',
    preparationStartedAt: null,
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    returnedAt: null,
    refundRequired: false,
    restockNeeded: false,
    allowedTransitions: transitions[status] ?? [],
    isFinal: status === 'annulee' || status === 'retournee',
    history: [
      {
        from: null,
        fromLabel: null,
        to: 'en_attente_paiement',
        toLabel: LABELS.en_attente_paiement,
        at: '2026-11-20T10:00:00.000Z',
        by: 'customer',
        byLabel: 'Client',
        note: 'Commande créée',
      },
    ],
    ...extra,
  };
}

const STATS: OrderStats = {
  overview: { totalOrders: 1234, totalRevenue: 40123.5, averageOrderValue: 37.25, paidOrders: 1077 },
  toProcess: 12,
  refundRequired: 2,
  byStatus: Object.entries(LABELS).map(([status, label]) => ({
    status: status as keyof typeof LABELS,
    label,
    count: 3,
  })),
  paymentStatuses: [
    { status: 'paid', label: 'Payé', count: 5 },
    { status: 'open', label: 'Ouvert', count: 1 },
  ],
  revenueByDay: [],
};

function listOf(
  orders: AdminOrder[],
  pagination: Partial<OrderListResponse['pagination']> = {},
): OrderListResponse {
  return {
    orders,
    pagination: {
      currentPage: 1,
      totalPages: 1,
      totalOrders: orders.length,
      hasPrevPage: false,
      hasNextPage: false,
      ...pagination,
    },
  };
}

interface Seen {
  method: string;
  url: URL;
  body?: unknown;
}

function serve(handlers: Record<string, (url: URL, body: unknown) => StubResponse>) {
  const seen: Seen[] = [];
  stubFetch(async (url, request) => {
    const body = request.method === 'GET' ? undefined : await request.json();
    seen.push({ method: request.method, url, body });
    const key = `${request.method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(([pattern]) => new RegExp(`^${pattern}$`).test(key))?.[1];
    if (handler) return handler(url, body);
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  return { seen, calls: (key: string) => seen.filter((s) => `${s.method} ${s.url.pathname}` === key) };
}

function renderOrders(path = '/admin/orders') {
  return renderRoutes(
    [
      {
        path: '/admin/orders/*',
        element: (
          <>
            <AdminOrdersRoutes />
            <Toaster />
          </>
        ),
      },
    ],
    { path },
  );
}

const firstLoad = { timeout: 5000 };

describe('/admin/orders', () => {
  it('shows the four figures, the table with the Abo badge and the carrier, and asks the server with the spec parameters', async () => {
    const shipped = order('BP-20261120-AAAAAA', 'expediee', {
      tracking: { carrier: 'Bpost', trackingNumber: 'CD1', trackingUrl: null },
      hasSubscription: true,
    });
    const shortRenewal = order('BP-20261120-CCCCCC', 'payee', { hasSubscription: true, restockNeeded: true });
    const { calls } = serve({
      'GET /api/mollie/admin/orders': () => ({
        body: listOf([
          shipped,
          order('BP-20261120-BBBBBB', 'payee'),
          order('BP-20261121-RENEW1', 'payee', { hasSubscription: true, subscriptionId: 'sub-1' }),
          shortRenewal,
        ]),
      }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Gestion des commandes' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Statistiques des commandes' });
    await waitFor(() => expect(within(figures).getByText('1 234')).toBeInTheDocument());
    expect(within(figures).getByText('Total commandes')).toBeInTheDocument();
    expect(within(figures).getByText(/40\s123,50\s€/)).toBeInTheDocument();
    expect(within(figures).getByText('37,25 €')).toBeInTheDocument();
    expect(within(figures).getByText('A traiter')).toBeInTheDocument();
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('2 commandes payées doivent être remboursées.')).toBeInTheDocument();

    const row = await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    expect(within(row).getByText('Abo')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Abo/ })).toBeNull();
    // A subscription's order: the badge leads to that subscription.
    const renewal = await screen.findByTestId('admin-order-BP-20261121-RENEW1');
    expect(within(renewal).getByRole('link', { name: "Abo : voir l'abonnement" })).toHaveAttribute(
      'href',
      '/admin/subscriptions?search=sub-1',
    );
    expect(within(row).getByText('Commande expédiée')).toBeInTheDocument();
    expect(within(row).getByText('Bpost')).toBeInTheDocument();
    expect(within(row).getByText('Camille Peeters')).toBeInTheDocument();
    expect(within(row).getByText('Payé')).toBeInTheDocument();
    expect(within(row).queryByText('À réapprovisionner')).not.toBeInTheDocument();
    // A renewal created short of stock carries the badge.
    const short = screen.getByTestId('admin-order-BP-20261120-CCCCCC');
    expect(within(short).getByText('À réapprovisionner')).toBeInTheDocument();
    const asked = calls('GET /api/mollie/admin/orders')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('filters with the advanced filters (labels from the server) and resets them', async () => {
    const { calls } = serve({
      'GET /api/mollie/admin/orders': () => ({ body: listOf([order('BP-20261120-AAAAAA', 'payee')]) }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filtres avancés' }));
    fireEvent.change(await screen.findByLabelText('État de la commande'), { target: { value: 'payee' } });
    fireEvent.change(screen.getByLabelText('Statut du paiement'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Commandes par page'), { target: { value: '50' } });
    await waitFor(() =>
      expect(
        Object.fromEntries(calls('GET /api/mollie/admin/orders').at(-1)!.url.searchParams),
      ).toMatchObject({
        orderStatus: 'payee',
        status: 'paid',
        limit: '50',
      }),
    );
    expect(screen.getByRole('option', { name: 'Commande reçue (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(screen.getByLabelText('État de la commande')).toHaveValue(''));
    expect(screen.getByLabelText('Statut du paiement')).toHaveValue('');
    expect(screen.getByLabelText('Commandes par page')).toHaveValue('20');
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
  });

  it('searches after typing, refreshes with a notice, and tells when loading fails', async () => {
    let fail = false;
    const { calls } = serve({
      'GET /api/mollie/admin/orders': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erreur' } }
          : { body: listOf([order('BP-20261120-AAAAAA', 'payee')]) },
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    fireEvent.change(screen.getByLabelText('Rechercher une commande'), { target: { value: 'peeters' } });
    await waitFor(() =>
      expect(calls('GET /api/mollie/admin/orders').at(-1)!.url.searchParams.get('search')).toBe('peeters'),
    );
    const refresh = screen.getByRole('button', { name: 'Actualiser' });
    await waitFor(() => expect(refresh).toBeEnabled());
    fireEvent.click(refresh);
    expect(await screen.findByText('Données actualisées')).toBeInTheDocument();
    fail = true;
    await waitFor(() => expect(refresh).toBeEnabled());
    fireEvent.click(refresh);
    expect((await screen.findAllByText('Impossible de charger les commandes')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByTestId('admin-order-BP-20261120-AAAAAA')).not.toBeInTheDocument(),
    );
  });

  it('changes a status in the modal: next states from the server, carrier fields when shipping, spec messages', async () => {
    const current = order('BP-20261120-AAAAAA', 'en_preparation');
    const { calls } = serve({
      'GET /api/mollie/admin/orders': () => ({ body: listOf([current]) }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
      'PUT /api/mollie/admin/orders/BP-20261120-AAAAAA/status': () => ({
        body: {
          success: true,
          message: 'Statut mis à jour avec succès',
          order: { ...current, orderStatus: 'expediee' },
        },
      }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Modifier le statut de la commande BP-20261120-AAAAAA' },
        firstLoad,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Non renseigné')).toBeInTheDocument();
    expect(within(dialog).getByTestId('current-status')).toHaveTextContent('En cours de préparation');
    const select = within(dialog).getByLabelText('Nouveau statut');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Sélectionner un nouveau statut --', 'Commande expédiée', 'Commande annulée']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mettre à jour le statut' }));
    expect(await within(dialog).findByText('Veuillez sélectionner un nouveau statut')).toBeInTheDocument();

    fireEvent.change(select, { target: { value: 'expediee' } });
    expect(within(dialog).getByText('Action : Marquer comme expédiée')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(
      await within(dialog).findByText(
        'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
      ),
    ).toBeInTheDocument();
    expect(calls('PUT /api/mollie/admin/orders/BP-20261120-AAAAAA/status')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Transporteur/), { target: { value: 'Bpost' } });
    fireEvent.change(within(dialog).getByLabelText(/Numéro de suivi/), {
      target: { value: 'CD123456789BE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(await screen.findByText('Statut mis à jour avec succès')).toBeInTheDocument();
    expect(calls('PUT /api/mollie/admin/orders/BP-20261120-AAAAAA/status')[0]!.body).toEqual({
      orderStatus: 'expediee',
      expectedStatus: 'en_preparation',
      notes: 'Statut mis à jour de En cours de préparation vers Commande expédiée',
      tracking: { carrier: 'Bpost', trackingNumber: 'CD123456789BE' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The orders and the figures reload.
    await waitFor(() => expect(calls('GET /api/mollie/admin/stats').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal, or the generic message", async () => {
    const current = order('BP-20261120-AAAAAA', 'payee');
    let answer: StubResponse = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'ORDER_CHANGED_MEANWHILE',
        message: 'La commande a été modifiée entre-temps.',
      },
    };
    serve({
      'GET /api/mollie/admin/orders': () => ({ body: listOf([current]) }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
      'PUT /api/mollie/admin/orders/BP-20261120-AAAAAA/status': () => answer,
    });
    renderOrders();
    const open = async () => {
      fireEvent.click(
        await screen.findByRole(
          'button',
          { name: 'Modifier le statut de la commande BP-20261120-AAAAAA' },
          firstLoad,
        ),
      );
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Nouveau statut'), { target: { value: 'annulee' } });
      expect(within(dialog).getByText(/un remboursement devra être effectué/)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
      return dialog;
    };
    await open();
    expect(await screen.findByText('La commande a été modifiée entre-temps.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer = { status: 500, body: {} };
    const dialog = await open();
    expect(await within(dialog).findByText('Erreur lors de la mise à jour du statut')).toBeInTheDocument();
  });

  it('says a final state has no transition', async () => {
    serve({
      'GET /api/mollie/admin/orders': () => ({ body: listOf([order('BP-20261120-CCCCCC', 'annulee')]) }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Modifier le statut de la commande BP-20261120-CCCCCC' },
        firstLoad,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        (_, element) =>
          element?.textContent ===
          "Aucune transition possible depuis l'état Commande annulée. Cet état est final.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nouveau statut')).not.toBeInTheDocument();
  });

  it('opens the detailed view of an order with its history', async () => {
    const detailed = order('BP-20261120-AAAAAA', 'payee', {
      refundRequired: true,
      restockNeeded: true,
      documents: [
        {
          number: 'F-2026-000007',
          kind: 'invoice',
          kindLabel: 'Facture',
          issuedAt: '2026-11-20T10:02:00.000Z',
          total: 60.38,
        },
      ],
      history: [
        ...order('x', 'payee').history,
        {
          from: 'en_attente_paiement',
          fromLabel: LABELS.en_attente_paiement,
          to: 'payee',
          toLabel: LABELS.payee,
          at: '2026-11-20T10:02:00.000Z',
          by: 'mollie',
          byLabel: 'Mollie',
          note: 'Paiement confirmé par Mollie',
        },
      ],
    });
    serve({
      'GET /api/mollie/admin/orders': () => ({ body: listOf([detailed]) }),
      'GET /api/mollie/admin/stats': () => ({ body: STATS }),
      'GET /api/mollie/admin/orders/BP-20261120-AAAAAA': () => ({ body: detailed }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole('link', { name: 'Vue détaillée de la commande BP-20261120-AAAAAA' }, firstLoad),
    );
    expect(await screen.findByRole('heading', { name: 'Commande BP-20261120-AAAAAA' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historique des changements de la commande' });
    expect(within(history).getByText('Paiement confirmé par Mollie')).toBeInTheDocument();
    expect(within(history).getByText('En attente de paiement → Commande reçue')).toBeInTheDocument();
    expect(screen.getAllByText('À rembourser').length).toBeGreaterThan(0);
    expect(screen.getAllByText('À réapprovisionner').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/ce renouvellement d'abonnement a été créé sans stock suffisant/),
    ).toBeInTheDocument();
    const documents = within(screen.getByRole('list', { name: 'Factures et notes de crédit' }));
    expect(documents.getByText(/Facture F-2026-000007/)).toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Télécharger la facture' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux commandes' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it("refunds a cancelled paid order from its detail: 'Rembourser', amount prefilled with what remains, reason", async () => {
    const before = order('BP-20261120-RRRRRR', 'annulee', {
      refundRequired: true,
      refund: { refundable: 34.98, refunded: 0, canRefund: true, refunds: [] },
    });
    const after = order('BP-20261120-RRRRRR', 'annulee', {
      refund: {
        refundable: 24.98,
        refunded: 10,
        canRefund: true,
        refunds: [
          {
            id: 'r1',
            amount: 10,
            reason: 'Geste commercial',
            status: 'done',
            statusLabel: 'Remboursé',
            mollieRefundId: 're_1',
            creditNoteNumber: 'NC-2026-000003',
            createdAt: '2026-11-21T10:00:00.000Z',
            completedAt: '2026-11-21T10:00:01.000Z',
          },
        ],
      },
    });
    let current = before;
    const server = serve({
      'GET /api/mollie/admin/orders/BP-20261120-RRRRRR': () => ({ body: current }),
      'POST /api/mollie/admin/orders/BP-20261120-RRRRRR/refund': () => {
        current = after;
        return {
          body: {
            success: true,
            message: 'Remboursement de 10,00 € effectué : note de crédit NC-2026-000003',
            refund: after.refund!.refunds[0],
            refundable: 24.98,
          },
        };
      },
    });
    renderOrders('/admin/orders/BP-20261120-RRRRRR');
    fireEvent.click(await screen.findByRole('button', { name: 'Rembourser' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Montant à rembourser/);
    expect(amount).toHaveValue('34,98');
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('(34,98 € au plus)');
    expect(server.calls('POST /api/mollie/admin/orders/BP-20261120-RRRRRR/refund')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Geste commercial' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(
      await screen.findByText('Remboursement de 10,00 € effectué : note de crédit NC-2026-000003'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/mollie/admin/orders/BP-20261120-RRRRRR/refund')[0]!.body).toEqual({
      amount: 10,
      reason: 'Geste commercial',
    });
    const refunds = within(await screen.findByRole('list', { name: 'Remboursements' }));
    expect(refunds.getByText(/NC-2026-000003/)).toBeInTheDocument();
    expect(refunds.getByRole('button', { name: 'Note de crédit' })).toBeInTheDocument();
  });
});
