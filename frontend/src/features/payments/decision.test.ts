import { describe, expect, it } from 'vitest';
import {
  PAYMENT_EXPIRY_MS,
  POLL_DELAYS_MS,
  decideAfterFetch,
  decideOnArrival,
  effectsOf,
  isMissingOrderInformation,
  isPastExpiry,
  knownStatus,
  nextPollDelay,
  orderReference,
  type ResultQuery,
} from './decision';

const query = (overrides: Partial<ResultQuery> = {}): ResultQuery => ({
  status: null,
  origin: null,
  order: null,
  ...overrides,
});
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const stored = { paymentId: 'tr_abc123' };
const none = { paymentId: null };

describe('payment result decision: on arrival', () => {
  it('rule 2: status expired with origin auto stops as expired, even with a stored payment id', () => {
    expect(decideOnArrival(query({ status: 'expired', origin: 'auto' }), stored, { signedIn: true })).toEqual(
      {
        kind: 'show',
        status: 'expired',
        rule: 'autoExpired',
      },
    );
  });

  it.each(['paid', 'canceled', 'failed', 'expired', 'pending', 'open'] as const)(
    'rule 1: an explicit status %s is used directly, without asking the server',
    (status) => {
      expect(decideOnArrival(query({ status, origin: 'success' }), stored, { signedIn: true })).toEqual({
        kind: 'show',
        status,
        rule: 'explicit',
      });
    },
  );

  it('an explicit status is read case-insensitively; authorized shows as pending', () => {
    expect(decideOnArrival(query({ status: 'PAID' }), none, { signedIn: false })).toMatchObject({
      status: 'paid',
    });
    expect(decideOnArrival(query({ status: 'authorized' }), none, { signedIn: false })).toMatchObject({
      status: 'pending',
    });
  });

  it('rule 3: no (or an unrecognised) status and a stored payment id → fetch its status', () => {
    expect(
      decideOnArrival(query({ order: 'BP-20261121-AB12CD', origin: 'redirect' }), stored, { signedIn: true }),
    ).toEqual({
      kind: 'fetchPayment',
      paymentId: 'tr_abc123',
    });
    expect(decideOnArrival(query({ status: 'bogus' }), stored, { signedIn: false })).toEqual({
      kind: 'fetchPayment',
      paymentId: 'tr_abc123',
    });
  });

  it('no stored id, an order reference and a signed-in customer → that order is looked up', () => {
    expect(decideOnArrival(query({ order: ' BP-20261121-AB12CD ' }), none, { signedIn: true })).toEqual({
      kind: 'fetchOrder',
      orderId: 'BP-20261121-AB12CD',
    });
  });

  it('rule 5: no stored payment id → unknown', () => {
    expect(decideOnArrival(query({ order: 'BP-20261121-AB12CD' }), none, { signedIn: false })).toEqual({
      kind: 'show',
      status: 'unknown',
      rule: 'noPaymentId',
    });
    expect(decideOnArrival(query(), none, { signedIn: true })).toMatchObject({
      status: 'unknown',
      rule: 'noPaymentId',
    });
  });
});

describe('payment result decision: after a status check', () => {
  const recent = NOW - 5 * 60_000;
  const old = NOW - PAYMENT_EXPIRY_MS - 1;

  it('uses the status the server gives', () => {
    for (const status of ['paid', 'open', 'pending', 'failed', 'canceled', 'expired'] as const) {
      expect(decideAfterFetch({ kind: 'status', status }, recent, NOW)).toEqual({
        kind: 'show',
        status,
        rule: 'fetched',
      });
    }
    expect(decideAfterFetch({ kind: 'status', status: 'paid' }, null, NOW, 'order')).toMatchObject({
      rule: 'order',
    });
  });

  it('HTTP 410 is expired', () => {
    expect(decideAfterFetch({ kind: 'gone' }, recent, NOW)).toEqual({
      kind: 'show',
      status: 'expired',
      rule: 'gone',
    });
  });

  it('rule 3: no status obtained → expired after 15 minutes, else unknown', () => {
    expect(decideAfterFetch({ kind: 'status', status: null }, old, NOW)).toMatchObject({
      status: 'expired',
      rule: 'noStatus',
    });
    expect(decideAfterFetch({ kind: 'status', status: undefined }, recent, NOW)).toMatchObject({
      status: 'unknown',
      rule: 'noStatus',
    });
    expect(decideAfterFetch({ kind: 'status', status: 'weird' }, null, NOW)).toMatchObject({
      status: 'unknown',
    });
  });

  it('rule 4: a fetch error → expired after 15 minutes, else unknown', () => {
    expect(decideAfterFetch({ kind: 'error' }, old, NOW)).toMatchObject({
      status: 'expired',
      rule: 'fetchError',
    });
    expect(decideAfterFetch({ kind: 'error' }, recent, NOW)).toMatchObject({
      status: 'unknown',
      rule: 'fetchError',
    });
    expect(decideAfterFetch({ kind: 'error' }, null, NOW)).toMatchObject({
      status: 'unknown',
      rule: 'fetchError',
    });
  });

  it('15 minutes means strictly more than 900000 ms', () => {
    expect(isPastExpiry(NOW - PAYMENT_EXPIRY_MS, NOW)).toBe(false);
    expect(isPastExpiry(NOW - PAYMENT_EXPIRY_MS - 1, NOW)).toBe(true);
    expect(isPastExpiry(null, NOW)).toBe(false);
  });
});

describe('payment result decision: what a result does', () => {
  it('paid clears the cart; paid and pending forget the payment later; finished ones at once; unknown keeps it', () => {
    expect(effectsOf('paid')).toEqual({ clearCart: true, clearStoredNow: false, clearStoredLater: true });
    expect(effectsOf('pending')).toEqual({ clearCart: false, clearStoredNow: false, clearStoredLater: true });
    expect(effectsOf('open')).toEqual({ clearCart: false, clearStoredNow: false, clearStoredLater: true });
    for (const status of ['canceled', 'failed', 'expired'] as const) {
      expect(effectsOf(status)).toEqual({ clearCart: false, clearStoredNow: true, clearStoredLater: false });
    }
    expect(effectsOf('unknown')).toEqual({
      clearCart: false,
      clearStoredNow: false,
      clearStoredLater: false,
    });
  });

  it('keeps checking an open or pending payment a few times, then stops', () => {
    expect(nextPollDelay('open', 0)).toBe(POLL_DELAYS_MS[0]);
    expect(nextPollDelay('pending', 3)).toBe(POLL_DELAYS_MS[3]);
    expect(nextPollDelay('pending', POLL_DELAYS_MS.length)).toBeNull();
    expect(nextPollDelay('paid', 0)).toBeNull();
    expect(nextPollDelay('unknown', 0)).toBeNull();
  });

  it('the order reference: from the URL, else the payment answer, else storage', () => {
    expect(orderReference({ order: 'BP-1' }, { orderId: 'BP-3' }, 'BP-2')).toBe('BP-1');
    expect(orderReference({ order: null }, { orderId: 'BP-3' }, 'BP-2')).toBe('BP-2');
    expect(orderReference({ order: '' }, { orderId: 'BP-3' }, null)).toBe('BP-3');
    expect(orderReference({ order: null }, { orderId: null })).toBeNull();
  });

  it("without order information only canceled, failed and expired are shown; the rest is 'Informations de commande introuvables'", () => {
    for (const status of ['canceled', 'failed', 'expired'] as const)
      expect(isMissingOrderInformation(status, null)).toBe(false);
    for (const status of ['paid', 'pending', 'open', 'unknown'] as const)
      expect(isMissingOrderInformation(status, null)).toBe(true);
    expect(isMissingOrderInformation('paid', 'BP-20261121-AB12CD')).toBe(false);
  });

  it('knows the provider statuses only', () => {
    expect(knownStatus(' Canceled ')).toBe('canceled');
    expect(knownStatus('refunded')).toBeNull();
    expect(knownStatus(undefined)).toBeNull();
  });
});
