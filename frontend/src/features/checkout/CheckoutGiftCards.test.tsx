import './test/checkoutSession';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaveTo } from '../../lib/navigation';
import { cartReducer, setGiftCards, type GiftCardLine } from '../cart/cartSlice';
import { oneOffCart, renderCheckout, serve, toPaymentStep } from './test/checkoutFixtures';

const card: GiftCardLine = {
  key: 'k1',
  amountCents: 5000,
  recipientName: 'Léa Dubois',
  recipientEmail: 'lea@example.be',
  message: 'Bon anniversaire',
  delivery: 'at_date',
  sendAt: '2026-12-24T08:00',
};
const cardsOnly = () => cartReducer(undefined, setGiftCards([card]));

describe('/checkout with gift cards', () => {
  it('asks no shipping address for gift cards only, recalls them and pays them (metadata.giftCards)', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderCheckout(cardsOnly());
    const recap = await screen.findByRole('region', { name: 'Vos cartes cadeaux' });
    expect(within(recap).getByText(/24 décembre 2026 à 08:00 \(heure de Bruxelles\)/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Adresse de livraison/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("C'est un cadeau")).not.toBeInTheDocument();
    await toPaymentStep();
    expect(screen.getByText('Rien à livrer : des cartes cadeaux')).toBeInTheDocument();
    const pay = await screen.findByTestId('checkout-pay');
    await waitFor(() => expect(pay).toHaveTextContent(/Payer 50,00\s€/));
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalled());
    const [{ body }] = server.payments;
    const metadata = body.metadata as Record<string, unknown>;
    expect(body).toMatchObject({ amount: { value: '50.00', currency: 'EUR' } });
    expect(metadata.items).toEqual([]);
    expect(metadata.giftCards).toEqual([
      {
        amountCents: 5000,
        recipientName: 'Léa Dubois',
        recipientEmail: 'lea@example.be',
        message: 'Bon anniversaire',
        delivery: 'at_date',
        sendAt: '2026-12-24T08:00',
      },
    ]);
    expect(metadata).not.toHaveProperty('shippingInfo');
  });

  it('keeps the shipping address when boxes come with the cards, and lists the cards in the order', async () => {
    serve();
    renderCheckout(cartReducer(oneOffCart(), setGiftCards([card])));
    await screen.findByRole('group', { name: /Adresse de livraison/ });
    const summary = screen.getByRole('complementary', { name: 'Votre commande' });
    expect(await within(summary).findByText('Pour Léa Dubois')).toBeInTheDocument();
    expect(await within(summary).findByTestId('summary-gift-cards')).toHaveTextContent(/50,00\s€/);
  });
});
