import { fireEvent, screen } from '@testing-library/react';
import { routes } from '../../../app/routes';
import { fakeQuote, type FakeQuoteAnswer } from '../../../test/fakeQuote';
import { renderRoutes, stubFetch } from '../../../test/utils';
import {
  addItem,
  cartReducer,
  emptyCart,
  toggleSubscription,
  type CartState,
  type QuoteRequest,
} from '../../cart';

/** The checkout's server as the tests stub it: the profile, the quote, the methods and the payment. */
export const profile = {
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

export const logo = {
  size1x: 'data:image/svg+xml,a',
  size2x: 'data:image/svg+xml,b',
  svg: 'data:image/svg+xml,c',
};
export const methodsAnswer = {
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

export function cartWith(): CartState {
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
  /** Answers the quote instead of fakeQuote (e.g. with gift card codes). */
  quote?: (request: QuoteRequest) => FakeQuoteAnswer;
}

export function serve(options: Options = {}) {
  const payments: { body: Record<string, unknown>; key: string | null }[] = [];
  const methodCalls: URL[] = [];
  const stub = stubFetch(async (url, request) => {
    if (url.pathname === '/api/users/profile') return { body: options.profile ?? profile };
    if (url.pathname === '/api/cart/quote') {
      const body = (await request.json()) as QuoteRequest;
      return (options.quote ?? fakeQuote)(body);
    }
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
export function oneOffCart(): CartState {
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

export function renderCheckout(cart: CartState = cartWith()) {
  return renderRoutes(routes, { path: '/checkout', preloadedState: { cart } });
}

export async function toPaymentStep() {
  await screen.findByRole('group', { name: 'Informations de facturation' });
  fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
  await screen.findByRole('heading', { name: 'Méthode de paiement' });
}
