import '../../test/pages';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes, stubFetch } from '../../test/utils';
import { PAYMENT_EXPIRY_MS } from './decision';
import { PAYMENT_WATCH_INTERVAL_MS } from './watcher';

// The watchers' chunks, which the shop loads once the page is idle, are loaded before the clock is faked:
// their first import (transformed on demand by the test runner) takes real time that a fake clock does
// not wait for.
beforeAll(async () => {
  await Promise.all([import('../../app/SessionWatcher'), import('./PaymentWatcher')]);
});

afterEach(() => {
  vi.useRealTimers();
});

function storeStartedPayment(ago: number) {
  localStorage.setItem('currentOrderId', 'BP-20261121-AB12CD');
  localStorage.setItem('molliePaymentId', 'tr_abc123');
  localStorage.setItem('paymentStartTime', String(Date.now() - ago));
}

describe('background payment watcher (in the shop)', () => {
  it('sends a shopper browsing the shop to the expired result once 15 minutes have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 12 } }));
    storeStartedPayment(PAYMENT_EXPIRY_MS - 45_000);
    const { router } = renderRoutes(routes, { path: '/category' });
    // The watcher starts once the page is idle (its chunk loads then), and looks every 30 s: a second
    // at a time, until the payment has expired and one more look has passed.
    const tick = () =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    for (let s = 0; s < 44; s += 1) await tick();
    expect(router.state.location.pathname).toBe('/category');
    for (let s = 0; s < 60 && router.state.location.pathname === '/category'; s += 1) await tick();
    expect(router.state.location.pathname).toBe('/payment-result');
    expect(router.state.location.search).toBe('?status=expired&origin=auto&order=BP-20261121-AB12CD');
    expect(await screen.findByRole('heading', { name: 'Paiement expiré' })).toBeInTheDocument();
    // The result page forgets the payment: no loop.
    expect(localStorage.getItem('molliePaymentId')).toBeNull();
  });

  it('stays quiet on the payment result page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Erreur' } }));
    storeStartedPayment(PAYMENT_EXPIRY_MS + 60_000);
    const { router } = renderRoutes(routes, {
      path: '/payment-result?status=pending&order=BP-20261121-AB12CD',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * PAYMENT_WATCH_INTERVAL_MS);
    });
    expect(router.state.location.search).toBe('?status=pending&order=BP-20261121-AB12CD');
  });
});
