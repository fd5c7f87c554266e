import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';

/**
 * The payment in progress, kept in the browser under the storefront's keys (docs/design/frontend.md): 'currentOrderId',
 * 'molliePaymentId' and 'paymentStartTime' (milliseconds since the epoch).
 */
export interface StoredPayment {
  orderId: string | null;
  paymentId: string | null;
  /** When the payment was created (ms), or null when absent or unreadable. */
  startTime: number | null;
}

export function readStoredPayment(): StoredPayment {
  const rawStart = readStorage(STORAGE_KEYS.paymentStartTime);
  const start = rawStart === null ? Number.NaN : Number(rawStart);
  return {
    orderId: readStorage(STORAGE_KEYS.currentOrderId) || null,
    paymentId: readStorage(STORAGE_KEYS.molliePaymentId) || null,
    startTime: Number.isFinite(start) && start > 0 ? start : null,
  };
}

/** Remembers a payment that was just created, before the shopper leaves for the provider's page. */
export function storePaymentStart(payment: { orderId: string; paymentId: string; startTime: number }): void {
  writeStorage(STORAGE_KEYS.currentOrderId, payment.orderId);
  writeStorage(STORAGE_KEYS.molliePaymentId, payment.paymentId);
  writeStorage(STORAGE_KEYS.paymentStartTime, String(payment.startTime));
}

export function clearStoredPayment(): void {
  removeStorage(STORAGE_KEYS.currentOrderId, STORAGE_KEYS.molliePaymentId, STORAGE_KEYS.paymentStartTime);
}
