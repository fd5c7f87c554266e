import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { PDF_COLOURS } from '../../../shared/pdf-style.js';
import { MessageCardPdf } from '../application/ports/message-card-pdf.js';
import type { ShippingRecord } from '../application/ports/shipping-run.read-model.js';
import { pagesOfOrders } from './pdf-pages.js';

const { plum: PLUM, gold: GOLD, ink: INK, muted: MUTED } = PDF_COLOURS;

/** A6 landscape: 420 × 298 points. */
const CARD = { width: 420, height: 298, margin: 30 };
const WIDTH = CARD.width - 2 * CARD.margin;

/**
 * Message cards with pdfkit (docs/design/shipping-run.md, "Message cards"): one A6 card per gift order
 * that carries a message, to slip into the box — the recipient's first name, the message with its line
 * breaks, the order number small at the foot for the person packing. Never a price.
 */
@Injectable()
export class PdfKitMessageCardPdf extends MessageCardPdf {
  private readonly logger = new Logger('Commandes');

  stream(orders: AsyncIterable<readonly ShippingRecord[]>): Readable {
    return pagesOfOrders(orders, {
      title: 'Cartes message',
      size: [CARD.width, CARD.height],
      // A small bottom margin: the order number sits at the card's foot without starting a new page.
      margins: { top: CARD.margin, left: CARD.margin, right: CARD.margin, bottom: 8 },
      draw: (doc, order) => {
        if (!order.gift?.message) return false;
        this.card(doc, order, order.gift.message);
        return true;
      },
      emptyText: 'Aucune commande cadeau avec un message dans la sélection.',
      logger: this.logger,
    });
  }

  private card(doc: PDFKit.PDFDocument, order: ShippingRecord, message: string): void {
    doc.addPage();
    const left = CARD.margin;
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(PLUM)
      .text('Box', left, left, { continued: true })
      .fillColor(GOLD)
      .text('Plaisir');
    doc
      .font('bold')
      .fontSize(15)
      .fillColor(INK)
      .text(`Pour ${order.shipping.firstName}`, left, left + 34, { width: WIDTH, align: 'center' });
    doc
      .font('regular')
      .fontSize(message.length > 180 ? 11 : 13)
      .fillColor(INK)
      .text(message, left, left + 64, {
        width: WIDTH,
        align: 'center',
        lineGap: 3,
        height: CARD.height - 2 * left - 84,
      });
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED)
      .text(order.orderNumber, left, CARD.height - left - 8, { width: WIDTH, align: 'right', lineBreak: false });
  }
}
