import { ExpireUnpaidOrdersService, type ExpirySweepResult } from '../src/modules/ordering/index.js';
import { FixedClock } from '../src/shared/clock.js';
import { type Customer, type ErrorJson, ShopFixture, paymentBody } from './support/shop-fixture.js';

const MINUTE = 60_000;
const SMALL = [{ id: 1, quantity: 1, isSubscription: false }];

describe('The 15-minute expiry (pinned clock, real PostgreSQL, sandbox over HTTPS)', () => {
  let shop: ShopFixture;
  let clock: FixedClock;
  let expiry: ExpireUnpaidOrdersService;
  let customer: Customer;

  beforeAll(async () => {
    clock = new FixedClock(new Date());
    shop = await ShopFixture.start({ clock });
    expiry = shop.app.get(ExpireUnpaidOrdersService);
    customer = await shop.customer();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const order = async (): Promise<{ id: string; orderId: string; checkoutUrl: string }> => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody('34.98', SMALL),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  /** Moves an order's payment start back in time (the clock stays: Mollie still has the payment open). */
  const age = (orderNumber: string, minutes: number) =>
    shop.dataSource.query(
      `UPDATE orders SET payment_started_at = payment_started_at - $2 * interval '1 minute',
         created_at = created_at - $2 * interval '1 minute' WHERE order_number = $1`,
      [orderNumber, minutes],
    );
  const decisionOf = (result: ExpirySweepResult, orderNumber: string) =>
    result.decisions.find((d) => d.orderNumber === orderNumber)?.decision;

  it('cancels a 16-minute-old open order: its Mollie payment is cancelled, recorded on the payment and the order, order annulee', async () => {
    const old = await order();
    const recent = await order();
    await age(old.orderId, 16);
    await age(recent.orderId, 14);

    const result = await expiry.sweep();
    expect(decisionOf(result, old.orderId)).toBe('expired');
    expect(decisionOf(result, recent.orderId)).toBeUndefined();
    expect(result.decisions.find((d) => d.orderNumber === old.orderId)?.detail).toMatch(/annulé chez Mollie/);

    expect(shop.sandboxPayment(old.id).status).toBe('canceled');
    expect(shop.sandboxPayment(recent.id).status).toBe('open');
    expect(await shop.orderRow(old.orderId)).toMatchObject({
      status: 'annulee',
      payment_status: 'canceled',
      canceled_at: expect.any(Date),
    });
    // One fact: the payment row records Mollie's cancellation too.
    const [row] = (await shop.dataSource.query(`SELECT status FROM order_payments WHERE payment_id = $1`, [
      old.id,
    ])) as {
      status: string;
    }[];
    expect(row?.status).toBe('canceled');
    expect(await shop.orderRow(recent.orderId)).toMatchObject({ status: 'en_attente_paiement' });
    expect((await shop.history(old.orderId)).at(-1)).toMatchObject({
      from_status: 'en_attente_paiement',
      to_status: 'annulee',
      actor: 'system',
    });
    // Mollie's 'canceled' webhook after our cancellation changes nothing.
    await shop.webhook(old.id);
    const seen = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${old.orderId}`,
      headers: customer.auth,
    });
    expect(seen.json()).toMatchObject({
      status: 'canceled',
      statusLabel: 'Annulé',
      orderStatus: 'annulee',
      orderStatusLabel: 'Commande annulée',
      canResume: false,
    });
    const resume = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${old.orderId}/resume`,
      headers: customer.auth,
    });
    expect(resume.statusCode).toBe(409);
    expect(resume.json<ErrorJson>().message).toMatch(/annulée/);

    // Paid at Mollie all the same (after expiry): flagged for refund, the order stays cancelled.
    shop.payAtMollieSilently(old.id);
    expect((await shop.webhook(old.id)).statusCode).toBe(200);
    expect(await shop.orderRow(old.orderId)).toMatchObject({
      status: 'annulee',
      payment_status: 'paid',
      refund_required: true,
    });
    expect((await shop.history(old.orderId)).at(-1)?.note).toBe(
      'Paiement reçu après annulation : remboursement à effectuer',
    );
    expect(await shop.confirmationMails(old.orderId)).toBe(0);
  });

  it("when the clock passes 15 minutes, Mollie's own expiry is recorded the same way", async () => {
    const placed = await order();
    clock.advance(16 * MINUTE);
    const result = await expiry.sweep();
    expect(decisionOf(result, placed.orderId)).toBe('expired');
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ status: 'annulee', payment_status: 'expired' });
  });

  it('never cancels a paid order: paid at Mollie but not notified, it becomes paid with its mail', async () => {
    const placed = await order();
    shop.payAtMollieSilently(placed.id);
    clock.advance(16 * MINUTE);
    const result = await expiry.sweep();
    expect(decisionOf(result, placed.orderId)).toBe('paid');
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      status: 'payee',
      payment_status: 'paid',
      canceled_at: null,
    });
    expect(await shop.confirmationMails(placed.orderId)).toBe(1);
    expect((await expiry.sweep()).decisions.find((d) => d.orderNumber === placed.orderId)).toBeUndefined();
  });

  it('two sweeps in parallel never process the same order twice', async () => {
    const placed = [];
    for (let i = 0; i < 13; i++) placed.push(await order());
    for (const p of placed) await age(p.orderId, 20);

    const [a, b] = await Promise.all([expiry.sweep(), expiry.sweep()]);
    const numbers = [...a.decisions, ...b.decisions].map((d) => d.orderNumber);
    expect(numbers.sort()).toEqual(placed.map((p) => p.orderId).sort());
    expect(a.claimed + b.claimed).toBe(13);
    for (const p of placed) {
      const history = await shop.history(p.orderId);
      expect(history.filter((h) => h.to_status === 'annulee')).toHaveLength(1);
    }
  });

  it('with Mollie unreachable: the sweep cancels nothing, and checkout answers 503 leaving no order behind', async () => {
    const placed = await order();
    await age(placed.orderId, 16);
    await shop.sandbox.close();

    const result = await expiry.sweep();
    expect(decisionOf(result, placed.orderId)).toBe('skipped');
    expect(await shop.orderRow(placed.orderId)).toMatchObject({ status: 'en_attente_paiement' });

    const before = { orders: await shop.count('orders'), history: await shop.count('order_history') };
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...customer.auth, 'idempotency-key': 'down-1' },
      payload: paymentBody('34.98', SMALL),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Impossible de créer le paiement. Veuillez réessayer.',
    });
    expect({ orders: await shop.count('orders'), history: await shop.count('order_history') }).toEqual(before);
    expect(await shop.count('checkout_requests')).toBe(0);
  }, 60_000);

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await shop.paymentDisagreements()).toEqual([]);
  });
});
