import type { GiftCardReceiptData } from './gift-card.repository.js';

/** What the printable card shows (docs/design/gift-cards.md, "The PDF card"). */
export interface GiftCardSheet {
  amountCents: number;
  recipientName: string;
  fromFirstName: string;
  message: string | null;
  /** The code in groups of 4. */
  code: string;
  validUntil: string;
  balanceUrl: string;
}

/** Draws the card and the receipt as PDFs (pdfkit behind it), on demand: nothing is stored. */
export abstract class GiftCardPdf {
  abstract card(sheet: GiftCardSheet): Promise<Buffer>;
  abstract receipt(receipt: GiftCardReceiptData): Promise<Buffer>;
}
