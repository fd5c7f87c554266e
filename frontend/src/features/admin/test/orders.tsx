// A test helper, like the test files: sonner's own Toaster, mounted at once.
// eslint-disable-next-line no-restricted-imports
import { Toaster } from 'sonner';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../../test/utils';
import AdminOrdersRoutes from '../orders/AdminOrdersRoutes';
import type { AdminOrder, OrderListResponse, OrderStats } from '../orders/types';

/** Shared by the order room's tests: orders as the server sends them, its figures, and the API at the fetch boundary. */

/** A signed-in administrator (token in the storage). */
export function signIn() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub: 'u-admin', isAdmin: true, jti: 'session-1', exp }));
  localStorage.setItem('isAdmin', 'true');
}

export const LABELS = {
  en_attente_paiement: 'En attente de paiement',
  payee: 'Commande reçue',
  en_preparation: 'En cours de préparation',
  expediee: 'Commande expédiée',
  livree: 'Commande livrée',
  annulee: 'Commande annulée',
  retournee: 'Commande retournée',
} as const;

/** What the server says each move of a paid order will cause (GET /api/admin/orders/:orderId). */
const CANCEL_PAID: AdminOrder['allowedTransitions'][number]['effects'] = [
  { code: 'customer-mail', text: 'Le client sera prévenu par email.' },
  { code: 'refund-needed', text: 'Le paiement a été reçu : un remboursement devra être effectué au client.' },
  { code: 'final', text: "L'annulation est définitive : la commande ne pourra plus changer de statut." },
];
const SHIP: AdminOrder['allowedTransitions'][number]['effects'] = [
  {
    code: 'customer-mail',
    text: 'Le client recevra un email avec le transporteur, le numéro et le lien de suivi.',
  },
];

export function order(
  orderId: string,
  status: keyof typeof LABELS,
  extra: Partial<AdminOrder> = {},
): AdminOrder {
  const transitions: Record<string, AdminOrder['allowedTransitions']> = {
    payee: [
      {
        status: 'en_preparation',
        label: LABELS.en_preparation,
        actionLabel: 'Démarrer la préparation',
        effects: [],
      },
      { status: 'annulee', label: LABELS.annulee, actionLabel: 'Annuler la commande', effects: CANCEL_PAID },
    ],
    en_preparation: [
      { status: 'expediee', label: LABELS.expediee, actionLabel: 'Marquer comme expédiée', effects: SHIP },
      { status: 'annulee', label: LABELS.annulee, actionLabel: 'Annuler la commande', effects: CANCEL_PAID },
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
        giftSubscription: false,
        prepaid: false,
      },
    ],
    hasSubscription: false,
    subscriptionId: null,
    giftSubscriptionId: null,
    giftCards: [],
    giftCardReceipt: null,
    giftCardPayments: [],
    amountDueCents: 3498,
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
    gift: null,
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

export const STATS: OrderStats = {
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

export function listOf(
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

export function serve(
  handlers: Record<string, (url: URL, body: unknown) => StubResponse | Promise<StubResponse>>,
) {
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

export function renderOrders(path = '/admin/orders') {
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

export const firstLoad = { timeout: 5000 };
