import { applyBasisPoints, assertCents, type Cents } from '../../../shared/money.js';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_INVALID_MESSAGE,
  SUBSCRIPTION_RATE_BASIS_POINTS,
  subscriptionUnitPriceCents,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { PricingError } from './pricing.errors.js';
import type { PromoCode } from './promo-codes.js';

export const FREE_SHIPPING_THRESHOLD_CENTS: Cents = 5000;
export const SHIPPING_FEE_CENTS: Cents = 499;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
export const MAX_LINES = 50;

export { DEFAULT_FREQUENCY, FREQUENCIES, SUBSCRIPTION_RATE_BASIS_POINTS, type Frequency };

/** French messages of the cart rules, shared with the request validation of the HTTP layer. */
export const CART_TOO_MANY_LINES_MESSAGE = `Le panier ne peut pas contenir plus de ${MAX_LINES} articles différents.`;
/** A line sent without its quantity. */
export const QUANTITY_REQUIRED_MESSAGE = 'La quantité est requise';
export const CART_QUANTITY_INVALID_MESSAGE = `La quantité doit être un nombre entier entre ${MIN_QUANTITY} et ${MAX_QUANTITY}.`;
export const CART_FREQUENCY_INVALID_MESSAGE = FREQUENCY_INVALID_MESSAGE;

/** A cart line joined with the catalogue's current data for its product. */
export interface CartLineInput {
  productId: number;
  name: string;
  priceCents: Cents;
  inStock: boolean;
  hasSubscriptionOption: boolean;
  quantity: number;
  isSubscription: boolean;
  /** Subscription lines only (default monthly); ignored on single-purchase lines. */
  frequency?: Frequency | null;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  promo: PromoCode | null;
}

export interface QuoteLine {
  productId: number;
  name: string;
  quantity: number;
  isSubscription: boolean;
  frequency: Frequency | null;
  unitPriceCents: Cents;
  originalPriceCents: Cents;
  lineTotalCents: Cents;
}

export interface Quote {
  lines: QuoteLine[];
  subtotalCents: Cents;
  subscriptionSavingsCents: Cents;
  discountCents: Cents;
  promo: { code: PromoCode['code']; rateBasisPoints: number } | null;
  shippingCents: Cents;
  freeShippingThresholdCents: Cents;
  amountToFreeShippingCents: Cents;
  totalCents: Cents;
}

/** Shipping of a non-empty cart (or of one subscription's box): 4,99 € under 50 €, free from 50 €. */
export function shippingCentsFor(subtotalCents: Cents): Cents {
  return subtotalCents < FREE_SHIPPING_THRESHOLD_CENTS ? SHIPPING_FEE_CENTS : 0;
}

/** The one pricing function: what the cart shows is what checkout charges. Pure; throws PricingError. */
export function priceCart({ lines, promo }: PriceCartInput): Quote {
  if (lines.length > MAX_LINES) {
    throw new PricingError('CART_TOO_MANY_LINES', CART_TOO_MANY_LINES_MESSAGE, 'items');
  }
  const quoteLines = lines.map(priceLine);
  const subtotalCents = sum(quoteLines.map((l) => l.lineTotalCents));
  const subscriptionSavingsCents = sum(quoteLines.map((l) => (l.originalPriceCents - l.unitPriceCents) * l.quantity));
  const discountCents = promo ? Math.min(subtotalCents, applyBasisPoints(subtotalCents, promo.rateBasisPoints)) : 0;
  const isEmpty = quoteLines.length === 0;
  const shippingCents = isEmpty ? 0 : shippingCentsFor(subtotalCents);
  const amountToFreeShippingCents = isEmpty ? 0 : Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents);
  return {
    lines: quoteLines,
    subtotalCents,
    subscriptionSavingsCents,
    discountCents,
    promo: promo ? { code: promo.code, rateBasisPoints: promo.rateBasisPoints } : null,
    shippingCents,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    amountToFreeShippingCents,
    totalCents: Math.max(0, subtotalCents - discountCents + shippingCents),
  };
}

function priceLine(line: CartLineInput, index: number): QuoteLine {
  const field = (name: string) => `items.${index}.${name}`;
  assertCents(line.priceCents);
  if (line.priceCents < 0) throw new RangeError(`negative price for product ${line.productId}`);
  if (!Number.isInteger(line.quantity) || line.quantity < MIN_QUANTITY || line.quantity > MAX_QUANTITY) {
    throw new PricingError('CART_QUANTITY_INVALID', CART_QUANTITY_INVALID_MESSAGE, field('quantity'));
  }
  if (!line.inStock) {
    throw new PricingError('CART_PRODUCT_OUT_OF_STOCK', `La ${line.name} est en rupture de stock.`, field('productId'));
  }
  if (line.isSubscription && !line.hasSubscriptionOption) {
    throw new PricingError(
      'CART_PRODUCT_NO_SUBSCRIPTION',
      `La ${line.name} n'est pas disponible en abonnement.`,
      field('isSubscription'),
    );
  }
  const frequency = line.isSubscription ? (line.frequency ?? DEFAULT_FREQUENCY) : null;
  if (frequency !== null && !FREQUENCIES.includes(frequency)) {
    throw new PricingError('CART_FREQUENCY_INVALID', CART_FREQUENCY_INVALID_MESSAGE, field('frequency'));
  }
  const unitPriceCents = line.isSubscription ? subscriptionUnitPriceCents(line.priceCents) : line.priceCents;
  return {
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    isSubscription: line.isSubscription,
    frequency,
    unitPriceCents,
    originalPriceCents: line.priceCents,
    lineTotalCents: unitPriceCents * line.quantity,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
