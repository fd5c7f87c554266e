import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type CheckedGiftCardLine, giftCardsTotalCents } from '../../../shared/gift-card-rules.js';
import { GiftCardWallet } from '../../cart-pricing/index.js';
import { GiftCardCheckout, type GiftCardsOfOrder, type OrderSnapshot } from '../../ordering/index.js';
import { GiftCardWalletService } from './gift-card-wallet.service.js';
import { GiftCard } from '../domain/gift-card.js';
import { GIFT_CARD_STATUS_LABELS, giftCardReceiptNumber } from '../domain/gift-card-status.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { GiftCardMails } from './gift-card-mails.js';
import {
  type GiftCardReceiptData,
  type GiftCardRecord,
  GiftCardReceiptRepository,
  GiftCardRepository,
} from './ports/gift-card.repository.js';

const brusselsYear = (instant: Date): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', year: 'numeric' }).format(instant));

/**
 * Lends the checkout what it needs for e-gift cards (docs/design/gift-cards.md, "Life"), each in the
 * transaction that moved the order: the cards created with their order (en_attente, no code yet);
 * when it is paid, each card active (its code's hash and last 4, valid 12 months, the 'sold'
 * movement), the 'now' recipients' and the 'print' buyer's mails queued, the receipt numbered and
 * queued to the buyer; unpaid, the cards annulee.
 */
@Injectable()
export class GiftCardCheckoutRegistration implements OnModuleInit {
  constructor(
    private readonly checkout: GiftCardCheckout,
    private readonly cards: GiftCardRepository,
    private readonly receipts: GiftCardReceiptRepository,
    private readonly codes: GiftCardCodes,
    private readonly mails: GiftCardMails,
    private readonly clock: Clock,
    private readonly wallet: GiftCardWalletService,
    private readonly cartWallet: GiftCardWallet,
  ) {}

  onModuleInit(): void {
    this.checkout.register({
      placed: (order, lines) => this.placed(order, lines),
      paid: (order) => this.paid(order),
      abandoned: (order) => this.abandoned(order),
      hold: (order, codes, address) => this.wallet.hold(order, codes, address),
      release: (orderId) => this.wallet.release(orderId),
      credit: (orderId, cents, reference) => this.wallet.credit(orderId, cents, reference),
      ofOrders: (orderIds) => this.ofOrders(orderIds),
      heldSince: (before, limit) => this.wallet.heldSince(before, limit),
    });
    this.cartWallet.register({ preview: (codes, due, address) => this.wallet.preview(codes, due, address) });
  }

  private async placed(order: OrderSnapshot, lines: readonly CheckedGiftCardLine[]): Promise<void> {
    const now = this.clock.now();
    await this.cards.insertPending(
      lines.map((line, position) => ({
        id: randomUUID(),
        kind: 'sold',
        status: 'en_attente',
        initialCents: line.amountCents,
        balanceCents: line.amountCents,
        last4: null,
        orderId: order.id,
        orderNumber: order.orderNumber,
        position,
        buyerId: order.customerId,
        buyerFirstName: order.billing.firstName,
        buyerEmail: order.billing.email,
        recipientName: line.recipientName,
        recipientEmail: line.recipientEmail,
        message: line.message,
        delivery: line.delivery,
        sendAt: line.sendAt,
        sentAt: null,
        reminderSentAt: null,
        purchasedAt: null,
        expiresAt: null,
        createdAt: now,
      })),
    );
  }

  private async paid(order: OrderSnapshot): Promise<void> {
    // The cards that paid it (docs/design/gift-cards.md, "Paying with a card"): their shares stay taken.
    await this.wallet.capture(order);
    const pending = await this.cards.pendingOfOrderForUpdate(order.id);
    if (pending.length === 0) return; // already recorded: a webhook told twice
    const paidAt = order.paidAt ?? this.clock.now();
    const now = this.clock.now();
    const active: GiftCardRecord[] = [];
    for (const record of pending) {
      const card = GiftCard.create(record.initialCents, paidAt, 'sold', order.orderNumber);
      const state = card.toState();
      const keys = this.codes.keysOf(record.id);
      await this.cards.activate(
        record.id,
        {
          ...keys,
          balanceCents: state.balanceCents,
          purchasedAt: paidAt,
          expiresAt: state.expiresAt,
          movements: state.movements,
        },
        now,
      );
      const sent: GiftCardRecord = {
        ...record,
        status: 'active',
        last4: keys.last4,
        purchasedAt: paidAt,
        expiresAt: state.expiresAt,
        sentAt: record.delivery === 'at_date' ? null : now,
      };
      if (record.delivery === 'now') await this.mails.toRecipient(sent);
      if (record.delivery === 'print') await this.mails.toPrint(sent);
      if (record.delivery !== 'at_date') await this.cards.markSent(record.id, now);
      active.push(sent);
    }
    await this.issueReceipt(order, active, paidAt);
  }

  private async issueReceipt(order: OrderSnapshot, cards: readonly GiftCardRecord[], paidAt: Date): Promise<void> {
    const year = brusselsYear(paidAt);
    const sequence = await this.receipts.nextSequence(year);
    const receipt: GiftCardReceiptData = {
      number: giftCardReceiptNumber(year, sequence),
      issuedAt: paidAt.toISOString(),
      orderId: order.id,
      orderNumber: order.orderNumber,
      buyer: { name: `${order.billing.firstName} ${order.billing.lastName}`.trim(), email: order.billing.email },
      cards: cards.map((c) => ({ amountCents: c.initialCents, recipientName: c.recipientName, last4: c.last4! })),
      totalCents: giftCardsTotalCents(cards.map((c) => ({ amountCents: c.initialCents }))),
    };
    await this.receipts.insert(year, sequence, receipt);
    await this.mails.receipt(receipt, order.billing.firstName);
  }

  private async abandoned(order: OrderSnapshot): Promise<void> {
    await this.cards.cancelPending(order.id, this.clock.now());
    await this.wallet.release(order.id);
  }

  private async ofOrders(orderIds: readonly string[]): Promise<Map<string, GiftCardsOfOrder>> {
    const cards = await this.cards.ofOrders(orderIds);
    const numbers = await this.receipts.numbersOfOrders(orderIds);
    const byOrder = new Map<string, GiftCardsOfOrder>();
    const entryOf = (orderId: string): GiftCardsOfOrder => {
      const entry = byOrder.get(orderId) ?? { cards: [], receiptNumber: numbers.get(orderId) ?? null, payments: [] };
      byOrder.set(orderId, entry);
      return entry;
    };
    for (const share of await this.wallet.ofOrders(orderIds)) {
      entryOf(share.orderId).payments.push({
        last4: share.last4,
        amountCents: share.amountCents,
        creditedCents: share.creditedCents,
        status: share.status,
      });
    }
    for (const card of cards) {
      const entry = entryOf(card.orderId!);
      entry.cards.push({
        id: card.id,
        amountCents: card.initialCents,
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        delivery: card.delivery,
        sendAt: card.sendAt,
        sentAt: card.sentAt,
        last4: card.last4,
        status: card.status,
        statusLabel: GIFT_CARD_STATUS_LABELS[card.status],
        withdrawableUntil: withdrawableUntil(card, this.clock.now()),
      });
    }
    return byOrder;
  }
}

/** Until when its buyer may withdraw from a card (docs/design/gift-cards.md, "Refunds"); null: not now. */
function withdrawableUntil(card: GiftCardRecord, now: Date): Date | null {
  if (card.kind !== 'sold' || card.status !== 'active' || !card.purchasedAt || !card.expiresAt) return null;
  const aggregate = GiftCard.fromState({
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    status: 'active',
    purchasedAt: card.purchasedAt,
    expiresAt: card.expiresAt,
    movements: [],
  });
  return aggregate.withdrawable(now) ? aggregate.withdrawalDeadline : null;
}
