import { type PaidOrder, buildInvoice } from './invoice.js';
import { buildLedger, ledgerCsv } from './ledger.js';

const seller = {
  legalName: 'BoxPlaisir SRL',
  vatNumber: 'BE0123456749',
  address: ['Rue de la Loi 16', '1000 Bruxelles'],
};
const order = (n: number, lines: PaidOrder['lines'], shippingCents: number, name = 'Léa Dubois'): PaidOrder => {
  const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  return {
    orderId: `id-${n}`,
    orderNumber: `BP-20261110-AAAAA${n}`,
    lines,
    subtotalCents: subtotal,
    discountCents: 0,
    promoCode: null,
    shippingCents,
    totalCents: subtotal + shippingCents,
    currency: 'EUR',
    buyer: {
      name,
      email: 'lea@example.be',
      phone: '',
      address: 'Rue 1',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    paidAt: new Date('2026-11-10T10:00:00Z'),
    paymentMethod: 'bancontact',
    paymentReference: null,
  };
};

describe('the accountant’s ledger', () => {
  const a = buildInvoice(
    order(1, [{ name: 'Box', quantity: 1, unitPriceCents: 2999, vatRate: 21, isSubscription: false }], 499),
    seller,
    1,
  );
  const b = buildInvoice(
    order(
      2,
      [
        { name: 'Livre', quantity: 2, unitPriceCents: 1060, vatRate: 6, isSubscription: false },
        { name: 'Box', quantity: 1, unitPriceCents: 2420, vatRate: 21, isSubscription: false },
      ],
      0,
      '=HYPERLINK("x")',
    ),
    seller,
    2,
  );

  it('totals every rate over the period, each equal to the sum of its documents', () => {
    const ledger = buildLedger([a, b]);
    expect(ledger.invoiceCount).toBe(2);
    expect(ledger.rates.map((r) => [r.rate, r.totalCents])).toEqual([
      [21, 2999 + 499 + 2420],
      [6, 2120],
    ]);
    expect(ledger.totalCents).toBe(a.totalCents + b.totalCents);
    for (const r of ledger.rates) expect(r.baseCents + r.vatCents).toBe(r.totalCents);
  });

  it('counts a credit note negatively', () => {
    const note = { ...a, kind: 'credit-note' as const, number: 'NC-2026-000001', invoiceNumber: a.number };
    const ledger = buildLedger([a, note]);
    expect(ledger.creditNoteCount).toBe(1);
    expect(ledger.totalCents).toBe(0);
    expect(ledger.entries[1]!.totalCents).toBe(-a.totalCents);
  });

  it('writes a CSV for a Belgian spreadsheet, neutralising formulas', () => {
    const csv = ledgerCsv(buildLedger([a, b]));
    expect(csv.startsWith('\uFEFFNuméro;Type;Date;')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3 + 2 + 1);
    expect(lines[1]).toBe(`${a.number};Facture;10/11/2026;BP-20261110-AAAAA1;;Léa Dubois;21 %;28,91;6,07;34,98`);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines.at(-1)).toBe(
      'Total;;;;;;Tous taux;' +
        ['baseCents', 'vatCents', 'totalCents']
          .map((k) => {
            const ledger = buildLedger([a, b]) as unknown as Record<string, number>;
            return (ledger[k]! / 100).toFixed(2).replace('.', ',');
          })
          .join(';'),
    );
  });
});
