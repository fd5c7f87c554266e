import { Injectable } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { countryName } from '../../../shared/countries.js';
import { PDF_COLOURS, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../shared/pdf-style.js';
import { type InvoiceData, invoiceEuros, invoicePaymentLines } from '../domain/invoice.js';
import { frenchBrusselsDate } from '../../../shared/french-dates.js';
import { InvoicePdf } from '../application/ports/invoice-pdf.js';

const { plum: PLUM, lid: LID, gold: GOLD, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;

const euros = invoiceEuros;
const frenchDate = (iso: string) => frenchBrusselsDate(new Date(iso));

/** Table columns of the lines: x and width, in points on an A4 page with 50-point margins. */
const COLUMNS = {
  description: { x: 50, width: 225 },
  quantity: { x: 275, width: 40 },
  unit: { x: 315, width: 85 },
  rate: { x: 400, width: 50 },
  total: { x: 450, width: 95 },
};

/**
 * Draws an invoice or a credit note (A4, French) from its stored data with pdfkit: the shop's logo,
 * seller and buyer, the lines, the amounts, the VAT breakdown per rate, the payment. Generated on
 * demand; nothing is written to disk.
 */
@Injectable()
export class PdfKitInvoicePdf extends InvoicePdf {
  render(invoice: InvoiceData): Promise<Buffer> {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: {
        Title: `${invoice.kind === 'invoice' ? 'Facture' : 'Note de crédit'} ${invoice.number}`,
        Author: invoice.seller.legalName,
        Subject: `Commande ${invoice.orderNumber}`,
      },
    });
    doc.registerFont('regular', PDF_FONT_REGULAR);
    doc.registerFont('bold', PDF_FONT_BOLD);
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    this.header(doc, invoice);
    this.parties(doc, invoice);
    let y = this.lines(doc, invoice, 300);
    y = this.totals(doc, invoice, y + 10);
    y = this.breakdown(doc, invoice, y + 20);
    this.payment(doc, invoice, y + 20);
    this.footer(doc, invoice);
    doc.end();
    return done;
  }

  private header(doc: PDFKit.PDFDocument, invoice: InvoiceData): void {
    // The logo: a ribboned box (the favicon's shapes) and the wordmark.
    doc.save().translate(50, 45).scale(1.2);
    doc.roundedRect(5, 15, 30, 21, 3).fill(PLUM);
    doc.roundedRect(3, 11, 34, 7, 2).fill(LID);
    doc.rect(17.5, 11, 5, 25).fill(GOLD);
    doc
      .path('M20 11c-4-7-11-6-9.5-1.5C11.3 12 16 11.8 20 11zm0 0c4-7 11-6 9.5-1.5C28.7 12 24 11.8 20 11z')
      .lineWidth(2.4)
      .lineJoin('round')
      .stroke(GOLD);
    doc.restore();
    doc
      .font('bold')
      .fontSize(22)
      .fillColor(PLUM)
      .text('Box', 105, 62, { continued: true })
      .fillColor(GOLD)
      .text('Plaisir');

    const title = invoice.kind === 'invoice' ? 'FACTURE' : 'NOTE DE CRÉDIT';
    doc.font('bold').fontSize(18).fillColor(INK).text(title, 300, 50, { width: 245, align: 'right' });
    doc.font('regular').fontSize(10).fillColor(INK);
    const facts = [
      `N° ${invoice.number}`,
      `Date : ${frenchDate(invoice.issuedAt)}`,
      `Commande : ${invoice.orderNumber}`,
      ...(invoice.invoiceNumber ? [`Facture d'origine : ${invoice.invoiceNumber}`] : []),
    ];
    doc.text(facts.join('\n'), 300, 75, { width: 245, align: 'right', lineGap: 2 });
  }

  private parties(doc: PDFKit.PDFDocument, invoice: InvoiceData): void {
    const top = 160;
    doc.font('bold').fontSize(9).fillColor(MUTED).text('VENDEUR', 50, top);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(invoice.seller.legalName, 50, top + 14, { width: 230 });
    doc
      .font('regular')
      .fontSize(10)
      .text([...invoice.seller.address, `TVA : ${invoice.seller.vatNumber}`].join('\n'), { width: 230, lineGap: 2 });

    const buyer = invoice.buyer;
    doc.font('bold').fontSize(9).fillColor(MUTED).text('CLIENT', 315, top);
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(buyer.name, 315, top + 14, { width: 230 });
    doc
      .font('regular')
      .fontSize(10)
      .text(
        [buyer.address, `${buyer.postalCode} ${buyer.city}`, countryName(buyer.country), buyer.email]
          .filter((line) => line.trim() !== '')
          .join('\n'),
        { width: 230, lineGap: 2 },
      );
  }

  /** The lines table; returns the y below it. */
  private lines(doc: PDFKit.PDFDocument, invoice: InvoiceData, top: number): number {
    const cell = (text: string, column: keyof typeof COLUMNS, y: number, align: 'left' | 'right' = 'right') =>
      doc.text(text, COLUMNS[column].x, y, { width: COLUMNS[column].width - 6, align });
    doc.rect(50, top, 495, 20).fill(PLUM);
    doc.font('bold').fontSize(9).fillColor('#ffffff');
    cell('Description', 'description', top + 6, 'left');
    cell('Qté', 'quantity', top + 6);
    cell('Prix unit. TTC', 'unit', top + 6);
    cell('TVA', 'rate', top + 6);
    cell('Total TTC', 'total', top + 6);
    let y = top + 28;
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const line of invoice.lines) {
      const height = doc.heightOfString(line.description, { width: COLUMNS.description.width - 6 });
      if (y + height > doc.page.height - 120) {
        doc.addPage();
        y = 50;
      }
      cell(line.description, 'description', y, 'left');
      cell(String(line.quantity), 'quantity', y);
      cell(euros(line.unitPriceCents), 'unit', y);
      cell(`${line.vatRate} %`, 'rate', y);
      cell(euros(line.totalCents), 'total', y);
      y += Math.max(height, 12) + 8;
      doc
        .moveTo(50, y - 4)
        .lineTo(545, y - 4)
        .lineWidth(0.5)
        .stroke(LINE);
    }
    return y;
  }

  /** Subtotal, discount, delivery, total; returns the y below. */
  private totals(doc: PDFKit.PDFDocument, invoice: InvoiceData, top: number): number {
    const rows: [string, string][] = [['Sous-total TTC', euros(invoice.subtotalCents)]];
    if (invoice.discountCents > 0) {
      rows.push([`Remise${invoice.promoCode ? ` (${invoice.promoCode})` : ''}`, `-${euros(invoice.discountCents)}`]);
    }
    // A partial credit note spreads its amount over the rates: no delivery line of its own.
    if (invoice.kind === 'invoice' || invoice.shippingCents > 0) {
      rows.push(['Livraison (TVA 21 %)', invoice.shippingCents > 0 ? euros(invoice.shippingCents) : 'Gratuite']);
    }
    let y = this.ensureRoom(doc, top, 20 * (rows.length + 1));
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const [label, value] of rows) {
      doc.text(label, 315, y, { width: 130 });
      doc.text(value, 450, y, { width: 89, align: 'right' });
      y += 16;
    }
    const total = invoice.kind === 'invoice' ? 'Total TTC (TVA incluse)' : 'Total remboursé TTC';
    doc.rect(315, y, 230, 22).fill('#f3e6d3');
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(INK)
      .text(total, 321, y + 6, { width: 150 });
    doc.text(euros(invoice.totalCents), 450, y + 6, { width: 89, align: 'right' });
    return y + 22;
  }

  /** The VAT per rate: base HT, VAT, TTC, with their sums; returns the y below. */
  private breakdown(doc: PDFKit.PDFDocument, invoice: InvoiceData, top: number): number {
    let y = this.ensureRoom(doc, top, 40 + 16 * (invoice.breakdown.length + 1));
    doc.font('bold').fontSize(10).fillColor(INK).text('Récapitulatif de la TVA', 50, y);
    y += 18;
    const columns: [string, number][] = [
      ['Taux', 50],
      ['Base HT', 170],
      ['TVA', 290],
      ['Total TTC', 410],
    ];
    doc.font('bold').fontSize(9).fillColor(MUTED);
    for (const [label, x] of columns) doc.text(label, x, y, { width: 110, align: x === 50 ? 'left' : 'right' });
    y += 14;
    doc.font('regular').fontSize(10).fillColor(INK);
    const row = (values: string[]) => {
      values.forEach((value, i) =>
        doc.text(value, columns[i]![1], y, { width: 110, align: i === 0 ? 'left' : 'right' }),
      );
      y += 15;
    };
    for (const rate of invoice.breakdown) {
      row([`${rate.rate} %`, euros(rate.baseCents), euros(rate.vatCents), euros(rate.totalCents)]);
    }
    const sum = (pick: (r: InvoiceData['breakdown'][number]) => number) =>
      invoice.breakdown.reduce((total, r) => total + pick(r), 0);
    doc.font('bold');
    row(['Total', euros(sum((r) => r.baseCents)), euros(sum((r) => r.vatCents)), euros(sum((r) => r.totalCents))]);
    return y;
  }

  private payment(doc: PDFKit.PDFDocument, invoice: InvoiceData, top: number): void {
    const y = this.ensureRoom(doc, top, 60);
    doc.font('regular').fontSize(10).fillColor(INK);
    const reference = invoice.payment.reference ? ` (référence ${invoice.payment.reference})` : '';
    const lines =
      invoice.kind === 'invoice'
        ? invoicePaymentLines(invoice)
        : [
            `Remboursement du ${frenchDate(invoice.issuedAt)}${reference}, relatif à la facture ${invoice.invoiceNumber}.`,
            ...(invoice.reason ? [`Motif : ${invoice.reason}`] : []),
          ];
    doc.text(lines.join('\n'), 50, y, { width: 495, lineGap: 2 });
  }

  private footer(doc: PDFKit.PDFDocument, invoice: InvoiceData): void {
    const text =
      `${invoice.seller.legalName} — ${invoice.seller.address.join(', ')} — TVA ${invoice.seller.vatNumber}. ` +
      'Prix en euros, TVA incluse. Droit de rétractation de 14 jours à compter de la livraison.';
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(text, 50, doc.page.height - 80, { width: 495, align: 'center', lineBreak: true });
  }

  private ensureRoom(doc: PDFKit.PDFDocument, y: number, height: number): number {
    if (y + height <= doc.page.height - 100) return y;
    doc.addPage();
    return 50;
  }
}
