import type { components } from '../../../generated/api-schema';
import { formatMoney } from '../../lib/format';

type Schemas = components['schemas'];

/** GET /api/gift-subscriptions and its parts (docs/design/gifting.md), generated from the OpenAPI document. */
export type GiftSubscription = Schemas['GiftSubscriptionResponse'];
export type GiftSubscriptionList = Schemas['GiftSubscriptionListResponse'];
export type GiftAddressRequest = Schemas['GiftAddressRequest'];
export type GiftNoticeRequest = Schemas['GiftNoticeRequest'];
export type GiftCancellation = Schemas['GiftCancellationResponse'];
export type GiftAddressField = keyof GiftAddressRequest;

export const GIFT_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly GiftAddressField[];

export const GIFT_SUBSCRIPTION_TEXTS = {
  givenTitle: 'Abonnements offerts',
  receivedTitle: 'Abonnements reçus',
  receivedFrom: (firstName: string) => `Abonnement offert par ${firstName}`,
  addressChanged: 'Adresse de livraison modifiée',
  noticeChanged: "L'annonce au destinataire est modifiée",
  postponed: 'Prochaine box reportée',
  canceled: (boxes: number, refunded: number) =>
    `${boxes} box annulée${boxes > 1 ? 's' : ''} : ${formatMoney(refunded)} remboursés sur votre moyen de paiement.`,
  failed: 'Impossible de modifier cet abonnement pour le moment. Veuillez réessayer.',
  loadFailed: 'Impossible de charger vos abonnements offerts',
} as const;

/** The confirmation of 'Annuler les box restantes': what is refunded, and how. */
export function cancelGiftMessage(
  gift: Pick<GiftSubscription, 'boxesLeft' | 'cancelRefund' | 'recipient'>,
): string {
  const what =
    gift.boxesLeft > 1
      ? `Les ${gift.boxesLeft} box pas encore envoyées pour ${gift.recipient.firstName} seront annulées.`
      : `La box pas encore envoyée pour ${gift.recipient.firstName} sera annulée.`;
  const refund =
    gift.cancelRefund !== null && gift.cancelRefund > 0
      ? ` ${formatMoney(gift.cancelRefund)} remboursés sur votre moyen de paiement, avec une note de crédit.`
      : '';
  return `${what}${refund}`;
}

/** PATCH …/address: the form's values, trimmed. */
export function giftAddressRequest(values: GiftAddressRequest): GiftAddressRequest {
  return Object.fromEntries(
    GIFT_ADDRESS_FIELDS.map((field) => [field, values[field].trim()]),
  ) as GiftAddressRequest;
}

/** PATCH …/notice: notifyAt ('YYYY-MM-DDTHH:MM', Brussels) only when told at a date. */
export function giftNoticeRequest(
  notify: GiftNoticeRequest['notify'],
  date: string,
  time: string,
): GiftNoticeRequest {
  return notify === 'at_date'
    ? { notify, notifyAt: date && time ? `${date}T${time}` : null }
    : { notify, notifyAt: null };
}

/** The server's per-field messages of an address change ('firstName' → its first message). */
export function addressErrors(
  errors: Record<string, string[] | undefined>,
): Partial<Record<GiftAddressField, string>> {
  const result: Partial<Record<GiftAddressField, string>> = {};
  for (const field of GIFT_ADDRESS_FIELDS) {
    const message = errors[field]?.[0] ?? errors[`recipient.${field}`]?.[0];
    if (message) result[field] = message;
  }
  return result;
}
