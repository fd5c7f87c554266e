import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { frenchBrusselsDate } from '../../../shared/french-dates.js';
import { GIFT_CARD_RECEIPT_MENTION } from '../../../shared/gift-card-rules.js';
import { frenchEuros } from '../../../shared/money.js';
import { MailOutbox } from '../../notifications/index.js';
import { maskedGiftCard } from '../domain/gift-card-code.js';
import type { GiftCardReceiptData, GiftCardRecord } from './ports/gift-card.repository.js';

/** The page where a code's balance is read. */
export const BALANCE_PATH = '/carte-cadeau/solde';

/**
 * The mails of the gift cards (docs/design/gift-cards.md, "Sending"), written to the outbox in the
 * transaction that changes the card, so each leaves once. The code is in no mail's stored data: the
 * mail names its card (`fields`, `attachments`) and the code is derived again when it leaves. Nothing
 * shows a price but the card's own amount (and the receipt, to its buyer).
 */
@Injectable()
export class GiftCardMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  get balanceUrl(): string {
    return `${this.config.publicUrl}${BALANCE_PATH}`;
  }

  /** To the recipient ('now' when paid, 'at_date' by the job): the code, the amount, the PDF card. */
  async toRecipient(card: GiftCardRecord): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-card',
      to: card.recipientEmail!,
      data: {
        recipientName: card.recipientName,
        fromFirstName: card.buyerFirstName,
        message: card.message,
        amount: frenchEuros(card.initialCents),
        validUntil: frenchBrusselsDate(card.expiresAt!),
        balanceLink: this.balanceUrl,
        fields: { source: 'gift-card', ref: card.id },
        attachments: [{ source: 'gift-card', ref: card.id }],
      },
    });
  }

  /** To the buyer of a card they print themselves: the PDF card. */
  async toPrint(card: GiftCardRecord): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-card-print',
      to: card.buyerEmail,
      data: {
        firstName: card.buyerFirstName,
        recipientName: card.recipientName,
        amount: frenchEuros(card.initialCents),
        validUntil: frenchBrusselsDate(card.expiresAt!),
        orderLink: `${this.config.publicUrl}/orders`,
        fields: { source: 'gift-card', ref: card.id },
        attachments: [{ source: 'gift-card', ref: card.id }],
      },
    });
  }

  /** To the buyer: the receipt of the cards (RC-…), its PDF attached. */
  async receipt(receipt: GiftCardReceiptData, firstName: string): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-card-receipt',
      to: receipt.buyer.email,
      data: {
        firstName,
        number: receipt.number,
        orderNumber: receipt.orderNumber,
        cards: receipt.cards.map((c) => ({
          recipientName: c.recipientName,
          masked: maskedGiftCard(c.last4),
          amount: frenchEuros(c.amountCents),
        })),
        total: frenchEuros(receipt.totalCents),
        mention: GIFT_CARD_RECEIPT_MENTION,
        attachments: [{ source: 'gift-card-receipt', ref: receipt.orderId }],
      },
    });
  }

  /** One month before the end, while something is left: to the recipient, or the buyer of a printed card. */
  async reminder(card: GiftCardRecord): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-card-reminder',
      to: card.recipientEmail ?? card.buyerEmail,
      data: {
        name: card.recipientEmail ? card.recipientName : card.buyerFirstName,
        balance: frenchEuros(card.balanceCents),
        masked: maskedGiftCard(card.last4!),
        validUntil: frenchBrusselsDate(card.expiresAt!),
        shopLink: this.config.publicUrl,
        balanceLink: this.balanceUrl,
      },
    });
  }

  /** To the buyer who withdrew from an unused card: its amount goes back to the payment used. */
  async withdrawn(
    card: { buyerEmail: string; buyerFirstName: string; last4: string; orderNumber: string },
    amountCents: number,
  ): Promise<void> {
    await this.outbox.enqueue({
      kind: 'gift-card-withdrawn',
      to: card.buyerEmail,
      data: {
        firstName: card.buyerFirstName,
        masked: maskedGiftCard(card.last4),
        amount: frenchEuros(amountCents),
        orderNumber: card.orderNumber,
        orderLink: `${this.config.publicUrl}/orders`,
      },
    });
  }
}
