import { PaymentGateway } from '../src/modules/payments/index.js';
import type { CapturedMail, MailCapture } from './support/mail-capture.js';
import { MailingShop } from './support/mailing-shop.js';
import { pdfText } from './support/pdf-text.js';
import { type Customer, type ErrorJson, type ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

interface RefundAnswer {
  success: true;
  message: string;
  refund: {
    id: string;
    amount: number;
    status: string;
    creditNoteNumber: string;
    mollieRefundId: string;
    reason: string;
  };
  refundable: number;
}

/**
 * POST /api/admin/orders/:orderId/refund through the real shop, its PostgreSQL and the Mollie sandbox
 * (the shop's adapter on the official client): whole and partial refunds, credit notes NC-… with their PDF,
 * the customer's mail, the rules (unpaid, above what remains, one at a time, administrators only), and
 * Mollie down (nothing recorded).
 */
describe('Refunds and credit notes', () => {
  const mailing = new MailingShop();
  let shop: ShopFixture;
  let mails: MailCapture;
  let owner: Customer;
  let other: Customer;
  let admin: Customer;

  beforeAll(async () => {
    await mailing.start();
    ({ shop, mails } = mailing);
    owner = await shop.customer('Héloïse');
    other = await shop.customer('Bob');
    admin = await shop.admin();
  });
  afterAll(() => mailing.stop());

  /** A Box Essentielle (29.99) and a Box Cadeau (24.99): 54.98, free delivery; paid when asked. */
  async function order(paid = true): Promise<{ id: string; orderId: string }> {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: owner.auth,
      payload: paymentBody('54.98', [
        { id: 1, quantity: 1, isSubscription: false },
        { id: 5, quantity: 1, isSubscription: false },
      ]),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; orderId: string; checkoutUrl: string }>();
    if (paid) expect((await shop.chooseAtCheckout(created.checkoutUrl, 'paid')).statusCode).toBe(303);
    return created;
  }

  const refund = (who: Customer | null, orderId: string, payload: Record<string, unknown>) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: who ? who.auth : {},
      payload,
    });
  const creditNotes = async (orderId: string) =>
    (await shop.dataSource.query(
      `SELECT i.number, i.total_cents, i.invoice_number FROM invoices i JOIN orders o ON o.id = i.order_id
       WHERE o.order_number = $1 AND i.kind = 'credit-note' ORDER BY i.sequence`,
      [orderId],
    )) as { number: string; total_cents: number; invoice_number: string }[];
  const refundRows = async (orderId: string) =>
    (await shop.dataSource.query(
      `SELECT r.status, r.amount_cents FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.order_number = $1`,
      [orderId],
    )) as { status: string; amount_cents: number }[];
  const cancelAsAdmin = (orderId: string) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: admin.auth,
      payload: { orderStatus: 'annulee', notes: 'Rupture chez le fournisseur' },
    });

  it('refunds a cancelled paid order in full: Mollie refund, credit note NC-… referring to the invoice, flag cleared, mail with the PDF', async () => {
    const paid = await order();
    expect((await cancelAsAdmin(paid.orderId)).statusCode).toBe(200);
    expect((await shop.orderRow(paid.orderId)).refund_required).toBe(true);
    const detailBefore = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid.orderId}`,
      headers: admin.auth,
    });
    expect(detailBefore.json<{ refund: unknown }>().refund).toEqual({
      refundable: 54.98,
      refunded: 0,
      canRefund: true,
      refunds: [],
    });

    const response = await refund(admin, paid.orderId, { reason: 'Commande annulée après paiement' });
    expect(response.statusCode).toBe(200);
    const body = response.json<RefundAnswer>();
    const year = new Date().getFullYear();
    expect(body).toMatchObject({
      success: true,
      refundable: 0,
      refund: { amount: 54.98, status: 'done', reason: 'Commande annulée après paiement' },
    });
    expect(body.refund.creditNoteNumber).toMatch(new RegExp(`^NC-(${year}|${year + 1})-\\d{6}$`));
    expect(body.message).toBe(`Remboursement de 54,98 € effectué : note de crédit ${body.refund.creditNoteNumber}`);
    expect(body.refund.mollieRefundId).toMatch(/^re_/);

    // At Mollie: the payment shows the refund.
    const row = await shop.orderRow(paid.orderId);
    expect(row.refund_required).toBe(false);
    const atMollie = await shop.app.get(PaymentGateway).listRefunds(paid.id);
    expect(atMollie).toEqual([
      expect.objectContaining({ id: body.refund.mollieRefundId, amount: { cents: 5498, currency: 'EUR' } }),
    ]);

    const [note] = await creditNotes(paid.orderId);
    const [invoice] = (await shop.dataSource.query(
      `SELECT number FROM invoices WHERE order_id = $1 AND kind = 'invoice'`,
      [row.id],
    )) as { number: string }[];
    expect(note).toEqual({ number: body.refund.creditNoteNumber, total_cents: 5498, invoice_number: invoice!.number });

    // The history says it.
    const history = await shop.history(paid.orderId);
    expect(history.at(-1)).toMatchObject({
      from_status: 'annulee',
      to_status: 'annulee',
      actor: `admin:${admin.id}`,
      note: `Remboursement de 54,98 € (note de crédit ${note!.number}) : Commande annulée après paiement`,
    });

    // The customer's mail, with the credit note's PDF.
    const isRefundMail = (m: CapturedMail) =>
      m.subject === 'Votre remboursement — BoxPlaisir' && m.text.includes(paid.orderId);
    await waitFor(async () => mails.messages.some(isRefundMail));
    const mail = mails.messages.find(isRefundMail)!;
    expect(mail.text).toContain('Nous vous avons remboursé 54,98 €');
    expect(mail.text).toContain(note!.number);
    expect(mail.html).toContain('Commande annulée après paiement');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`note-de-credit-${note!.number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(mail.attachments[0]!.content);
    for (const expected of [
      'NOTE DE CRÉDIT',
      `N° ${note!.number}`,
      `Facture d'origine : ${invoice!.number}`,
      `Commande : ${paid.orderId}`,
      'Box Essentielle',
      'Box Cadeau',
      'Total remboursé TTC',
      '54,98 €',
      'Récapitulatif de la TVA',
      'Motif : Commande annulée après paiement',
      body.refund.mollieRefundId,
    ]) {
      expect(text).toContain(expected);
    }

    // Nothing more to give back.
    const again = await refund(admin, paid.orderId, { reason: 'Encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>()).toMatchObject({
      code: 'ORDER_ALREADY_REFUNDED',
      message: 'Cette commande a déjà été entièrement remboursée.',
    });
  });

  it('refunds in parts, never more than what remains; each part has its credit note and the owner downloads them', async () => {
    const paid = await order();
    const tooMuch = await refund(admin, paid.orderId, { amount: 55, reason: 'Trop' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ErrorJson>()).toMatchObject({
      code: 'REFUND_AMOUNT_TOO_HIGH',
      message: 'Le montant dépasse ce qui reste à rembourser sur cette commande (54,98 € au plus).',
      errors: { amount: ['Le montant dépasse ce qui reste à rembourser sur cette commande (54,98 € au plus).'] },
    });
    const first = await refund(admin, paid.orderId, { amount: 10.5, reason: 'Box abîmée à la livraison' });
    expect(first.statusCode).toBe(200);
    expect(first.json<RefundAnswer>()).toMatchObject({ refund: { amount: 10.5 }, refundable: 44.48 });
    const above = await refund(admin, paid.orderId, { amount: 44.49, reason: 'Trop' });
    expect(above.statusCode).toBe(400);
    expect(above.json<ErrorJson>().message).toContain('44,48 € au plus');
    const rest = await refund(admin, paid.orderId, { reason: 'Le solde' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json<RefundAnswer>()).toMatchObject({ refund: { amount: 44.48 }, refundable: 0 });

    const notes = await creditNotes(paid.orderId);
    expect(notes.map((n) => n.total_cents)).toEqual([1050, 4448]);
    const sequences = notes.map((n) => Number(n.number.slice(-6)));
    expect(sequences[1]).toBe(sequences[0]! + 1);

    // The partial credit note's PDF: the part spread over the rates, its reason.
    const download = (who: Customer, number: string) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/orders/${paid.orderId}/credit-notes/${number}`,
        headers: who.auth,
      });
    const mine = await download(owner, notes[0]!.number);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="note-de-credit-${notes[0]!.number}.pdf"`);
    const text = await pdfText(mine.rawPayload);
    expect(text).toContain('Remboursement partiel de la commande');
    expect(text).toContain('10,50 €');
    expect(text).toContain('Motif : Box abîmée à la livraison');
    expect((await download(admin, notes[1]!.number)).statusCode).toBe(200);
    const foreign = await download(other, notes[0]!.number);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorJson>().code).toBe('ORDER_NOT_FOUND');
    expect((await download(owner, 'NC-2020-000001')).json<ErrorJson>().code).toBe('CREDIT_NOTE_NOT_FOUND');

    // The customer's order lists its credit notes.
    const listed = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${paid.orderId}`,
      headers: owner.auth,
    });
    expect(listed.json<{ creditNotes: unknown[]; hasInvoice: boolean }>()).toMatchObject({
      hasInvoice: true,
      creditNotes: [
        { number: notes[0]!.number, total: 10.5 },
        { number: notes[1]!.number, total: 44.48 },
      ],
    });

    // The accountant's list counts them negatively.
    const ledger = await shop.app.inject({ method: 'GET', url: '/api/admin/invoices', headers: admin.auth });
    const documents = ledger.json<{ documents: { number: string; kind: string; total: number }[] }>().documents;
    expect(documents.find((d) => d.number === notes[0]!.number)).toMatchObject({ kind: 'credit-note', total: -10.5 });
  });

  it('refuses an unpaid order, a bad amount or reason, and anyone but an administrator; nothing changes', async () => {
    const unpaid = await order(false);
    const notPaid = await refund(admin, unpaid.orderId, { reason: 'Erreur' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json<ErrorJson>()).toMatchObject({
      code: 'ORDER_NOT_REFUNDABLE',
      message: "Cette commande n'a pas été payée : il n'y a rien à rembourser.",
    });

    const paid = await order();
    for (const payload of [
      { amount: 0, reason: 'x' },
      { amount: -5, reason: 'x' },
      { amount: 1.234, reason: 'x' },
      { amount: '10', reason: 'x' },
      { amount: 10 },
      { amount: 10, reason: '   ' },
      { amount: 10, reason: 'x', extra: true },
    ]) {
      const response = await refund(admin, paid.orderId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
    }
    expect((await refund(owner, paid.orderId, { reason: 'Moi' })).statusCode).toBe(403);
    expect((await refund(null, paid.orderId, { reason: 'Personne' })).statusCode).toBe(401);
    const missing = await refund(admin, 'BP-20990101-ZZZZZZ', { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(await refundRows(paid.orderId)).toEqual([]);
    expect(await creditNotes(paid.orderId)).toEqual([]);
  });

  it('two refunds at the same moment: exactly one is made, the other gets a clear 409', async () => {
    const paid = await order();
    const answers = await Promise.all([
      refund(admin, paid.orderId, { reason: 'Premier' }),
      refund(admin, paid.orderId, { reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json<ErrorJson>();
    expect(['REFUND_IN_PROGRESS', 'ORDER_ALREADY_REFUNDED']).toContain(refused.code);
    expect(refused.message).toMatch(/remboursement|remboursée/);
    expect(await refundRows(paid.orderId)).toEqual([{ status: 'done', amount_cents: 5498 }]);
    expect((await creditNotes(paid.orderId)).length).toBe(1);
    expect(await shop.app.get(PaymentGateway).listRefunds(paid.id)).toHaveLength(1);
  });

  it('Mollie down: a French 503, nothing recorded (no refund, no credit note, the flag stays)', async () => {
    const paid = await order();
    expect((await cancelAsAdmin(paid.orderId)).statusCode).toBe(200);
    await shop.sandbox.close();
    const response = await refund(admin, paid.orderId, { reason: 'Mollie en panne' });
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorJson>()).toMatchObject({
      statusCode: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message:
        'Mollie est injoignable : le remboursement n’a pas été effectué. Veuillez réessayer dans quelques minutes.',
    });
    expect((await refundRows(paid.orderId)).filter((r) => r.status === 'done')).toEqual([]);
    expect(await creditNotes(paid.orderId)).toEqual([]);
    expect((await shop.orderRow(paid.orderId)).refund_required).toBe(true);
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid.orderId}`,
      headers: admin.auth,
    });
    expect(detail.json<{ refund: { refundable: number; canRefund: boolean } }>().refund).toMatchObject({
      refundable: 54.98,
      canRefund: true,
    });
  });
});
