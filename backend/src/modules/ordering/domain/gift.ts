import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG, giftMessage } from '../../../shared/gift-message.js';
import { isEmailAddress } from '../../../shared/validation/field-messages.js';
import { InvalidOrderError } from './order.errors.js';

/*
 * A gift order (docs/design/gifting.md): the shipping address is the recipient's, the billing address
 * stays the buyer's, a message travels with the box, and the recipient is told when the box ships, or
 * never (a surprise). Nothing addressed to the recipient ever shows a price.
 */

/** The longest gift message, in characters (line breaks kept, emoji allowed): the one rule, shared/gift-message.ts. */
export { GIFT_MESSAGE_MAX };

/** When the recipient is told: never (a surprise, the default), or when the box ships. */
export const GIFT_NOTIFY = ['never', 'at_shipping'] as const;
export type GiftNotify = (typeof GIFT_NOTIFY)[number];

/** How the checkout asks when to tell the recipient. */
export const GIFT_NOTIFY_LABELS: Record<GiftNotify, string> = {
  never: "Ne pas le prévenir : c'est une surprise",
  at_shipping: "Le prévenir par email à l'expédition (avec le suivi et le message, sans aucun prix)",
};

/** How an order's page says it once chosen. */
export const GIFT_NOTIFY_DONE_LABELS: Record<GiftNotify, string> = {
  never: "Surprise : le destinataire n'est pas prévenu",
  at_shipping: "Prévenu par email à l'expédition",
};

export const GIFT_MESSAGES = {
  messageTooLong: GIFT_MESSAGE_TOO_LONG,
  notifyInvalid: 'Choisissez quand prévenir le destinataire : jamais, ou à l’expédition',
  recipientEmailRequired: "L'email du destinataire est requis pour le prévenir à l'expédition",
  recipientEmailInvalid: "L'email du destinataire n'est pas valide",
  oneOffOnly:
    'Un cadeau ne contient que des box à l’unité : pour offrir un abonnement, choisissez « Offrir un abonnement ».',
  recipientAddress: 'Un cadeau est livré au destinataire : indiquez son adresse de livraison',
} as const;

/** The gift of an order, as the order JSON carries it: nothing addressed to the recipient shows a price. */
export interface OrderGift {
  recipientEmail: string | null;
  message: string | null;
  notify: GiftNotify;
  hidePrices: true;
}

export interface GiftInput {
  message?: string | null;
  notify?: string | null;
  recipientEmail?: string | null;
}

/**
 * The gift as it is kept: the message without surrounding blanks (its line breaks kept, CRLF as LF),
 * empty as null; the recipient's e-mail required to tell them at shipping. Throws InvalidOrderError
 * (400, on `field`.message, .notify or .recipientEmail) otherwise.
 */
export function orderGift(input: GiftInput, field = 'gift'): OrderGift {
  const notify = input.notify ?? 'never';
  if (!(GIFT_NOTIFY as readonly string[]).includes(notify)) {
    throw new InvalidOrderError(GIFT_MESSAGES.notifyInvalid, `${field}.notify`);
  }
  const { message, valid } = giftMessage(input.message);
  if (!valid) throw new InvalidOrderError(GIFT_MESSAGES.messageTooLong, `${field}.message`);
  const email = (input.recipientEmail ?? '').trim().toLowerCase();
  if (email !== '' && !isEmailAddress(email)) {
    throw new InvalidOrderError(GIFT_MESSAGES.recipientEmailInvalid, `${field}.recipientEmail`);
  }
  if (notify === 'at_shipping' && email === '') {
    throw new InvalidOrderError(GIFT_MESSAGES.recipientEmailRequired, `${field}.recipientEmail`);
  }
  return {
    recipientEmail: email === '' ? null : email,
    message,
    notify: notify as GiftNotify,
    hidePrices: true,
  };
}

/** A gift holds one-off boxes only (a subscription is offered as a prepaid gift subscription). */
export function checkGiftLines(gift: OrderGift | null, lines: readonly { isSubscription: boolean }[]): void {
  if (gift && lines.some((line) => line.isSubscription)) throw new InvalidOrderError(GIFT_MESSAGES.oneOffOnly, 'gift');
}
