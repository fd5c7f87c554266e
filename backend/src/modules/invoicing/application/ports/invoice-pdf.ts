import type { InvoiceData } from '../../domain/invoice.js';

/**
 * Draws an invoice or a credit note (A4, French) from its stored data with pdfkit: the shop's logo,
 * seller and buyer, the lines, the amounts, the VAT breakdown per rate, the payment. Generated on
 * demand; nothing is written to disk.
 */
export abstract class InvoicePdf {
  abstract render(invoice: InvoiceData): Promise<Buffer>;
}
