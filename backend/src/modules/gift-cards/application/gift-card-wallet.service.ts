import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import {
  GIFT_CARD_PAYMENT_MESSAGES as MESSAGES,
  GiftCardPaymentRefusedError,
  allocateGiftCards,
  cardPayableCents,
} from '../../../shared/gift-card-payment-rules.js';
import type { Cents } from '../../../shared/money.js';
import type { GiftCardPaymentPreview } from '../../cart-pricing/index.js';
import type { OrderSnapshot } from '../../ordering/index.js';
import { GiftCardBalanceService } from './gift-card-balance.service.js';
import type { GiftCardRecord } from './ports/gift-card.repository.js';
import { type GiftCardPaymentRecord, GiftCardPaymentRepository } from './ports/gift-card-payment.repository.js';

/** A card's credit after a refund, as the refund mail tells it. */
export interface GiftCardCredit {
  last4: string;
  creditedCents: Cents;
  balanceCents: Cents;
  expiresAt: Date;
}

/**
 * Gift cards as a means of payment (docs/design/gift-cards.md, "Paying with a card"): the codes a
 * shopper gives are looked up (in the balance page's budgets), refused with French messages when
 * they cannot pay, and share the total by the one allocation rule. The checkout holds the shares in
 * the transaction that places the order; its payment captures them; its end unpaid releases them; a
 * refund credits them back, card by card.
 */
@Injectable()
export class GiftCardWalletService {
  constructor(
    private readonly balances: GiftCardBalanceService,
    private readonly payments: GiftCardPaymentRepository,
    private readonly clock: Clock,
  ) {}

  /** The cards the codes name, each able to pay now; or a refusal, code by code. */
  private async usableCards(
    codes: readonly unknown[],
    clientAddress: string,
    counted = true,
  ): Promise<GiftCardRecord[]> {
    const budgets = counted ? 'paying' : 'none';
    const now = this.clock.now();
    const cards: GiftCardRecord[] = [];
    const unknown: Record<string, string[]> = {};
    const cannotPay: Record<string, string[]> = {};
    for (const [i, code] of codes.entries()) {
      const card = await this.balances.find(code, clientAddress, budgets);
      const field = `giftCardCodes.${i}`;
      if (!card) unknown[field] = [MESSAGES.unknown];
      else if (cards.some((other) => other.id === card.id)) unknown[field] = [MESSAGES.twice];
      else if (card.status === 'disabled') cannotPay[field] = [MESSAGES.disabled];
      else if (card.status === 'withdrawn') cannotPay[field] = [MESSAGES.withdrawn];
      else if (card.status !== 'active' || card.expiresAt! <= now) cannotPay[field] = [MESSAGES.expired];
      else if (card.balanceCents === 0) cannotPay[field] = [MESSAGES.spent];
      if (card) cards.push(card);
    }
    if (Object.keys(unknown).length > 0) throw new GiftCardPaymentRefusedError(unknown, 'invalid');
    if (Object.keys(cannotPay).length > 0) throw new GiftCardPaymentRefusedError(cannotPay, 'conflict');
    return cards;
  }

  /** What the codes would pay of `dueCents`, card by card; nothing is held. */
  async preview(codes: readonly unknown[], dueCents: Cents, clientAddress: string): Promise<GiftCardPaymentPreview[]> {
    return sharesOf(await this.usableCards(codes, clientAddress), dueCents);
  }

  /**
   * In the transaction that placed `order`: each card's share held (one conditional UPDATE each). A
   * card whose balance changed meanwhile refuses the whole checkout (409: the transaction rolls back,
   * nothing is held). Returns what the cards pay. The checkout's quote counted these lookups already.
   */
  async hold(order: OrderSnapshot, codes: readonly unknown[], clientAddress: string): Promise<Cents> {
    const cards = await this.usableCards(codes, clientAddress, false);
    const previews = sharesOf(cards, cardPayableCents(order));
    const now = this.clock.now();
    let held = 0;
    for (const [position, card] of cards.entries()) {
      const amountCents = previews[position]!.amountCents;
      const share = { id: randomUUID(), cardId: card.id, orderId: order.id, orderNumber: order.orderNumber, position };
      if (!(await this.payments.hold({ ...share, amountCents }, now))) {
        throw new GiftCardPaymentRefusedError({ [`giftCardCodes.${position}`]: [MESSAGES.insufficient] }, 'conflict');
      }
      held += amountCents;
    }
    return held;
  }

  /** The order is paid: its shares stay taken. */
  async capture(order: OrderSnapshot): Promise<void> {
    await this.payments.capture(order.id, order.orderNumber, this.clock.now());
  }

  /** The order ended unpaid (or was removed): its held shares go back to their cards. */
  async release(orderId: string): Promise<void> {
    const now = this.clock.now();
    for (const share of await this.payments.ofOrderForUpdate(orderId)) {
      if (share.status === 'held') await this.payments.release(share, now);
    }
  }

  /**
   * A refund of `cents` of the order: the cards' captured shares are credited back first, in their
   * order, up to what each paid and was not yet credited (a card is never turned into cash). Returns
   * each card credited; what is left of `cents` is the Mollie payment's to refund.
   */
  async credit(orderId: string, cents: Cents, reference: string): Promise<GiftCardCredit[]> {
    const now = this.clock.now();
    const credits: GiftCardCredit[] = [];
    let left = cents;
    for (const share of await this.payments.ofOrderForUpdate(orderId)) {
      const room = share.status === 'captured' ? share.amountCents - share.creditedCents : 0;
      const credit = Math.min(room, left);
      if (credit <= 0) continue;
      await this.payments.credit(share, credit, reference, now);
      left -= credit;
      credits.push({
        last4: share.last4,
        creditedCents: credit,
        balanceCents: share.cardBalanceCents + credit,
        expiresAt: share.cardExpiresAt,
      });
    }
    return credits;
  }

  heldSince(before: Date, limit: number): Promise<string[]> {
    return this.payments.ordersHeldSince(before, limit);
  }

  ofOrders(orderIds: readonly string[]): Promise<GiftCardPaymentRecord[]> {
    return this.payments.ofOrders(orderIds);
  }
}

/** Each card's share of `dueCents` (the one allocation rule); a card left with nothing to pay is refused. */
function sharesOf(cards: readonly GiftCardRecord[], dueCents: Cents): GiftCardPaymentPreview[] {
  if (dueCents === 0) throw new GiftCardPaymentRefusedError({ giftCardCodes: [MESSAGES.cardsForCards] }, 'invalid');
  const shares = allocateGiftCards(
    cards.map((card) => card.balanceCents),
    dueCents,
  );
  const idle = shares.findIndex((share) => share === 0);
  if (idle >= 0) throw new GiftCardPaymentRefusedError({ [`giftCardCodes.${idle}`]: [MESSAGES.notNeeded] }, 'invalid');
  return cards.map((card, i) => ({
    last4: card.last4!,
    amountCents: shares[i]!,
    balanceCents: card.balanceCents,
    expiresAt: card.expiresAt!,
  }));
}
