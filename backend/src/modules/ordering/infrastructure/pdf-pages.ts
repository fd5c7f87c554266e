import type { Readable } from 'node:stream';
import type { Logger } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { PDF_COLOURS, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../shared/pdf-style.js';
import type { ShippingRecord } from '../application/ports/shipping-run.read-model.js';

/** How one of the shipping run's PDFs is laid out and what it draws for an order. */
export interface PagesOfOrders {
  title: string;
  size: [number, number];
  margins: { top: number; left: number; right: number; bottom: number };
  /** Draws the order's page(s); false when the order has none (a card for a gift without message). */
  draw(doc: PDFKit.PDFDocument, order: ShippingRecord): Promise<boolean> | boolean;
  /** The one page of a PDF with nothing to show. */
  emptyText: string;
  logger: Logger;
}

/**
 * A PDF of the shipping run (docs/design/shipping-run.md), streamed: returned at once, its pages drawn
 * as the batches of orders come, its bytes leaving while later pages are drawn. A read that fails
 * midway ends the stream with the error (the download stops; nothing half-written is kept).
 */
export function pagesOfOrders(orders: AsyncIterable<readonly ShippingRecord[]>, layout: PagesOfOrders): Readable {
  const doc = new PDFDocument({
    size: layout.size,
    margins: layout.margins,
    autoFirstPage: false,
    info: { Title: layout.title, Author: 'BoxPlaisir' },
  });
  doc.registerFont('regular', PDF_FONT_REGULAR);
  doc.registerFont('bold', PDF_FONT_BOLD);
  void (async () => {
    try {
      let drawn = 0;
      for await (const batch of orders) {
        for (const order of batch) if (await layout.draw(doc, order)) drawn++;
      }
      if (drawn === 0) {
        doc.addPage();
        doc.font('regular').fontSize(11).fillColor(PDF_COLOURS.ink).text(layout.emptyText);
      }
      doc.end();
    } catch (error) {
      layout.logger.error(`${layout.title} interrompus : ${(error as Error).message}`);
      doc.destroy(error as Error);
    }
  })();
  return doc;
}
