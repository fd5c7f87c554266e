import '../../test/pages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { fakeQuote } from '../../test/fakeQuote';
import { renderRoutes, stubFetch } from '../../test/utils';
import { addGift, addItem, cartReducer, emptyCart, type CartState } from './cartSlice';
import { GIFT_SUBSCRIPTION_RULE, emptyOffer } from './giftOffer';
import type { QuoteRequest } from './quote';

const premium = {
  id: 2,
  name: 'Box Premium',
  image: '/images/products/2-1.svg',
  category: 'Premium',
  price: 49.99,
  hasSubscriptionOption: true,
};

const offer = {
  ...emptyOffer(),
  recipient: {
    firstName: 'Léa',
    lastName: 'Dubois',
    email: 'lea@example.be',
    address: 'Rue des Fleurs 12',
    postalCode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  },
};

const withGift = (state: CartState = emptyCart) =>
  cartReducer(state, addGift({ ...premium, frequency: 'monthly', gift: { boxes: 6, offer } }));

function render(cart: CartState) {
  stubFetch(async (url, request) => {
    if (url.pathname === '/api/cart/quote') return fakeQuote((await request.json()) as QuoteRequest);
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  return renderRoutes(routes, { path: '/cart', preloadedState: { cart } });
}

describe('a gift subscription in the cart', () => {
  it('shows the gift, its recipient and the way back to its form', async () => {
    render(withGift());
    expect(await screen.findByText('Abonnement offert')).toBeInTheDocument();
    expect(screen.getByText('Léa Dubois, Bruxelles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier le cadeau' })).toHaveAttribute(
      'href',
      '/product/2?offrir',
    );
    expect(
      screen.getByRole('button', { name: 'Retirer Box Premium (abonnement offert à Léa)' }),
    ).toBeEnabled();
    expect(screen.queryByText(GIFT_SUBSCRIPTION_RULE.aloneInCartMessage)).not.toBeInTheDocument();
  });

  it('says a gift is paid alone and holds the checkout while other lines share the cart', async () => {
    render(withGift(cartReducer(emptyCart, addItem(premium))));
    expect(await screen.findByText(GIFT_SUBSCRIPTION_RULE.aloneInCartMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Procéder au paiement/ })).toBeDisabled();
    // The ordinary line offers the gift form too.
    expect(screen.getByRole('link', { name: 'Offrir un abonnement de Box Premium' })).toHaveAttribute(
      'href',
      '/product/2?offrir',
    );
  });
});
