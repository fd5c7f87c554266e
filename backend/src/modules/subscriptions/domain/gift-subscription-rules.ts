import { DomainError, type FieldErrors } from '../../../shared/domain-error.js';
import { StateMachine } from '../../../shared/state-machine.js';
import {
  FREQUENCY_INVALID_MESSAGE,
  FREQUENCY_MONTHS,
  GIFT_BOX_COUNTS,
  GIFT_BOX_COUNT_INVALID_MESSAGE,
  isFrequency,
  isGiftBoxCount,
  type Frequency,
} from '../../../shared/subscription-rules.js';
import { brusselsInstant, brusselsLocal } from '../../../shared/brussels-time.js';
import { isShippingCountry } from '../../../shared/countries.js';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG, giftMessage } from '../../../shared/gift-message.js';
import { isEmailAddress } from '../../../shared/validation/field-messages.js';
import { type CalendarDate, addDays, brusselsDate, compareDates, isCalendarDate } from './schedule.js';

/*
 * The rules of a prepaid gift subscription (docs/design/gifting.md): its states, its limits, the
 * checks of the offer a buyer makes, and the French messages. The aggregate is gift-subscription.ts.
 */

export const GIFT_SUBSCRIPTION_STATUSES = ['en_attente', 'active', 'terminee', 'annulee'] as const;
export type GiftSubscriptionStatus = (typeof GIFT_SUBSCRIPTION_STATUSES)[number];

/** en_attente (not paid) → active → terminee (all boxes created); annulee by the buyer. Never renewed. */
export const GIFT_SUBSCRIPTION_MACHINE = new StateMachine<GiftSubscriptionStatus>({
  en_attente: ['active', 'annulee'],
  active: ['terminee', 'annulee'],
  terminee: [],
  annulee: [],
});

export const GIFT_SUBSCRIPTION_STATUS_LABELS: Readonly<Record<GiftSubscriptionStatus, string>> = {
  en_attente: 'En attente du paiement',
  active: 'Active',
  terminee: 'Terminée',
  annulee: 'Annulée',
};

/** The first box: as soon as possible, or a date up to this many days ahead (e.g. 24 December). */
export const GIFT_FIRST_BOX_MAX_DAYS = 90;
/** A recipient may postpone a box by at most this many months from its planned date. */
export const GIFT_POSTPONE_MAX_MONTHS = 2;
/** The one gift message rule: shared/gift-message.ts. */
export { GIFT_MESSAGE_MAX };

/** When the recipient is told: at once once paid, at a date and time (Europe/Brussels), or never. */
export const GIFT_NOTICES = ['at_once', 'at_date', 'never'] as const;
export type GiftNotice = (typeof GIFT_NOTICES)[number];

export const GIFT_NOTICE_LABELS: Readonly<Record<GiftNotice, string>> = {
  at_once: 'Dès le paiement',
  at_date: 'À la date et l’heure choisies',
  never: "Jamais : c'est une surprise (la première box arrive avec la carte)",
};

export const GIFT_SUBSCRIPTION_MESSAGES = {
  boxes: GIFT_BOX_COUNT_INVALID_MESSAGE,
  frequency: FREQUENCY_INVALID_MESSAGE,
  messageTooLong: GIFT_MESSAGE_TOO_LONG,
  recipientEmail: "L'email du destinataire n'est pas valide",
  recipientField: 'Ce champ du destinataire est requis',
  recipientCountry: 'Le pays doit être BE, FR, LU, NL ou DE',
  firstBoxDate: `La première box part au plus tôt aujourd'hui et au plus tard dans ${GIFT_FIRST_BOX_MAX_DAYS} jours`,
  notice: 'Choisissez quand prévenir le destinataire : dès le paiement, à une date, ou jamais',
  notifyAtInvalid: 'La date et l’heure de l’annonce ne sont pas valides (AAAA-MM-JJTHH:MM, heure de Bruxelles)',
  notifyAtPast: "L'annonce ne peut pas être dans le passé",
  notifyAfterFirstBox: "L'annonce doit précéder la première box",
  noSubscriptionOption: (name: string) =>
    `La ${name} n'est pas disponible en abonnement : elle ne peut pas être offerte ainsi.`,
  notFound: 'Ce cadeau est introuvable.',
  claimedByAnother: 'Ce cadeau a déjà été reçu sur un autre compte.',
  canceled: "Ce cadeau n'est plus disponible.",
  postponeTooFar: `Une box peut être reportée de ${GIFT_POSTPONE_MAX_MONTHS} mois au plus`,
  postponeBeforeNext: 'La nouvelle date doit suivre la date prévue',
  notifyAlreadySent: 'Le destinataire a déjà été prévenu : la date de l’annonce ne peut plus changer',
} as const;

/** A refused offer: 400 GIFT_SUBSCRIPTION_INVALID with French messages per field. */
export class GiftSubscriptionInvalidError extends DomainError {
  constructor(errors: FieldErrors) {
    const first = Object.values(errors)[0]?.[0] ?? 'Abonnement offert refusé';
    super('GIFT_SUBSCRIPTION_INVALID', first, 'invalid', errors);
  }
}

/** Unknown token or id, or a gift that is not the caller's (404: nothing is revealed). */
export class GiftSubscriptionNotFoundError extends DomainError {
  constructor() {
    super('GIFT_SUBSCRIPTION_NOT_FOUND', GIFT_SUBSCRIPTION_MESSAGES.notFound, 'not-found');
  }
}

/** Claimed by another account, or cancelled (409, never the gift's details). */
export class GiftSubscriptionConflictError extends DomainError {
  constructor(message: string) {
    super('GIFT_SUBSCRIPTION_CONFLICT', message, 'conflict');
  }
}

export interface GiftRecipient {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
}

/** What the buyer asks for at checkout (before the server checks it). */
export interface GiftOfferInput {
  recipient: Partial<Record<keyof GiftRecipient, string | null>>;
  message?: string | null;
  /** 'YYYY-MM-DD' (Brussels), or null/absent: as soon as possible. */
  firstBoxDate?: string | null;
  notify?: string | null;
  /** 'YYYY-MM-DDTHH:MM', Brussels time, when `notify` is 'at_date'. */
  notifyAt?: string | null;
}

/** The offer as it is kept. */
export interface GiftOffer {
  recipient: GiftRecipient;
  message: string | null;
  firstBoxDate: CalendarDate | null;
  notify: GiftNotice;
  notifyAt: Date | null;
}

const RECIPIENT_LIMITS: Record<keyof GiftRecipient, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  address: 255,
  postalCode: 20,
  city: 100,
  country: 2,
};

/**
 * Checks a buyer's offer against the rules at `now`; every broken rule is reported on its field
 * (`field`.recipient.email, .message, .firstBoxDate, .notifyAt…). Throws GiftSubscriptionInvalidError.
 */
export function checkGiftOffer(input: GiftOfferInput, now: Date, field = 'giftSubscription'): GiftOffer {
  const errors: FieldErrors = {};
  const refuse = (name: string, message: string) => (errors[`${field}.${name}`] ??= []).push(message);

  const recipient = {} as GiftRecipient;
  for (const key of Object.keys(RECIPIENT_LIMITS) as (keyof GiftRecipient)[]) {
    const value = (input.recipient?.[key] ?? '').trim();
    if (value === '' || value.length > RECIPIENT_LIMITS[key])
      refuse(`recipient.${key}`, GIFT_SUBSCRIPTION_MESSAGES.recipientField);
    recipient[key] = value;
  }
  recipient.email = recipient.email.toLowerCase();
  recipient.country = recipient.country.toUpperCase();
  if (recipient.country !== '' && !isShippingCountry(recipient.country)) {
    errors[`${field}.recipient.country`] = [GIFT_SUBSCRIPTION_MESSAGES.recipientCountry];
  }
  if (recipient.email !== '' && !isEmailAddress(recipient.email)) {
    errors[`${field}.recipient.email`] = [GIFT_SUBSCRIPTION_MESSAGES.recipientEmail];
  }

  const { message, valid: messageValid } = giftMessage(input.message);
  if (!messageValid) refuse('message', GIFT_SUBSCRIPTION_MESSAGES.messageTooLong);

  const today = brusselsDate(now);
  const firstBoxDate = input.firstBoxDate ?? null;
  if (
    firstBoxDate !== null &&
    (!isCalendarDate(firstBoxDate) ||
      compareDates(firstBoxDate, today) < 0 ||
      compareDates(firstBoxDate, addDays(today, GIFT_FIRST_BOX_MAX_DAYS)) > 0)
  ) {
    refuse('firstBoxDate', GIFT_SUBSCRIPTION_MESSAGES.firstBoxDate);
  }

  const notify = input.notify ?? 'at_once';
  let notifyAt: Date | null = null;
  if (!(GIFT_NOTICES as readonly string[]).includes(notify)) {
    refuse('notify', GIFT_SUBSCRIPTION_MESSAGES.notice);
  } else if (notify === 'at_date') {
    notifyAt = brusselsInstant(input.notifyAt ?? '');
    if (notifyAt === null) refuse('notifyAt', GIFT_SUBSCRIPTION_MESSAGES.notifyAtInvalid);
    else if (notifyAt.getTime() < now.getTime() - 60_000) refuse('notifyAt', GIFT_SUBSCRIPTION_MESSAGES.notifyAtPast);
    else if (isCalendarDate(firstBoxDate ?? '') && compareDates(brusselsDate(notifyAt), firstBoxDate!) > 0) {
      refuse('notifyAt', GIFT_SUBSCRIPTION_MESSAGES.notifyAfterFirstBox);
    } else if (firstBoxDate === null && compareDates(brusselsDate(notifyAt), today) > 0) {
      // As soon as possible: the first box leaves today, so the announcement cannot be later.
      refuse('notifyAt', GIFT_SUBSCRIPTION_MESSAGES.notifyAfterFirstBox);
    }
  }

  if (Object.keys(errors).length > 0) throw new GiftSubscriptionInvalidError(errors);
  return {
    recipient,
    message,
    firstBoxDate,
    notify: notify as GiftNotice,
    notifyAt,
  };
}

/** The number of boxes and the frequency of a gift line (the cart checked them; checked again here). */
export function checkGiftPlan(
  boxes: unknown,
  frequency: unknown,
  field = 'items.0',
): { boxes: number; frequency: Frequency } {
  const errors: FieldErrors = {};
  if (!isGiftBoxCount(boxes)) errors[`${field}.giftBoxes`] = [GIFT_SUBSCRIPTION_MESSAGES.boxes];
  if (!isFrequency(frequency)) errors[`${field}.frequency`] = [GIFT_SUBSCRIPTION_MESSAGES.frequency];
  if (Object.keys(errors).length > 0) throw new GiftSubscriptionInvalidError(errors);
  return { boxes: boxes as number, frequency: frequency as Frequency };
}

/** 'Box Premium, 6 box, une par mois': what is offered, in the recipient's words (never a price). */
export function giftPlanText(productName: string, boxes: number, frequency: Frequency): string {
  const every = { 1: 'une par mois', 2: 'une tous les 2 mois', 3: 'une tous les 3 mois' }[FREQUENCY_MONTHS[frequency]];
  return `${productName}, ${boxes} box, ${every}`;
}

export { GIFT_BOX_COUNTS };

/** Brussels local times ('YYYY-MM-DDTHH:MM'): shared/brussels-time.ts. */
export { brusselsInstant, brusselsLocal };
