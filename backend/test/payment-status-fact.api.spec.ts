import { PaymentStatusOneFact1764400000002 } from '../src/database/migrations/1764400000002-payment-status-one-fact.js';
import { ExpireUnpaidOrdersService } from '../src/modules/ordering/application/expire-unpaid-orders.service.js';
import { FixedClock } from '../src/shared/clock.js';
import { type CartLine, type Customer, ShopFixture, paymentBody } from './support/shop-fixture.js';
import { TestFaults } from './support/tcp-proxy.js';

/**
 * One fact, one column: an order's payment status never disagrees with its payment row, whoever
 * writes (checkout, webhook, expiry sweep, resume, administrator); rows written before are repaired by
 * a migration; the expiry sweep never talks to Mollie while it holds the order's row lock.
 */
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

describe('the payment status: one fact', () => {
  let shop: ShopFixture;
  let customer: Customer;
  const faults = new TestFaults();
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    shop = await ShopFixture.start({ faults, clock });
    customer = await shop.customer();
  }, 60_000);
  afterEach(() => faults.off());
  afterAll(async () => {
    await shop?.stop();
  });

  let keys = 0;
  const order = async (): Promise<{ id: string; orderId: string }> => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...customer.auth, 'idempotency-key': `fact-${++keys}` },
      payload: paymentBody('34.98', SMALL),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('the expiry sweep asks Mollie with no order row locked, then records its answer on the order and the payment', async () => {
    const placed = await order();
    clock.advance(16 * 60 * 1000);
    // Just before each call to Mollie (GET, then cancel), another transaction tries to lock the order
    // without waiting: it must get it at once, so the sweep holds no row lock while Mollie answers.
    const probes: string[] = [];
    faults.on('expiry:asking-mollie', async () => {
      const runner = shop.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`SELECT id FROM orders WHERE order_number = $1 FOR UPDATE NOWAIT`, [placed.orderId]);
        probes.push('libre');
        await runner.rollbackTransaction();
      } catch (error) {
        probes.push(`verrouillée : ${(error as Error).message}`);
        await runner.rollbackTransaction().catch(() => undefined);
      } finally {
        await runner.release();
      }
    });
    const result = await shop.app.get(ExpireUnpaidOrdersService).sweep();
    expect(result.decisions.find((d) => d.orderNumber === placed.orderId)?.decision).toBe('expired');
    // One call (GET) when Mollie had it expired already, two (GET, then cancel) when it was still open.
    expect(probes.length).toBeGreaterThan(0);
    expect(probes).toEqual(probes.map(() => 'libre'));
    // Mollie's own word ('expired' by its clock, or 'canceled' by the sweep) is on the order and the row.
    const atMollie = shop.sandboxPayment(placed.id).status;
    expect(['canceled', 'expired']).toContain(atMollie);
    expect(await shop.orderRow(placed.orderId)).toMatchObject({
      status: 'annulee',
      payment_status: atMollie,
      lease_until: null,
    });
    expect(await shop.paymentDisagreements()).toEqual([]);
  });

  it('the admin list, the customer orders and the payment status page show the same status', async () => {
    const placed = await order();
    await shop.webhook(placed.id);
    const admin = await shop.admin();
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderId}`,
      headers: customer.auth,
    });
    const status = await shop.app.inject({
      method: 'GET',
      url: `/api/mollie/payments/${placed.id}`,
      headers: customer.auth,
    });
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${placed.orderId}`,
      headers: admin.auth,
    });
    const listed = (list.json<{ orders: { orderId: string; status: string }[] }>().orders ?? []).find(
      (o) => o.orderId === placed.orderId,
    );
    expect([mine.json<{ status: string }>().status, status.json<{ status: string }>().status, listed?.status]).toEqual([
      'open',
      'open',
      'open',
    ]);
  });

  it('the migration repairs orders written before: the row takes the order status, a paid row flags its refund', async () => {
    const expired = await order();
    const canceled = await order();
    const paidLate = await order();
    // What the old code left behind.
    await shop.dataSource.query(
      `UPDATE orders SET status = 'annulee', payment_status = 'expired', canceled_at = now() WHERE order_number = ANY($1)`,
      [[expired.orderId, canceled.orderId, paidLate.orderId]],
    );
    await shop.dataSource.query(`UPDATE order_payments SET status = 'canceled' WHERE payment_id = $1`, [canceled.id]);
    await shop.dataSource.query(`UPDATE order_payments SET status = 'paid' WHERE payment_id = $1`, [paidLate.id]);
    expect((await shop.paymentDisagreements()).length).toBeGreaterThanOrEqual(3);

    const runner = shop.dataSource.createQueryRunner();
    try {
      await new PaymentStatusOneFact1764400000002().up(runner);
    } finally {
      await runner.release();
    }
    expect(await shop.paymentDisagreements()).toEqual([]);
    expect(await shop.orderRow(expired.orderId)).toMatchObject({ payment_status: 'expired', refund_required: false });
    expect(await shop.orderRow(canceled.orderId)).toMatchObject({ payment_status: 'expired' });
    expect(await shop.orderRow(paidLate.orderId)).toMatchObject({ payment_status: 'paid', refund_required: true });
  });
});
