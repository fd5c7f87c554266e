import fc from 'fast-check';
import { CreditNoteAmountError, buildCreditNote, creditableCents } from './credit-note.js';
import { type InvoiceData, type PaidOrder, buildInvoice } from './invoice.js';
import { VAT_RATES, type VatRate } from './vat.js';

const seller = {
  legalName: 'BoxPlaisir SRL',
  vatNumber: 'BE0123456749',
  address: ['Rue de la Loi 16', '1000 Bruxelles'],
};
const buyer = {
  name: 'Élise Dupré',
  email: 'elise@example.be',
  phone: '+32470000000',
  address: 'Chaussée de Wavre 12',
  postalCode: '1050',
  city: 'Ixelles',
  country: 'BE',
};

function invoiceOf(
  lines: { unitPriceCents: number; quantity: number; vatRate: VatRate }[],
  discount: number,
  shipping: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const order: PaidOrder = {
    orderId: 'o1',
    orderNumber: 'BP-20261110-ABC123',
    lines: lines.map((line, i) => ({ ...line, name: `Box ${i}`, isSubscription: false })),
    subtotalCents: subtotal,
    discountCents: discount,
    promoCode: discount > 0 ? 'PROMO' : null,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
    currency: 'EUR',
    buyer,
    paidAt: new Date('2026-11-10T10:00:00Z'),
    paymentMethod: 'bancontact',
    paymentReference: 'tr_1',
  };
  return buildInvoice(order, seller, 1);
}

const INVOICE = invoiceOf(
  [
    { unitPriceCents: 2549, quantity: 2, vatRate: 21 },
    { unitPriceCents: 3000, quantity: 1, vatRate: 6 },
  ],
  810,
  499,
);
const at = new Date('2026-11-20T09:00:00Z');
const note = (amountCents: number, earlier: InvoiceData[] = [], sequence = earlier.length + 1) =>
  buildCreditNote({
    invoice: INVOICE,
    earlier,
    amountCents,
    reason: 'Retour',
    refundedAt: at,
    refundReference: 're_1',
    sequence,
  });

describe('buildCreditNote', () => {
  it('repeats the invoice for a whole refund, numbered NC in the refund year, referring to the invoice', () => {
    const credit = note(INVOICE.totalCents);
    expect(credit).toMatchObject({
      kind: 'credit-note',
      number: 'NC-2026-000001',
      invoiceNumber: INVOICE.number,
      orderNumber: INVOICE.orderNumber,
      totalCents: INVOICE.totalCents,
      breakdown: INVOICE.breakdown,
      lines: INVOICE.lines,
      shippingCents: 499,
      reason: 'Retour',
      payment: { method: 'bancontact', paidAt: at.toISOString(), reference: 're_1' },
    });
  });

  it('spreads a part over the rates in proportion and keeps base + VAT = TTC per rate', () => {
    const credit = note(1000);
    expect(credit.totalCents).toBe(1000);
    expect(credit.breakdown.reduce((sum, r) => sum + r.totalCents, 0)).toBe(1000);
    for (const rate of credit.breakdown) expect(rate.baseCents + rate.vatCents).toBe(rate.totalCents);
    expect(credit.lines.map((line) => line.description)).toEqual([
      'Remboursement partiel de la commande BP-20261110-ABC123 (TVA 21 %)',
      'Remboursement partiel de la commande BP-20261110-ABC123 (TVA 6 %)',
    ]);
  });

  it('refuses nothing, a negative amount, or more than what the invoice still holds', () => {
    const first = note(5000);
    expect(creditableCents(INVOICE, [first])).toBe(INVOICE.totalCents - 5000);
    expect(() => note(0)).toThrow(CreditNoteAmountError);
    expect(() => note(-5)).toThrow(CreditNoteAmountError);
    expect(() => note(INVOICE.totalCents + 1)).toThrow(CreditNoteAmountError);
    expect(() => note(INVOICE.totalCents - 4999, [first])).toThrow(CreditNoteAmountError);
    expect(() => note(12.5)).toThrow(CreditNoteAmountError);
  });

  it('property: any sequence of partial credit notes that ends the invoice nets it to zero per rate, to the cent', () => {
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0, 499),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (lines, discountPercent, shipping, weights) => {
          const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
          const invoice = invoiceOf(lines, Math.floor((subtotal * discountPercent) / 200), shipping);
          const total = invoice.totalCents;
          // Amounts in proportion to the weights, the last one taking what is left.
          const sumWeights = weights.reduce((a, b) => a + b, 0);
          const amounts: number[] = [];
          let given = 0;
          weights.forEach((weight, index) => {
            const amount = index === weights.length - 1 ? total - given : Math.floor((total * weight) / sumWeights);
            if (amount > 0) amounts.push(amount);
            given += Math.max(0, amount);
          });
          const notes: InvoiceData[] = [];
          for (const amount of amounts) {
            const credit = buildCreditNote({
              invoice,
              earlier: notes,
              amountCents: amount,
              reason: 'x',
              refundedAt: at,
              refundReference: null,
              sequence: notes.length + 1,
            });
            expect(credit.breakdown.reduce((sum, r) => sum + r.totalCents, 0)).toBe(amount);
            for (const r of credit.breakdown) {
              expect(r.totalCents).toBeGreaterThan(0);
              expect(r.baseCents + r.vatCents).toBe(r.totalCents);
            }
            notes.push(credit);
          }
          expect(creditableCents(invoice, notes)).toBe(0);
          for (const rate of invoice.breakdown) {
            const credited = notes.flatMap((n) => n.breakdown.filter((r) => r.rate === rate.rate));
            expect(credited.reduce((sum, r) => sum + r.totalCents, 0)).toBe(rate.totalCents);
            expect(credited.reduce((sum, r) => sum + r.vatCents, 0)).toBe(rate.vatCents);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
