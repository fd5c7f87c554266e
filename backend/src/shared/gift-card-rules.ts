import { brusselsInstant } from './brussels-time.js';
import { DomainError, type FieldErrors } from './domain-error.js';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG, giftMessage } from './gift-message.js';
import type { Cents } from './money.js';
import { isEmailAddress } from './validation/field-messages.js';

/*
 * The purchase rule of an e-gift card (docs/design/gift-cards.md), shared so that cart-pricing prices
 * the cards, ordering records them and the gift-cards module keeps them by one rule; GET /api/rules
 * shows it to the SPA. A card is bought for a whole amount of euros from 10 to 250 €, for a recipient,
 * sent now, at a Brussels date and time within 12 months, or printed by the buyer.
 */

export const GIFT_CARD_PRESETS_CENTS = [2500, 5000, 7500, 10000] as const;
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 25000;
export const GIFT_CARD_VALIDITY_MONTHS = 12;
/** The reminder leaves one month before the end. */
export const GIFT_CARD_REMINDER_MONTHS = 1;
export const GIFT_CARD_MESSAGE_MAX = GIFT_MESSAGE_MAX;
/** An order holds at most this many cards. */
export const GIFT_CARD_MAX_PER_ORDER = 10;
/** An unused card can be withdrawn within this many days of its purchase. */
export const GIFT_CARD_WITHDRAWAL_DAYS = 14;
export const GIFT_CARD_RECEIPT_MENTION = 'Bon à usages multiples — opération hors champ TVA';
const RECIPIENT_NAME_MAX = 200;

export const GIFT_CARD_DELIVERIES = ['now', 'at_date', 'print'] as const;
export type GiftCardDelivery = (typeof GIFT_CARD_DELIVERIES)[number];

export const GIFT_CARD_DELIVERY_LABELS: Readonly<Record<GiftCardDelivery, string>> = {
  now: 'Maintenant',
  at_date: 'À une date choisie',
  print: 'Je l’imprime moi-même',
};

export const GIFT_CARD_MESSAGES = {
  amount: 'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
  recipientName: `Le nom du destinataire est requis (${RECIPIENT_NAME_MAX} caractères au plus)`,
  recipientEmail: "L'email du destinataire n'est pas valide",
  recipientEmailRequired: 'L’email du destinataire est requis pour lui envoyer la carte',
  message: GIFT_MESSAGE_TOO_LONG,
  delivery: 'Choisissez quand envoyer la carte : maintenant, à une date choisie, ou vous l’imprimez',
  sendAtInvalid: 'La date et l’heure d’envoi ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)',
  sendAt: 'La date d’envoi doit être entre maintenant et dans 12 mois',
  tooMany: `Une commande compte au plus ${GIFT_CARD_MAX_PER_ORDER} cartes cadeaux`,
  notAList: 'Les cartes cadeaux doivent être une liste',
  disabled: 'Cette carte cadeau a été désactivée.',
  expired: 'Cette carte cadeau a expiré.',
  spent: 'Cette carte cadeau est entièrement utilisée.',
  insufficient: 'Le solde de cette carte cadeau ne suffit plus.',
  subscriptionLine:
    'Une carte cadeau ne paie pas un abonnement qui se renouvelle : son premier paiement doit enregistrer un moyen de paiement.',
} as const;

/** A refused purchase: 400 GIFT_CARD_INVALID, French messages on `giftCards.<i>.<field>`. */
export class GiftCardInvalidError extends DomainError {
  constructor(errors: FieldErrors) {
    super('GIFT_CARD_INVALID', Object.values(errors)[0]?.[0] ?? GIFT_CARD_MESSAGES.amount, 'invalid', errors);
  }
}

/** A card line as the cart and the checkout receive it (before it is checked). */
export interface GiftCardLineInput {
  amountCents?: unknown;
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
  delivery?: string | null;
  /** 'YYYY-MM-DDTHH:MM', Brussels time, when `delivery` is 'at_date'. */
  sendAt?: string | null;
}

/** A card line as it is kept. */
export interface CheckedGiftCardLine {
  amountCents: Cents;
  recipientName: string;
  /** Null when the buyer prints the card. */
  recipientEmail: string | null;
  message: string | null;
  delivery: GiftCardDelivery;
  /** When an 'at_date' card leaves; null otherwise. */
  sendAt: Date | null;
}

export function addMonthsUtc(instant: Date, months: number): Date {
  const next = new Date(instant.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export function isGiftCardAmount(amount: unknown): amount is Cents {
  return (
    typeof amount === 'number' &&
    Number.isInteger(amount) &&
    amount % 100 === 0 &&
    amount >= GIFT_CARD_MIN_CENTS &&
    amount <= GIFT_CARD_MAX_CENTS
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks the cards of a cart at `now` (absent: none); every broken rule is reported on its field
 * (`giftCards.<i>.amountCents`, .recipientName, .recipientEmail, .message, .delivery, .sendAt).
 * A missing delivery is 'now'. Throws GiftCardInvalidError.
 */
export function checkGiftCardLines(lines: unknown, now: Date): CheckedGiftCardLine[] {
  if (lines === null || lines === undefined) return [];
  if (!Array.isArray(lines)) throw new GiftCardInvalidError({ giftCards: [GIFT_CARD_MESSAGES.notAList] });
  if (lines.length > GIFT_CARD_MAX_PER_ORDER)
    throw new GiftCardInvalidError({ giftCards: [GIFT_CARD_MESSAGES.tooMany] });
  const errors: FieldErrors = {};
  const checked = lines.map((raw: unknown, index) => {
    const line = (raw !== null && typeof raw === 'object' ? raw : {}) as GiftCardLineInput;
    const refuse = (field: string, message: string) => (errors[`giftCards.${index}.${field}`] ??= []).push(message);

    if (!isGiftCardAmount(line.amountCents)) refuse('amountCents', GIFT_CARD_MESSAGES.amount);
    const recipientName = text(line.recipientName);
    if (recipientName === '' || recipientName.length > RECIPIENT_NAME_MAX) {
      refuse('recipientName', GIFT_CARD_MESSAGES.recipientName);
    }
    const delivery = line.delivery ?? 'now';
    const known = (GIFT_CARD_DELIVERIES as readonly unknown[]).includes(delivery);
    if (!known) refuse('delivery', GIFT_CARD_MESSAGES.delivery);

    const email = text(line.recipientEmail).toLowerCase();
    if (known && delivery !== 'print') {
      if (email === '') refuse('recipientEmail', GIFT_CARD_MESSAGES.recipientEmailRequired);
      else if (!isEmailAddress(email)) refuse('recipientEmail', GIFT_CARD_MESSAGES.recipientEmail);
    }
    const message = giftMessage(line.message);
    if (!message.valid) refuse('message', GIFT_CARD_MESSAGES.message);

    let sendAt: Date | null = null;
    if (delivery === 'at_date') {
      sendAt = brusselsInstant(line.sendAt);
      if (sendAt === null) refuse('sendAt', GIFT_CARD_MESSAGES.sendAtInvalid);
      else if (sendAt.getTime() < now.getTime() - 60_000 || sendAt > addMonthsUtc(now, GIFT_CARD_VALIDITY_MONTHS)) {
        refuse('sendAt', GIFT_CARD_MESSAGES.sendAt);
      }
    }
    return {
      amountCents: line.amountCents as Cents,
      recipientName,
      recipientEmail: delivery === 'print' || email === '' ? null : email,
      message: message.message,
      delivery: delivery as GiftCardDelivery,
      sendAt,
    };
  });
  if (Object.keys(errors).length > 0) throw new GiftCardInvalidError(errors);
  return checked;
}

/** The sum of the cards of an order, in cents. */
export function giftCardsTotalCents(lines: readonly { amountCents: Cents }[]): Cents {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
