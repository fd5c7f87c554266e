import { DomainError, type FieldErrors } from '../../../shared/domain-error.js';
import type { Cents } from '../../../shared/money.js';
import { isEmailAddress } from '../../../shared/validation/field-messages.js';

/*
 * An e-gift card (docs/design/planned.md, "E-gift cards"): a multi-purpose voucher, a means of payment
 * and not a discount. Its balance only moves through its movements, and never below zero: a hold takes
 * from the balance at once (two checkouts cannot both spend it), a capture keeps it taken, a release
 * or a credit gives it back. The persistence keeps the same rule in one conditional UPDATE.
 */

export const GIFT_CARD_PRESETS_CENTS = [2500, 5000, 7500, 10000] as const;
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 25000;
export const GIFT_CARD_VALIDITY_MONTHS = 12;
/** The reminder leaves one month before the end. */
export const GIFT_CARD_REMINDER_MONTHS = 1;
export const GIFT_CARD_MESSAGE_MAX = 300;
/** An unused card can be withdrawn within this many days of its purchase. */
export const GIFT_CARD_WITHDRAWAL_DAYS = 14;
export const GIFT_CARD_RECEIPT_MENTION = 'Bon à usages multiples — opération hors champ TVA';

export const GIFT_CARD_MESSAGES = {
  amount: 'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
  recipientName: 'Le nom du destinataire est requis',
  recipientEmail: "L'email du destinataire n'est pas valide",
  message: `Le message ne peut pas dépasser ${GIFT_CARD_MESSAGE_MAX} caractères`,
  sendAt: 'La date d’envoi doit être entre maintenant et dans 12 mois',
  disabled: 'Cette carte cadeau a été désactivée.',
  expired: 'Cette carte cadeau a expiré.',
  spent: 'Cette carte cadeau est entièrement utilisée.',
  insufficient: 'Le solde de cette carte cadeau ne suffit plus.',
  subscriptionLine:
    'Une carte cadeau ne paie pas un abonnement qui se renouvelle : son premier paiement doit enregistrer un moyen de paiement.',
} as const;

export type GiftCardStatus = 'active' | 'disabled' | 'expired';
export type GiftCardMovementKind =
  'sold' | 'issued' | 'held' | 'captured' | 'released' | 'credited' | 'expired' | 'disabled';

export interface GiftCardMovement {
  kind: GiftCardMovementKind;
  /** The balance's change (negative when taken), 0 for a capture (already taken by its hold). */
  amountCents: Cents;
  at: Date;
  /** The order or payment it is about, the reason of a card issued by hand or disabled. */
  reference: string | null;
}

export class GiftCardRefusedError extends DomainError {
  constructor(message: string, kind: 'invalid' | 'conflict' = 'conflict') {
    super('GIFT_CARD_REFUSED', message, kind);
  }
}

export class GiftCardInvalidError extends DomainError {
  constructor(errors: FieldErrors) {
    super('GIFT_CARD_INVALID', Object.values(errors)[0]![0]!, 'invalid', errors);
  }
}

/** What a buyer asks for; checked by `checkGiftCardPurchase`. */
export interface GiftCardPurchaseInput {
  amountCents: unknown;
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
  /** Null: now; or the instant it leaves (Brussels time chosen by the buyer). 'print': the buyer prints it. */
  sendAt?: Date | 'print' | null;
}

export interface GiftCardPurchase {
  amountCents: Cents;
  recipientName: string;
  recipientEmail: string | null;
  message: string | null;
  sendAt: Date | 'print';
}

const addMonths = (instant: Date, months: number): Date => {
  const next = new Date(instant.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** A whole amount of euros from 10 to 250 €; a recipient; a send date from now to 12 months. */
export function checkGiftCardPurchase(input: GiftCardPurchaseInput, now: Date): GiftCardPurchase {
  const errors: FieldErrors = {};
  const amount = input.amountCents;
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount % 100 !== 0 ||
    amount < GIFT_CARD_MIN_CENTS ||
    amount > GIFT_CARD_MAX_CENTS
  ) {
    errors.amount = [GIFT_CARD_MESSAGES.amount];
  }
  const recipientName = (input.recipientName ?? '').trim();
  if (recipientName === '' || recipientName.length > 200) errors.recipientName = [GIFT_CARD_MESSAGES.recipientName];
  const sendAt = input.sendAt ?? now;
  const email = (input.recipientEmail ?? '').trim().toLowerCase();
  if (sendAt !== 'print' && !isEmailAddress(email)) errors.recipientEmail = [GIFT_CARD_MESSAGES.recipientEmail];
  const message = (input.message ?? '').replace(/\r\n?/g, '\n').trim();
  if ([...message].length > GIFT_CARD_MESSAGE_MAX) errors.message = [GIFT_CARD_MESSAGES.message];
  if (
    sendAt !== 'print' &&
    (sendAt.getTime() < now.getTime() - 60_000 || sendAt > addMonths(now, GIFT_CARD_VALIDITY_MONTHS))
  ) {
    errors.sendAt = [GIFT_CARD_MESSAGES.sendAt];
  }
  if (Object.keys(errors).length > 0) throw new GiftCardInvalidError(errors);
  return {
    amountCents: amount as Cents,
    recipientName,
    recipientEmail: email === '' ? null : email,
    message: message === '' ? null : message,
    sendAt,
  };
}

export interface GiftCardState {
  initialCents: Cents;
  balanceCents: Cents;
  status: GiftCardStatus;
  purchasedAt: Date;
  expiresAt: Date;
  movements: GiftCardMovement[];
}

/** A card with its balance; every change is a movement. */
export class GiftCard {
  private constructor(private state: GiftCardState) {}

  /** Sold (paid) or issued by hand by customer service: valid 12 months from then. */
  static create(amountCents: Cents, now: Date, how: 'sold' | 'issued', reference: string | null): GiftCard {
    return new GiftCard({
      initialCents: amountCents,
      balanceCents: amountCents,
      status: 'active',
      purchasedAt: now,
      expiresAt: addMonths(now, GIFT_CARD_VALIDITY_MONTHS),
      movements: [{ kind: how, amountCents, at: now, reference }],
    });
  }

  static fromState(state: GiftCardState): GiftCard {
    return new GiftCard(structuredClone(state));
  }

  toState(): GiftCardState {
    return structuredClone(this.state);
  }

  get balanceCents(): Cents {
    return this.state.balanceCents;
  }

  /** When the reminder mail is due: one month before the end. */
  get reminderAt(): Date {
    return addMonths(this.state.expiresAt, -GIFT_CARD_REMINDER_MONTHS);
  }

  /** What the card can pay of `dueCents` now (refused: disabled, expired, spent). */
  usable(dueCents: Cents, now: Date): Cents {
    this.requireUsable(now);
    return Math.min(dueCents, this.state.balanceCents);
  }

  /** Takes `amountCents` from the balance for a payment under way (never below zero). */
  hold(amountCents: Cents, now: Date, reference: string): void {
    this.requireUsable(now);
    if (amountCents <= 0 || amountCents > this.state.balanceCents) {
      throw new GiftCardRefusedError(GIFT_CARD_MESSAGES.insufficient);
    }
    this.move('held', -amountCents, now, reference);
  }

  /** The payment was made: the held amount stays taken. */
  capture(reference: string, now: Date): void {
    this.state.movements.push({ kind: 'captured', amountCents: 0, at: now, reference });
  }

  /** The payment expired, failed or was cancelled: the held amount comes back. */
  release(amountCents: Cents, now: Date, reference: string): void {
    this.move('released', amountCents, now, reference);
  }

  /** An order it paid was refunded: its share comes back to the card. */
  credit(amountCents: Cents, now: Date, reference: string): void {
    this.move('credited', amountCents, now, reference);
  }

  disable(reason: string, now: Date): void {
    if (this.state.status === 'disabled') return;
    this.state.status = 'disabled';
    this.state.movements.push({ kind: 'disabled', amountCents: 0, at: now, reference: reason });
  }

  /** Past its end: what is left is no longer spendable (recorded as a movement). */
  expire(now: Date): boolean {
    if (this.state.status !== 'active' || now < this.state.expiresAt) return false;
    this.state.status = 'expired';
    this.move('expired', -this.state.balanceCents, now, null);
    return true;
  }

  /** An unused card, within 14 days of its purchase, can be withdrawn (refunded whole). */
  withdrawable(now: Date): boolean {
    const within = now.getTime() - this.state.purchasedAt.getTime() <= GIFT_CARD_WITHDRAWAL_DAYS * 86_400_000;
    return this.state.status === 'active' && within && this.state.balanceCents === this.state.initialCents;
  }

  private requireUsable(now: Date): void {
    if (this.state.status === 'disabled') throw new GiftCardRefusedError(GIFT_CARD_MESSAGES.disabled);
    if (this.state.status === 'expired' || now >= this.state.expiresAt) {
      throw new GiftCardRefusedError(GIFT_CARD_MESSAGES.expired);
    }
    if (this.state.balanceCents === 0) throw new GiftCardRefusedError(GIFT_CARD_MESSAGES.spent);
  }

  private move(kind: GiftCardMovementKind, amountCents: Cents, at: Date, reference: string | null): void {
    const balance = this.state.balanceCents + amountCents;
    if (balance < 0 || balance > this.state.initialCents) throw new RangeError('gift card balance out of range');
    this.state.balanceCents = balance;
    this.state.movements.push({ kind, amountCents, at, reference });
  }
}

/** Whether a card may pay for a cart line: one-off boxes and prepaid gift subscriptions, never a renewing one. */
export function cardMayPay(line: { isSubscription: boolean; giftBoxes?: number | null }): boolean {
  return !line.isSubscription || (line.giftBoxes !== undefined && line.giftBoxes !== null);
}
