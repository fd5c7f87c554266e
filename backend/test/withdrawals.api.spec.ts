import type { CapturedMail, MailCapture } from './support/mail-capture.js';
import { MailingShop } from './support/mailing-shop.js';
import { type Customer, type ErrorJson, type ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

interface WithdrawalJson {
  canWithdraw: boolean;
  deadline: string | null;
  request: {
    status: string;
    statusLabel: string;
    items: { productId: number; name: string; quantity: number }[];
    reason: string | null;
    amount: number;
  } | null;
}

/**
 * The EU online withdrawal function (droit de rétractation) through the real shop, its PostgreSQL, the
 * Mollie sandbox and a real SMTP capture: the customer withdraws within 14 days of delivery (the
 * acknowledgement mail arrives at once with the return instructions), the rules refuse the rest in French,
 * the back office lists the requests, receives the goods (order 'retournee') and refunds with the existing
 * refund flow (credit note), which closes the request.
 */
describe('Withdrawal (droit de rétractation)', () => {
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

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Customer | null, payload?: object) =>
    shop.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
  const setStatus = (orderId: string, orderStatus: string) =>
    call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
      orderStatus,
      ...(orderStatus === 'expediee' ? { tracking: { carrier: 'Bpost', trackingNumber: 'CD123456789BE' } } : {}),
    });
  const withdraw = (who: Customer | null, orderId: string, payload: object = {}) =>
    call('POST', `/api/orders/${orderId}/withdrawal`, who, payload);
  const withdrawalOf = async (orderId: string): Promise<WithdrawalJson> =>
    (await call('GET', `/api/orders/${orderId}`, owner)).json<{ withdrawal: WithdrawalJson }>().withdrawal;
  const requestRows = async (orderId: string) =>
    (await shop.dataSource.query(
      `SELECT w.status, w.amount_cents, w.items, w.reason FROM withdrawal_requests w JOIN orders o ON o.id = w.order_id
       WHERE o.order_number = $1`,
      [orderId],
    )) as { status: string; amount_cents: number; items: unknown; reason: string | null }[];

  /** Two Box Essentielle (29.99) and a Box Cadeau (24.99): 84.97, free delivery; paid, then moved to `until`. */
  async function order(until: 'payee' | 'expediee' | 'livree'): Promise<{ id: string; orderId: string }> {
    const response = await call(
      'POST',
      '/api/mollie/payments',
      owner,
      paymentBody('84.97', [
        { id: 1, quantity: 2, isSubscription: false },
        { id: 5, quantity: 1, isSubscription: false },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; orderId: string; checkoutUrl: string }>();
    expect((await shop.chooseAtCheckout(created.checkoutUrl, 'paid')).statusCode).toBe(303);
    await waitFor(async () => (await shop.orderRow(created.orderId)).status === 'payee');
    const steps = {
      payee: [],
      expediee: ['en_preparation', 'expediee'],
      livree: ['en_preparation', 'expediee', 'livree'],
    };
    for (const step of steps[until]) expect((await setStatus(created.orderId, step)).statusCode).toBe(200);
    return created;
  }

  it('a delivered order: the customer withdraws from some items, the acknowledgement mail arrives with the return instructions', async () => {
    const delivered = await order('livree');
    const before = await withdrawalOf(delivered.orderId);
    expect(before).toMatchObject({ canWithdraw: true, request: null });
    expect(new Date(before.deadline!).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);

    const response = await withdraw(owner, delivered.orderId, {
      items: [{ productId: 1, quantity: 1 }],
      reason: 'Finalement, une seule box me suffit',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; message: string; withdrawal: WithdrawalJson }>();
    expect(body.message).toContain('Votre rétractation est enregistrée');
    expect(body.withdrawal).toMatchObject({
      canWithdraw: false,
      request: {
        status: 'demandee',
        statusLabel: 'Rétractation demandée',
        items: [{ productId: 1, name: 'Box Essentielle', quantity: 1 }],
        reason: 'Finalement, une seule box me suffit',
        amount: 29.99,
      },
    });
    expect(await withdrawalOf(delivered.orderId)).toEqual(body.withdrawal);
    // The list of my orders says the same.
    const listed = (await call('GET', '/api/orders', owner)).json<{ orderId: string; withdrawal: WithdrawalJson }[]>();
    expect(listed.find((o) => o.orderId === delivered.orderId)!.withdrawal).toEqual(body.withdrawal);

    const isAck = (m: CapturedMail) =>
      m.subject === 'Nous avons bien reçu votre rétractation — BoxPlaisir' && m.text.includes(delivered.orderId);
    await waitFor(async () => mails.messages.some(isAck));
    const mail = mails.messages.find(isAck)!;
    expect(mail.to).toContain('camille@example.be');
    for (const expected of [
      'Bonjour Camille',
      '1 × Box Essentielle',
      'Motif indiqué : Finalement, une seule box me suffit',
      'Comment nous renvoyer les articles',
      'BoxPlaisir SRL',
      'Rue de la Loi 16',
      '1000 Bruxelles',
      'nous vous remboursons 29,99 €',
      "Le retour d'une box non ouverte est gratuit",
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.html).toContain('Box Essentielle');

    // A second request is refused, and nothing changes.
    const again = await withdraw(owner, delivered.orderId, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorJson>()).toMatchObject({
      statusCode: 409,
      code: 'WITHDRAWAL_NOT_ALLOWED',
      message: 'Vous vous êtes déjà rétracté(e) de cette commande.',
    });
    expect(await requestRows(delivered.orderId)).toHaveLength(1);
  });

  it('a shipped order may be withdrawn in full: the whole total; two requests at once give one', async () => {
    const shipped = await order('expediee');
    expect(await withdrawalOf(shipped.orderId)).toEqual({ canWithdraw: true, deadline: null, request: null });
    const answers = await Promise.all([withdraw(owner, shipped.orderId), withdraw(owner, shipped.orderId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await requestRows(shipped.orderId)).toEqual([
      {
        status: 'demandee',
        amount_cents: 8497,
        items: [
          { productId: 1, name: 'Box Essentielle', quantity: 2 },
          { productId: 5, name: 'Box Cadeau', quantity: 1 },
        ],
        reason: null,
      },
    ]);
  });

  it('refuses outside the 14 days (saying until when), before shipping, with bad items, for others; nothing recorded', async () => {
    const late = await order('livree');
    // Delivered on 1 June 2026 at 10:00 in Brussels: the period ran until 15 June.
    await shop.dataSource.query(`UPDATE orders SET delivered_at = '2026-06-01T08:00:00Z' WHERE order_number = $1`, [
      late.orderId,
    ]);
    expect(await withdrawalOf(late.orderId)).toEqual({
      canWithdraw: false,
      deadline: '2026-06-15T21:59:59.999Z',
      request: null,
    });
    const tooLate = await withdraw(owner, late.orderId);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json<ErrorJson>()).toMatchObject({
      code: 'WITHDRAWAL_NOT_ALLOWED',
      message:
        "Le délai de rétractation de 14 jours après la livraison est dépassé (il courait jusqu'au 15 juin 2026).",
    });

    const paid = await order('payee');
    expect((await withdrawalOf(paid.orderId)).canWithdraw).toBe(false);
    const notShipped = await withdraw(owner, paid.orderId);
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json<ErrorJson>().message).toBe(
      'Cette commande ne peut pas faire l’objet d’une rétractation : seules les commandes expédiées ou livrées le peuvent.',
    );

    const delivered = await order('livree');
    const notBought = await withdraw(owner, delivered.orderId, { items: [{ productId: 7, quantity: 1 }] });
    expect(notBought.statusCode).toBe(400);
    expect(notBought.json<ErrorJson>()).toMatchObject({
      code: 'WITHDRAWAL_ITEMS_INVALID',
      message: 'Le produit n°7 ne fait pas partie de cette commande.',
      errors: { items: ['Le produit n°7 ne fait pas partie de cette commande.'] },
    });
    const tooMany = await withdraw(owner, delivered.orderId, { items: [{ productId: 5, quantity: 2 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorJson>().message).toBe(
      'Vous ne pouvez renvoyer que 1 × Box Cadeau (la quantité commandée).',
    );
    for (const payload of [
      { items: 'tout' },
      { items: [{ productId: 1 }] },
      { items: [{ productId: 1, quantity: 0 }] },
      { items: [{ productId: 1, quantity: 1.5 }] },
      { reason: 42 },
      { reason: 'x'.repeat(501) },
      { extra: true },
    ]) {
      const response = await withdraw(owner, delivered.orderId, payload);
      expect(response.statusCode).toBe(400);
      const error = response.json<ErrorJson>();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toMatch(/[a-zé]/);
    }

    const foreign = await withdraw(other, delivered.orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorJson>()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
    expect((await withdraw(owner, 'BP-20990101-ZZZZZZ')).statusCode).toBe(404);
    expect((await withdraw(owner, 'pas-une-commande')).statusCode).toBe(404);
    expect((await withdraw(null, delivered.orderId)).statusCode).toBe(401);

    for (const orderId of [late.orderId, paid.orderId, delivered.orderId])
      expect(await requestRows(orderId)).toEqual([]);
    expect((await withdrawalOf(delivered.orderId)).canWithdraw).toBe(true);
  });

  it('the back office lists the requests, receives the goods (order returned), refunds with its credit note, which closes the request', async () => {
    const delivered = await order('livree');
    expect((await withdraw(owner, delivered.orderId, { reason: 'Erreur de commande' })).statusCode).toBe(201);

    // Administrators only.
    expect((await call('GET', '/api/admin/withdrawals', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/withdrawals', owner)).statusCode).toBe(403);
    const listed = await call('GET', '/api/admin/withdrawals?status=demandee', admin);
    expect(listed.statusCode).toBe(200);
    const list = listed.json<{
      withdrawals: {
        id: string;
        orderId: string;
        amount: number;
        canReceive: boolean;
        customerName: string;
        reason: string;
      }[];
      pagination: { total: number };
    }>();
    const mine = list.withdrawals.find((w) => w.orderId === delivered.orderId)!;
    expect(mine).toMatchObject({
      amount: 84.97,
      canReceive: true,
      status: 'demandee',
      reason: 'Erreur de commande',
      customerName: 'Camille Peeters',
      orderStatus: 'livree',
    });
    expect(list.pagination.total).toBeGreaterThanOrEqual(1);
    const badFilter = await call('GET', '/api/admin/withdrawals?status=perdue', admin);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json<ErrorJson>().code).toBe('VALIDATION_FAILED');

    // The order detail shows it.
    const detail = async () =>
      (await call('GET', `/api/admin/orders/${delivered.orderId}`, admin)).json<{
        orderStatus: string;
        withdrawal: { id: string; status: string; canReceive: boolean } | null;
        refund: { canRefund: boolean; refundable: number };
      }>();
    expect((await detail()).withdrawal).toMatchObject({ id: mine.id, status: 'demandee', canReceive: true });

    const receive = (who: Customer | null, id: string) => call('POST', `/api/admin/withdrawals/${id}/receive`, who);
    expect((await receive(null, mine.id)).statusCode).toBe(401);
    expect((await receive(owner, mine.id)).statusCode).toBe(403);
    expect((await receive(admin, '00000000-0000-4000-8000-000000000000')).json<ErrorJson>()).toMatchObject({
      statusCode: 404,
      code: 'WITHDRAWAL_NOT_FOUND',
    });
    expect((await receive(admin, 'abc')).statusCode).toBe(404);
    expect((await shop.orderRow(delivered.orderId)).status).toBe('livree');

    const received = await receive(admin, mine.id);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'recue', statusLabel: 'Marchandise reçue', canReceive: false });
    const twice = await receive(admin, mine.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorJson>().message).toBe('La marchandise de cette rétractation a déjà été reçue.');
    expect((await shop.orderRow(delivered.orderId)).status).toBe('retournee');
    expect((await shop.history(delivered.orderId)).at(-1)).toMatchObject({
      from_status: 'livree',
      to_status: 'retournee',
      actor: `admin:${admin.id}`,
      note: 'Rétractation : marchandise reçue',
    });
    expect(await detail()).toMatchObject({
      orderStatus: 'retournee',
      refund: { canRefund: true, refundable: 84.97 },
      withdrawal: { status: 'recue' },
    });

    // The existing refund flow: Mollie, credit note, mail; it closes the request.
    const refund = await call('POST', `/api/admin/orders/${delivered.orderId}/refund`, admin, {
      reason: 'Rétractation',
    });
    expect(refund.statusCode).toBe(200);
    const creditNote = refund.json<{ refund: { creditNoteNumber: string } }>().refund.creditNoteNumber;
    expect(creditNote).toMatch(/^NC-\d{4}-\d{6}$/);
    expect((await requestRows(delivered.orderId))[0]!.status).toBe('remboursee');
    expect((await withdrawalOf(delivered.orderId)).request).toMatchObject({
      status: 'remboursee',
      statusLabel: 'Remboursée',
    });
    const pdf = await call('GET', `/api/orders/${delivered.orderId}/credit-notes/${creditNote}`, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
