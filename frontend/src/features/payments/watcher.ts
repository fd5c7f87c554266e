import { PAYMENT_EXPIRY_MS } from './decision';
import type { StoredPayment } from './storage';

/** The background payment watcher looks every 30 s (docs/design/payments.md). */
export const PAYMENT_WATCH_INTERVAL_MS = 30_000;

/** Pages where the watcher stays quiet: checkout and the payment pages follow the payment themselves. */
const PAYMENT_PATHS = ['/checkout', '/payment-result', '/payment-success'];

export function isPaymentPath(pathname: string): boolean {
  return PAYMENT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** A stored payment (id, start time and order all present) that started more than 15 minutes ago. */
export function isStoredPaymentExpired(stored: StoredPayment, now: number): boolean {
  if (!stored.paymentId || !stored.orderId || stored.startTime === null) return false;
  return now - stored.startTime > PAYMENT_EXPIRY_MS;
}

/** Where the watcher sends the shopper when the stored payment has expired. */
export function expiredResultPath(stored: StoredPayment): string {
  const params = new URLSearchParams({ status: 'expired', origin: 'auto' });
  if (stored.orderId) params.set('order', stored.orderId);
  return `/payment-result?${params.toString()}`;
}

export interface PaymentWatchOptions {
  read: () => StoredPayment;
  now?: () => number;
  onExpired: (path: string) => void;
  intervalMs?: number;
}

/**
 * Every 30 s, when a payment id, its start time and its order are all stored and the payment started
 * more than 15 minutes ago, calls `onExpired` with /payment-result?status=expired&origin=auto (once).
 * Returns the function that stops watching.
 */
export function watchStoredPayment({
  read,
  now = Date.now,
  onExpired,
  intervalMs = PAYMENT_WATCH_INTERVAL_MS,
}: PaymentWatchOptions): () => void {
  const timer = setInterval(() => {
    const stored = read();
    if (!isStoredPaymentExpired(stored, now())) return;
    clearInterval(timer);
    onExpired(expiredResultPath(stored));
  }, intervalMs);
  return () => clearInterval(timer);
}
