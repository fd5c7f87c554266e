import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import { type GiftCardFile, GiftCardDocuments } from './gift-card-documents.service.js';
import { GiftCardReceiptRepository, GiftCardRepository } from './ports/gift-card.repository.js';

export class GiftCardReceiptNotFoundError extends DomainError {
  constructor() {
    super('GIFT_CARD_RECEIPT_NOT_FOUND', 'Aucun reçu de cartes cadeaux pour cette commande.', 'not-found');
  }
}

export class GiftCardNotFoundError extends DomainError {
  constructor() {
    super('GIFT_CARD_NOT_FOUND', 'Cette carte cadeau est introuvable.', 'not-found');
  }
}

export class GiftCardNotPrintableError extends DomainError {
  constructor() {
    super('GIFT_CARD_NOT_PRINTABLE', 'Seule une carte payée « à imprimer » se télécharge.', 'forbidden');
  }
}

/** Who asks for a document: a customer, or an administrator. */
export interface Reader {
  id: string;
  isAdmin: boolean;
}

/**
 * The documents a customer downloads (docs/design/gift-cards.md): the receipt of their order's cards
 * (also an administrator), and the PDF of a card they print themselves. Another customer's order or
 * card is not found (404): nothing is revealed.
 */
@Injectable()
export class GiftCardFilesService {
  constructor(
    private readonly cards: GiftCardRepository,
    private readonly receipts: GiftCardReceiptRepository,
    private readonly documents: GiftCardDocuments,
  ) {}

  async receipt(reader: Reader, order: string): Promise<GiftCardFile> {
    const found = await this.receipts.ofOrder(order);
    if (!found || (found.customerId !== reader.id && !reader.isAdmin)) throw new GiftCardReceiptNotFoundError();
    return this.documents.receiptFile(found.receipt);
  }

  async printable(reader: Reader, cardId: string): Promise<GiftCardFile> {
    const card = await this.cards.findById(cardId);
    if (!card || card.buyerId !== reader.id) throw new GiftCardNotFoundError();
    const file = card.delivery === 'print' && card.status === 'active' ? await this.documents.cardFile(card) : null;
    if (!file) throw new GiftCardNotPrintableError();
    return file;
  }
}
