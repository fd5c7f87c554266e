import { applyBasisPoints, assertCents, type Cents, frenchEuros } from '../../../shared/money.js';
import {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_INVALID_MESSAGE,
  GIFT_BOX_COUNT_INVALID_MESSAGE,
  SUBSCRIPTION_RATE_BASIS_POINTS,
  isGiftBoxCount,
  subscriptionUnitPriceCents,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { type CheckedGiftCardLine, giftCardsTotalCents } from '../../../shared/gift-card-rules.js';
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
  /**
   * A prepaid gift subscription ('Offrir un abonnement', docs/design/gifting.md): its number of boxes
   * (3, 6 or 12), on a subscription line of quantity 1. Null or absent: an ordinary line.
   */
  giftBoxes?: number | null;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  promo: PromoCode | null;
  /**
   * The e-gift cards bought beside the boxes, already checked (shared/gift-card-rules.ts); absent: none.
   * No promo, no shipping on them: they only add to the total (docs/design/gift-cards.md).
   */
  giftCards?: readonly CheckedGiftCardLine[];
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
  /** A prepaid gift subscription's boxes (its total is giftBoxes × unitPriceCents); null otherwise. */
  giftBoxes: number | null;
  /** A gift subscription's shipping: giftBoxes × what one such box alone is charged; 0 otherwise. */
  giftShippingCents: Cents;
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
  /** The e-gift cards, as checked, and their sum. */
  giftCards: CheckedGiftCardLine[];
  giftCardsCents: Cents;
  /** False when the cart holds only gift cards: nothing to ship, no shipping address. */
  needsShipping: boolean;
  /** The boxes' subtotal - discount + shipping, plus the cards. */
  totalCents: Cents;
}

export const GIFT_QUANTITY_INVALID_MESSAGE = "Un abonnement offert s'ajoute un par un : quantité 1.";

/** Shipping of a non-empty cart (or of one subscription's box): 4,99 € under 50 €, free from 50 €. */
export function shippingCentsFor(subtotalCents: Cents): Cents {
  return subtotalCents < FREE_SHIPPING_THRESHOLD_CENTS ? SHIPPING_FEE_CENTS : 0;
}

/** The one pricing function: what the cart shows is what checkout charges. Pure; throws PricingError. */
export function priceCart({ lines, promo, giftCards = [] }: PriceCartInput): Quote {
  if (lines.length > MAX_LINES) {
    throw new PricingError('CART_TOO_MANY_LINES', CART_TOO_MANY_LINES_MESSAGE, 'items');
  }
  const quoteLines = lines.map(priceLine);
  const subtotalCents = sum(quoteLines.map((l) => l.lineTotalCents));
  const subscriptionSavingsCents = sum(
    quoteLines.map((l) => (l.originalPriceCents - l.unitPriceCents) * (l.giftBoxes ?? l.quantity)),
  );
  const discountCents = promo ? Math.min(subtotalCents, applyBasisPoints(subtotalCents, promo.rateBasisPoints)) : 0;
  // The boxes shipped with this order pay one shipping; a gift subscription pays its boxes' own.
  const shipped = quoteLines.filter((l) => l.giftBoxes === null);
  const shippedCents = sum(shipped.map((l) => l.lineTotalCents));
  const isEmpty = shipped.length === 0;
  const shippingCents =
    (isEmpty ? 0 : shippingCentsFor(shippedCents)) + sum(quoteLines.map((l) => l.giftShippingCents));
  const amountToFreeShippingCents = isEmpty ? 0 : Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - shippedCents);
  // The cards are outside the promo and the free-shipping threshold: they only add to the total.
  const giftCardsCents = giftCardsTotalCents(giftCards);
  return {
    lines: quoteLines,
    subtotalCents,
    subscriptionSavingsCents,
    discountCents,
    promo: promo ? { code: promo.code, rateBasisPoints: promo.rateBasisPoints } : null,
    shippingCents,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    amountToFreeShippingCents,
    giftCards: giftCards.map((card) => ({ ...card, sendAt: card.sendAt ? new Date(card.sendAt.getTime()) : null })),
    giftCardsCents,
    needsShipping: quoteLines.length > 0,
    totalCents: Math.max(0, subtotalCents - discountCents + shippingCents) + giftCardsCents,
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
  const giftBoxes = giftBoxesOf(line, field);
  return {
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    isSubscription: line.isSubscription,
    frequency,
    unitPriceCents,
    originalPriceCents: line.priceCents,
    lineTotalCents: unitPriceCents * (giftBoxes ?? line.quantity),
    giftBoxes,
    giftShippingCents: giftBoxes === null ? 0 : giftBoxes * shippingCentsFor(unitPriceCents),
  };
}

/** How the cart and checkout show a gift subscription's price: '3 box × 25,49 € + livraison 3 × 4,99 €'. */
export function giftPriceText(
  line: Pick<QuoteLine, 'giftBoxes' | 'unitPriceCents' | 'giftShippingCents'>,
): string | null {
  if (line.giftBoxes === null) return null;
  const boxes = `${line.giftBoxes} box × ${frenchEuros(line.unitPriceCents)}`;
  const perBox = line.giftShippingCents / line.giftBoxes;
  return perBox === 0
    ? `${boxes}, livraison offerte`
    : `${boxes} + livraison ${line.giftBoxes} × ${frenchEuros(perBox)}`;
}

/** A gift subscription's boxes: 3, 6 or 12, on a subscription line of quantity 1; null for an ordinary line. */
function giftBoxesOf(line: CartLineInput, field: (name: string) => string): number | null {
  if (line.giftBoxes === undefined || line.giftBoxes === null) return null;
  if (!isGiftBoxCount(line.giftBoxes)) {
    throw new PricingError('CART_GIFT_BOXES_INVALID', GIFT_BOX_COUNT_INVALID_MESSAGE, field('giftBoxes'));
  }
  if (!line.isSubscription) {
    throw new PricingError(
      'CART_GIFT_BOXES_INVALID',
      'Un abonnement offert est un abonnement : isSubscription doit être vrai.',
      field('isSubscription'),
    );
  }
  if (line.quantity !== 1) {
    throw new PricingError('CART_GIFT_BOXES_INVALID', GIFT_QUANTITY_INVALID_MESSAGE, field('quantity'));
  }
  return line.giftBoxes;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
