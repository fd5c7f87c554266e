import '../../test/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { leaveTo } from '../../lib/navigation';
import { fakeQuote } from '../../test/fakeQuote';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import {
  addItem,
  cartReducer,
  emptyCart,
  toggleSubscription,
  type CartState,
  type QuoteRequest,
} from '../cart';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  leaveTo: vi.fn(),
}));

const profile = {
  _id: 'u1',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  address: {
    street: 'Rue Haute 12',
    address2: '',
    postalCode: '1000',
    city: 'Bruxelles',
    region: '',
    country: 'BE',
  },
};

const logo = { size1x: 'data:image/svg+xml,a', size2x: 'data:image/svg+xml,b', svg: 'data:image/svg+xml,c' };
const methodsAnswer = {
  count: 2,
  _embedded: {
    methods: [
      {
        resource: 'method',
        id: 'bancontact',
        description: 'Bancontact',
        image: logo,
        minimumAmount: null,
        maximumAmount: null,
      },
      {
        resource: 'method',
        id: 'ideal',
        description: 'iDEAL',
        image: logo,
        issuers: [
          { resource: 'issuer', id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
          { resource: 'issuer', id: 'ideal_INGBNL2A', name: 'ING' },
        ],
        minimumAmount: null,
        maximumAmount: null,
      },
    ],
  },
};

function cartWith(): CartState {
  let cart = cartReducer(
    emptyCart,
    addItem({
      id: 1,
      name: 'Box Essentielle',
      category: 'Mensuelle',
      price: 29.99,
      image: '/images/products/1-1.svg',
      hasSubscriptionOption: true,
    }),
  );
  cart = cartReducer(cart, toggleSubscription({ id: 1, isSubscription: false }));
  return cartReducer(
    cart,
    addItem({
      id: 2,
      name: 'Box Premium',
      category: 'Premium',
      price: 49.99,
      image: '/images/products/2-1.svg',
      hasSubscriptionOption: true,
    }),
  );
}

interface Options {
  profile?: object;
  methods?: { status?: number; body: unknown } | ((url: URL) => Promise<{ status?: number; body: unknown }>);
  payment?: (body: Record<string, unknown>, key: string | null) => { status?: number; body: unknown };
}

function serve(options: Options = {}) {
  const payments: { body: Record<string, unknown>; key: string | null }[] = [];
  const methodCalls: URL[] = [];
  const stub = stubFetch(async (url, request) => {
    if (url.pathname === '/api/users/profile') return { body: options.profile ?? profile };
    if (url.pathname === '/api/cart/quote') return fakeQuote((await request.json()) as QuoteRequest);
    if (url.pathname === '/api/mollie/methods') {
      methodCalls.push(url);
      const methods = options.methods ?? { body: methodsAnswer };
      return typeof methods === 'function' ? methods(url) : methods;
    }
    if (url.pathname === '/api/mollie/payments' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      const key = request.headers.get('Idempotency-Key');
      payments.push({ body, key });
      return (
        options.payment?.(body, key) ?? {
          status: 201,
          body: {
            id: 'tr_sandbox1',
            status: 'open',
            orderId: 'BP-20261121-AB12CD',
            checkoutUrl: 'https://127.0.0.1:4443/checkout/tr_sandbox1',
            _links: { checkout: { href: 'https://127.0.0.1:4443/checkout/tr_sandbox1' } },
            amount: (body as { amount: unknown }).amount,
          },
        }
      );
    }
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  return { ...stub, payments, methodCalls };
}

/** A cart without a subscription line: one Box Premium bought once. */
function oneOffCart(): CartState {
  return cartReducer(
    emptyCart,
    addItem({
      id: 2,
      name: 'Box Premium',
      category: 'Premium',
      price: 49.99,
      image: '/images/products/2-1.svg',
      hasSubscriptionOption: true,
    }),
  );
}

function renderCheckout(cart: CartState = cartWith()) {
  return renderRoutes(routes, { path: '/checkout', preloadedState: { cart } });
}

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
  localStorage.setItem('userEmail', 'claire@example.be');
});

async function toPaymentStep() {
  await screen.findByRole('group', { name: 'Informations de facturation' });
  fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
  await screen.findByRole('heading', { name: 'Méthode de paiement' });
}

describe('/checkout', () => {
  it('an empty cart goes back to /cart with the warning', async () => {
    serve();
    const { router } = renderCheckout(emptyCart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByText('Votre panier est vide. Ajoutez des produits avant de procéder au paiement.'),
    ).toBeInTheDocument();
  });

  it('an incomplete profile opens the profile screen in checkout mode', async () => {
    serve({ profile: { ...profile, phone: '' } });
    const { router } = renderCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?checkout=pending');
  });

  it('says so when the profile cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/users/profile'
        ? { status: 500, body: { statusCode: 500, message: 'Erreur interne' } }
        : { status: 404, body: {} },
    );
    renderCheckout();
    expect(
      (await screen.findAllByText('Impossible de charger vos informations de profil')).length,
    ).toBeGreaterThan(0);
  });

  it('step 1 is prefilled from the profile and refuses missing fields', async () => {
    serve();
    renderCheckout();
    await screen.findByRole('group', { name: 'Informations de facturation' });
    const billing = within(screen.getByRole('group', { name: 'Informations de facturation' }));
    expect(billing.getByLabelText(/^Prénom/)).toHaveValue('Claire');
    expect(billing.getByLabelText(/^Adresse/)).toHaveValue('Rue Haute 12');
    expect(billing.getByLabelText(/^Pays/)).toHaveValue('BE');
    expect(billing.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Belgique',
      'France',
      'Luxembourg',
      'Pays-Bas',
      'Allemagne',
    ]);

    fireEvent.change(billing.getByLabelText(/^Ville/), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText("L'adresse de livraison est identique à l'adresse de facturation"));
    const shipping = within(screen.getByRole('group', { name: 'Adresse de livraison' }));
    expect(shipping.getByLabelText(/^Pays/)).toHaveValue('BE');
    fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
    expect(await screen.findByText('Veuillez remplir tous les champs requis.')).toBeInTheDocument();
    expect(billing.getByLabelText(/^Ville/)).toHaveAttribute('aria-invalid', 'true');
    expect(shipping.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Méthode de paiement' })).not.toBeInTheDocument();
  });

  it('shows the summary from the quote: Abo on the subscription line, figures and terms', async () => {
    serve();
    renderCheckout();
    const summary = within(await screen.findByRole('complementary', { name: 'Votre commande' }));
    await summary.findByText('Box Premium');
    expect(summary.getByText('Abo')).toBeInTheDocument();
    // 25.49 + 49.99 = 75.48, free shipping.
    expect(summary.getByTestId('summary-total')).toHaveTextContent('75,48 €');
    expect(summary.getByTestId('summary-vat')).toHaveTextContent('TVA incluse');
    expect(summary.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('picks a bank for iDEAL, pays with an Idempotency-Key and the quote total, then leaves for the checkout page', async () => {
    localStorage.setItem('couponCode', 'PROMO20');
    localStorage.setItem('cartDiscount', '20');
    const server = serve();
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();

    const pay = await screen.findByTestId('checkout-pay');
    // 75.48 - 20 % (15.10) = 60.38
    await waitFor(() => expect(pay).toHaveTextContent('Payer 60,38 €'));
    await screen.findByText('iDEAL');
    expect(pay).toBeDisabled();
    expect(screen.getByText('Veuillez sélectionner une méthode de paiement.')).toBeInTheDocument();
    expect(server.methodCalls[0].searchParams.get('amount[value]')).toBe('60.38');
    expect(server.methodCalls[0].searchParams.get('amount[currency]')).toBe('EUR');
    expect(server.methodCalls[0].searchParams.get('locale')).toBe('fr_BE');

    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    expect(pay).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Choisissez votre banque/), 'ideal_INGBNL2A');
    expect(pay).toBeEnabled();

    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://127.0.0.1:4443/checkout/tr_sandbox1'));
    expect(server.payments).toHaveLength(1);
    const [{ body, key }] = server.payments;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({
      amount: { value: '60.38', currency: 'EUR' },
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      promoCode: 'PROMO20',
      metadata: {
        items: [
          { id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', price: 25.49 },
          { id: 2, quantity: 1, isSubscription: false, price: 49.99 },
        ],
        billingInfo: { firstName: 'Claire', email: 'claire@example.be', country: 'BE' },
        shippingInfo: { sameAsBilling: true, city: 'Bruxelles' },
      },
    });
    expect(localStorage.getItem('currentOrderId')).toBe('BP-20261121-AB12CD');
    expect(localStorage.getItem('molliePaymentId')).toBe('tr_sandbox1');
    expect(Number(localStorage.getItem('paymentStartTime'))).toBeGreaterThan(Date.now() - 60_000);
    expect(localStorage.getItem('couponCode')).toBeNull();
    expect(localStorage.getItem('cartDiscount')).toBeNull();
    expect(pay).toBeDisabled();
    expect(pay).toHaveTextContent('Traitement en cours…');
  });

  it('a failed payment says so, re-enables the button, and the retry carries the same key', async () => {
    let fail = true;
    const server = serve({
      payment: () =>
        fail
          ? {
              status: 503,
              body: {
                statusCode: 503,
                code: 'PAYMENT_PROVIDER_UNAVAILABLE',
                message: 'Impossible de créer le paiement. Veuillez réessayer.',
              },
            }
          : {
              status: 201,
              body: {
                id: 'tr_2',
                orderId: 'BP-20261121-ZZ99ZZ',
                _links: { checkout: { href: 'https://pay.example/tr_2' } },
              },
            },
    });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    const pay = screen.getByTestId('checkout-pay');
    await user.click(pay);
    expect(
      await screen.findByText('Une erreur est survenue lors du traitement du paiement. Veuillez réessayer.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());
    expect(leaveTo).not.toHaveBeenCalled();

    fail = false;
    await user.click(pay);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/tr_2'));
    expect(server.payments).toHaveLength(2);
    expect(server.payments[1].key).toBe(server.payments[0].key);
  });

  it("shows the server's reason when it refuses the payment (amount changed)", async () => {
    const message =
      "Le montant du paiement ne correspond pas à votre panier (70,00 € attendus). Aucun paiement n'a été créé.";
    serve({ payment: () => ({ status: 400, body: { statusCode: 400, code: 'AMOUNT_MISMATCH', message } }) });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('without a checkout link: "Impossible de déterminer l\'URL de paiement"', async () => {
    serve({ payment: () => ({ status: 201, body: { id: 'tr_3', orderId: 'BP-1' } }) });
    const user = userEvent.setup();
    renderCheckout();
    await toPaymentStep();
    await user.click(await screen.findByRole('radio', { name: 'Bancontact' }));
    await user.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText("Impossible de déterminer l'URL de paiement")).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it('a cart with a subscription line offers only the methods of a first payment and says why', async () => {
    // The one-off list (no sequenceType) has iDEAL too; the first-payment list only Bancontact.
    const firstOnly = { count: 1, _embedded: { methods: [methodsAnswer._embedded.methods[0]] } };
    const server = serve({
      methods: async (url) => ({
        body: url.searchParams.get('sequenceType') === 'first' ? firstOnly : methodsAnswer,
      }),
    });
    renderCheckout();
    await toPaymentStep();
    expect(await screen.findByTestId('methods-subscription')).toHaveTextContent(
      'Votre panier contient un abonnement : seuls les moyens de paiement qui autorisent les prélèvements des box suivantes sont proposés. iDEAL ne le permet pas.',
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bancontact']);
    expect(server.methodCalls.some((url) => url.searchParams.get('sequenceType') === 'first')).toBe(true);
  });

  it('a one-off cart keeps the whole list, without the subscription notice', async () => {
    const server = serve();
    renderCheckout(oneOffCart());
    await toPaymentStep();
    await screen.findByRole('radio', { name: /iDEAL/ });
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bancontact', 'ideal']);
    expect(screen.queryByTestId('methods-subscription')).toBeNull();
    expect(server.methodCalls.every((url) => !url.searchParams.has('sequenceType'))).toBe(true);
  });

  it('falls back to the card alone for a cart with a subscription when the methods cannot be loaded', async () => {
    serve({ methods: { status: 503, body: { statusCode: 503, message: 'Indisponible' } } });
    renderCheckout();
    await toPaymentStep();
    await screen.findByText('Certaines méthodes de paiement pourraient ne pas être disponibles.');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['creditcard']);
  });

  it('falls back to the built-in methods with the notice when the methods cannot be loaded', async () => {
    serve({
      methods: {
        status: 503,
        body: {
          statusCode: 503,
          message: 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.',
        },
      },
    });
    renderCheckout(oneOffCart());
    await toPaymentStep();
    expect(
      await screen.findByText('Certaines méthodes de paiement pourraient ne pas être disponibles.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'creditcard',
      'bancontact',
      'paypal',
    ]);
    expect(screen.getByRole('radio', { name: 'Carte de crédit' })).toBeInTheDocument();
  });

  it('shows a skeleton while the methods load, and chooses a single method by itself', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({
      methods: async () => {
        await gate;
        return { body: { count: 1, _embedded: { methods: [methodsAnswer._embedded.methods[0]] } } };
      },
    });
    renderCheckout();
    await toPaymentStep();
    expect(screen.getByRole('status', { name: 'Chargement des méthodes de paiement…' })).toBeInTheDocument();
    release();
    const radio = await screen.findByRole('radio', { name: 'Bancontact' });
    expect(radio).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checkout-pay')).toBeEnabled());
  });

  it("applies a promo code from the summary; the same code again: 'Ce code promo est déjà appliqué'", async () => {
    serve();
    const user = userEvent.setup();
    renderCheckout();
    const summary = within(await screen.findByRole('complementary', { name: 'Votre commande' }));
    await summary.findByText('Box Premium');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Veuillez entrer un code promo')).toBeInTheDocument();
    await user.type(summary.getByLabelText('Code promo'), 'promo10');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code promo appliqué : -10%')).toBeInTheDocument();
    // 75.48 - 7.55 = 67.93
    await waitFor(() => expect(summary.getByTestId('summary-total')).toHaveTextContent('67,93 €'));
    expect(localStorage.getItem('couponCode')).toBe('PROMO10');

    await user.type(summary.getByLabelText('Code promo'), 'Promo10');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code promo est déjà appliqué')).toBeInTheDocument();

    await user.type(summary.getByLabelText('Code promo'), 'promo20');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(summary.getByTestId('summary-total')).toHaveTextContent('60,38 €'));
    expect(localStorage.getItem('couponCode')).toBe('PROMO20');
  });

  it('step 2 goes back to step 1 with what was typed', async () => {
    serve();
    renderCheckout();
    await screen.findByRole('group', { name: 'Informations de facturation' });
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '+32 2 555 55 55' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
    await screen.findByText('+32 2 555 55 55');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByLabelText(/^Téléphone/)).toHaveValue('+32 2 555 55 55');
  });
});
