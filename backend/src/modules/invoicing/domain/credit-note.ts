import type { Cents } from '../../../shared/money.js';
import { documentYear, formatDocumentNumber } from './document-number.js';
import type { InvoiceData, InvoiceLine } from './invoice.js';
import { VAT_RATES, type VatRate, type VatRateTotal, allocate, vatIncluded } from './vat.js';

/**
 * A credit note (note de crédit) gives back all or part of an invoice. A refund of the whole invoice
 * repeats its lines; a part is spread over the invoice's VAT rates in proportion to what each rate still
 * holds (so no rate is ever credited more than it was invoiced), and the part that empties a rate takes
 * exactly the VAT that rate has left: an invoice and its credit notes net to zero,
 * per rate, to the cent.
 */

export class CreditNoteAmountError extends RangeError {}

export interface CreditNoteInput {
  invoice: InvoiceData;
  /** The credit notes already issued for this invoice. */
  earlier: readonly InvoiceData[];
  amountCents: Cents;
  reason: string;
  refundedAt: Date;
  /** The refund's reference at the payment provider (re_…), printed on the document. */
  refundReference: string | null;
  sequence: number;
}

/** What an invoice still holds once its credit notes are deducted (cents, VAT included). */
export function creditableCents(invoice: InvoiceData, earlier: readonly InvoiceData[]): Cents {
  return invoice.totalCents - earlier.reduce((sum, note) => sum + note.totalCents, 0);
}

/** Per rate, what the invoice still holds: TTC and VAT. */
function remainingByRate(invoice: InvoiceData, earlier: readonly InvoiceData[]) {
  return invoice.breakdown.map((rate) => {
    const credited = earlier.flatMap((note) => note.breakdown.filter((r) => r.rate === rate.rate));
    return {
      rate: rate.rate,
      totalCents: rate.totalCents - credited.reduce((sum, r) => sum + r.totalCents, 0),
      vatCents: rate.vatCents - credited.reduce((sum, r) => sum + r.vatCents, 0),
    };
  });
}

export function buildCreditNote(input: CreditNoteInput): InvoiceData {
  const { invoice, earlier, amountCents } = input;
  if (invoice.kind !== 'invoice') throw new CreditNoteAmountError('a credit note corrects an invoice');
  const left = creditableCents(invoice, earlier);
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > left) {
    throw new CreditNoteAmountError(`amount ${amountCents} outside 1..${left}`);
  }
  const whole = earlier.length === 0 && amountCents === invoice.totalCents;
  const completes = amountCents === left;

  let breakdown: VatRateTotal[];
  let lines: InvoiceLine[];
  if (whole) {
    breakdown = invoice.breakdown.map((rate) => ({ ...rate }));
    lines = invoice.lines.map((line) => ({ ...line }));
  } else {
    const remaining = remainingByRate(invoice, earlier);
    const parts = allocate(
      amountCents,
      remaining.map((rate) => Math.max(0, rate.totalCents)),
    );
    breakdown = VAT_RATES.flatMap((rate): VatRateTotal[] => {
      const index = remaining.findIndex((r) => r.rate === rate);
      const totalCents = index === -1 ? 0 : parts[index]!;
      if (totalCents === 0) return [];
      // The part that empties a rate takes the rate's VAT left: the rate then nets to zero exactly.
      const empties = totalCents === remaining[index]!.totalCents;
      const vatCents = empties ? remaining[index]!.vatCents : vatIncluded(totalCents, rate as VatRate);
      return [{ rate, baseCents: totalCents - vatCents, vatCents, totalCents }];
    });
    const label = completes && earlier.length > 0 ? 'Remboursement du solde' : 'Remboursement partiel';
    lines = breakdown.map((rate) => ({
      description: `${label} de la commande ${invoice.orderNumber} (TVA ${rate.rate} %)`,
      quantity: 1,
      unitPriceCents: rate.totalCents,
      vatRate: rate.rate,
      totalCents: rate.totalCents,
    }));
  }

  const refundedAt = input.refundedAt.toISOString();
  return {
    kind: 'credit-note',
    number: formatDocumentNumber('credit-note', documentYear(input.refundedAt), input.sequence),
    issuedAt: refundedAt,
    orderNumber: invoice.orderNumber,
    invoiceNumber: invoice.number,
    seller: { ...invoice.seller, address: [...invoice.seller.address] },
    buyer: { ...invoice.buyer },
    lines,
    subtotalCents: whole ? invoice.subtotalCents : amountCents,
    discountCents: whole ? invoice.discountCents : 0,
    promoCode: whole ? invoice.promoCode : null,
    shippingCents: whole ? invoice.shippingCents : 0,
    totalCents: amountCents,
    currency: invoice.currency,
    breakdown,
    payment: { method: invoice.payment.method, paidAt: refundedAt, reference: input.refundReference },
    reason: input.reason,
  };
}
