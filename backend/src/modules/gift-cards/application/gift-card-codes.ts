import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { deriveGiftCardCode, giftCardLookupHash, lastFour } from '../domain/gift-card-code.js';

/**
 * The cards' codes under the server's GIFT_CARD_SECRET (docs/design/gift-cards.md, "The code"): derived
 * from the card's id whenever a mail or a PDF shows one, and looked up by their keyed hash.
 */
@Injectable()
export class GiftCardCodes {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(config.giftCardSecret, 'utf8');
  }

  codeOf(cardId: string): string {
    return deriveGiftCardCode(cardId, this.key);
  }

  lookupHash(code: string): string {
    return giftCardLookupHash(code, this.key);
  }

  /** What the card keeps once sold: the lookup hash and the last 4 characters. */
  keysOf(cardId: string): { codeHash: string; last4: string } {
    const code = this.codeOf(cardId);
    return { codeHash: this.lookupHash(code), last4: lastFour(code) };
  }
}
