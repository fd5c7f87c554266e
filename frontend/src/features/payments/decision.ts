import type { StoredPayment } from './storage';

/**
 * The payment result decision (docs/design/payments.md), as pure functions: the page reads the URL and the
 * stored payment, asks the server when it must, and shows what these functions decide.
 */

/** A payment left unpaid this long has expired (docs/design/payments.md). */
export const PAYMENT_EXPIRY_MS = 900_000;
/** Stored payment data is cleared this long after a paid or pending result is shown. */
export const STORED_PAYMENT_CLEANUP_MS = 300_000;

export type ResultStatus = 'paid' | 'pending' | 'open' | 'canceled' | 'failed' | 'expired' | 'unknown';

/** Why a status was chosen (the numbered rules of docs/design/payments.md; `order` is the shop's addition). */
export type DecisionRule =
  'autoExpired' | 'explicit' | 'fetched' | 'gone' | 'noStatus' | 'fetchError' | 'noPaymentId' | 'order';

export interface ResultQuery {
  status: string | null;
  origin: string | null;
  order: string | null;
}

export type Decision =
  | { kind: 'show'; status: ResultStatus; rule: DecisionRule }
  | { kind: 'fetchPayment'; paymentId: string }
  | { kind: 'fetchOrder'; orderId: string };

/** What a status lookup gave: a status (maybe none), HTTP 410 (the payment has expired), or an error. */
export type FetchOutcome =
  { kind: 'status'; status: string | null | undefined } | { kind: 'gone' } | { kind: 'error' };

const PROVIDER_STATUSES: Record<string, Exclude<ResultStatus, 'unknown'>> = {
  paid: 'paid',
  pending: 'pending',
  // Pay-later methods (not offered by the shop): money promised, not received yet.
  authorized: 'pending',
  open: 'open',
  canceled: 'canceled',
  failed: 'failed',
  expired: 'expired',
};

/** A status the URL or the server may carry, normalised; null for anything else. */
export function knownStatus(value: string | null | undefined): Exclude<ResultStatus, 'unknown'> | null {
  if (typeof value !== 'string') return null;
  return PROVIDER_STATUSES[value.trim().toLowerCase()] ?? null;
}

/** More than 15 minutes since the payment started (false when the start time is unknown). */
export function isPastExpiry(startTime: number | null, now: number): boolean {
  return startTime !== null && now - startTime > PAYMENT_EXPIRY_MS;
}

/**
 * What to do on arrival:
 * 1. status expired with origin auto (the background watcher sent the shopper here) → expired, and
 *    nothing is fetched again (guard against loops);
 * 2. an explicit status in the URL is used directly;
 * 3. a stored payment id → fetch its status;
 * 4. (shop addition) no stored id, but an order reference and a signed-in customer → that order's
 *    payment status;
 * 5. otherwise unknown ('Aucun ID de paiement trouvé').
 */
export function decideOnArrival(
  query: ResultQuery,
  stored: Pick<StoredPayment, 'paymentId'>,
  { signedIn }: { signedIn: boolean },
): Decision {
  const explicit = knownStatus(query.status);
  if (explicit === 'expired' && query.origin === 'auto') {
    return { kind: 'show', status: 'expired', rule: 'autoExpired' };
  }
  if (explicit) return { kind: 'show', status: explicit, rule: 'explicit' };
  if (stored.paymentId) return { kind: 'fetchPayment', paymentId: stored.paymentId };
  const order = query.order?.trim();
  if (order && signedIn) return { kind: 'fetchOrder', orderId: order };
  return { kind: 'show', status: 'unknown', rule: 'noPaymentId' };
}

/**
 * What a status lookup means: 410 → expired; a status → that status; no status, or an error →
 * expired when more than 15 minutes have passed since the payment started, else unknown.
 */
export function decideAfterFetch(
  outcome: FetchOutcome,
  startTime: number | null,
  now: number,
  rule: 'fetched' | 'order' = 'fetched',
): Decision & { kind: 'show' } {
  if (outcome.kind === 'gone') return { kind: 'show', status: 'expired', rule: 'gone' };
  if (outcome.kind === 'status') {
    const status = knownStatus(outcome.status);
    if (status) return { kind: 'show', status, rule };
    return { kind: 'show', status: isPastExpiry(startTime, now) ? 'expired' : 'unknown', rule: 'noStatus' };
  }
  return { kind: 'show', status: isPastExpiry(startTime, now) ? 'expired' : 'unknown', rule: 'fetchError' };
}

export interface ResultEffects {
  /** paid: the order is recorded, the cart is emptied. */
  clearCart: boolean;
  /** expired, canceled, failed: the stored payment is over. */
  clearStoredNow: boolean;
  /** paid, pending: the stored payment is cleared 5 minutes later, or when the page is left. */
  clearStoredLater: boolean;
}

export function effectsOf(status: ResultStatus): ResultEffects {
  return {
    clearCart: status === 'paid',
    clearStoredNow: status === 'expired' || status === 'canceled' || status === 'failed',
    clearStoredLater: status === 'paid' || status === 'pending' || status === 'open',
  };
}

/** Statuses that may still change: the webhook may not have arrived yet. */
export function isSettling(status: ResultStatus): boolean {
  return status === 'open' || status === 'pending';
}

/** Delays between status checks while a payment is still open or pending (about a minute in all). */
export const POLL_DELAYS_MS = [1_000, 1_500, 2_000, 3_000, 5_000, 5_000, 10_000, 10_000, 15_000, 15_000];

/** The delay before the next check after `attempts` checks, or null to stop. */
export function nextPollDelay(status: ResultStatus, attempts: number): number | null {
  if (!isSettling(status)) return null;
  return POLL_DELAYS_MS[attempts] ?? null;
}

/** The order reference to show: the URL's, else the one the payment answer names, else the stored one. */
export function orderReference(
  query: Pick<ResultQuery, 'order'>,
  stored: Pick<StoredPayment, 'orderId'>,
  fetchedOrderId?: string | null,
): string | null {
  return query.order?.trim() || fetchedOrderId?.trim() || stored.orderId?.trim() || null;
}

/** Without order information, only canceled, failed and expired still make sense to show. */
export function isMissingOrderInformation(status: ResultStatus, reference: string | null): boolean {
  return !reference && status !== 'canceled' && status !== 'failed' && status !== 'expired';
}
