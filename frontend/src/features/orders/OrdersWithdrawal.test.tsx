import '../../test/pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import type { CustomerOrder } from './types';
import { order, serve } from './test/ordersFixtures';

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

describe("/orders: 'Se rétracter' (the EU online withdrawal function)", () => {
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
      if (url.pathname === '/api/orders') return { body: [current] };
      if (url.pathname === '/api/orders/BP-20261120-DELIV1/withdrawal' && request.method === 'POST') {
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
      if (url.pathname === '/api/orders') return { body: [delivered(OPEN)] };
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
