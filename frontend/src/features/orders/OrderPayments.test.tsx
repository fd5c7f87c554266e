import '../../test/pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import { order } from './test/ordersFixtures';

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

async function openOrder(served: ReturnType<typeof order>) {
  stubFetch((url) => (url.pathname === '/api/orders' ? { body: [served] } : { status: 404, body: {} }));
  const user = userEvent.setup();
  renderRoutes(routes, { path: '/orders' });
  await user.click(await screen.findByRole('button', { name: new RegExp(`Commande ${served.orderId}`) }));
  return within(screen.getByTestId(`order-${served.orderId}`));
}

describe('/orders: an order paid with gift cards', () => {
  it('lists what each card paid (and what went back to it), then what Mollie was paid', async () => {
    const panel = await openOrder(
      order({
        orderId: 'BP-20261129-PAID01',
        giftCardPayments: [
          { last4: '8HJD', amountCents: 2000, creditedCents: 500, status: 'captured', statusLabel: 'Payé' },
          { last4: '2Q4C', amountCents: 1000, creditedCents: 0, status: 'captured', statusLabel: 'Payé' },
        ],
        amountDueCents: 3038,
      }),
    );
    const payment = within(panel.getByRole('list', { name: 'Paiement' }));
    expect(payment.getAllByRole('listitem').map((line) => line.textContent?.replace(/\s/g, ' '))).toEqual([
      'Payé par carte cadeau •••• 8HJD : 20,00 € (dont 5,00 € recrédités)',
      'Payé par carte cadeau •••• 2Q4C : 10,00 €',
      'Payé par Mollie : 30,38 €',
    ]);
    // The total is the order's, unchanged by the cards.
    expect(panel.getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(/60,38\s€/);
  });

  it('says nothing of Mollie when the cards paid it all, and nothing at all without cards', async () => {
    const panel = await openOrder(
      order({
        orderId: 'BP-20261129-PAID02',
        giftCardPayments: [
          { last4: '8HJD', amountCents: 6038, creditedCents: 0, status: 'captured', statusLabel: 'Payé' },
        ],
        amountDueCents: 0,
      }),
    );
    expect(panel.getByRole('list', { name: 'Paiement' })).toHaveTextContent(
      /^Payé par carte cadeau •••• 8HJD : 60,38\s€$/,
    );
    expect(panel.queryByText(/Payé par Mollie/)).not.toBeInTheDocument();
  });

  it('shows no payment lines for an order paid by Mollie alone', async () => {
    const panel = await openOrder(
      order({ orderId: 'BP-20261129-MOLL01', giftCardPayments: [], amountDueCents: 6038 }),
    );
    expect(panel.queryByRole('list', { name: 'Paiement' })).not.toBeInTheDocument();
    expect(panel.queryByText(/Payé par/)).not.toBeInTheDocument();
  });
});
