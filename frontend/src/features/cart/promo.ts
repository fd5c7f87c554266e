import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/storage';
import type { QuotePromo } from './quote';

/** The applied promo code kept under 'couponCode' (its rate in percent under 'cartDiscount'). */
export function readStoredPromoCode(): string | null {
  const code = readStorage(STORAGE_KEYS.couponCode)?.trim();
  return code ? code : null;
}

export function storePromo(promo: Pick<QuotePromo, 'code' | 'rate'>): void {
  writeStorage(STORAGE_KEYS.couponCode, promo.code);
  writeStorage(STORAGE_KEYS.cartDiscount, String(promo.rate));
}

export function forgetPromo(): void {
  removeStorage(STORAGE_KEYS.couponCode, STORAGE_KEYS.cartDiscount);
}
