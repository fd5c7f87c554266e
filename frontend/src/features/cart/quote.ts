import type { components } from '../../../generated/api-schema';
import type { CartItem, Frequency, GiftCardLine } from './cartSlice';

/** One line of POST /api/cart/quote. */
export interface QuoteRequestItem {
  productId: number;
  quantity: number;
  isSubscription: boolean;
  frequency?: Frequency;
  /** A gift subscription's boxes (docs/design/gifting.md). */
  giftBoxes?: 3 | 6 | 12;
}

/** A gift card of the quote and the checkout: the cart's line without its key. */
export type GiftCardRequest = Omit<GiftCardLine, 'key'>;

export interface QuoteRequest {
  items: QuoteRequestItem[];
  promoCode?: string;
  /** Only when the cart holds gift cards (docs/design/gift-cards.md). */
  giftCards?: GiftCardRequest[];
  /** Gift card codes that pay the order, as the shopper typed them (only when some are applied). */
  giftCardCodes?: string[];
}

export interface QuoteLine {
  productId: number;
  name: string;
  image: string;
  category: string;
  quantity: number;
  isSubscription: boolean;
  frequency: Frequency | null;
  unitPrice: number;
  originalPrice: number;
  lineTotal: number;
  /** A gift subscription's boxes; null (or absent from an older answer) on an ordinary line. */
  giftBoxes?: 3 | 6 | 12 | null;
  /** A gift subscription's shipping (boxes × one box's shipping); 0 otherwise. */
  giftShipping?: number;
  /** '3 box × 25,49 € + livraison 3 × 4,99 €'; null otherwise. */
  giftPriceText?: string | null;
}

export interface QuotePromo {
  code: string;
  /** Percent, e.g. 20. */
  rate: number;
  /** The server's confirmation of the code, with its rate. */
  message: string;
}

/** The server's pricing of a cart: every figure the cart page shows (euros, 2 decimals). */
export interface CartQuote {
  lines: QuoteLine[];
  subtotal: number;
  subscriptionSavings: number;
  discount: number;
  promo: QuotePromo | null;
  shipping: number;
  freeShippingThreshold: number;
  amountToFreeShipping: number;
  /** Includes the gift cards. */
  total: number;
  /** The gift cards as the server checked them (absent from an older answer). */
  giftCards?: QuoteGiftCard[];
  /** Their sum, in cents. */
  giftCardsCents?: number;
  /** False when the cart holds only gift cards: no shipping address. */
  needsShipping?: boolean;
  /** What the given gift card codes pay, in their order (empty without codes). */
  giftCardPayments?: QuoteGiftCardPayment[];
  /** What Mollie will be asked, in cents: the total less the cards' payments. */
  amountDueCents?: number;
}

/** A gift card as the quote checked it (generated from the OpenAPI document). */
export type QuoteGiftCard = components['schemas']['QuoteGiftCardResponse'];

/** A gift card code's share of the order (last 4 only: a code is never echoed). */
export type QuoteGiftCardPayment = components['schemas']['QuoteGiftCardPaymentResponse'];

/** The request's gift card of a cart line (its key is the browser's own). */
export function giftCardRequest({ key: _key, ...card }: GiftCardLine): GiftCardRequest {
  return card;
}

/**
 * The quote request for the cart's lines (frequency only on subscription lines), an optional code and
 * the gift cards bought and the gift card codes that pay (each sent only when there are some).
 */
export function quoteRequest(
  items: readonly CartItem[],
  promoCode?: string | null,
  giftCards: readonly GiftCardLine[] = [],
  giftCardCodes: readonly string[] = [],
): QuoteRequest {
  const request: QuoteRequest = {
    items: items.map((item) => ({
      productId: item.id,
      quantity: item.quantity,
      isSubscription: item.isSubscription,
      ...(item.isSubscription ? { frequency: item.frequency ?? 'monthly' } : {}),
      ...(item.gift ? { giftBoxes: item.gift.boxes } : {}),
    })),
  };
  const code = promoCode?.trim();
  if (code) request.promoCode = code;
  if (giftCards.length > 0) request.giftCards = giftCards.map(giftCardRequest);
  if (giftCardCodes.length > 0) request.giftCardCodes = [...giftCardCodes];
  return request;
}

/**
 * The quote line of a cart line (same product and mode), if the quote has it. A gift subscription's is
 * the one at its place (the server answers the lines in the request's order) when the quote is of
 * these very lines.
 */
export function findQuoteLine(
  quote: CartQuote | undefined,
  item: Pick<CartItem, 'id' | 'isSubscription' | 'gift'>,
  items?: readonly Pick<CartItem, 'id' | 'isSubscription' | 'gift'>[],
): QuoteLine | undefined {
  if (item.gift) {
    const index = items?.indexOf(item) ?? -1;
    const line = index >= 0 ? quote?.lines[index] : undefined;
    return line && line.productId === item.id && line.giftBoxes === item.gift.boxes ? line : undefined;
  }
  return quote?.lines.find(
    (line) => line.productId === item.id && line.isSubscription === item.isSubscription && !line.giftBoxes,
  );
}

/** The error codes of the quote that concern the promo code rather than the lines. */
export function isPromoError(code: string | undefined): boolean {
  return typeof code === 'string' && code.startsWith('PROMO_CODE');
}

/** The messages a 400 answer gives each gift card, by index (`giftCards.1.recipientEmail`, `metadata.giftCards.1.…` → 1). */
export function blamedGiftCards(errors: Record<string, string[]> | undefined): Map<number, string> {
  const blamed = new Map<number, string>();
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const match = /(?:^|\.)giftCards\.(\d+)/.exec(field);
    if (match && !blamed.has(Number(match[1]))) blamed.set(Number(match[1]), messages?.[0] ?? '');
  }
  return blamed;
}

/**
 * The indexes of the request lines a 400 answer blames, read from its per-field errors
 * (`items.2.productId` → 2).
 */
export function blamedLineIndexes(errors: Record<string, string[]> | undefined): Map<number, string> {
  const blamed = new Map<number, string>();
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const match = /^items[.[](\d+)/.exec(field);
    if (match && !blamed.has(Number(match[1]))) blamed.set(Number(match[1]), messages?.[0] ?? '');
  }
  return blamed;
}
