import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_EXPIRY_MS } from './decision';
import { readStoredPayment, storePaymentStart } from './storage';
import {
  PAYMENT_WATCH_INTERVAL_MS,
  expiredResultPath,
  isPaymentPath,
  isStoredPaymentExpired,
  watchStoredPayment,
} from './watcher';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('background payment watcher', () => {
  it('looks every 30 s and sends the shopper to the expired result once 15 minutes have passed', () => {
    storePaymentStart({ orderId: 'BP-20261121-AB12CD', paymentId: 'tr_abc', startTime: START });
    const onExpired = vi.fn();
    const read = vi.fn(readStoredPayment);
    const stop = watchStoredPayment({ read, onExpired });

    vi.advanceTimersByTime(PAYMENT_WATCH_INTERVAL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);

    // 15 minutes exactly: not yet (strictly more than 900000 ms).
    vi.advanceTimersByTime(PAYMENT_EXPIRY_MS - PAYMENT_WATCH_INTERVAL_MS);
    expect(read).toHaveBeenCalledTimes(30);
    expect(onExpired).not.toHaveBeenCalled();

    vi.advanceTimersByTime(PAYMENT_WATCH_INTERVAL_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith(
      '/payment-result?status=expired&origin=auto&order=BP-20261121-AB12CD',
    );

    // Once is enough.
    vi.advanceTimersByTime(10 * PAYMENT_WATCH_INTERVAL_MS);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing unless a payment id, its start time and its order are all stored', () => {
    const onExpired = vi.fn();
    const old = START - 2 * PAYMENT_EXPIRY_MS;
    const cases = [
      { orderId: null, paymentId: 'tr_abc', startTime: old },
      { orderId: 'BP-1', paymentId: null, startTime: old },
      { orderId: 'BP-1', paymentId: 'tr_abc', startTime: null },
    ];
    for (const stored of cases) {
      const stop = watchStoredPayment({ read: () => stored, onExpired });
      vi.advanceTimersByTime(5 * PAYMENT_WATCH_INTERVAL_MS);
      stop();
    }
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops when told to', () => {
    const onExpired = vi.fn();
    const stop = watchStoredPayment({
      read: () => ({ orderId: 'BP-1', paymentId: 'tr_abc', startTime: START - 2 * PAYMENT_EXPIRY_MS }),
      onExpired,
    });
    stop();
    vi.advanceTimersByTime(PAYMENT_WATCH_INTERVAL_MS * 3);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stays quiet on checkout and the payment pages', () => {
    for (const path of ['/checkout', '/checkout/resume', '/payment-result', '/payment-success']) {
      expect(isPaymentPath(path)).toBe(true);
    }
    for (const path of ['/', '/cart', '/orders', '/checkouts', '/product/1'])
      expect(isPaymentPath(path)).toBe(false);
  });

  it('reads a stored start time as a number; garbage counts as absent', () => {
    localStorage.setItem('molliePaymentId', 'tr_abc');
    localStorage.setItem('currentOrderId', 'BP-1');
    localStorage.setItem('paymentStartTime', 'yesterday');
    expect(readStoredPayment()).toEqual({ orderId: 'BP-1', paymentId: 'tr_abc', startTime: null });
    expect(isStoredPaymentExpired(readStoredPayment(), START + 10 * PAYMENT_EXPIRY_MS)).toBe(false);
    expect(expiredResultPath({ orderId: null, paymentId: null, startTime: null })).toBe(
      '/payment-result?status=expired&origin=auto',
    );
  });
});
