import { DomainError } from '../../../shared/domain-error.js';
import {
  GIFT_CARD_MESSAGES,
  GIFT_CARD_REMINDER_MONTHS,
  GIFT_CARD_VALIDITY_MONTHS,
  GIFT_CARD_WITHDRAWAL_DAYS,
  addMonthsUtc as addMonths,
} from '../../../shared/gift-card-rules.js';
import type { Cents } from '../../../shared/money.js';

/*
 * An e-gift card (docs/design/gift-cards.md): a multi-purpose voucher, a means of payment
 * and not a discount. Its balance only moves through its movements, and never below zero: a hold takes
 * from the balance at once (two checkouts cannot both spend it), a capture keeps it taken, a release
 * or a credit gives it back. The persistence keeps the same rule in one conditional UPDATE.
 */

/** The purchase rule (amounts, recipient, sending) is shared/gift-card-rules.ts. */
export type GiftCardStatus = 'active' | 'disabled' | 'expired' | 'withdrawn';
export type GiftCardMovementKind =
  'sold' | 'issued' | 'held' | 'captured' | 'released' | 'credited' | 'expired' | 'disabled' | 'withdrawn';

export interface GiftCardMovement {
  kind: GiftCardMovementKind;
  /** The balance's change (negative when taken), 0 for a capture (already taken by its hold). */
  amountCents: Cents;
  at: Date;
  /** The order or payment it is about, the reason of a card issued by hand or disabled. */
  reference: string | null;
}

export const GIFT_CARD_WITHDRAWAL_REFUSED =
  'Cette carte cadeau ne peut plus être remboursée : seule une carte inutilisée l’est, dans les 14 jours qui suivent son achat.';

export class GiftCardRefusedError extends DomainError {
  constructor(message: string, kind: 'invalid' | 'conflict' = 'conflict') {
    super('GIFT_CARD_REFUSED', message, kind);
  }
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

  /** Its buyer withdraws from it (refunded whole): only an unused card within 14 days of its purchase. */
  withdraw(now: Date, reference: string): void {
    if (!this.withdrawable(now)) throw new GiftCardRefusedError(GIFT_CARD_WITHDRAWAL_REFUSED);
    this.state.status = 'withdrawn';
    this.move('withdrawn', -this.state.balanceCents, now, reference);
  }

  /** The end of the 14 days its buyer may withdraw from it. */
  get withdrawalDeadline(): Date {
    return new Date(this.state.purchasedAt.getTime() + GIFT_CARD_WITHDRAWAL_DAYS * 86_400_000);
  }

  /** An unused card, within 14 days of its purchase, can be withdrawn (refunded whole). */
  withdrawable(now: Date): boolean {
    const within = now.getTime() <= this.withdrawalDeadline.getTime();
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

/** The payment rule (which lines a card may pay, how several cards share a total): shared/gift-card-payment-rules.ts. */
export { cardMayPay } from '../../../shared/gift-card-payment-rules.js';
