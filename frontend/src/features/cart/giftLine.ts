import {
  cartItemRequestGiftBoxesValues,
  giftSubscriptionRequestNotifyValues,
  type components,
} from '../../../generated/api-schema';

/*
 * The shape of a prepaid gift subscription line (docs/design/gifting.md) as the cart keeps it: what the
 * cart's slice reads back at start. Its values are the API's (generated enums); the rules and texts of
 * 'Offrir un abonnement' are giftOffer.ts's, loaded with the pages that use them.
 */

type Schemas = components['schemas'];

export type GiftBoxes = NonNullable<Schemas['CartItemRequest']['giftBoxes']>;
export type GiftNotice = NonNullable<Schemas['GiftSubscriptionRequest']['notify']>;
export type GiftRecipient = Schemas['GiftRecipientRequest'];

/** The offer of a gift subscription line, kept in the cart until it is paid. */
export interface GiftOffer {
  recipient: GiftRecipient;
  message: string;
  /** 'YYYY-MM-DD', or null: as soon as possible. */
  firstBoxDate: string | null;
  notify: GiftNotice;
  /** 'YYYY-MM-DDTHH:MM', Brussels time, when notify is at_date. */
  notifyAt: string | null;
}

export const RECIPIENT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'address',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof GiftRecipient)[];

export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

export function isGiftBoxes(value: unknown): value is GiftBoxes {
  return (cartItemRequestGiftBoxesValues as readonly unknown[]).includes(value);
}

export function isGiftNotice(value: unknown): value is GiftNotice {
  return (giftSubscriptionRequestNotifyValues as readonly unknown[]).includes(value);
}

/** A gift line is identified by its product, its number of boxes and its recipient: two gifts are two lines. */
export function giftLineKey(
  productId: number,
  boxes: number,
  recipient: Pick<GiftRecipient, 'email' | 'firstName' | 'lastName'>,
): string {
  const who = [recipient.email, recipient.firstName, recipient.lastName]
    .map((part) => part.trim().toLowerCase())
    .join('|');
  return `${productId}-gift-${boxes}-${who}`;
}

/** A stored offer, or null when the value is not one (the cart's localStorage is read back at start). */
export function parseOffer(value: unknown): GiftOffer | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const r = v.recipient as Record<string, unknown> | undefined;
  if (!r || typeof r !== 'object') return null;
  if (!RECIPIENT_FIELDS.every((field) => typeof r[field] === 'string')) return null;
  if (typeof v.message !== 'string' || !isGiftNotice(v.notify)) return null;
  if (v.firstBoxDate !== null && typeof v.firstBoxDate !== 'string') return null;
  if (v.notifyAt !== null && typeof v.notifyAt !== 'string') return null;
  return {
    recipient: Object.fromEntries(RECIPIENT_FIELDS.map((field) => [field, r[field]])) as GiftRecipient,
    message: v.message,
    firstBoxDate: v.firstBoxDate,
    notify: v.notify,
    notifyAt: v.notifyAt,
  };
}
