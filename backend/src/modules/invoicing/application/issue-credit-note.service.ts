import { Injectable, Logger } from '@nestjs/common';
import type { Cents } from '../../../shared/money.js';
import { buildCreditNote } from '../domain/credit-note.js';
import { documentYear } from '../domain/document-number.js';
import type { InvoiceData } from '../domain/invoice.js';
import { InvoiceRepository } from './ports/invoice.repository.js';

export interface IssueCreditNoteCommand {
  orderId: string;
  amountCents: Cents;
  reason: string;
  refundedAt: Date;
  /** The refund at the payment provider (re_…). */
  refundReference: string | null;
}

/** The order has no invoice (it was never paid): nothing to credit. */
export class NoInvoiceToCreditError extends Error {}

/**
 * Issues the credit note of a refund inside the caller's transaction (the one that records the refund,
 * holding the order's row lock): `NC-YYYY-NNNNNN` from the year's locked counter row, so credit notes
 * are gap-free like invoices, committed or rolled back with the refund itself.
 */
@Injectable()
export class IssueCreditNoteService {
  private readonly logger = new Logger('Factures');

  constructor(private readonly invoices: InvoiceRepository) {}

  async issue(command: IssueCreditNoteCommand): Promise<InvoiceData> {
    const invoice = await this.invoices.invoiceOfOrder(command.orderId);
    if (!invoice) throw new NoInvoiceToCreditError(`order ${command.orderId} has no invoice`);
    const earlier = await this.invoices.creditNotesOf(invoice.number);
    const year = documentYear(command.refundedAt);
    const sequence = await this.invoices.nextSequence('credit-note', year);
    const note = buildCreditNote({
      invoice: invoice.data,
      earlier: earlier.map((document) => document.data),
      amountCents: command.amountCents,
      reason: command.reason,
      refundedAt: command.refundedAt,
      refundReference: command.refundReference,
      sequence,
    });
    await this.invoices.insert(year, sequence, command.orderId, note);
    this.logger.log(`Note de crédit ${note.number} émise (facture ${invoice.number})`);
    return note;
  }
}
