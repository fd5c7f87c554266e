import type { MailCapture } from './support/mail-capture.js';
import { MailingShop } from './support/mailing-shop.js';
import { pdfText } from './support/pdf-text.js';
import {
  type CartLine,
  type Customer,
  type ErrorJson,
  type ShopFixture,
  paymentBody,
  waitFor,
} from './support/shop-fixture.js';

/** Two Box Essentielle by subscription (2 × 25.49) and a Box Cadeau (24.99) with promo20: 75.97 - 15.19 = 60.78. */
const CART: CartLine[] = [
  { id: 1, quantity: 2, isSubscription: true, frequency: 'monthly' },
  { id: 5, quantity: 1, isSubscription: false },
];

describe('Invoice PDF: GET /api/orders/:orderId/invoice and the confirmation mail', () => {
  const mailing = new MailingShop();
  let shop: ShopFixture;
  let mails: MailCapture;
  let owner: Customer;
  let other: Customer;
  let admin: Customer;
  let paid: { id: string; orderId: string };
  let unpaid: { id: string; orderId: string };

  beforeAll(async () => {
    await mailing.start();
    ({ shop, mails } = mailing);
    owner = await shop.customer('Héloïse');
    other = await shop.customer('Bob');
    admin = await shop.admin();
    await shop.dataSource.query(`UPDATE products SET vat_rate = 6 WHERE id = 5`);
    const checkout = async (amount: string, items: CartLine[], extra: Record<string, unknown> = {}) => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: owner.auth,
        payload: paymentBody(amount, items, extra),
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string; orderId: string; checkoutUrl: string }>();
    };
    const first = await checkout('60.78', CART, {
      promoCode: 'promo20',
      metadata: {
        billingInfo: {
          firstName: 'Héloïse',
          lastName: 'Lefèvre-Dubœuf',
          email: 'heloise@example.be',
          phone: '+32470123456',
          address: 'Rue de l’Église 7',
          city: 'Liège',
          postalCode: '4000',
          country: 'BE',
        },
      },
    });
    expect((await shop.chooseAtCheckout(first.checkoutUrl, 'paid')).statusCode).toBe(303);
    paid = first;
    unpaid = await checkout('34.98', [{ id: 1, quantity: 1, isSubscription: false }]);
  });
  afterAll(() => mailing.stop());

  const download = (who: Customer | null, orderId: string) =>
    shop.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: who ? who.auth : {} });
  const invoiceNumber = async (orderId: string) => {
    const [row] = (await shop.dataSource.query(
      `SELECT i.number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { number: string }[];
    return row!.number;
  };

  it('gives the owner a PDF whose text says everything an invoice must (accents included)', async () => {
    const response = await download(owner, paid.orderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = await invoiceNumber(paid.orderId);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facture-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'FACTURE',
      `N° ${number}`,
      `Commande : ${paid.orderId}`,
      'BoxPlaisir SRL',
      'Rue de la Loi 16',
      'TVA : BE0123456749',
      'Héloïse Lefèvre-Dubœuf',
      'Rue de l’Église 7',
      '4000 Liège',
      'Box Essentielle (abonnement -15 %)',
      'Box Cadeau',
      '25,49 €',
      '50,98 €',
      '24,99 €',
      'Remise (PROMO20)',
      '-15,19 €',
      'Gratuite',
      'Total TTC (TVA incluse)',
      '60,78 €',
      'Récapitulatif de la TVA',
      'Base HT',
      'Payée le',
      'Bancontact',
      paid.id,
    ]) {
      expect(text).toContain(expected);
    }
    // The breakdown: 21 % on 50.98 - 10.22 (promo share) = 40.76; 6 % on 24.99 - 4.97 = 20.02.
    const [row] = (await shop.dataSource.query(`SELECT data->'breakdown' AS b FROM invoices WHERE number = $1`, [
      number,
    ])) as { b: { rate: number; baseCents: number; vatCents: number; totalCents: number }[] }[];
    expect(row!.b.reduce((sum, r) => sum + r.totalCents, 0)).toBe(6078);
    for (const r of row!.b) {
      const euros = (cents: number) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
      expect(text).toContain(`${r.rate} %`);
      expect(text).toContain(euros(r.baseCents));
      expect(text).toContain(euros(r.vatCents));
    }
  });

  it('gives it to an administrator too; anyone else, an unpaid order and a stranger get 404', async () => {
    const asAdmin = await download(admin, paid.orderId);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('application/pdf');

    const foreign = await download(other, paid.orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorJson>()).toMatchObject({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'Commande introuvable',
    });

    const notPaid = await download(owner, unpaid.orderId);
    expect(notPaid.statusCode).toBe(404);
    expect(notPaid.json<ErrorJson>()).toMatchObject({ code: 'INVOICE_NOT_FOUND' });
    expect((await download(admin, unpaid.orderId)).statusCode).toBe(404);

    expect((await download(null, paid.orderId)).statusCode).toBe(401);
    for (const bad of ['BP-20990101-ZZZZZZ', 'pas-une-commande', '00000000-0000-4000-8000-000000000000', '%00']) {
      const response = await download(owner, encodeURIComponent(bad));
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json<ErrorJson>().message).not.toContain(bad);
    }
  });

  it('attaches the PDF to the order-confirmation mail', async () => {
    const number = await invoiceNumber(paid.orderId);
    await waitFor(async () => mails.messages.some((m) => m.text.includes(paid.orderId)));
    const mail = mails.messages.find((m) => m.text.includes(paid.orderId))!;
    expect(mail.subject).toBe('Votre commande est confirmée — BoxPlaisir');
    expect(mail.text).toContain('Prix TVA incluse. Votre facture est jointe à ce courriel (PDF).');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`facture-${number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain(`N° ${number}`);
    expect(text).toContain('60,78 €');
  });

  it('embeds the DejaVu font: a name the standard PDF fonts cannot write (Ł, ř, Ş, ő) comes back from the text', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: owner.auth,
      payload: paymentBody('34.98', [{ id: 1, quantity: 1, isSubscription: false }], {
        metadata: {
          billingInfo: {
            firstName: 'Łucja',
            lastName: 'Dvořák-Şahin Kőrösi',
            email: 'lucja@example.be',
            phone: '+32470123456',
            address: 'Rue Haute 12',
            city: 'Bruxelles',
            postalCode: '1000',
            country: 'BE',
          },
        },
      }),
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<{ orderId: string; checkoutUrl: string }>();
    expect((await shop.chooseAtCheckout(order.checkoutUrl, 'paid')).statusCode).toBe(303);
    await waitFor(async () => (await download(owner, order.orderId)).statusCode === 200);
    const pdf = (await download(owner, order.orderId)).rawPayload;
    expect(await pdfText(pdf)).toContain('Łucja Dvořák-Şahin Kőrösi');
    // The font program is in the file (a TrueType subset of DejaVu Sans), not a reference to a standard font.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });
});
