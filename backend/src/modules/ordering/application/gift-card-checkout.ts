import { Injectable } from '@nestjs/common';
import type { CheckedGiftCardLine } from '../../../shared/gift-card-rules.js';
import type { Cents } from '../../../shared/money.js';
import { type OrderSnapshot, amountDueCents } from '../domain/order.js';

/** A gift card's line as the buyer sends it at checkout (checked by shared/gift-card-rules.ts). */
export type { GiftCardLineInput } from '../../../shared/gift-card-rules.js';

/** A card of an order, as the order JSON shows it (docs/design/gift-cards.md). */
export interface GiftCardOrderView {
  id: string;
  amountCents: Cents;
  recipientName: string;
  recipientEmail: string | null;
  delivery: 'now' | 'at_date' | 'print';
  sendAt: Date | null;
  sentAt: Date | null;
  last4: string | null;
  status: string;
  statusLabel: string;
  /** Its buyer may withdraw from it until then (unused, 14 days from its purchase); null otherwise. */
  withdrawableUntil: Date | null;
}

/** What one gift card paid of an order, as the order JSON and the invoice show it (never its code). */
export interface GiftCardPaymentView {
  last4: string;
  amountCents: Cents;
  creditedCents: Cents;
  status: 'held' | 'captured' | 'released';
}

/** A card credited back by a refund, as the refund mail tells it. */
export interface GiftCardCreditView {
  last4: string;
  creditedCents: Cents;
  balanceCents: Cents;
  expiresAt: Date;
}

/**
 * What the gift-cards module does for an order that buys e-gift cards (docs/design/gift-cards.md),
 * registered by that module at start so that ordering never imports it.
 */
export interface GiftCardParticipant {
  /** The order is placed (in its transaction): its cards exist, waiting for the payment. Lines already checked. */
  placed(order: OrderSnapshot, lines: readonly CheckedGiftCardLine[]): Promise<void>;
  /** The order is paid (in the transaction that recorded it): cards active, 'now'/'print' mails and the receipt queued. */
  paid(order: OrderSnapshot): Promise<void>;
  /** The order is cancelled unpaid: its cards go `annulee`. (Paid then cancelled: next slice; leave the cards.) */
  abandoned(order: OrderSnapshot): Promise<void>;
  /**
   * The order is placed (in its transaction) and the shopper pays with these codes: each card's share
   * held (GiftCardPaymentRefusedError when one cannot pay); returns what the cards pay.
   */
  hold(order: OrderSnapshot, codes: readonly unknown[], clientAddress: string): Promise<Cents>;
  /** The order's held shares go back to their cards (it ended unpaid, or was removed). */
  release(orderId: string): Promise<void>;
  /** A refund of `cents`: the cards' shares credited back first; returns the cards credited. */
  credit(orderId: string, cents: Cents, reference: string): Promise<GiftCardCreditView[]>;
  /** For the order JSON. */
  ofOrders(orderIds: readonly string[]): Promise<Map<string, GiftCardsOfOrder>>;
  /** Orders with a share still held since before `before` (the holds sweep's candidates). */
  heldSince(before: Date, limit: number): Promise<string[]>;
}

/** An order's cards, the receipt of their sale, and the cards that paid it, as the participant tells them. */
export interface GiftCardsOfOrder {
  cards: GiftCardOrderView[];
  receiptNumber: string | null;
  payments: GiftCardPaymentView[];
}

/** A card as the order JSON carries it (customer and back office): dates as ISO strings. */
export interface GiftCardJson {
  id: string;
  amountCents: Cents;
  recipientName: string;
  recipientEmail: string | null;
  delivery: 'now' | 'at_date' | 'print';
  sendAt: string | null;
  sentAt: string | null;
  last4: string | null;
  status: string;
  statusLabel: string;
  withdrawableUntil: string | null;
}

/** A card's share of an order, as the order JSON carries it. */
export interface GiftCardPaymentJson extends GiftCardPaymentView {
  statusLabel: string;
}

export const GIFT_CARD_PAYMENT_STATUS_LABELS: Readonly<Record<GiftCardPaymentView['status'], string>> = {
  held: 'Réservé',
  captured: 'Payé',
  released: 'Libéré',
};

/** The order JSON's `giftCards` and `giftCardReceipt` (an order without cards: none and null). */
export function giftCardsJson(
  of: GiftCardsOfOrder | undefined,
  order: Pick<OrderSnapshot, 'totalCents' | 'giftCardPaidCents'>,
): {
  giftCards: GiftCardJson[];
  giftCardReceipt: { number: string } | null;
  giftCardPayments: GiftCardPaymentJson[];
  amountDueCents: Cents;
} {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    giftCards: (of?.cards ?? []).map((card) => ({
      id: card.id,
      amountCents: card.amountCents,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      delivery: card.delivery,
      sendAt: iso(card.sendAt),
      sentAt: iso(card.sentAt),
      last4: card.last4,
      status: card.status,
      statusLabel: card.statusLabel,
      withdrawableUntil: iso(card.withdrawableUntil),
    })),
    giftCardReceipt: of?.receiptNumber ? { number: of.receiptNumber } : null,
    giftCardPayments: (of?.payments ?? []).map((payment) => ({
      ...payment,
      statusLabel: GIFT_CARD_PAYMENT_STATUS_LABELS[payment.status],
    })),
    amountDueCents: amountDueCents(order),
  };
}

/** The order buys gift cards (their sum is on the order, beside its boxes). */
export function buysGiftCards(order: Pick<OrderSnapshot, 'giftCardsCents'>): boolean {
  return order.giftCardsCents > 0;
}

/** Gift cards pay (part of) the order. */
export function paidWithGiftCards(order: Pick<OrderSnapshot, 'giftCardPaidCents'>): boolean {
  return order.giftCardPaidCents > 0;
}

/** Gift cards are bought with the order, or pay it: the order JSON asks for them. */
const hasGiftCards = (order: Pick<OrderSnapshot, 'giftCardsCents' | 'giftCardPaidCents'>): boolean =>
  buysGiftCards(order) || paidWithGiftCards(order);

@Injectable()
export class GiftCardCheckout {
  private participant: GiftCardParticipant | undefined;

  register(participant: GiftCardParticipant): void {
    this.participant = participant;
  }

  get isRegistered(): boolean {
    return this.participant !== undefined;
  }

  heldSince(before: Date, limit: number): Promise<string[]> {
    return this.registered.heldSince(before, limit);
  }

  private get registered(): GiftCardParticipant {
    if (!this.participant) throw new Error('gift cards are not registered');
    return this.participant;
  }

  async placed(order: OrderSnapshot, lines: readonly CheckedGiftCardLine[]): Promise<void> {
    if (lines.length > 0) await this.registered.placed(order, lines);
  }

  /** Paid: the cards it buys come alive, and the cards that paid it are captured. */
  async paid(order: OrderSnapshot): Promise<void> {
    if (hasGiftCards(order)) await this.registered.paid(order);
  }

  /** Ended unpaid: the cards it buys are cancelled, and the cards that were to pay it released. */
  async abandoned(order: OrderSnapshot): Promise<void> {
    if (hasGiftCards(order)) await this.registered.abandoned(order);
  }

  async hold(
    order: OrderSnapshot,
    codes: readonly unknown[] | null | undefined,
    clientAddress: string,
  ): Promise<Cents> {
    if (!codes || codes.length === 0) return 0;
    return this.registered.hold(order, codes, clientAddress);
  }

  /** The order was removed (its Mollie payment could not be created): its held shares go back. */
  async removed(order: Pick<OrderSnapshot, 'id' | 'giftCardPaidCents'>): Promise<void> {
    if (paidWithGiftCards(order)) await this.releaseOf(order.id);
  }

  /** The held shares of an order, whatever it says (the holds sweep, for an order that is gone). */
  releaseOf(orderId: string): Promise<void> {
    return this.registered.release(orderId);
  }

  /** A refund of `cents` of a paid order: the cards' shares first. */
  async credit(
    order: Pick<OrderSnapshot, 'id' | 'giftCardPaidCents'>,
    cents: Cents,
    reference: string,
  ): Promise<GiftCardCreditView[]> {
    if (!paidWithGiftCards(order) || cents <= 0) return [];
    return this.registered.credit(order.id, cents, reference);
  }

  /**
   * The cards of the orders that bought some (one question for a whole list; none asked for the
   * orders without cards, most of them).
   */
  async ofOrders(
    orders: readonly Pick<OrderSnapshot, 'id' | 'giftCardsCents' | 'giftCardPaidCents'>[],
  ): Promise<Map<string, GiftCardsOfOrder>> {
    const ids = orders.filter(hasGiftCards).map((order) => order.id);
    if (ids.length === 0) return new Map();
    return this.registered.ofOrders(ids);
  }
}
