import { CHECKOUT_LEASE_MS } from '../src/modules/ordering/application/checkout-payment-steps.js';
import { ExpireUnpaidOrdersService } from '../src/modules/ordering/application/expire-unpaid-orders.service.js';
import { RecoverCheckoutsService } from '../src/modules/ordering/application/recover-checkouts.service.js';
import { PAYMENT_WINDOW_MS } from '../src/modules/ordering/domain/order.js';
import type { SandboxPayment } from '../src/modules/payments/infrastructure/sandbox/sandbox-store.js';
import type { FaultPoint } from '../src/shared/fault-points.js';
import { FixedClock } from '../src/shared/clock.js';
import { type CartLine, type Customer, ShopFixture, paymentBody } from './support/shop-fixture.js';
import { TcpProxy, TestFaults } from './support/tcp-proxy.js';

/**
 * A checkout cut between any two of its steps (order committed → Mollie payment created → payment
 * attached), by a crash (a test hook that throws) or by the database going away, ends with exactly one
 * payable order and one Mollie payment, and no Idempotency-Key left in progress: through the shopper's
 * retry with the same key, or through the recovery sweep. Real PostgreSQL, the sandbox over HTTPS.
 */
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];
const POINTS: FaultPoint[] = ['checkout:order-committed', 'checkout:payment-created', 'checkout:payment-attached'];

describe('checkout cut between two steps', () => {
  let shop: ShopFixture;
  let proxy: TcpProxy;
  const faults = new TestFaults();
  const clock = new FixedClock(new Date());
  let keys = 0;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    shop = await ShopFixture.start({ faults, clock, databaseUrl: (url) => proxy.url(url) });
  }, 60_000);

  afterEach(() => {
    faults.off();
    proxy.restore();
  });

  afterAll(async () => {
    proxy?.restore();
    await shop?.stop();
    await proxy?.stop();
  });

  const pay = (customer: Customer, key: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...customer.auth, 'idempotency-key': key },
      payload: paymentBody('34.98', SMALL),
    });

  /** The shopper retries until an answer comes (the database may still be away, or coming back). */
  async function retryUntilAnswered(customer: Customer, key: string): Promise<{ id: string; orderId: string }> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await pay(customer, key);
      if (response.statusCode === 201) return response.json();
      if (Date.now() > deadline) throw new Error(`réponse ${response.statusCode} : ${response.body}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Exactly one payable order for this customer, with one payment here and one at Mollie, and no key in progress. */
  async function expectOnePayableOrder(customer: Customer): Promise<{ orderNumber: string; paymentId: string }> {
    const orders = (await shop.dataSource.query(
      `SELECT id, order_number, status, payment_status, mollie_payment_id, lease_until FROM orders WHERE customer_id = $1`,
      [customer.id],
    )) as {
      id: string;
      order_number: string;
      status: string;
      payment_status: string;
      mollie_payment_id: string | null;
      lease_until: Date | null;
    }[];
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({ status: 'en_attente_paiement', payment_status: 'open', lease_until: null });
    expect(order.mollie_payment_id).toMatch(/^tr_/);
    const payments = (await shop.dataSource.query(`SELECT payment_id, status FROM order_payments WHERE order_id = $1`, [
      order.id,
    ])) as { payment_id: string; status: string }[];
    expect(payments).toEqual([{ payment_id: order.mollie_payment_id, status: 'open' }]);
    const atMollie = (shop.sandbox as unknown as { store: { all(): SandboxPayment[] } }).store
      .all()
      .filter((p) => (p.metadata as { orderId?: string } | null)?.orderId === order.order_number);
    expect(atMollie.map((p) => p.id)).toEqual([order.mollie_payment_id]);
    const [pending] = (await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM checkout_requests WHERE customer_id = $1 AND response IS NULL`,
      [customer.id],
    )) as { n: number }[];
    expect(pending!.n).toBe(0);
    // The shopper can pay it: the sandbox's checkout page for that payment exists.
    expect(atMollie[0]!.status).toBe('open');
    return { orderNumber: order.order_number, paymentId: order.mollie_payment_id! };
  }

  const crashOnceAt = (point: FaultPoint) => {
    let done = false;
    faults.on(point, () => {
      if (done) return;
      done = true;
      throw new Error(`arrêt simulé après ${point}`);
    });
  };

  const cutDatabaseOnceAt = (point: FaultPoint) => {
    let done = false;
    faults.on(point, () => {
      if (done) return;
      done = true;
      proxy.cut();
      // Back once the shop has met the cut (a connection refused), not after a delay that a loaded
      // machine could spend before the request even tried.
      void proxy.restoreOnceRefused();
    });
  };

  describe.each(POINTS)('after %s', (point) => {
    it('a crash, then the retry with the same Idempotency-Key resumes it', async () => {
      const customer = await shop.customer();
      const key = `crash-retry-${++keys}`;
      crashOnceAt(point);
      const first = await pay(customer, key);
      expect(first.statusCode).toBeGreaterThanOrEqual(500);
      clock.advance(CHECKOUT_LEASE_MS + 1_000); // the dead request's lease runs out
      const retried = await retryUntilAnswered(customer, key);
      const order = await expectOnePayableOrder(customer);
      expect(retried).toMatchObject({ id: order.paymentId, orderId: order.orderNumber });
      expect(await retryUntilAnswered(customer, key)).toEqual(retried);
    });

    it('a crash, then the recovery sweep finishes it; the retry gets the same payment', async () => {
      const customer = await shop.customer();
      const key = `crash-sweep-${++keys}`;
      crashOnceAt(point);
      expect((await pay(customer, key)).statusCode).toBeGreaterThanOrEqual(500);
      const sweep = shop.app.get(RecoverCheckoutsService);
      const early = await sweep.sweep(); // within a dead request's lease: left alone
      clock.advance(CHECKOUT_LEASE_MS + 1_000);
      await sweep.sweep();
      const order = await expectOnePayableOrder(customer);
      if (point === 'checkout:order-committed') {
        // (a request that failed without dying gave its lease back at once: the early sweep may take it)
        expect(early.decisions.map((d) => d.orderNumber)).not.toContain(order.orderNumber);
      }
      expect(await retryUntilAnswered(customer, key)).toMatchObject({
        id: order.paymentId,
        orderId: order.orderNumber,
      });
    });

    it('the database goes away, then the retry resumes it', async () => {
      const customer = await shop.customer();
      const key = `db-retry-${++keys}`;
      cutDatabaseOnceAt(point);
      const first = await pay(customer, key);
      clock.advance(CHECKOUT_LEASE_MS + 1_000);
      const retried = await retryUntilAnswered(customer, key);
      const order = await expectOnePayableOrder(customer);
      expect(retried.id).toBe(order.paymentId);
      if (first.statusCode === 201) expect(first.json<{ id: string }>().id).toBe(order.paymentId);
    });
  });

  it('two sweeps at once take each half-done checkout once', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => shop.customer()));
    crashOnceAt('checkout:order-committed');
    for (const customer of customers) {
      crashOnceAt('checkout:payment-created');
      expect((await pay(customer, `sweeps-${++keys}`)).statusCode).toBeGreaterThanOrEqual(500);
    }
    clock.advance(CHECKOUT_LEASE_MS + 1_000);
    const sweep = shop.app.get(RecoverCheckoutsService);
    const [a, b] = await Promise.all([sweep.sweep(), sweep.sweep()]);
    const completed = [...a.decisions, ...b.decisions].filter((d) => d.decision === 'completed');
    expect(completed).toHaveLength(customers.length);
    for (const customer of customers) await expectOnePayableOrder(customer);
  });

  describe.each(['checkout:order-committed', 'checkout:payment-created'] as FaultPoint[])(
    'after %s, an order the recovery sweep could not finish in 15 minutes',
    (point) => {
      it('is cancelled by the expiry sweep only once its keyed payment is closed at Mollie; its key answers 409 for good', async () => {
        const customer = await shop.customer();
        const key = `expiry-${++keys}`;
        crashOnceAt(point);
        expect((await pay(customer, key)).statusCode).toBeGreaterThanOrEqual(500);
        clock.advance(PAYMENT_WINDOW_MS + 60_000); // Mollie was down for the recovery sweeps meanwhile
        const result = await shop.app.get(ExpireUnpaidOrdersService).sweep();

        const [order] = (await shop.dataSource.query(
          `SELECT id, order_number, status, payment_status, mollie_payment_id FROM orders WHERE customer_id = $1`,
          [customer.id],
        )) as { id: string; order_number: string; status: string; payment_status: string; mollie_payment_id: string }[];
        expect(result.decisions.filter((d) => d.orderNumber === order!.order_number)).toMatchObject([
          { decision: 'expired' },
        ]);
        // Created by the sweep with the same key: cancelled there at once. Created before the crash, 15
        // minutes ago: Mollie expired it meanwhile. Either way one closed payment, recorded here too.
        const atMollieStatus = point === 'checkout:order-committed' ? 'canceled' : 'expired';
        expect(order).toMatchObject({ status: 'annulee', payment_status: atMollieStatus });
        const atMollie = (shop.sandbox as unknown as { store: { all(): SandboxPayment[] } }).store
          .all()
          .filter((p) => (p.metadata as { orderId?: string } | null)?.orderId === order!.order_number);
        expect(atMollie.map((p) => [p.id, p.status])).toEqual([[order!.mollie_payment_id, atMollieStatus]]);
        expect(
          await shop.dataSource.query(`SELECT payment_id, status FROM order_payments WHERE order_id = $1`, [order!.id]),
        ).toEqual([{ payment_id: order!.mollie_payment_id, status: atMollieStatus }]);

        // The shopper's retry: a final answer, the same every time, and no key left in progress.
        for (let attempt = 0; attempt < 2; attempt++) {
          const retried = await pay(customer, key);
          expect([retried.statusCode, retried.json<{ code: string }>().code]).toEqual([409, 'ORDER_NOT_RESUMABLE']);
        }
        const [pending] = (await shop.dataSource.query(
          `SELECT count(*)::int AS n FROM checkout_requests WHERE customer_id = $1 AND response IS NULL`,
          [customer.id],
        )) as { n: number }[];
        expect(pending!.n).toBe(0);
      });
    },
  );

  it('a cancelled order whose key was never answered: the retry answers 409 ORDER_NOT_RESUMABLE and keeps it', async () => {
    const customer = await shop.customer();
    const key = `cancelled-${++keys}`;
    crashOnceAt('checkout:order-committed');
    expect((await pay(customer, key)).statusCode).toBeGreaterThanOrEqual(500);
    // Cancelled meanwhile by hand (an older version left such keys unanswered).
    await shop.dataSource.query(`UPDATE orders SET status = 'annulee', lease_until = NULL WHERE customer_id = $1`, [
      customer.id,
    ]);
    const retried = await pay(customer, key);
    expect([retried.statusCode, retried.json<{ code: string }>().code]).toEqual([409, 'ORDER_NOT_RESUMABLE']);
    const [row] = (await shop.dataSource.query(
      `SELECT response FROM checkout_requests WHERE customer_id = $1 AND idempotency_key = $2`,
      [customer.id, key],
    )) as { response: unknown }[];
    expect(row!.response).toEqual({ refused: 'ORDER_NOT_RESUMABLE', reason: 'canceled' });
  });

  it('the consistency check after every cut: no order disagrees with its payment row', async () => {
    expect(await shop.paymentDisagreements()).toEqual([]);
  });
});
