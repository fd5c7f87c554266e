import '../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { captureDownloads, renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import { order } from './test/ordersFixtures';

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

const cardsOrder = order({
  orderId: 'BP-20261129-CARD01',
  amount: 75,
  items: [],
  subtotal: 0,
  discount: 0,
  promoCode: null,
  giftCards: [
    {
      id: 'c1',
      amountCents: 5000,
      recipientName: 'Léa Dubois',
      recipientEmail: 'lea@example.be',
      delivery: 'now',
      sendAt: null,
      sentAt: '2026-11-29T09:04:00.000Z',
      last4: '8HJD',
      status: 'active',
      statusLabel: 'Active',
      withdrawableUntil: null,
    },
    {
      id: 'c2',
      amountCents: 2500,
      recipientName: 'Tom',
      recipientEmail: null,
      delivery: 'print',
      sendAt: null,
      sentAt: null,
      last4: '2Q4C',
      status: 'active',
      statusLabel: 'Active',
      withdrawableUntil: null,
    },
  ],
  giftCardReceipt: { number: 'RC-2026-000001' },
});

describe("/orders: an order's gift cards", () => {
  it('lists each card, downloads its receipt and the printed card with the session’s token, and has no invoice', async () => {
    const { fetchMock } = stubFetch((url) =>
      url.pathname === '/api/orders' ? { body: [cardsOrder] } : { status: 404, body: {} },
    );
    const {
      requests: pdfRequests,
      downloads,
      restore,
    } = captureDownloads(
      fetchMock,
      (request) => new URL(request.url).pathname.startsWith('/api/gift-cards/'),
      () => new Response('%PDF-1.7 …', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await user.click(await screen.findByRole('button', { name: /Commande BP-20261129-CARD01/ }));
    const panel = within(screen.getByTestId('order-BP-20261129-CARD01'));

    const lea = within(panel.getByTestId('order-gift-card-c1'));
    expect(lea.getByText('Active')).toBeInTheDocument();
    expect(lea.getByText(/Envoyée le 29 novembre 2026/)).toBeInTheDocument();
    expect(lea.getByLabelText('code se terminant par 8HJD')).toHaveTextContent('•••• 8HJD');
    expect(lea.queryByRole('button')).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Télécharger la facture' })).not.toBeInTheDocument();
    // Nothing is shipped: no delivery steps to follow, no box to review.
    expect(panel.queryByRole('heading', { name: 'Suivi' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Laisser un avis' })).not.toBeInTheDocument();
    expect(panel.getByText('Cartes cadeaux', { selector: 'dt' }).nextSibling).toHaveTextContent(/75,00\s€/);

    await user.click(
      panel.getByRole('button', { name: 'Télécharger le reçu des cartes cadeaux RC-2026-000001' }),
    );
    await user.click(panel.getByRole('button', { name: 'Télécharger la carte à imprimer' }));
    await waitFor(() => expect(downloads).toEqual(['recu-RC-2026-000001.pdf', 'carte-cadeau-2Q4C.pdf']));
    expect(pdfRequests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/gift-cards/receipts/BP-20261129-CARD01',
      '/api/gift-cards/c2/pdf',
    ]);
    expect(pdfRequests.every((request) => /^Bearer /.test(request.headers.get('Authorization') ?? ''))).toBe(
      true,
    );
    restore();
  });

  it('lets the buyer withdraw from an unused card until the date the server gives, after a confirmation', async () => {
    const unused = order({
      ...cardsOrder,
      orderId: 'BP-20261129-CARD02',
      giftCards: [{ ...cardsOrder.giftCards![0]!, withdrawableUntil: '2026-12-13T09:04:00.000Z' }],
    });
    const posted: string[] = [];
    stubFetch((url, request) => {
      if (url.pathname === '/api/orders') return { body: [unused] };
      if (url.pathname === '/api/gift-cards/c1/withdraw' && request.method === 'POST') {
        posted.push(url.pathname);
        return {
          body: {
            amountCents: 5000,
            message: 'Carte cadeau remboursée : 50,00 € reviennent sur le moyen de paiement de la commande.',
          },
        };
      }
      return { status: 404, body: {} };
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/orders' });
    await user.click(await screen.findByRole('button', { name: /Commande BP-20261129-CARD02/ }));
    const card = within(screen.getByTestId('order-gift-card-c1'));
    const withdraw = card.getByRole('button', { name: 'Me rétracter de la carte •••• 8HJD (remboursement)' });
    expect(withdraw).toHaveTextContent(/jusqu’au 13\/12\/2026|13 déc/);
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Me rétracter de cette carte cadeau' });
    expect(dialog).toHaveTextContent(/ne sera plus utilisable/);
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Me rétracter et être remboursé(e)' }));
    await waitFor(() => expect(posted).toEqual(['/api/gift-cards/c1/withdraw']));
    expect(await screen.findByText(/Carte cadeau remboursée : 50,00 €/)).toBeInTheDocument();
  });
});
