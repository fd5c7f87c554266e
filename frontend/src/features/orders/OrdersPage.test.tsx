import '../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import type { CustomerOrder } from './types';

const address = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  address: 'Rue Haute 12',
  postalCode: '1000',
  city: 'Bruxelles',
  country: 'BE',
};

function order(overrides: Partial<CustomerOrder>): CustomerOrder {
  return {
    _id: overrides.orderId ?? 'x',
    orderId: 'BP-20261121-AB12CD',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:05:00.000Z',
    amount: 60.38,
    currency: 'EUR',
    status: 'paid',
    statusLabel: 'Payé',
    orderStatus: 'payee',
    orderStatusLabel: 'Commande confirmée',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        quantity: 1,
        price: 25.49,
        isSubscription: true,
        frequency: 'monthly',
      },
      {
        productId: 2,
        name: 'Box Premium',
        quantity: 1,
        price: 49.99,
        isSubscription: false,
        frequency: null,
      },
    ],
    subtotal: 75.48,
    discount: 15.1,
    promoCode: 'PROMO20',
    shipping: 0,
    billingInfo: address,
    shippingInfo: { ...address, sameAsBilling: true },
    tracking: null,
    notes: { customer: '' },
    paidAt: '2026-11-21T10:05:00.000Z',
    confirmedAt: null,
    preparationStartedAt: null,
    shippedAt: null,
    deliveredAt: null,
    canceledAt: null,
    returnedAt: null,
    canResume: false,
    ...overrides,
  };
}

const ORDERS: CustomerOrder[] = [
  order({}),
  order({
    orderId: 'BP-20261020-SHIP01',
    createdAt: '2026-10-20T09:00:00.000Z',
    orderStatus: 'livree',
    orderStatusLabel: 'Commande livrée',
    amount: 29.98,
    subtotal: 24.99,
    discount: 0,
    promoCode: null,
    shipping: 4.99,
    items: [{ productId: 5, name: 'Box Cadeau', quantity: 1, price: 24.99, isSubscription: false }],
    shippedAt: '2026-10-21T09:00:00.000Z',
    deliveredAt: '2026-10-22T09:00:00.000Z',
    preparationStartedAt: '2026-10-20T12:00:00.000Z',
    tracking: {
      carrier: 'bpost',
      trackingNumber: 'CD123456789BE',
      trackingUrl: 'https://track.bpost.be/CD123456789BE',
    },
  }),
  order({
    orderId: 'BP-20261122-OPEN01',
    createdAt: '2026-11-22T08:00:00.000Z',
    status: 'open',
    statusLabel: 'Ouvert',
    orderStatus: 'en_attente_paiement',
    orderStatusLabel: 'En attente de paiement',
    paidAt: null,
    canResume: true,
  }),
  order({
    orderId: 'BP-20260901-CANC01',
    createdAt: '2026-09-01T08:00:00.000Z',
    status: 'expired',
    statusLabel: 'Expiré',
    orderStatus: 'annulee',
    orderStatusLabel: 'Commande annulée',
    paidAt: null,
    canceledAt: '2026-09-01T08:16:00.000Z',
  }),
];

function serve(answer: { status?: number; body: unknown } = { body: ORDERS }) {
  let calls = 0;
  stubFetch((url) => {
    if (url.pathname === '/api/mollie/orders') {
      calls += 1;
      return answer;
    }
    return { status: 404, body: {} };
  });
  return { calls: () => calls };
}

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

const cards = () => screen.getAllByTestId(/^order-BP-/).map((card) => card.dataset.testid);

describe('/orders', () => {
  it('lists my orders newest first with reference, date, payment badge, customer label and amount', async () => {
    serve();
    renderRoutes(routes, { path: '/orders' });
    await screen.findByTestId('order-BP-20261121-AB12CD');
    expect(cards()).toEqual([
      'order-BP-20261122-OPEN01',
      'order-BP-20261121-AB12CD',
      'order-BP-20261020-SHIP01',
      'order-BP-20260901-CANC01',
    ]);
    const card = within(screen.getByTestId('order-BP-20261121-AB12CD'));
    expect(card.getByText('Commande BP-20261121-AB12CD')).toBeInTheDocument();
    expect(card.getByText('21 novembre 2026')).toBeInTheDocument();
    expect(card.getByTestId('payment-badge')).toHaveTextContent('Payé');
    expect(card.getByTestId('order-status')).toHaveTextContent('Commande confirmée');
    expect(card.getByTestId('order-amount')).toHaveTextContent('60,38 €');
  });

  it('filters with counts and searches', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await screen.findByTestId('order-BP-20261121-AB12CD');
    expect(screen.getByTestId('orders-filter-all')).toHaveTextContent('Toutes (4)');
    expect(screen.getByTestId('orders-filter-active')).toHaveTextContent('En cours (2)');
    expect(screen.getByTestId('orders-filter-delivered')).toHaveTextContent('Livrées (1)');
    expect(screen.getByTestId('orders-filter-canceled')).toHaveTextContent('Annulées (1)');

    await user.click(screen.getByTestId('orders-filter-delivered'));
    expect(screen.getByTestId('orders-filter-delivered')).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toEqual(['order-BP-20261020-SHIP01']);
    await user.click(screen.getByTestId('orders-filter-canceled'));
    expect(cards()).toEqual(['order-BP-20260901-CANC01']);

    await user.click(screen.getByTestId('orders-filter-all'));
    await user.type(screen.getByLabelText('Rechercher une commande'), 'cadeau');
    expect(cards()).toEqual(['order-BP-20261020-SHIP01']);
    await user.clear(screen.getByLabelText('Rechercher une commande'));
    await user.type(screen.getByLabelText('Rechercher une commande'), 'zzz');
    expect(screen.getByText('Aucune commande ne correspond à votre recherche.')).toBeInTheDocument();
  });

  it('expands a card: timeline, items with subscription and frequency, figures, addresses, actions', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    const toggle = await screen.findByRole('button', { name: /Commande BP-20261121-AB12CD/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const card = within(screen.getByTestId('order-BP-20261121-AB12CD'));
    expect(card.getByTestId('timeline-created')).toHaveClass('timeline__step--done');
    expect(card.getByTestId('timeline-paid')).toHaveAttribute('aria-current', 'step');
    expect(card.getByTestId('timeline-preparation')).not.toHaveClass('timeline__step--done');
    expect(card.getByText('Abonnement · Mensuel')).toBeInTheDocument();
    expect(card.getByText('1 × 25,49 €')).toBeInTheDocument();
    expect(card.getByText('-15,10 €')).toBeInTheDocument();
    expect(card.getByTestId('order-shipping')).toHaveTextContent('Gratuite');
    expect(card.getByText('TVA incluse')).toBeInTheDocument();
    expect(card.getByText("Identique à l'adresse de facturation")).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Contacter le support/ })).toHaveAttribute('href', '/contact');
  });

  it("'Télécharger la facture' downloads the order's PDF with the session's token; a refusal shows the server's message", async () => {
    const { fetchMock } = stubFetch((url) =>
      url.pathname === '/api/mollie/orders' ? { body: ORDERS } : { status: 404, body: {} },
    );
    const json = fetchMock.getMockImplementation()!;
    const invoiceRequests: Request[] = [];
    let refuse = false;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.endsWith('/invoice')) return json(input, init);
      invoiceRequests.push(request);
      if (refuse) {
        return new Response(
          JSON.stringify({
            statusCode: 404,
            code: 'INVOICE_NOT_FOUND',
            message: "Aucune facture pour cette commande : elle n'a pas été payée",
          }),
          {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return new Response('%PDF-1.7 …', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="facture-F-2026-000042.pdf"',
        },
      });
    });
    const downloads: string[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    URL.createObjectURL = vi.fn(() => 'blob:facture');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await user.click(await screen.findByRole('button', { name: /Commande BP-20261121-AB12CD/ }));
    const card = within(screen.getByTestId('order-BP-20261121-AB12CD'));
    await user.click(card.getByRole('button', { name: 'Télécharger la facture' }));
    await waitFor(() => expect(downloads).toEqual(['facture-F-2026-000042.pdf blob:facture']));
    expect(new URL(invoiceRequests[0]!.url).pathname).toBe('/api/mollie/orders/BP-20261121-AB12CD/invoice');
    expect(invoiceRequests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);

    refuse = true;
    await user.click(card.getByRole('button', { name: 'Télécharger la facture' }));
    expect(
      await screen.findByText("Aucune facture pour cette commande : elle n'a pas été payée"),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    clicked.mockRestore();
  });

  it('shows tracking with its link and the shipping fee of a delivered order', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await user.click(await screen.findByRole('button', { name: /Commande BP-20261020-SHIP01/ }));
    const card = within(screen.getByTestId('order-BP-20261020-SHIP01'));
    expect(card.getByText('CD123456789BE')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Suivre mon colis' })).toHaveAttribute(
      'href',
      'https://track.bpost.be/CD123456789BE',
    );
    expect(card.getByTestId('order-shipping')).toHaveTextContent('4,99 €');
    expect(card.getByTestId('timeline-delivered')).toHaveAttribute('aria-current', 'step');
  });

  it("offers 'Finaliser le paiement' for an unpaid order, and shows a cancelled one's timeline", async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await user.click(await screen.findByRole('button', { name: /Commande BP-20261122-OPEN01/ }));
    expect(screen.getByRole('link', { name: 'Finaliser le paiement' })).toHaveAttribute(
      'href',
      '/checkout/resume?orderId=BP-20261122-OPEN01',
    );
    await user.click(screen.getByRole('button', { name: /Commande BP-20260901-CANC01/ }));
    const card = within(screen.getByTestId('order-BP-20260901-CANC01'));
    expect(card.queryByTestId('timeline-paid')).not.toBeInTheDocument();
    expect(card.getByTestId('timeline-canceled')).toHaveTextContent('Commande annulée');
  });

  it('refreshes on demand', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await screen.findByTestId('order-BP-20261121-AB12CD');
    expect(server.calls()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(server.calls()).toBe(2));
  });

  it('no orders: an empty state leading to the boxes', async () => {
    serve({ body: [] });
    renderRoutes(routes, { path: '/orders' });
    expect(await screen.findByTestId('orders-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos box' })).toHaveAttribute('href', '/category');
  });

  it("a failure: 'Impossible de charger vos commandes'", async () => {
    serve({ status: 500, body: { statusCode: 500, message: 'Erreur interne' } });
    renderRoutes(routes, { path: '/orders' });
    expect((await screen.findAllByText('Impossible de charger vos commandes')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("marks a subscription's box with 'Abo' and links to the subscription", async () => {
    serve({ body: [order({ orderId: 'BP-20261221-RENEW1', subscriptionId: 'sub-1' }), order({})] });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    const renewal = await screen.findByTestId('order-BP-20261221-RENEW1');
    expect(within(renewal).getByTestId('order-abo')).toHaveTextContent('Abo');
    expect(within(screen.getByTestId('order-BP-20261121-AB12CD')).queryByTestId('order-abo')).toBeNull();
    await user.click(within(renewal).getByRole('button', { name: /BP-20261221-RENEW1/ }));
    expect(within(renewal).getByRole('link', { name: "Voir l'abonnement" })).toHaveAttribute(
      'href',
      '/abonnements#abonnement-sub-1',
    );
  });

  describe("'Se rétracter' (the EU online withdrawal function)", () => {
    const delivered = (withdrawal: CustomerOrder['withdrawal']) =>
      order({
        orderId: 'BP-20261120-DELIV1',
        orderStatus: 'livree',
        orderStatusLabel: 'Commande livrée',
        deliveredAt: '2026-11-24T09:00:00.000Z',
        withdrawal,
      });
    const OPEN = { canWithdraw: true, deadline: '2026-12-08T22:59:59.999Z', request: null };

    it('an eligible order offers it; the confirmation step sends the items kept and the reason, then confirms', async () => {
      let current = delivered(OPEN);
      const sent: unknown[] = [];
      stubFetch(async (url, request) => {
        if (url.pathname === '/api/mollie/orders') return { body: [current] };
        if (
          url.pathname === '/api/mollie/orders/BP-20261120-DELIV1/withdrawal' &&
          request.method === 'POST'
        ) {
          sent.push(await request.json());
          const withdrawal = {
            canWithdraw: false,
            deadline: OPEN.deadline,
            request: {
              status: 'demandee' as const,
              statusLabel: 'Rétractation demandée',
              requestedAt: '2026-11-27T10:00:00.000Z',
              items: [{ productId: 1, name: 'Box Essentielle', quantity: 1 }],
              reason: 'Un doublon',
              amount: 25.49,
            },
          };
          current = delivered(withdrawal);
          return {
            status: 201,
            body: {
              success: true,
              message:
                'Votre rétractation est enregistrée. Un accusé de réception avec les instructions de retour a été envoyé à claire@example.be.',
              withdrawal,
            },
          };
        }
        return { status: 404, body: {} };
      });
      const user = userEvent.setup();
      renderRoutes(routes, { path: '/orders' });
      await user.click(await screen.findByRole('button', { name: /Commande BP-20261120-DELIV1/ }));
      const card = within(screen.getByTestId('order-BP-20261120-DELIV1'));
      expect(card.getByText(/jusqu'au 8 décembre 2026/)).toBeInTheDocument();
      await user.click(card.getByRole('button', { name: 'Se rétracter' }));

      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByRole('checkbox', { name: 'Box Essentielle' })).toBeChecked();
      await user.click(dialog.getByRole('checkbox', { name: 'Box Premium' }));
      await user.type(dialog.getByLabelText('Motif (facultatif)'), 'Un doublon');
      await user.click(dialog.getByRole('button', { name: 'Confirmer la rétractation' }));
      expect(await dialog.findByText(/Votre rétractation est enregistrée/)).toBeInTheDocument();
      expect(sent).toEqual([{ items: [{ productId: 1, quantity: 1 }], reason: 'Un doublon' }]);
      await user.click(dialog.getByRole('button', { name: 'Terminé' }));

      // The order, read again, shows the request instead of the button.
      const request = await card.findByTestId('withdrawal-request');
      expect(request).toHaveTextContent('Rétractation demandée');
      expect(request).toHaveTextContent('1 × Box Essentielle');
      expect(request).toHaveTextContent('25,49 €');
      expect(card.queryByRole('button', { name: 'Se rétracter' })).toBeNull();
    });

    it("shows the server's refusal in the confirmation step; nothing to choose refuses before sending", async () => {
      let posts = 0;
      stubFetch((url, request) => {
        if (url.pathname === '/api/mollie/orders') return { body: [delivered(OPEN)] };
        if (request.method === 'POST') {
          posts += 1;
          return {
            status: 409,
            body: {
              statusCode: 409,
              code: 'WITHDRAWAL_NOT_ALLOWED',
              message:
                "Le délai de rétractation de 14 jours après la livraison est dépassé (il courait jusqu'au 8 décembre 2026).",
            },
          };
        }
        return { status: 404, body: {} };
      });
      const user = userEvent.setup();
      renderRoutes(routes, { path: '/orders' });
      await user.click(await screen.findByRole('button', { name: /Commande BP-20261120-DELIV1/ }));
      await user.click(screen.getByRole('button', { name: 'Se rétracter' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('checkbox', { name: 'Box Essentielle' }));
      await user.click(dialog.getByRole('checkbox', { name: 'Box Premium' }));
      await user.click(dialog.getByRole('button', { name: 'Confirmer la rétractation' }));
      expect(dialog.getByRole('alert')).toHaveTextContent('Choisissez au moins un article à renvoyer.');
      expect(posts).toBe(0);
      await user.click(dialog.getByRole('checkbox', { name: 'Box Premium' }));
      await user.click(dialog.getByRole('button', { name: 'Confirmer la rétractation' }));
      expect(await dialog.findByText(/Le délai de rétractation de 14 jours/)).toBeInTheDocument();
      expect(posts).toBe(1);
    });

    it('a shipped order, not delivered yet: the period has not started, the button is there', async () => {
      serve({
        body: [
          order({
            orderId: 'BP-20261120-SHIPPD',
            orderStatus: 'expediee',
            orderStatusLabel: 'Commande expédiée',
            withdrawal: { canWithdraw: true, deadline: null, request: null },
          }),
        ],
      });
      const user = userEvent.setup();
      renderRoutes(routes, { path: '/orders' });
      await user.click(await screen.findByRole('button', { name: /Commande BP-20261120-SHIPPD/ }));
      const card = within(screen.getByTestId('order-BP-20261120-SHIPPD'));
      expect(card.getByText(/jusqu’à 14 jours après sa livraison/)).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Se rétracter' })).toBeInTheDocument();
    });

    it('outside the period (or never shipped) the button is absent', async () => {
      serve({
        body: [
          delivered({ canWithdraw: false, deadline: '2026-06-15T21:59:59.999Z', request: null }),
          order({}),
        ],
      });
      const user = userEvent.setup();
      renderRoutes(routes, { path: '/orders' });
      await user.click(await screen.findByRole('button', { name: /Commande BP-20261120-DELIV1/ }));
      await user.click(screen.getByRole('button', { name: /Commande BP-20261121-AB12CD/ }));
      expect(screen.queryByRole('button', { name: 'Se rétracter' })).toBeNull();
      expect(screen.queryByTestId('order-withdrawal')).toBeNull();
    });
  });
});
