import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import QRCode from 'qrcode';
import { countryName } from '../../../shared/countries.js';
import { PDF_COLOURS } from '../../../shared/pdf-style.js';
import { PackingSlipPdf } from '../application/ports/packing-slip-pdf.js';
import type { ShippingRecord } from '../application/ports/shipping-run.read-model.js';
import { pagesOfOrders } from './pdf-pages.js';

const { plum: PLUM, gold: GOLD, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;
const longDate = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A5 portrait: 420 × 595 points, 36-point margins. */
const PAGE = { width: 420, height: 595, margin: 36 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Packing slips with pdfkit (docs/design/shipping-run.md, "Packing slips"): one A5 page per order — the
 * order number as text and as a QR code, its date, the ship-to address, the boxes with their
 * quantities and marks (abonnement, cadeau), the gift message — and never a price: a slip goes into
 * the box. The document streams out while later pages are still being drawn.
 */
@Injectable()
export class PdfKitPackingSlipPdf extends PackingSlipPdf {
  private readonly logger = new Logger('Commandes');

  stream(orders: AsyncIterable<readonly ShippingRecord[]>): Readable {
    return pagesOfOrders(orders, {
      title: 'Bons de livraison',
      size: [PAGE.width, PAGE.height],
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin },
      draw: async (doc, order) => {
        await this.page(doc, order);
        return true;
      },
      emptyText: 'Aucune commande dans la sélection.',
      logger: this.logger,
    });
  }

  private async page(doc: PDFKit.PDFDocument, order: ShippingRecord): Promise<void> {
    doc.addPage();
    const left = PAGE.margin;
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(PLUM)
      .text('Box', left, left, { continued: true })
      .fillColor(GOLD)
      .text('Plaisir');
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text('BON DE LIVRAISON', left, left + 22);

    const qr = await QRCode.toBuffer(order.orderNumber, {
      type: 'png',
      margin: 0,
      width: 160,
      errorCorrectionLevel: 'M',
    });
    doc.image(qr, PAGE.width - PAGE.margin - 80, left, { width: 80, height: 80 });

    doc
      .font('bold')
      .fontSize(14)
      .fillColor(INK)
      .text(order.orderNumber, left, left + 48, { width: WIDTH - 90 });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`Commande du ${longDate.format(new Date(order.createdAt))}`, { width: WIDTH - 90 });

    let y = left + 100;
    doc.font('bold').fontSize(9).fillColor(MUTED).text('LIVRER À', left, y);
    const to = order.shipping;
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(
        [`${to.firstName} ${to.lastName}`, to.address, `${to.postalCode} ${to.city}`, countryName(to.country)].join(
          '\n',
        ),
        left,
        y + 13,
        {
          width: WIDTH,
          lineGap: 2,
        },
      );

    y = doc.y + 16;
    doc
      .moveTo(left, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .strokeColor(LINE)
      .stroke();
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text('BOX', left, y + 8)
      .text('QUANTITÉ', left, y + 8, { width: WIDTH, align: 'right' });
    y += 24;
    for (const item of order.items) {
      const marks = [
        item.isSubscription || order.subscriptionId ? 'abonnement' : null,
        order.gift ? 'cadeau' : null,
      ].filter(Boolean);
      const label = marks.length > 0 ? `${item.name} (${marks.join(', ')})` : item.name;
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(INK)
        .text(label, left, y, { width: WIDTH - 70 });
      const bottom = doc.y;
      doc.font('bold').text(`× ${item.quantity}`, left, y, { width: WIDTH, align: 'right' });
      y = Math.max(bottom, y + 14) + 6;
    }

    if (order.gift?.message) {
      y += 10;
      doc.font('bold').fontSize(9).fillColor(MUTED).text('MESSAGE CADEAU', left, y);
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(INK)
        .text(order.gift.message, left, y + 13, { width: WIDTH, lineGap: 2 });
    }
  }
}
