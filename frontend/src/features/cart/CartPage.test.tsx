import '../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { fakeQuote } from '../../test/fakeQuote';
import { renderRoutes, stubFetch } from '../../test/utils';
import { completeProfile } from '../../test/profiles';
import { addItem, cartReducer, emptyCart, type AddToCartPayload, type CartState } from './cartSlice';
import type { QuoteRequest } from './quote';

const product = (id: number): AddToCartPayload => {
  const catalogue: Record<number, [string, string, number, boolean]> = {
    1: ['Box Essentielle', 'Mensuelle', 29.99, true],
    2: ['Box Premium', 'Premium', 49.99, true],
    5: ['Box Cadeau', 'Cadeau', 24.99, false],
    7: ['Box Collector', 'Édition limitée', 79.99, false],
  };
  const [name, category, price, hasSubscriptionOption] = catalogue[id];
  return { id, name, category, price, hasSubscriptionOption, image: `/images/products/${id}-1.svg` };
};

function cartOf(...lines: AddToCartPayload[]): CartState {
  return lines.reduce((state, line) => cartReducer(state, addItem(line)), emptyCart);
}

/** A JWT-shaped token that expires in an hour (the SPA only reads its claims). */
function signIn() {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  localStorage.setItem('token', `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`);
}

interface ServerOptions {
  refusedCodes?: string[];
  profile?: { status?: number; body: unknown };
}

/** Stubs fetch with a quote server (and the profile call) and records the quote requests. */
function stubServer(options: ServerOptions = {}) {
  const quotes: QuoteRequest[] = [];
  const stub = stubFetch(async (url, request) => {
    if (url.pathname === '/api/cart/quote' && request.method === 'POST') {
      const body = (await request.json()) as QuoteRequest;
      quotes.push(body);
      return fakeQuote(body, options);
    }
    if (url.pathname === '/api/users/profile' && options.profile) return options.profile;
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  return { ...stub, quotes };
}

function renderCart(cart: CartState) {
  return renderRoutes(routes, { path: '/cart', preloadedState: { cart } });
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s+/g, ' ');
const line = (testId: string) => within(screen.getByTestId(testId));

async function confirmDialog(button = 'Confirmer') {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Cart page', () => {
  it("shows 'Votre panier est vide' with a way to the boxes, without asking for a quote", async () => {
    const { calls } = stubServer();
    renderCart(emptyCart);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon Panier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre panier est vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir nos box' })).toHaveAttribute('href', '/category');
    expect(calls.filter((u) => u.pathname === '/api/cart/quote')).toHaveLength(0);
  });

  it('shows every figure from the quote: unit prices, line totals, savings, free shipping, total', async () => {
    const { quotes } = stubServer();
    renderCart(
      cartOf(product(1), { ...product(2), isSubscription: true, quantity: 2, frequency: 'quarterly' }),
    );

    await waitFor(() => expect(text('summary-total')).toBe('114,97 €'));
    expect(quotes[0]).toEqual({
      items: [
        { productId: 1, quantity: 1, isSubscription: false },
        { productId: 2, quantity: 2, isSubscription: true, frequency: 'quarterly' },
      ],
    });
    expect(text('summary-subtotal')).toBe('114,97 €');
    expect(text('summary-savings')).toBe('-15,00 €');
    expect(text('summary-shipping')).toBe('Gratuite');
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('summary-free-shipping')).not.toBeInTheDocument();

    const single = line('cart-line-1-single');
    expect(single.getByRole('heading', { name: 'Box Essentielle' })).toBeInTheDocument();
    expect(single.getByText('Mensuelle')).toBeInTheDocument();
    expect(single.getByRole('button', { name: 'Option abonnement (-15%)' })).toBeInTheDocument();
    expect(single.queryByText('-15%')).not.toBeInTheDocument();
    expect(single.getByRole('button', { name: 'Retirer Box Essentielle' })).toBeInTheDocument();

    const sub = line('cart-line-2-subscription');
    expect(sub.getByText('42,49 €')).toBeInTheDocument();
    expect(sub.getByText('49,99 €', { selector: 's' })).toBeInTheDocument();
    expect(sub.getByText('-15%')).toBeInTheDocument();
    expect(sub.getByText('84,98 €')).toBeInTheDocument();
    // The choices are the server's frequencies (GET /api/rules).
    await sub.findByRole('option', { name: 'Trimestriel' });
    expect(sub.getByRole('combobox', { name: 'Fréquence de livraison de Box Premium' })).toHaveValue(
      'quarterly',
    );
    expect(sub.getByRole('button', { name: 'Passer en achat unique' })).toBeInTheDocument();
    expect(sub.getByRole('button', { name: 'Retirer Box Premium (abonnement)' })).toBeInTheDocument();

    // Changing the frequency asks for a new quote.
    await userEvent.selectOptions(sub.getByRole('combobox'), 'monthly');
    await waitFor(() => expect(quotes.at(-1)?.items[1]).toMatchObject({ frequency: 'monthly' }));

    expect(screen.getByRole('link', { name: /Continuer mes achats/ })).toHaveAttribute('href', '/category');
    expect(
      screen.getByText(/modifiables ou résiliables à tout moment depuis votre espace client/),
    ).toBeInTheDocument();
    expect(screen.getByText('Paiement sécurisé')).toBeInTheDocument();
    expect(screen.getByText('Livraison gratuite dès 50 €')).toBeInTheDocument();
    expect(screen.getByText('Retours gratuits sous 30 jours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Box Découverte/ })).toHaveAttribute('href', '/product/3');
    expect(screen.getByRole('link', { name: /Box Édition Limitée Été/ })).toHaveAttribute(
      'href',
      '/product/4',
    );
  });

  it('shows the real shipping and how much is missing for free delivery; a product without the option has no toggle', async () => {
    stubServer();
    renderCart(cartOf(product(5)));
    await waitFor(() => expect(text('summary-total')).toBe('29,98 €'));
    expect(text('summary-shipping')).toBe('4,99 €');
    expect(text('summary-free-shipping')).toBe('Plus que 25,01 € pour la livraison gratuite');
    expect(screen.queryByTestId('summary-savings')).not.toBeInTheDocument();
    expect(line('cart-line-5-single').queryByRole('button', { name: /abonnement|achat unique/ })).toBeNull();
  });

  it('changes quantities with − / + and asks before removing at 1', async () => {
    const { quotes } = stubServer();
    const { store } = renderCart(cartOf(product(5)));
    await waitFor(() => expect(text('summary-total')).toBe('29,98 €'));
    const cadeau = line('cart-line-5-single');

    await userEvent.click(cadeau.getByRole('button', { name: 'Augmenter la quantité de Box Cadeau' }));
    // 49,98 € is still under 50 €: shipping stays.
    await waitFor(() => expect(text('summary-total')).toBe('54,97 €'));
    expect(quotes.at(-1)?.items[0].quantity).toBe(2);
    expect(cadeau.getByText('2', { selector: 'output' })).toBeInTheDocument();

    await userEvent.click(cadeau.getByRole('button', { name: 'Diminuer la quantité de Box Cadeau' }));
    await userEvent.click(cadeau.getByRole('button', { name: 'Diminuer la quantité de Box Cadeau' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Voulez-vous retirer Box Cadeau de votre panier ?')).toBeInTheDocument();
    await confirmDialog('Annuler');
    expect(store.getState().cart.totalItems).toBe(1);

    await userEvent.click(cadeau.getByRole('button', { name: 'Diminuer la quantité de Box Cadeau' }));
    await confirmDialog();
    expect(await screen.findByText('Box Cadeau retiré du panier')).toBeInTheDocument();
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
  });

  it('switches a line to subscription after confirmation, merging into the subscription line', async () => {
    stubServer();
    const { store } = renderCart(cartOf(product(1), { ...product(1), isSubscription: true, quantity: 2 }));
    await waitFor(() => expect(text('summary-total')).toBe('80,97 €'));

    const toggle = () => line('cart-line-1-single').getByRole('button', { name: 'Option abonnement (-15%)' });
    await userEvent.click(toggle());
    expect(
      within(screen.getByRole('dialog')).getByRole('heading', { name: 'Passer en abonnement ?' }),
    ).toBeInTheDocument();
    await confirmDialog('Annuler');
    expect(screen.getByTestId('cart-line-1-single')).toBeInTheDocument();

    await userEvent.click(toggle());
    await confirmDialog();
    expect(await screen.findByText('Box Essentielle passé en mode abonnement')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-line-1-single')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ id: 1, isSubscription: true, quantity: 3 }),
    ]);
    await waitFor(() => expect(text('summary-total')).toBe('76,47 €'));

    await userEvent.click(
      line('cart-line-1-subscription').getByRole('button', { name: 'Passer en achat unique' }),
    );
    await confirmDialog();
    expect(
      await screen.findByText('Box Essentielle passé en mode achat unique (abonnement)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('cart-line-1-single')).toBeInTheDocument();
  });

  it("empties the cart after confirmation: 'Panier vidé'", async () => {
    stubServer();
    const { store } = renderCart(cartOf(product(1), product(2)));
    await waitFor(() => expect(text('summary-total')).toBe('79,98 €'));
    await userEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    expect(
      within(screen.getByRole('dialog')).getByRole('heading', { name: 'Vider le panier ?' }),
    ).toBeInTheDocument();
    await confirmDialog();
    expect(await screen.findByText('Panier vidé')).toBeInTheDocument();
    expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
    expect(store.getState().cart).toEqual(emptyCart);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('cart') ?? '{}').items).toEqual([]));
  });

  it("shows the server's message when it refuses a line, and stays usable", async () => {
    stubServer();
    renderCart(cartOf(product(7), product(1)));
    const alert = await screen.findByText('Stock insuffisant pour Box Collector : 0 disponible(s)', {
      selector: '.notice strong',
    });
    expect(alert.parentElement).toHaveTextContent('Retirez ou modifiez cet article pour continuer.');
    expect(line('cart-line-7-single').getByRole('alert')).toHaveTextContent(
      'Stock insuffisant pour Box Collector : 0 disponible(s)',
    );
    expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeDisabled();
    expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Box Collector' }));
    await confirmDialog();
    await waitFor(() => expect(text('summary-total')).toBe('34,98 €'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeEnabled();
  });
});

describe('Cart page: focus after a removal', () => {
  it('moves the focus to the next line after a confirmed removal, to the title when the cart is empty', async () => {
    stubServer();
    renderCart(cartOf(product(1), product(2), product(5)));
    await waitFor(() => expect(text('summary-total')).toMatch(/€/));

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Box Premium' }));
    await confirmDialog();
    await waitFor(() => expect(line('cart-line-5-single').getAllByRole('link')[0]).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Box Cadeau' }));
    await confirmDialog();
    await waitFor(() => expect(line('cart-line-1-single').getAllByRole('link')[0]).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Retirer Box Essentielle' }));
    await confirmDialog();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Mon Panier' })).toHaveFocus());
  });
});

describe('Cart page: promo code', () => {
  it('refuses a blank code without asking, an unknown one with the server message, and applies promo20', async () => {
    const { quotes } = stubServer();
    renderCart(cartOf(product(1), product(2)));
    await waitFor(() => expect(text('summary-total')).toBe('79,98 €'));
    const input = screen.getByLabelText('Code promo');
    const apply = screen.getByRole('button', { name: 'Appliquer' });

    // Nothing to apply until a code is typed.
    expect(apply).toBeDisabled();
    await userEvent.type(input, '   ');
    expect(apply).toBeDisabled();
    expect(quotes).toHaveLength(1);

    await userEvent.clear(input);
    await userEvent.type(input, 'PROMO99');
    await userEvent.click(apply);
    expect(await screen.findByText('Code promo invalide')).toBeInTheDocument();
    expect(quotes.at(-1)?.promoCode).toBe('PROMO99');
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(localStorage.getItem('cartDiscount')).toBeNull();
    expect(text('summary-total')).toBe('79,98 €');

    await userEvent.clear(input);
    await userEvent.type(input, ' promo20 ');
    await userEvent.click(apply);
    expect(await screen.findByText('Code promo appliqué : -20%')).toBeInTheDocument();
    await waitFor(() => expect(text('summary-total')).toBe('63,98 €'));
    expect(text('summary-discount')).toBe('-16,00 €');
    expect(text('summary-discount-code')).toBe('PROMO20');
    expect(localStorage.getItem('couponCode')).toBe('PROMO20');
    expect(localStorage.getItem('cartDiscount')).toBe('20');
    expect(screen.queryByLabelText('Code promo')).not.toBeInTheDocument();

    // Quantities re-priced with the code.
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Box Essentielle' }));
    await waitFor(() => expect(quotes.at(-1)).toMatchObject({ promoCode: 'PROMO20' }));
    // 109,97 − 21,99 (20 %, rounded to the cent)
    await waitFor(() => expect(text('summary-total')).toBe('87,98 €'));

    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(text('summary-total')).toBe('109,97 €'));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(localStorage.getItem('cartDiscount')).toBeNull();
  });

  it('re-sends a stored code at load', async () => {
    localStorage.setItem('couponCode', 'PROMO10');
    const { quotes } = stubServer();
    renderCart(cartOf(product(2)));
    await waitFor(() => expect(text('summary-discount')).toBe('-5,00 €'));
    expect(quotes[0].promoCode).toBe('PROMO10');
    expect(text('summary-total')).toBe('49,98 €');
    expect(screen.getByText('PROMO10', { selector: 'strong' })).toBeInTheDocument();
    expect(localStorage.getItem('cartDiscount')).toBe('10');
  });

  it('drops a stored code the server now refuses, silently', async () => {
    localStorage.setItem('couponCode', 'BIENVENUE');
    localStorage.setItem('cartDiscount', '10');
    const { quotes } = stubServer({ refusedCodes: ['BIENVENUE'] });
    renderCart(cartOf(product(2)));
    await waitFor(() => expect(text('summary-total')).toBe('54,98 €'));
    expect(quotes.map((q) => q.promoCode)).toEqual(['BIENVENUE', undefined]);
    expect(screen.queryByText('Code promo invalide')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(localStorage.getItem('cartDiscount')).toBeNull();
    expect(screen.getByLabelText('Code promo')).toBeInTheDocument();
  });
});

describe('Cart page: Procéder au paiement', () => {
  async function proceed() {
    await userEvent.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
  }

  it('sends a visitor to sign in, remembering the cart', async () => {
    const { calls } = stubServer();
    const { router } = renderCart(cartOf(product(5)));
    await proceed();
    expect(
      await screen.findByText('Veuillez vous connecter pour finaliser votre commande'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/cart' });
    expect(calls.some((u) => u.pathname === '/api/users/profile')).toBe(false);
  });

  it('says so when the profile cannot be loaded', async () => {
    signIn();
    stubServer();
    const { router } = renderCart(cartOf(product(5)));
    await proceed();
    expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('lists what an incomplete profile lacks and opens the profile in checkout mode', async () => {
    signIn();
    stubServer({ profile: { body: { ...completeProfile, phone: '', address: { street: 'Rue Haute 12' } } } });
    const { router } = renderCart(cartOf(product(5)));
    await proceed();
    expect(
      await screen.findByText(
        'Veuillez compléter les informations suivantes avant de procéder au paiement : numéro de téléphone, adresse complète.',
      ),
    ).toBeInTheDocument();
    // The profile screen is its own chunk: the new address is shown once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?checkout=pending');
  });

  it('goes to /checkout with a complete profile', async () => {
    signIn();
    const { fetchMock } = stubServer({ profile: { body: completeProfile } });
    const { router } = renderCart(cartOf(product(5)));
    await proceed();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const profileCall = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => new URL(request.url).pathname === '/api/users/profile');
    expect(profileCall?.headers.get('Authorization')).toMatch(/^Bearer eyJ/);
  });
});
