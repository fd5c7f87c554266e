import { DEFAULT_COUNTRY } from '../../lib/countries';
import { isEmail } from '../../lib/email';
import giftSubscriptionRule from '../../../generated/rules/giftSubscription.json';
import type { components } from '../../../generated/api-schema';
import {
  RECIPIENT_FIELDS,
  type GiftBoxes,
  type GiftNotice,
  type GiftOffer,
  type GiftRecipient,
  type RecipientField,
} from './giftLine';

// What the cart's slice needs at start (the stored lines' shapes, a gift line's key) lives in giftLine.ts,
// kept apart from this module's rules and texts, which load with the pages that use them.
export * from './giftLine';

type Schemas = components['schemas'];

/** 'Offrir un abonnement' (docs/design/gifting.md): the server's rules (GET /api/rules, `giftSubscription`). */
export const GIFT_SUBSCRIPTION_RULE = giftSubscriptionRule;

export type GiftSubscriptionRequest = Schemas['GiftSubscriptionRequest'];

/** Field keys as the server names them under `metadata.giftSubscription.` ('recipient.email', 'message'…). */
export type GiftOfferField =
  `recipient.${RecipientField}` | 'message' | 'firstBoxDate' | 'notify' | 'notifyAt';
export type GiftOfferErrors = Partial<Record<GiftOfferField, string>>;

export const BOX_COUNTS = GIFT_SUBSCRIPTION_RULE.boxCounts as GiftBoxes[];

export function emptyOffer(): GiftOffer {
  return {
    recipient: {
      firstName: '',
      lastName: '',
      email: '',
      address: '',
      postalCode: '',
      city: '',
      country: DEFAULT_COUNTRY,
    },
    message: '',
    firstBoxDate: null,
    notify: GIFT_SUBSCRIPTION_RULE.defaultNotice as GiftNotice,
    notifyAt: null,
  };
}

/** Characters as the server counts them (an emoji is one), without the surrounding blanks. */
export const offerMessageLength = (message: string): number => [...message.trim()].length;

/** 'YYYY-MM-DD' of a date in the browser's calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The range a first box date may take: today to firstBoxMaxDays ahead. */
export function firstBoxRange(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setDate(max.getDate() + GIFT_SUBSCRIPTION_RULE.firstBoxMaxDays);
  return { min: isoDay(now), max: isoDay(max) };
}

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The simple checks made before the cart (the server stays the judge): every recipient field, the
 * recipient's e-mail, the message's length, a first box date in range, a date and time to tell.
 */
export function checkOffer(offer: GiftOffer, now = new Date()): GiftOfferErrors {
  const errors: GiftOfferErrors = {};
  for (const field of RECIPIENT_FIELDS) {
    if (!filled(offer.recipient[field]))
      errors[`recipient.${field}`] = GIFT_SUBSCRIPTION_RULE.recipientFieldMessage;
  }
  if (!errors['recipient.email'] && !isEmail(offer.recipient.email.trim())) {
    errors['recipient.email'] = GIFT_SUBSCRIPTION_RULE.recipientEmailMessage;
  }
  if (offerMessageLength(offer.message) > GIFT_SUBSCRIPTION_RULE.messageMax) {
    errors.message = GIFT_SUBSCRIPTION_RULE.messageTooLongMessage;
  }
  if (offer.firstBoxDate !== null) {
    const { min, max } = firstBoxRange(now);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(offer.firstBoxDate) ||
      offer.firstBoxDate < min ||
      offer.firstBoxDate > max
    ) {
      errors.firstBoxDate = GIFT_SUBSCRIPTION_RULE.firstBoxDateMessage;
    }
  }
  if (offer.notify === 'at_date') {
    if (!offer.notifyAt || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(offer.notifyAt)) {
      errors.notifyAt = GIFT_SUBSCRIPTION_RULE.recipientFieldMessage;
    } else if (offer.firstBoxDate && offer.notifyAt.slice(0, 10) > offer.firstBoxDate) {
      errors.notifyAt = GIFT_SUBSCRIPTION_RULE.notifyAfterFirstBoxMessage;
    }
  }
  return errors;
}

/** `metadata.giftSubscription` of the payment: trimmed, the message's line breaks kept, notifyAt only when at_date. */
export function giftSubscriptionPayload(offer: GiftOffer): GiftSubscriptionRequest {
  const recipient = Object.fromEntries(
    RECIPIENT_FIELDS.map((field) => [field, offer.recipient[field].trim()]),
  ) as GiftRecipient;
  recipient.email = recipient.email.toLowerCase();
  const message = offer.message.replace(/\r\n/g, '\n').trim();
  return {
    recipient,
    message: message || null,
    firstBoxDate: offer.firstBoxDate,
    notify: offer.notify,
    notifyAt: offer.notify === 'at_date' ? offer.notifyAt : null,
  };
}

/**
 * The per-field errors of a 400 answer about the gift ('metadata.giftSubscription.recipient.email'),
 * keyed as the form's fields.
 */
export function offerErrorsFromServer(
  errors: Record<string, string[] | undefined> | undefined,
): GiftOfferErrors {
  const result: GiftOfferErrors = {};
  const prefix = 'metadata.giftSubscription.';
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (!field.startsWith(prefix) || !messages?.[0]) continue;
    const key = field.slice(prefix.length) as GiftOfferField;
    result[key] ??= messages[0];
  }
  return result;
}
