import { DomainError, type FieldErrors } from './domain-error.js';
import type { Cents } from './money.js';

/*
 * Paying with e-gift cards (docs/design/gift-cards.md, "Paying with a card"), shared so that the cart's
 * quote shows the split the checkout then holds, by one rule: the cards pay in the order the shopper
 * gave them, each as much of what is left as its balance allows; Mollie is asked for the rest. A card
 * is a means of payment, not a discount: the order's prices, VAT and invoice do not change.
 */

/** An order is paid with at most this many cards. */
export const GIFT_CARD_MAX_CODES_PER_ORDER = 5;

export const GIFT_CARD_PAYMENT_MESSAGES = {
  unknown: 'Ce code ne correspond à aucune carte cadeau.',
  twice: 'Cette carte cadeau est déjà utilisée pour cette commande.',
  notNeeded: 'Les cartes précédentes paient déjà toute la commande.',
  cardsForCards: 'Une carte cadeau paie des box, pas l’achat d’autres cartes cadeaux.',
  tooMany: `Une commande se paie avec ${GIFT_CARD_MAX_CODES_PER_ORDER} cartes cadeaux au plus.`,
  notAList: 'Les codes de cartes cadeaux doivent être une liste de textes.',
  disabled: 'Cette carte cadeau a été désactivée.',
  expired: 'Cette carte cadeau a expiré.',
  withdrawn: 'Cette carte cadeau a été remboursée : elle n’est plus utilisable.',
  spent: 'Cette carte cadeau est entièrement utilisée.',
  insufficient: 'Le solde de cette carte cadeau a changé pendant votre commande : vérifiez le montant et réessayez.',
  subscriptionLine:
    'Une carte cadeau ne paie pas un abonnement qui se renouvelle : son premier paiement doit enregistrer un moyen de paiement.',
} as const;

/**
 * A card refused as a payment: 400 for a code that is not one (or given twice), 409 for a card that
 * cannot pay (disabled, expired, spent, a renewing subscription in the cart); French messages on
 * `giftCardCodes.<i>` (or `giftCardCodes`). Nothing is held, nothing is charged.
 */
export class GiftCardPaymentRefusedError extends DomainError {
  constructor(errors: FieldErrors, kind: 'invalid' | 'conflict') {
    super('GIFT_CARD_REFUSED', Object.values(errors)[0]?.[0] ?? GIFT_CARD_PAYMENT_MESSAGES.unknown, kind, errors);
  }

  /** The same refusal with its fields under `prefix` (the checkout's body has them under `metadata.`). */
  under(prefix: string): GiftCardPaymentRefusedError {
    const errors = Object.fromEntries(Object.entries(this.errors ?? {}).map(([field, m]) => [`${prefix}${field}`, m]));
    return new GiftCardPaymentRefusedError(errors, this.kind as 'invalid' | 'conflict');
  }
}

/** Whether a card may pay for a cart line: one-off boxes and prepaid gift subscriptions, never a renewing one. */
export function cardMayPay(line: { isSubscription: boolean; giftBoxes?: number | null }): boolean {
  return !line.isSubscription || (line.giftBoxes !== undefined && line.giftBoxes !== null);
}

/** What gift cards may pay of an order: its boxes (the total less the cards it buys, which cards never pay). */
export function cardPayableCents(order: { totalCents: Cents; giftCardsCents: Cents }): Cents {
  return order.totalCents - order.giftCardsCents;
}

/**
 * What each card pays of `dueCents`, in the given order: as much of what is left as its balance
 * allows. A card after the total is covered pays nothing (the caller refuses it: `notNeeded`).
 */
export function allocateGiftCards(balancesCents: readonly Cents[], dueCents: Cents): Cents[] {
  let left = dueCents;
  return balancesCents.map((balance) => {
    const share = Math.max(0, Math.min(balance, left));
    left -= share;
    return share;
  });
}
