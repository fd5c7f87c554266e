import { Injectable } from '@nestjs/common';
import type { CheckedGiftCardLine } from '../../../shared/gift-card-rules.js';
import type { Cents } from '../../../shared/money.js';
import type { OrderSnapshot } from '../domain/order.js';

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
  /** For the order JSON. */
  ofOrders(
    orderIds: readonly string[],
  ): Promise<Map<string, { cards: GiftCardOrderView[]; receiptNumber: string | null }>>;
}

/** An order's cards and the receipt of their sale, as the participant tells them. */
export interface GiftCardsOfOrder {
  cards: GiftCardOrderView[];
  receiptNumber: string | null;
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
}

/** The order JSON's `giftCards` and `giftCardReceipt` (an order without cards: none and null). */
export function giftCardsJson(of: GiftCardsOfOrder | undefined): {
  giftCards: GiftCardJson[];
  giftCardReceipt: { number: string } | null;
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
    })),
    giftCardReceipt: of?.receiptNumber ? { number: of.receiptNumber } : null,
  };
}

/** The order buys gift cards (their sum is on the order, beside its boxes). */
export function buysGiftCards(order: Pick<OrderSnapshot, 'giftCardsCents'>): boolean {
  return order.giftCardsCents > 0;
}

@Injectable()
export class GiftCardCheckout {
  private participant: GiftCardParticipant | undefined;

  register(participant: GiftCardParticipant): void {
    this.participant = participant;
  }

  private get registered(): GiftCardParticipant {
    if (!this.participant) throw new Error('gift cards are not registered');
    return this.participant;
  }

  async placed(order: OrderSnapshot, lines: readonly CheckedGiftCardLine[]): Promise<void> {
    if (lines.length > 0) await this.registered.placed(order, lines);
  }

  async paid(order: OrderSnapshot): Promise<void> {
    if (buysGiftCards(order)) await this.registered.paid(order);
  }

  async abandoned(order: OrderSnapshot): Promise<void> {
    if (buysGiftCards(order)) await this.registered.abandoned(order);
  }

  /**
   * The cards of the orders that bought some (one question for a whole list; none asked for the
   * orders without cards, most of them).
   */
  async ofOrders(
    orders: readonly Pick<OrderSnapshot, 'id' | 'giftCardsCents'>[],
  ): Promise<Map<string, GiftCardsOfOrder>> {
    const ids = orders.filter(buysGiftCards).map((order) => order.id);
    if (ids.length === 0) return new Map();
    return this.registered.ofOrders(ids);
  }
}
