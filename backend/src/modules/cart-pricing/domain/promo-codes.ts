import { PricingError } from './pricing.errors.js';

export type PromoCodeName = 'PROMO10' | 'PROMO20' | 'BIENVENUE';

export interface PromoCode {
  readonly code: PromoCodeName;
  /** 1000 = 10 % off the subtotal. */
  readonly rateBasisPoints: number;
  /** Only for a customer without any paid order. */
  readonly firstOrderOnly: boolean;
}

/** The server's promo catalogue (never shipped to the SPA). */
export const PROMO_CODES: Readonly<Record<PromoCodeName, PromoCode>> = {
  PROMO10: { code: 'PROMO10', rateBasisPoints: 1000, firstOrderOnly: false },
  PROMO20: { code: 'PROMO20', rateBasisPoints: 2000, firstOrderOnly: false },
  BIENVENUE: { code: 'BIENVENUE', rateBasisPoints: 1000, firstOrderOnly: true },
};

/** The code the shop advertises to new customers (home page, catalogue, terms): the first-order one. */
export const WELCOME_PROMO: PromoCode = PROMO_CODES.BIENVENUE;

const FIELD = 'promoCode';

/** Case-insensitive, space-trimming lookup: ' promo20 ' → PROMO20. Unknown or blank → null. */
export function findPromoCode(input: string): PromoCode | null {
  const key = input.trim().toUpperCase();
  return Object.hasOwn(PROMO_CODES, key) ? PROMO_CODES[key as PromoCodeName] : null;
}

/**
 * The promo code a customer may use, or a PricingError:
 * blank → PROMO_CODE_REQUIRED, unknown → PROMO_CODE_INVALID,
 * first-order-only code for a customer who already paid an order → PROMO_CODE_FIRST_ORDER_ONLY.
 */
export function resolvePromoCode(input: string, context: { hasPaidOrder: boolean }): PromoCode {
  if (input.trim() === '') {
    throw new PricingError('PROMO_CODE_REQUIRED', 'Veuillez entrer un code promo', FIELD);
  }
  const promo = findPromoCode(input);
  if (!promo) throw new PricingError('PROMO_CODE_INVALID', 'Code promo invalide', FIELD);
  if (promo.firstOrderOnly && context.hasPaidOrder) {
    throw new PricingError(
      'PROMO_CODE_FIRST_ORDER_ONLY',
      `Le code ${promo.code} est réservé à votre première commande.`,
      FIELD,
    );
  }
  return promo;
}

/** The success label shown by the SPA, e.g. 'Code promo appliqué : -20%'. */
export function promoAppliedMessage(code: PromoCodeName): string {
  const promo = PROMO_CODES[code];
  const percent = `-${promo.rateBasisPoints / 100}%`;
  return promo.firstOrderOnly ? `Code promo ${promo.code} appliqué : ${percent}` : `Code promo appliqué : ${percent}`;
}
