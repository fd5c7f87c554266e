import { randomUUID } from 'node:crypto';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { MailCapture } from './support/mail-capture.js';
import { type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

/**
 * A refund cut half-way (the process died while Mollie was being asked, or Mollie was unreachable) is
 * not left 'pending' until the next refund of its order: the scheduled sweep (here every 300 ms through
 * EXPIRY_SWEEP_MS, every minute in production) asks Mollie and either finishes it (Mollie has it: done,
 * credit note, mail) or drops it (Mollie never got it).
 */
describe('Refunds left pending: the sweep settles or clears them', () => {
  let shop: ShopFixture;
  let mails: MailCapture;
  let owner: Customer;

  beforeAll(async () => {
    mails = new MailCapture();
    await mails.start();
    shop = await ShopFixture.start({
      env: { SMTP_URL: mails.smtpUrl, OUTBOX_POLL_MS: '100', SCHEDULER: 'on', EXPIRY_SWEEP_MS: '300' },
    });
    owner = await shop.customer('Héloïse');
  });
  afterAll(async () => {
    await shop?.stop();
    await mails?.stop();
  });

  /** A paid Box Essentielle (29.99) and Box Cadeau (24.99): 54.98. */
  async function paidOrder(): Promise<{ id: string; orderId: string; orderUuid: string }> {
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
    expect((await shop.chooseAtCheckout(created.checkoutUrl, 'paid')).statusCode).toBe(303);
    await waitFor(async () => (await shop.orderRow(created.orderId)).payment_status === 'paid');
    return { ...created, orderUuid: (await shop.orderRow(created.orderId)).id as string };
  }

  /** What a crash leaves: a 'pending' row whose lease ran out. */
  async function pendingRow(order: { id: string; orderUuid: string }, amountCents: number): Promise<string> {
    const id = randomUUID();
    await shop.dataSource.query(
      `INSERT INTO order_refunds (id, order_id, payment_id, amount_cents, reason, status, requested_by, lease_until, created_at)
       VALUES ($1, $2, $3, $4, 'Interrompu', 'pending', 'admin:test', now() - interval '1 second', now())`,
      [id, order.orderUuid, order.id, amountCents],
    );
    return id;
  }
  const rows = async (orderUuid: string) =>
    (await shop.dataSource.query(
      `SELECT status, amount_cents, credit_note_number FROM order_refunds WHERE order_id = $1`,
      [orderUuid],
    )) as { status: string; amount_cents: number; credit_note_number: string | null }[];

  it('drops a pending refund Mollie never received', async () => {
    const order = await paidOrder();
    await pendingRow(order, 1000);
    await waitFor(async () => (await rows(order.orderUuid)).length === 0);
    expect(await shop.app.get(PaymentGateway).listRefunds(order.id)).toEqual([]);
    const credit = (await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM invoices WHERE order_id = $1 AND kind = 'credit-note'`,
      [order.orderUuid],
    )) as { n: number }[];
    expect(credit[0]!.n).toBe(0);
  });

  it('finishes a pending refund Mollie made before the crash: done, credit note, customer mail', async () => {
    const order = await paidOrder();
    const refundId = await pendingRow(order, 1250);
    // Mollie accepted it (same idempotency key and metadata as the service sends), then the process died.
    await shop.app.get(PaymentGateway).createRefund({
      paymentId: order.id,
      amountCents: 1250,
      description: 'Interrompu',
      metadata: { orderId: order.orderUuid, refundId },
      idempotencyKey: `refund-${refundId}`,
    });
    await waitFor(async () => (await rows(order.orderUuid))[0]?.status === 'done');
    const [row] = await rows(order.orderUuid);
    expect(row).toMatchObject({ status: 'done', amount_cents: 1250 });
    expect(row!.credit_note_number).toMatch(/^NC-\d{4}-\d{6}$/);
    await waitFor(async () =>
      mails.messages.some((m) => m.subject === 'Votre remboursement — BoxPlaisir' && m.text.includes(order.orderId)),
    );
    // Exactly one refund at Mollie: the sweep asked, it did not refund again.
    expect(await shop.app.get(PaymentGateway).listRefunds(order.id)).toHaveLength(1);
  });
});
