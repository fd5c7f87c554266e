import '../../test/pages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { leaveTo } from '../../lib/navigation';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import { addItem, cartReducer, emptyCart } from '../cart';
import { PAYMENT_EXPIRY_MS, STORED_PAYMENT_CLEANUP_MS } from './decision';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  leaveTo: vi.fn(),
}));

const cart = cartReducer(
  emptyCart,
  addItem({
    id: 1,
    name: 'Box Essentielle',
    category: 'Mensuelle',
    price: 29.99,
    image: '',
    hasSubscriptionOption: true,
  }),
);

function storePayment(startTime = Date.now() - 60_000) {
  localStorage.setItem('currentOrderId', 'BP-20261121-AB12CD');
  localStorage.setItem('molliePaymentId', 'tr_abc123');
  localStorage.setItem('paymentStartTime', String(startTime));
}

function serveStatus(answers: { status?: number; body: unknown }[]) {
  let index = 0;
  const calls: string[] = [];
  const stub = stubFetch((url) => {
    if (url.pathname.startsWith('/api/mollie/payments/')) {
      calls.push(url.pathname);
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      return answer;
    }
    return { status: 404, body: { statusCode: 404, message: 'Commande introuvable' } };
  });
  return { ...stub, calls };
}

const paymentAnswer = (status: string) => ({
  body: {
    id: 'tr_abc123',
    status,
    orderId: 'BP-20261121-AB12CD',
    amount: { value: '60.38', currency: 'EUR' },
  },
});

function renderResult(search: string) {
  return renderRoutes(routes, { path: `/payment-result${search}`, preloadedState: { cart } });
}

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/payment-result', () => {
  it('back from Mollie (no status): asks the server; paid → confirmed, reference shown, cart emptied', async () => {
    storePayment();
    const server = serveStatus([paymentAnswer('paid')]);
    const { store } = renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(screen.getByTestId('payment-checking')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paiement confirmé' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('BP-20261121-AB12CD');
    expect(screen.getByRole('heading', { name: 'Que se passe-t-il maintenant ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('link', { name: /Réessayer/ })).not.toBeInTheDocument();
    expect(server.calls).toEqual(['/api/mollie/payments/tr_abc123']);
    await waitFor(() => expect(store.getState().cart.items).toEqual([]));
    // Kept for 5 minutes (or until the page is left).
    expect(localStorage.getItem('molliePaymentId')).toBe('tr_abc123');
  });

  it('keeps checking while the webhook has not arrived: open, open, then paid', async () => {
    storePayment();
    const server = serveStatus([paymentAnswer('open'), paymentAnswer('open'), paymentAnswer('paid')]);
    renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(
      await screen.findByRole('heading', { name: 'Paiement confirmé' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(server.calls).toHaveLength(3);
  });

  it('a payment that stays open shows as pending, with its reference', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storePayment();
    serveStatus([paymentAnswer('open')]);
    const { store } = renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(await screen.findByRole('heading', { name: 'Paiement en attente' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('BP-20261121-AB12CD');
    expect(store.getState().cart.items).toHaveLength(1);
    // Stored payment data is cleared 5 minutes after a pending result.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STORED_PAYMENT_CLEANUP_MS);
    });
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it('canceled keeps the cart, clears the stored payment and offers a retry', async () => {
    storePayment();
    serveStatus([paymentAnswer('canceled')]);
    const { store } = renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(await screen.findByRole('heading', { name: 'Paiement annulé' })).toBeInTheDocument();
    expect(screen.getByText(/Votre panier a été conservé/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByTestId('order-reference')).not.toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
    expect(localStorage.getItem('currentOrderId')).toBeNull();
  });

  it('HTTP 410 is expired', async () => {
    storePayment();
    serveStatus([
      { status: 410, body: { statusCode: 410, code: 'PAYMENT_EXPIRED', message: 'Le paiement a expiré.' } },
    ]);
    renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(await screen.findByRole('heading', { name: 'Paiement expiré' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réessayer le paiement' })).toBeInTheDocument();
  });

  it('a failing status check is unknown within 15 minutes, expired after', async () => {
    storePayment();
    serveStatus([{ status: 500, body: { statusCode: 500, message: 'Erreur' } }]);
    const first = renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(await screen.findByRole('heading', { name: 'Statut inconnu' })).toBeInTheDocument();
    expect(screen.getByText('Impossible de vérifier le statut du paiement.')).toBeInTheDocument();
    first.unmount();

    storePayment(Date.now() - PAYMENT_EXPIRY_MS - 1_000);
    renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    expect(await screen.findByRole('heading', { name: 'Paiement expiré' })).toBeInTheDocument();
  });

  it('an explicit status is used without asking; status=expired&origin=auto clears storage', async () => {
    storePayment();
    const server = serveStatus([paymentAnswer('paid')]);
    renderResult('?status=expired&origin=auto&order=BP-20261121-AB12CD');
    expect(await screen.findByRole('heading', { name: 'Paiement expiré' })).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it("/payment-success?order=… shows 'Paiement confirmé'", async () => {
    serveStatus([]);
    const { router } = renderRoutes(routes, {
      path: '/payment-success?order=BP-20261121-AB12CD',
      preloadedState: { cart },
    });
    expect(await screen.findByRole('heading', { name: 'Paiement confirmé' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-result');
  });

  it("no order information: 'Une erreur est survenue / Informations de commande introuvables'", async () => {
    serveStatus([]);
    renderResult('');
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('Informations de commande introuvables')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Nous contacter/ })).toHaveAttribute('href', '/contact');
  });

  it('leaving the page after a paid result forgets the stored payment', async () => {
    storePayment();
    serveStatus([paymentAnswer('paid')]);
    const user = userEvent.setup();
    const { router } = renderResult('?order=BP-20261121-AB12CD&origin=redirect');
    await screen.findByRole('heading', { name: 'Paiement confirmé' });
    expect(localStorage.getItem('molliePaymentId')).toBe('tr_abc123');
    await user.click(screen.getAllByRole('link', { name: "Retour à l'accueil" })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
    expect(localStorage.getItem('paymentStartTime')).toBeNull();
  });
});

describe('/checkout/resume', () => {
  it('asks for a new payment of the order and leaves for its checkout page', async () => {
    vi.mocked(leaveTo).mockReset();
    const posts: string[] = [];
    stubFetch((url, request) => {
      if (request.method === 'POST' && url.pathname === '/api/orders/BP-20261121-AB12CD/resume') {
        posts.push(url.pathname);
        return {
          status: 201,
          body: {
            id: 'tr_new',
            status: 'open',
            orderId: 'BP-20261121-AB12CD',
            checkoutUrl: 'https://pay.example/tr_new',
          },
        };
      }
      return { status: 404, body: {} };
    });
    renderRoutes(routes, { path: '/checkout/resume?orderId=BP-20261121-AB12CD' });
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/tr_new'));
    expect(posts).toHaveLength(1);
    expect(localStorage.getItem('molliePaymentId')).toBe('tr_new');
    expect(localStorage.getItem('currentOrderId')).toBe('BP-20261121-AB12CD');
  });

  it("a refused resume goes back to the orders with the server's message", async () => {
    vi.mocked(leaveTo).mockReset();
    stubFetch(() => ({
      status: 409,
      body: { statusCode: 409, code: 'ORDER_NOT_PAYABLE', message: 'Cette commande est déjà payée.' },
    }));
    const { router } = renderRoutes(routes, { path: '/checkout/resume?orderId=BP-20261121-AB12CD' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByText('Cette commande est déjà payée.')).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
