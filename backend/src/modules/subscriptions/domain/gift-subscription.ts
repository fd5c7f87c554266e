import type { Cents } from '../../../shared/money.js';
import { FREQUENCY_MONTHS, type Frequency } from '../../../shared/subscription-rules.js';
import {
  GIFT_POSTPONE_MAX_MONTHS,
  GIFT_SUBSCRIPTION_MACHINE,
  GIFT_SUBSCRIPTION_MESSAGES,
  GIFT_SUBSCRIPTION_STATUS_LABELS,
  GiftSubscriptionConflictError,
  GiftSubscriptionInvalidError,
  type GiftNotice,
  type GiftOffer,
  type GiftRecipient,
  type GiftSubscriptionStatus,
} from './gift-subscription-rules.js';
import { type CalendarDate, addMonths, brusselsDate, compareDates, laterOf } from './schedule.js';

/**
 * A prepaid gift subscription (docs/design/gifting.md): a subscription of kind 'gift', paid once
 * upfront by its buyer's order, that sends `boxesTotal` boxes to its recipient, one per period, then
 * ends. It never charges and is never renewed. Its recipient may claim it into an account.
 */
export interface GiftSubscriptionSnapshot {
  id: string;
  buyerId: string | null;
  buyerFirstName: string;
  /** The order that paid for it (its one invoice; refunds of unsent boxes go against it). */
  orderId: string;
  productId: number;
  productName: string;
  frequency: Frequency;
  boxesTotal: number;
  boxesSent: number;
  /** Boxes cancelled by the buyer (refunded). */
  boxesCanceled: number;
  /** What one box cost, for the buyer's refunds: its unit price and its shipping. */
  unitPriceCents: Cents;
  shippingPerBoxCents: Cents;
  status: GiftSubscriptionStatus;
  recipient: GiftRecipient;
  message: string | null;
  /** Null: as soon as possible (the day it is paid). */
  firstBoxDate: CalendarDate | null;
  /** The next box's date once active (null before, and once every box is created). */
  nextBoxDate: CalendarDate | null;
  /** The date the next box was planned for, before any postponement. */
  plannedBoxDate: CalendarDate | null;
  notify: GiftNotice;
  /** When the recipient is told (set at payment for 'at_once'); null: never. */
  notifyAt: Date | null;
  notifiedAt: Date | null;
  /**
   * SHA-256 of the /cadeau/<token> link's token, made when the recipient is told (the token itself is
   * only ever in the recipient's mail); null before.
   */
  claimTokenHash: string | null;
  claimedBy: string | null;
  claimedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
  endedAt: Date | null;
  canceledAt: Date | null;
}

export interface PlaceGiftSubscription {
  id: string;
  buyerId: string;
  buyerFirstName: string;
  orderId: string;
  productId: number;
  productName: string;
  frequency: Frequency;
  boxes: number;
  unitPriceCents: Cents;
  shippingPerBoxCents: Cents;
  offer: GiftOffer;
  now: Date;
}

/** The box the renewal job creates: its number in the gift, and whether it was the last. */
export interface GiftBox {
  number: number;
  date: CalendarDate;
  last: boolean;
}

export class GiftSubscription {
  private constructor(private state: GiftSubscriptionSnapshot) {}

  static place(input: PlaceGiftSubscription): GiftSubscription {
    const now = new Date(input.now.getTime());
    return new GiftSubscription({
      id: input.id,
      buyerId: input.buyerId,
      buyerFirstName: input.buyerFirstName,
      orderId: input.orderId,
      productId: input.productId,
      productName: input.productName,
      frequency: input.frequency,
      boxesTotal: input.boxes,
      boxesSent: 0,
      boxesCanceled: 0,
      unitPriceCents: input.unitPriceCents,
      shippingPerBoxCents: input.shippingPerBoxCents,
      status: 'en_attente',
      recipient: { ...input.offer.recipient },
      message: input.offer.message,
      firstBoxDate: input.offer.firstBoxDate,
      nextBoxDate: null,
      plannedBoxDate: null,
      notify: input.offer.notify,
      notifyAt: input.offer.notifyAt,
      notifiedAt: null,
      claimTokenHash: null,
      claimedBy: null,
      claimedAt: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
      endedAt: null,
      canceledAt: null,
    });
  }

  static fromSnapshot(snapshot: GiftSubscriptionSnapshot): GiftSubscription {
    return new GiftSubscription(structuredClone(snapshot));
  }

  toSnapshot(): GiftSubscriptionSnapshot {
    return structuredClone(this.state);
  }

  get id(): string {
    return this.state.id;
  }
  get status(): GiftSubscriptionStatus {
    return this.state.status;
  }

  /** The boxes neither created nor cancelled yet. */
  get boxesLeft(): number {
    return this.state.boxesTotal - this.state.boxesSent - this.state.boxesCanceled;
  }

  /** Its order was paid: the first box is due on its date (today when as soon as possible). Idempotent. */
  activate(paidAt: Date): boolean {
    if (this.state.status !== 'en_attente') return false;
    this.move('active', paidAt);
    this.state.paidAt = new Date(paidAt.getTime());
    const first = laterOf(this.state.firstBoxDate ?? brusselsDate(paidAt), brusselsDate(paidAt));
    this.state.nextBoxDate = first;
    this.state.plannedBoxDate = first;
    if (this.state.notify === 'at_once') this.state.notifyAt = new Date(paidAt.getTime());
    return true;
  }

  /** Its order was cancelled before it was paid (expired, failed): nothing was sold. */
  abandon(now: Date): boolean {
    if (this.state.status !== 'en_attente') return false;
    this.move('annulee', now);
    this.state.canceledAt = new Date(now.getTime());
    return true;
  }

  /** The recipient's announcement is due: told once, at its time, unless the gift is a surprise or over. */
  announcementDue(now: Date): boolean {
    const { status, notifyAt, notifiedAt } = this.state;
    return (
      (status === 'active' || status === 'terminee') && notifyAt !== null && notifiedAt === null && notifyAt <= now
    );
  }

  /** The recipient is told, with the link whose token hashes to `claimTokenHash`. */
  markAnnounced(now: Date, claimTokenHash: string): void {
    this.state.claimTokenHash ??= claimTokenHash;
    this.state.notifiedAt = new Date(now.getTime());
    this.state.updatedAt = new Date(now.getTime());
  }

  /** Whether the recipient has been told (by the announcement) or has claimed the gift. */
  get recipientKnows(): boolean {
    return this.state.notifiedAt !== null || this.state.claimedBy !== null;
  }

  /**
   * The next box is due on `today`: counted as sent, the next one planned a period later; after the
   * last, the gift ends (terminee). Null when no box is due.
   */
  takeBox(today: CalendarDate, now: Date): GiftBox | null {
    const next = this.state.nextBoxDate;
    if (this.state.status !== 'active' || next === null || compareDates(next, today) > 0) return null;
    this.state.boxesSent += 1;
    const box: GiftBox = { number: this.state.boxesSent, date: next, last: this.boxesLeft === 0 };
    if (box.last) {
      this.state.nextBoxDate = null;
      this.state.plannedBoxDate = null;
      this.state.endedAt = new Date(now.getTime());
      this.move('terminee', now);
    } else {
      const planned = addMonths(next, FREQUENCY_MONTHS[this.state.frequency]);
      this.state.nextBoxDate = planned;
      this.state.plannedBoxDate = planned;
      this.state.updatedAt = new Date(now.getTime());
    }
    return box;
  }

  /**
   * The buyer cancels the boxes not yet created: the gift ends (annulee), and the boxes cancelled are
   * returned for their refund. Nothing happens to a gift already over.
   */
  cancel(now: Date): { boxes: number } {
    if (this.state.status !== 'active' && this.state.status !== 'en_attente') {
      throw new GiftSubscriptionConflictError(
        `Impossible d’annuler : l’abonnement offert est « ${GIFT_SUBSCRIPTION_STATUS_LABELS[this.state.status]} ».`,
      );
    }
    const boxes = this.boxesLeft;
    this.state.boxesCanceled += boxes;
    this.state.nextBoxDate = null;
    this.state.plannedBoxDate = null;
    this.state.canceledAt = new Date(now.getTime());
    this.move('annulee', now);
    return { boxes };
  }

  /** The recipient claims the gift into their account; claiming it again is a no-op. */
  claim(customerId: string, now: Date): void {
    if (this.state.status === 'annulee' || this.state.status === 'en_attente') {
      throw new GiftSubscriptionConflictError(GIFT_SUBSCRIPTION_MESSAGES.canceled);
    }
    if (this.state.claimedBy === customerId) return;
    if (this.state.claimedBy !== null)
      throw new GiftSubscriptionConflictError(GIFT_SUBSCRIPTION_MESSAGES.claimedByAnother);
    this.state.claimedBy = customerId;
    this.state.claimedAt = new Date(now.getTime());
    this.state.updatedAt = new Date(now.getTime());
  }

  /** The buyer or the recipient changes where the boxes not yet created go. */
  changeAddress(address: Omit<GiftRecipient, 'email'>, now: Date): void {
    this.requireActive('modifier l’adresse');
    this.state.recipient = { ...this.state.recipient, ...address };
    this.state.updatedAt = new Date(now.getTime());
  }

  /** The recipient postpones the next box to `date`: after its planned date, by at most 2 months. */
  postpone(date: CalendarDate, now: Date): void {
    this.requireActive('reporter la box');
    const planned = this.state.plannedBoxDate!;
    if (compareDates(date, this.state.nextBoxDate!) <= 0) {
      throw new GiftSubscriptionInvalidError({ date: [GIFT_SUBSCRIPTION_MESSAGES.postponeBeforeNext] });
    }
    if (compareDates(date, addMonths(planned, GIFT_POSTPONE_MAX_MONTHS)) > 0) {
      throw new GiftSubscriptionInvalidError({ date: [GIFT_SUBSCRIPTION_MESSAGES.postponeTooFar] });
    }
    this.state.nextBoxDate = date;
    this.state.updatedAt = new Date(now.getTime());
  }

  /** The buyer changes when the recipient is told, before they were. */
  changeNotice(notify: GiftNotice, notifyAt: Date | null, now: Date): void {
    if (this.state.status === 'annulee' || this.state.status === 'terminee') this.requireActive('modifier l’annonce');
    if (this.state.notifiedAt !== null) {
      throw new GiftSubscriptionConflictError(GIFT_SUBSCRIPTION_MESSAGES.notifyAlreadySent);
    }
    this.state.notify = notify;
    this.state.notifyAt = notify === 'never' ? null : notify === 'at_once' ? new Date(now.getTime()) : notifyAt;
    this.state.updatedAt = new Date(now.getTime());
  }

  private requireActive(action: string): void {
    if (this.state.status !== 'active') {
      throw new GiftSubscriptionConflictError(
        `Impossible de ${action} : l’abonnement offert est « ${GIFT_SUBSCRIPTION_STATUS_LABELS[this.state.status]} ».`,
      );
    }
  }

  private move(to: GiftSubscriptionStatus, now: Date): void {
    if (!GIFT_SUBSCRIPTION_MACHINE.can(this.state.status, to)) {
      throw new GiftSubscriptionConflictError(
        `L’abonnement offert est « ${GIFT_SUBSCRIPTION_STATUS_LABELS[this.state.status]} ».`,
      );
    }
    this.state.status = to;
    this.state.updatedAt = new Date(now.getTime());
  }
}

/**
 * What the buyer gets back for `boxes` cancelled boxes of a gift paid `paidCents` for `boxesTotal`:
 * their share of what was paid (each box's unit price and shipping, less its share of a promo code).
 * The shares of all boxes add up to exactly what was paid.
 */
export function giftRefundCents(paidCents: Cents, boxesTotal: number, boxesKept: number): Cents {
  return paidCents - Math.floor((paidCents * boxesKept) / boxesTotal);
}
