import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { AppConfig } from '../../../config/app-config.js';
import { frenchBrusselsDate } from '../../../shared/french-dates.js';
import { GIFT_CARD_RECEIPT_MENTION } from '../../../shared/gift-card-rules.js';
import { frenchEuros } from '../../../shared/money.js';
import { PDF_COLOURS, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../shared/pdf-style.js';
import { maskedGiftCard } from '../domain/gift-card-code.js';
import { GiftCardPdf, type GiftCardSheet } from '../application/ports/gift-card-pdf.js';
import type { GiftCardReceiptData } from '../application/ports/gift-card.repository.js';

const { plum: PLUM, gold: GOLD, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;

/** A5 landscape: 595 × 420 points. */
const CARD = { width: 595, height: 420, margin: 40 };

function document(size: string | [number, number], title: string, margin: number) {
  const doc = new PDFDocument({ size, margin, info: { Title: title, Author: 'BoxPlaisir' } });
  doc.registerFont('regular', PDF_FONT_REGULAR);
  doc.registerFont('bold', PDF_FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function wordmark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(PLUM)
    .text('Box', x, y, { continued: true })
    .fillColor(GOLD)
    .text('Plaisir');
}

/**
 * The gift card and its sale's receipt with pdfkit (docs/design/gift-cards.md, "The PDF card",
 * "Receipt"), in the shop's fonts and colours; drawn on demand, nothing written to disk.
 */
@Injectable()
export class PdfKitGiftCardPdf extends GiftCardPdf {
  constructor(private readonly config: AppConfig) {
    super();
  }

  card(sheet: GiftCardSheet): Promise<Buffer> {
    const { doc, done } = document([CARD.width, CARD.height], 'Carte cadeau BoxPlaisir', CARD.margin);
    const left = CARD.margin;
    const width = CARD.width - 2 * left;
    doc.rect(0, 0, CARD.width, 8).fill(GOLD);
    wordmark(doc, left, left, 18);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(MUTED)
      .text('CARTE CADEAU', left, left + 4, { width, align: 'right' });
    doc
      .font('bold')
      .fontSize(40)
      .fillColor(PLUM)
      .text(frenchEuros(sheet.amountCents), left, left + 50, { width, align: 'center' });
    doc
      .font('regular')
      .fontSize(14)
      .fillColor(INK)
      .text(`Pour ${sheet.recipientName}, de la part de ${sheet.fromFirstName}`, left, left + 104, {
        width,
        align: 'center',
      });
    if (sheet.message) {
      doc
        .font('regular')
        .fontSize(sheet.message.length > 150 ? 9 : 11)
        .fillColor(INK)
        .text(sheet.message, left + 30, left + 132, { width: width - 60, align: 'center', height: 110, lineGap: 2 });
    }
    doc
      .roundedRect(left + 60, 270, width - 120, 56, 8)
      .lineWidth(1.5)
      .stroke(GOLD);
    doc.font('regular').fontSize(9).fillColor(MUTED).text('Votre code', left, 278, { width, align: 'center' });
    doc
      .font('bold')
      .fontSize(20)
      .fillColor(PLUM)
      .text(sheet.code, left, 294, { width, align: 'center', characterSpacing: 1 });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(`Valable jusqu’au ${sheet.validUntil}, en une ou plusieurs fois.`, left, 340, { width, align: 'center' });
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Solde : ${sheet.balanceUrl}`, left, 358, { width, align: 'center', lineBreak: false });
    doc.end();
    return done;
  }

  receipt(receipt: GiftCardReceiptData): Promise<Buffer> {
    const { doc, done } = document('A4', `Reçu ${receipt.number}`, 50);
    const shop = this.config.shop;
    wordmark(doc, 50, 45, 22);
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text([shop.legalName, ...shop.address, `TVA : ${shop.vatNumber}`].join('\n'), 50, 80, {
        width: 250,
        lineGap: 2,
      });
    doc
      .font('bold')
      .fontSize(18)
      .fillColor(PLUM)
      .text(`Reçu ${receipt.number}`, 300, 45, { width: 245, align: 'right' });
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(INK)
      .text(`Date : ${frenchBrusselsDate(new Date(receipt.issuedAt))}\nCommande : ${receipt.orderNumber}`, 300, 75, {
        width: 245,
        align: 'right',
        lineGap: 2,
      });
    doc.font('bold').fontSize(10).fillColor(INK).text('Acheteur', 50, 170);
    doc.font('regular').text(`${receipt.buyer.name}\n${receipt.buyer.email}`, 50, 185, { lineGap: 2 });
    doc.font('bold').fontSize(12).fillColor(PLUM).text(GIFT_CARD_RECEIPT_MENTION, 50, 240, { width: 495 });
    let y = 275;
    doc.font('bold').fontSize(10).fillColor(INK);
    doc
      .text('Carte cadeau', 50, y)
      .text('Bénéficiaire', 200, y)
      .text('Montant', 445, y, { width: 100, align: 'right' });
    y += 18;
    doc.moveTo(50, y).lineTo(545, y).lineWidth(0.5).stroke(LINE);
    y += 8;
    doc.font('regular');
    for (const card of receipt.cards) {
      doc.fillColor(INK).text(maskedGiftCard(card.last4), 50, y).text(card.recipientName, 200, y, { width: 230 });
      doc.text(frenchEuros(card.amountCents), 445, y, { width: 100, align: 'right' });
      y += 20;
    }
    doc.moveTo(50, y).lineTo(545, y).lineWidth(0.5).stroke(LINE);
    y += 10;
    doc
      .font('bold')
      .text('Total', 300, y)
      .text(frenchEuros(receipt.totalCents), 445, y, { width: 100, align: 'right' });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        'Les cartes cadeaux sont des bons à usages multiples : la TVA s’applique lors de leur utilisation, sur la facture des box payées avec elles. ' +
          'Chaque carte est valable 12 mois à compter de son achat.',
        50,
        y + 40,
        { width: 495, lineGap: 2 },
      );
    doc.end();
    return done;
  }
}
