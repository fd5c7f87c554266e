import { applyBasisPoints, type Cents } from './money.js';

/**
 * The subscription rules every module applies (cart-pricing charges them, ordering and
 * subscriptions record them, the catalogue and GET /api/rules show them): THE one list of
 * frequencies with their French labels and intervals, and the subscription price. The SPA reads
 * them from the API and never copies them.
 */

/** Subscription lines pay 85 % of the price (-15 %), rounded once per unit. */
export const SUBSCRIPTION_RATE_BASIS_POINTS = 8500;
export const SUBSCRIPTION_DISCOUNT_PERCENT = 15;

/** The price of one unit bought by subscription. */
export function subscriptionUnitPriceCents(priceCents: Cents): Cents {
  return applyBasisPoints(priceCents, SUBSCRIPTION_RATE_BASIS_POINTS);
}

export const FREQUENCIES = ['monthly', 'bimonthly', 'quarterly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A line added as a subscription without a frequency is monthly (docs/design/subscriptions.md). */
export const DEFAULT_FREQUENCY = 'monthly' satisfies Frequency;

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  monthly: 'Mensuel',
  bimonthly: 'Tous les 2 mois',
  quarterly: 'Trimestriel',
};

/** How many calendar months lie between two boxes. */
export const FREQUENCY_MONTHS: Readonly<Record<Frequency, number>> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
};

/** The French message of a refused frequency (never echoes the input). */
export const FREQUENCY_INVALID_MESSAGE = 'La fréquence doit être mensuelle, bimestrielle ou trimestrielle.';

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/**
 * A prepaid gift subscription (docs/design/gifting.md) holds 3, 6 or 12 boxes, paid once upfront:
 * each box at the subscription price, plus the shipping one such box alone is charged.
 */
export const GIFT_BOX_COUNTS = [3, 6, 12] as const;
export type GiftBoxCount = (typeof GIFT_BOX_COUNTS)[number];
export const GIFT_BOX_COUNT_INVALID_MESSAGE = 'Un abonnement offert compte 3, 6 ou 12 box.';

export function isGiftBoxCount(value: unknown): value is GiftBoxCount {
  return typeof value === 'number' && (GIFT_BOX_COUNTS as readonly number[]).includes(value);
}
