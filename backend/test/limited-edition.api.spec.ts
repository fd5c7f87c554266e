import { type Customer, type ErrorJson, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

/** Box Édition Limitée Été (id 4). */
const EDITION = 4;
const LINE = [{ id: EDITION, quantity: 1, isSubscription: false }];

/**
 * A limited edition's launch (docs/design/stock.md, "Concurrency"): hundreds of shoppers pay for the
 * last units at once on the real checkout, PostgreSQL and the Mollie sandbox. Exactly as many orders
 * as units, a French 409 and nothing created or asked of Mollie for every other shopper, units back
 * from failed and cancelled payments for the next shoppers, and the product's row held by a checkout
 * only at the very end of its transaction, never while its other statements run.
 */
describe('A limited edition’s launch (real app, PostgreSQL, Mollie sandbox)', () => {
  let shop: ShopFixture;
  let total: string;

  beforeAll(async () => {
    // The crowd is about correctness, not latency: on a machine busy with other suites, a statement
    // may wait longer than the default timeout for its share of the CPU, which would answer 503.
    shop = await ShopFixture.start({ env: { DB_QUERY_TIMEOUT_MS: '30000', DB_CONNECT_TIMEOUT_MS: '30000' } });
    const quote = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: EDITION, quantity: 1, isSubscription: false }] },
    });
    total = quote.json<{ total: number }>().total.toFixed(2);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const level = async () =>
    (
      (await shop.dataSource.query(`SELECT stock, reserved FROM products WHERE id = $1`, [EDITION])) as {
        stock: number;
        reserved: number;
      }[]
    )[0];
  const pay = (customer: Customer, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...customer.auth, ...headers },
      payload: paymentBody(total, LINE),
    });
  const shoppers = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => shop.customer(`Fan${i}`)));

  it('100 units, 300 shoppers at once: exactly 100 orders, 200 French 409s, no 5xx, no payment for a refusal', async () => {
    await shop.setStock(EDITION, 100);
    const crowd = await shoppers(300);
    const ordersBefore = await shop.count('orders');
    const paymentsBefore = shop.sandboxPaymentCount();

    const answers = await Promise.all(crowd.map((shopper) => pay(shopper)));

    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<ErrorJson>()).toMatchObject({
        statusCode: 409,
        code: 'INSUFFICIENT_STOCK',
        message: 'Stock insuffisant pour Box Édition Limitée Été : 0 disponible(s)',
      });
    }
    expect(await shop.count('orders')).toBe(ordersBefore + 100);
    expect(shop.sandboxPaymentCount()).toBe(paymentsBefore + 100);
    expect(await level()).toEqual({ stock: 100, reserved: 100 });

    // 10 pay, 5 fail and 5 give up at Mollie: the 10 released units go to the next shoppers, no more.
    const accepted = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ checkoutUrl: string }>());
    for (const payment of accepted.slice(0, 10)) await shop.chooseAtCheckout(payment.checkoutUrl, 'paid');
    for (const payment of accepted.slice(10, 15)) await shop.chooseAtCheckout(payment.checkoutUrl, 'failed');
    for (const payment of accepted.slice(15, 20)) await shop.chooseAtCheckout(payment.checkoutUrl, 'canceled');
    await shop.webhooksAnswered();
    expect(await level()).toEqual({ stock: 90, reserved: 80 });

    const latecomers = await Promise.all((await shoppers(15)).map((shopper) => pay(shopper)));
    expect(latecomers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(201), ...Array(5).fill(409)]);
    expect(await level()).toEqual({ stock: 90, reserved: 90 });
    expect(await shop.paymentDisagreements()).toEqual([]);
  }, 120_000);

  it('a checkout holds the product row only at its end: while its other statements wait, anyone may update the row', async () => {
    await shop.dataSource.query(`UPDATE products SET stock = 10, reserved = 0 WHERE id = $1`, [EDITION]);
    const [shopper] = await shoppers(1);
    // Another transaction keeps the checkout's request table locked: the checkout's transaction waits
    // there, before its last statement, with its order already written.
    const blocker = shop.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query(`LOCK TABLE checkout_requests IN SHARE ROW EXCLUSIVE MODE`);
    let answer: ReturnType<typeof pay> | undefined;
    try {
      answer = pay(shopper!, { 'idempotency-key': 'lancement-verrou' });
      await waitFor(
        async () =>
          (
            (await shop.dataSource.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%checkout_requests%'`,
            )) as { n: number }[]
          )[0]!.n > 0,
        10_000,
        'paiement en attente sur checkout_requests',
      );
      // The administrator restocks meanwhile: the row is free (with the row held, this would time out).
      const other = shop.dataSource.createQueryRunner();
      await other.connect();
      try {
        await other.query(`SET lock_timeout = '3s'`);
        await other.query(`UPDATE products SET stock = stock + 5 WHERE id = $1`, [EDITION]);
      } finally {
        await other.release();
      }
    } finally {
      await blocker.commitTransaction();
      await blocker.release();
    }
    expect((await answer!).statusCode).toBe(201);
    expect(await level()).toEqual({ stock: 15, reserved: 1 });
  });
});
