import { type PaidOrder, buildInvoice, invoicePaymentLines, paymentMethodLabel } from './invoice.js';

const seller = {
  legalName: 'BoxPlaisir SRL',
  vatNumber: 'BE0123456749',
  address: ['Rue de la Loi 1', '1000 Bruxelles'],
};
const order: PaidOrder = {
  orderId: '0b0c6c1e-0000-4000-8000-000000000001',
  orderNumber: 'BP-20261231-ABC123',
  lines: [
    { name: 'Box Zen', quantity: 2, unitPriceCents: 2549, vatRate: 21, isSubscription: true },
    { name: 'Box Livres', quantity: 1, unitPriceCents: 3000, vatRate: 6, isSubscription: false },
  ],
  subtotalCents: 8098,
  discountCents: 810,
  promoCode: 'PROMO10',
  shippingCents: 0,
  totalCents: 7288,
  currency: 'EUR',
  buyer: {
    name: 'Élise Dupré',
    email: 'elise@example.be',
    phone: '+32470000000',
    address: 'Chaussée de Wavre 12',
    postalCode: '1050',
    city: 'Ixelles',
    country: 'BE',
  },
  paidAt: new Date('2026-12-31T23:30:00Z'),
  paymentMethod: 'bancontact',
  paymentReference: 'tr_abc',
};

describe('buildInvoice', () => {
  it('numbers the invoice in the Belgian year of the payment and dates it with the payment', () => {
    const invoice = buildInvoice(order, seller, 7);
    expect(invoice.number).toBe('F-2027-000007');
    expect(invoice.issuedAt).toBe('2026-12-31T23:30:00.000Z');
    expect(invoice.payment).toEqual({ method: 'bancontact', paidAt: invoice.issuedAt, reference: 'tr_abc' });
  });

  it('keeps lines, amounts, seller and buyer, with a breakdown adding up to the total', () => {
    const invoice = buildInvoice(order, seller, 1);
    expect(invoice.lines).toEqual([
      { description: 'Box Zen (abonnement -15 %)', quantity: 2, unitPriceCents: 2549, vatRate: 21, totalCents: 5098 },
      { description: 'Box Livres', quantity: 1, unitPriceCents: 3000, vatRate: 6, totalCents: 3000 },
    ]);
    expect(invoice.breakdown.map((r) => r.rate)).toEqual([21, 6]);
    expect(invoice.breakdown.reduce((sum, r) => sum + r.totalCents, 0)).toBe(7288);
    expect(invoice.seller).toEqual(seller);
    expect(invoice.buyer.name).toBe('Élise Dupré');
    expect(invoice).toMatchObject({ kind: 'invoice', invoiceNumber: null, promoCode: 'PROMO10', reason: null });
  });

  it('refuses an order whose amounts do not add up', () => {
    expect(() => buildInvoice({ ...order, totalCents: 7289 }, seller, 1)).toThrow(RangeError);
  });

  it('names payment methods in French', () => {
    expect(paymentMethodLabel('creditcard')).toBe('Carte de crédit');
    expect(paymentMethodLabel(null)).toBe('Paiement en ligne (Mollie)');
  });

  it('names each gift card that paid, then what the online payment paid; amounts and VAT unchanged', () => {
    const payment = { method: 'bancontact', paidAt: '2026-11-29T10:00:00.000Z', reference: 'tr_abc' };
    expect(invoicePaymentLines({ totalCents: 3498, payment })).toEqual([
      'Payée le 29 novembre 2026 — Bancontact (référence tr_abc).',
    ]);
    const partly = { ...payment, giftCards: [{ last4: 'ABCD', amountCents: 2000 }] };
    expect(invoicePaymentLines({ totalCents: 3498, payment: partly })).toEqual([
      'Payé par carte cadeau •••• ABCD : 20,00 €',
      'Payée le 29 novembre 2026 — Bancontact (référence tr_abc) : 14,98 €',
    ]);
    const whole = {
      method: 'giftcard',
      paidAt: payment.paidAt,
      reference: null,
      giftCards: [
        { last4: 'ABCD', amountCents: 2000 },
        { last4: 'WXYZ', amountCents: 1498 },
      ],
    };
    expect(invoicePaymentLines({ totalCents: 3498, payment: whole })).toEqual([
      'Payé par carte cadeau •••• ABCD : 20,00 €',
      'Payé par carte cadeau •••• WXYZ : 14,98 €',
      'Payée le 29 novembre 2026 par cartes cadeaux.',
    ]);
  });
});
