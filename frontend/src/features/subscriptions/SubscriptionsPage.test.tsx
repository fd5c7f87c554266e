import '../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { leaveTo } from '../../lib/navigation';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import type { Subscription } from './types';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation')>()),
  leaveTo: vi.fn(),
}));

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'active',
    statusLabel: 'Active',
    frequency: 'monthly',
    frequencyLabel: 'Mensuel',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        quantity: 1,
        unitPrice: 25.49,
        image: '/images/products/1-1.svg',
      },
    ],
    amount: 30.48,
    currency: 'EUR',
    paymentMethod: 'Visa •••• 4242',
    nextChargeOn: '2026-12-21',
    pausedUntil: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    canceledAt: null,
    orders: [
      {
        orderId: 'BP-20261121-AB12CD',
        createdAt: '2026-11-21T10:00:00.000Z',
        amount: 30.48,
        status: 'paid',
        orderStatus: 'payee',
      },
    ],
    actions: ['changeFrequency', 'skip', 'pause', 'cancel'],
    ...overrides,
  };
}

const ACTIVE = subscription({});
const SUSPENDED = subscription({
  id: '22222222-2222-4222-8222-222222222222',
  status: 'suspendue',
  statusLabel: 'Suspendue (paiement refusé)',
  items: [{ productId: 3, name: 'Box Découverte', quantity: 2, unitPrice: 33.99, image: null }],
  actions: ['changeFrequency', 'cancel', 'updatePaymentMethod'],
});

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** Serves GET /api/subscriptions and records each change; `answer` decides what a change answers. */
function serve(
  list: Subscription[],
  answer: (request: Recorded) => { status?: number; body: unknown } = () => ({ body: ACTIVE }),
) {
  const recorded: Recorded[] = [];
  let current = list;
  stubFetch(async (url, request) => {
    if (url.pathname === '/api/subscriptions' && request.method === 'GET')
      return { body: { subscriptions: current } };
    if (url.pathname.startsWith('/api/subscriptions/')) {
      const text = await request.text();
      const entry = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
      recorded.push(entry);
      const response = answer(entry);
      if ((response.status ?? 200) < 300 && (response.body as Subscription).id) {
        current = current.map((s) =>
          s.id === (response.body as Subscription).id ? (response.body as Subscription) : s,
        );
      }
      return response;
    }
    return { status: 404, body: {} };
  });
  return recorded;
}

beforeEach(() => {
  vi.mocked(leaveTo).mockReset();
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

const card = async (id = ACTIVE.id) => within(await screen.findByTestId(`subscription-${id}`));

describe('/abonnements', () => {
  it('shows each subscription: box, image, frequency, amount, payment method, status, next box, orders', async () => {
    serve([ACTIVE, SUSPENDED]);
    renderRoutes(routes, { path: '/abonnements' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' })).toBeInTheDocument();
    const active = await card();
    expect(active.getByRole('heading', { name: 'Box Essentielle' })).toBeInTheDocument();
    expect(active.getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(active.getByText('Mensuel', { selector: 'dd' })).toBeInTheDocument();
    expect(active.getByText(/30,48/, { selector: 'dd' })).toHaveTextContent('30,48 € livraison comprise');
    expect(active.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(active.getByText('21 décembre 2026')).toBeInTheDocument();
    expect(active.getByRole('link', { name: 'Commande BP-20261121-AB12CD' })).toHaveAttribute(
      'href',
      '/orders?order=BP-20261121-AB12CD',
    );
    expect(screen.getByTestId(`subscription-${ACTIVE.id}`).querySelector('img')).toHaveAttribute(
      'src',
      '/images/products/1-1.svg',
    );
    // Only the actions the server sends.
    expect(active.getByRole('button', { name: 'Sauter la prochaine box' })).toBeInTheDocument();
    expect(active.queryByRole('button', { name: /moyen de paiement/ })).toBeNull();
    const suspended = await card(SUSPENDED.id);
    expect(suspended.getByRole('heading', { name: '2 × Box Découverte' })).toBeInTheDocument();
    expect(suspended.getByText(/prélèvement a été refusé/)).toBeInTheDocument();
    expect(suspended.getByRole('button', { name: 'Mettre à jour le moyen de paiement' })).toBeInTheDocument();
    expect(suspended.queryByRole('button', { name: 'Sauter la prochaine box' })).toBeNull();
  });

  it('has an empty state leading to the boxes', async () => {
    serve([]);
    renderRoutes(routes, { path: '/abonnements' });
    const empty = await screen.findByTestId('subscriptions-empty');
    expect(within(empty).getByText("Vous n'avez pas encore d'abonnement")).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Découvrir nos box' })).toHaveAttribute(
      'href',
      '/category',
    );
  });

  it('changes the frequency through PATCH and shows the server’s answer', async () => {
    const recorded = serve([ACTIVE], () => ({
      body: { ...ACTIVE, frequency: 'quarterly', frequencyLabel: 'Trimestriel', nextChargeOn: '2027-02-21' },
    }));
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/abonnements' });
    const active = await card();
    const save = active.getByRole('button', { name: 'Modifier la fréquence' });
    expect(save).toBeDisabled();
    // The choices are the server's frequencies (GET /api/rules).
    await active.findByRole('option', { name: 'Trimestriel' });
    await user.selectOptions(active.getByLabelText('Fréquence de livraison'), 'quarterly');
    await user.click(save);
    await waitFor(() => expect(active.getByText('21 février 2027')).toBeInTheDocument());
    expect(recorded).toEqual([
      { method: 'PATCH', path: `/api/subscriptions/${ACTIVE.id}`, body: { frequency: 'quarterly' } },
    ]);
  });

  it('cancels in two clicks: the button, then the confirmation', async () => {
    const recorded = serve([ACTIVE], () => ({
      body: {
        ...ACTIVE,
        status: 'annulee',
        statusLabel: 'Annulée',
        nextChargeOn: null,
        actions: ['reactivate'],
      },
    }));
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/abonnements' });
    const active = await card();
    await user.click(active.getByRole('button', { name: "Annuler l'abonnement" }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cet abonnement ?' });
    expect(recorded).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: "Oui, annuler l'abonnement" }));
    await waitFor(() => expect(active.getByTestId('subscription-status')).toHaveTextContent('Annulée'));
    expect(recorded).toEqual([{ method: 'POST', path: `/api/subscriptions/${ACTIVE.id}/cancel`, body: {} }]);
    expect(active.getByRole('button', { name: "Réactiver l'abonnement" })).toBeInTheDocument();
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const recorded = serve([ACTIVE]);
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/abonnements' });
    await user.click((await card()).getByRole('button', { name: "Annuler l'abonnement" }));
    await user.click(await screen.findByRole('button', { name: 'Garder mon abonnement' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded).toEqual([]);
  });

  it('pauses until a date and shows the server’s French refusal under the field', async () => {
    const message = 'Une pause dure au plus 3 mois.';
    const recorded = serve([ACTIVE], (request) =>
      (request.body as { until: string }).until === '2027-06-01'
        ? {
            status: 400,
            body: { statusCode: 400, code: 'SUBSCRIPTION_INVALID', message, errors: { until: [message] } },
          }
        : {
            body: {
              ...ACTIVE,
              status: 'en_pause',
              statusLabel: 'En pause',
              pausedUntil: '2027-01-10',
              nextChargeOn: '2027-01-10',
              actions: ['changeFrequency', 'resume', 'cancel'],
            },
          },
    );
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/abonnements' });
    await user.click((await card()).getByRole('button', { name: 'Mettre en pause' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mettre en pause' }));
    const date = dialog.getByLabelText(/En pause jusqu'au/);
    await user.type(date, '2027-06-01');
    await user.click(dialog.getByRole('button', { name: 'Confirmer la pause' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await user.clear(date);
    await user.type(date, '2027-01-10');
    await user.click(dialog.getByRole('button', { name: 'Confirmer la pause' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const paused = await card();
    await waitFor(() => expect(paused.getByTestId('subscription-status')).toHaveTextContent('En pause'));
    expect(paused.getByRole('button', { name: 'Reprendre maintenant' })).toBeInTheDocument();
    expect(recorded.map((r) => r.body)).toEqual([{ until: '2027-06-01' }, { until: '2027-01-10' }]);
  });

  it('says why a refused change failed, in the server’s words', async () => {
    serve([ACTIVE], () => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'SUBSCRIPTION_INVALID_TRANSITION',
        message: "Impossible de sauter la prochaine box : l'abonnement est « Annulée ».",
      },
    }));
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/abonnements' });
    await user.click((await card()).getByRole('button', { name: 'Sauter la prochaine box' }));
    expect(await screen.findByText(/Impossible de sauter la prochaine box/)).toBeInTheDocument();
  });

  describe('a new payment method for a suspended subscription', () => {
    const CHECKOUT = 'http://localhost/api/mollie/sandbox/checkout/tr_newMandate1';
    const answerCheckout = (request: Recorded) =>
      request.path.endsWith('/payment-method') ? { body: { checkoutUrl: CHECKOUT } } : { body: ACTIVE };

    it('the button posts for a first payment and leaves for the payment page', async () => {
      const recorded = serve([ACTIVE, SUSPENDED], answerCheckout);
      const user = userEvent.setup();
      renderRoutes(routes, { path: '/abonnements' });
      await user.click(
        (await card(SUSPENDED.id)).getByRole('button', { name: 'Mettre à jour le moyen de paiement' }),
      );
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT));
      expect(recorded).toEqual([
        { method: 'POST', path: `/api/subscriptions/${SUSPENDED.id}/payment-method`, body: {} },
      ]);
    });

    it('the mail’s link /abonnements?moyen-de-paiement=<id> starts it at once, once', async () => {
      const recorded = serve([ACTIVE, SUSPENDED], answerCheckout);
      const { router } = renderRoutes(routes, { path: `/abonnements?moyen-de-paiement=${SUSPENDED.id}` });
      await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(CHECKOUT));
      expect(await screen.findByText('Redirection vers la page de paiement sécurisée…')).toBeInTheDocument();
      expect(recorded).toEqual([
        { method: 'POST', path: `/api/subscriptions/${SUSPENDED.id}/payment-method`, body: {} },
      ]);
      expect(leaveTo).toHaveBeenCalledTimes(1);
      // Dropped from the address: coming back to the page does not start it again.
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });

    it('says so when the link’s subscription waits for no payment, or is not the customer’s', async () => {
      const recorded = serve([ACTIVE, SUSPENDED], answerCheckout);
      const { router, unmount } = renderRoutes(routes, {
        path: `/abonnements?moyen-de-paiement=${ACTIVE.id}`,
      });
      expect(
        await screen.findByText('Cet abonnement n’attend aucun paiement : son moyen de paiement est à jour.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      unmount();

      const unknown = serve([ACTIVE, SUSPENDED], () => ({
        status: 404,
        body: { statusCode: 404, code: 'SUBSCRIPTION_NOT_FOUND', message: 'Abonnement introuvable.' },
      }));
      renderRoutes(routes, { path: '/abonnements?moyen-de-paiement=33333333-3333-4333-8333-333333333333' });
      // Not in the list: the server is asked, and its answer shown.
      expect(await screen.findByText('Abonnement introuvable.')).toBeInTheDocument();
      expect(recorded).toEqual([]);
      expect(unknown).toEqual([
        { method: 'GET', path: '/api/subscriptions/33333333-3333-4333-8333-333333333333', body: undefined },
      ]);
      expect(leaveTo).not.toHaveBeenCalled();
    });
  });
});
