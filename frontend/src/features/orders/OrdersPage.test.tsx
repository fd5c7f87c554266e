import '../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import { ORDERS, order, serve } from './test/ordersFixtures';

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
      url.pathname === '/api/orders' ? { body: ORDERS } : { status: 404, body: {} },
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
    expect(new URL(invoiceRequests[0]!.url).pathname).toBe('/api/orders/BP-20261121-AB12CD/invoice');
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
});
