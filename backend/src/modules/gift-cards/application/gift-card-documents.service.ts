import { Injectable, type OnModuleInit } from '@nestjs/common';
import { frenchBrusselsDate } from '../../../shared/french-dates.js';
import { type MailAttachment, MailAttachments } from '../../notifications/index.js';
import { formatGiftCardCode } from '../domain/gift-card-code.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { GiftCardMails } from './gift-card-mails.js';
import { GiftCardPdf } from './ports/gift-card-pdf.js';
import {
  type GiftCardReceiptData,
  type GiftCardRecord,
  GiftCardReceiptRepository,
  GiftCardRepository,
} from './ports/gift-card.repository.js';

/** A PDF ready to send or download. */
export interface GiftCardFile {
  filename: string;
  pdf: Buffer;
}

/**
 * The cards' documents, drawn on demand (docs/design/gift-cards.md, "The PDF card", "Receipt"): the
 * printable card (its code derived again, never stored) and the receipt of a sale. Registers the mail
 * sources made when a mail leaves: 'gift-card' (the code for the mail's text, and the PDF card) and
 * 'gift-card-receipt' (the receipt's PDF).
 */
@Injectable()
export class GiftCardDocuments implements OnModuleInit {
  constructor(
    private readonly cards: GiftCardRepository,
    private readonly receipts: GiftCardReceiptRepository,
    private readonly codes: GiftCardCodes,
    private readonly pdf: GiftCardPdf,
    private readonly mails: GiftCardMails,
    private readonly attachments: MailAttachments,
  ) {}

  onModuleInit(): void {
    this.attachments.register('gift-card', (id) => this.cardAttachment(id));
    this.attachments.register('gift-card-receipt', (orderId) => this.receiptAttachment(orderId));
    this.attachments.registerFields('gift-card', async (id) => {
      const card = await this.cards.findById(id);
      return card?.last4 ? { code: formatGiftCardCode(this.codes.codeOf(card.id)) } : null;
    });
  }

  /** The printable card of an active card (null: unknown, or not paid). */
  async cardFile(card: GiftCardRecord): Promise<GiftCardFile | null> {
    if (!card.last4 || !card.expiresAt) return null;
    const pdf = await this.pdf.card({
      amountCents: card.initialCents,
      recipientName: card.recipientName,
      fromFirstName: card.buyerFirstName,
      message: card.message,
      code: formatGiftCardCode(this.codes.codeOf(card.id)),
      validUntil: frenchBrusselsDate(card.expiresAt),
      balanceUrl: this.mails.balanceUrl,
    });
    return { filename: `carte-cadeau-${card.last4}.pdf`, pdf };
  }

  async receiptFile(receipt: GiftCardReceiptData): Promise<GiftCardFile> {
    return { filename: `recu-${receipt.number}.pdf`, pdf: await this.pdf.receipt(receipt) };
  }

  private async cardAttachment(id: string): Promise<MailAttachment | null> {
    const card = await this.cards.findById(id);
    const file = card ? await this.cardFile(card) : null;
    return file ? { filename: file.filename, contentType: 'application/pdf', content: file.pdf } : null;
  }

  private async receiptAttachment(orderId: string): Promise<MailAttachment | null> {
    const found = await this.receipts.ofOrder(orderId);
    if (!found) return null;
    const file = await this.receiptFile(found.receipt);
    return { filename: file.filename, contentType: 'application/pdf', content: file.pdf };
  }
}
