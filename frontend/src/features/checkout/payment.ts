import { formatMoney } from '../../lib/format';
import { randomKey } from '../../lib/navigation';
import {
  giftCardRequest,
  giftSubscriptionPayload,
  type CartItem,
  type CartQuote,
  type GiftCardLine,
} from '../cart';
import type { CreatePaymentRequest } from '../payments';
import { addressesOf, giftOf, type CheckoutForm } from './form';

/** The 2-decimal string Mollie expects: 60.38 → "60.38". */
export function amountValue(amount: number): string {
  return amount.toFixed(2);
}

/**
 * The pay button: 'Payer 34,98 €' (what Mollie will be asked), 'Payer avec la carte cadeau' when
 * `coveringCards` cards pay everything, or null while the figures are unknown.
 */
export function payLabel(due: number | undefined, coveringCards = 0): string | null {
  if (coveringCards > 1) return 'Payer avec les cartes cadeaux';
  if (coveringCards === 1) return 'Payer avec la carte cadeau';
  return due === undefined ? null : `Payer ${formatMoney(due)}`;
}

/**
 * POST /api/mollie/payments body: the quote's total as the amount (the server prices the cart again and
 * refuses a different figure), the lines, the gift cards, the addresses (no shipping address when the
 * quote says nothing ships: gift cards only), the chosen method and bank (none when gift cards pay
 * everything), the promo code and the gift card codes that pay (`metadata.giftCardCodes`, as typed).
 */
export function buildPaymentRequest({
  items,
  quote,
  form,
  selection,
  promoCode,
  origin,
  giftCards = [],
  giftCardCodes = [],
}: {
  items: readonly CartItem[];
  giftCards?: readonly GiftCardLine[];
  giftCardCodes?: readonly string[];
  quote: CartQuote;
  form: CheckoutForm;
  /** null when the gift cards pay everything: Mollie is not asked. */
  selection: { method: string; issuer?: string } | null;
  promoCode: string | null;
  origin: string;
}): CreatePaymentRequest {
  const lineOf = (item: CartItem, index: number) =>
    item.gift
      ? quote.lines[index]
      : quote.lines.find(
          (line) =>
            line.productId === item.id && line.isSubscription === item.isSubscription && !line.giftBoxes,
        );
  const count = items.reduce((sum, item) => sum + item.quantity, giftCards.length);
  const shipless = quote.needsShipping === false;
  // A prepaid gift subscription is paid alone and ships to its recipient (docs/design/gifting.md).
  const gifted = items.length === 1 ? items[0]?.gift : undefined;
  const description = gifted
    ? `Abonnement offert BoxPlaisir (${gifted.boxes} box)`
    : `Commande BoxPlaisir (${count} article${count > 1 ? 's' : ''})`;
  const { billingInfo, shippingInfo } = addressesOf(form);
  return {
    amount: { value: amountValue(quote.total), currency: 'EUR' },
    description,
    redirectUrl: `${origin}/payment-result`,
    ...(selection ? { method: selection.method } : {}),
    ...(selection?.issuer ? { issuer: selection.issuer } : {}),
    ...(promoCode ? { promoCode } : {}),
    metadata: {
      items: items.map((item, index) => {
        const line = lineOf(item, index);
        return {
          id: item.id,
          name: line?.name ?? item.name,
          quantity: item.quantity,
          price: line?.unitPrice ?? item.price,
          isSubscription: item.isSubscription,
          ...(item.isSubscription ? { frequency: item.frequency ?? 'monthly' } : {}),
          ...(item.gift ? { giftBoxes: item.gift.boxes } : {}),
        };
      }),
      billingInfo,
      ...(giftCards.length > 0 ? { giftCards: giftCards.map(giftCardRequest) } : {}),
      ...(giftCardCodes.length > 0 ? { giftCardCodes: [...giftCardCodes] } : {}),
      ...(shipless
        ? { gift: null }
        : gifted
          ? {
              shippingInfo: { sameAsBilling: true },
              gift: null,
              giftSubscription: giftSubscriptionPayload(gifted.offer),
            }
          : { shippingInfo, gift: giftOf(form) }),
    },
  };
}

/**
 * One `Idempotency-Key` per checkout attempt: the same request sent again (a retry after a timeout or
 * a lost answer) carries the same key, so the server creates nothing twice. A different request (other
 * method, address or total) is a new attempt; a success ends the attempt.
 */
export function createAttemptKeys(generate: () => string = randomKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: CreatePaymentRequest): string {
      const fingerprint = JSON.stringify(request);
      if (!current || current.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    succeeded(): void {
      current = null;
    },
  };
}
