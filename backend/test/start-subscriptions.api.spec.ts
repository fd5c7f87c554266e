import { randomUUID } from 'node:crypto';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { MollieCustomersService, StartSubscriptionsService } from '../src/modules/subscriptions/index.js';
import { addMonths, brusselsDate } from '../src/modules/subscriptions/domain/schedule.js';
import { type Customer, ShopFixture, paymentBody } from './support/shop-fixture.js';
import { OrderRepository } from '../src/modules/ordering/application/ports/order.repository.js';

/**
 * A paid first order becomes its subscriptions (docs/design/subscriptions.md): real app and PostgreSQL, the Mollie
 * customer and the first payment in the sandbox over HTTPS through the official client.
 */
describe('Starting subscriptions from a paid first order', () => {
  let shop: ShopFixture;
  let anne: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    anne = await shop.customer('Anne');
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const items = [
    { id: 1, quantity: 2, isSubscription: true, frequency: 'monthly' },
    { id: 2, quantity: 1, isSubscription: false },
    { id: 3, quantity: 1, isSubscription: true, frequency: 'quarterly' },
  ];

  /** A paid order of the current checkout with two subscription lines and a single purchase. */
  async function paidOrder() {
    const quote = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: items.map(({ id, ...rest }) => ({ productId: id, ...rest })) },
    });
    expect(quote.statusCode).toBe(200);
    const lines = quote.json<{ lines: { unitPrice: number }[]; total: number }>();
    const checkout = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...anne.auth, 'idempotency-key': randomUUID() },
      payload: paymentBody(lines.total.toFixed(2), items),
    });
    expect(checkout.statusCode).toBe(201);
    const { orderId, checkoutUrl } = checkout.json<{ orderId: string; checkoutUrl: string }>();
    await shop.chooseAtCheckout(checkoutUrl, 'paid');
    const order = (await shop.app.get(OrderRepository).findByNumber(orderId))!;
    return { order, unitPrices: lines.lines.map((line) => line.unitPrice) };
  }

  /** The shopper's Mollie customer and a `first` payment on it, settled with `status`. */
  async function firstPayment(status: 'paid' | 'canceled') {
    const gateway = shop.app.get(PaymentGateway);
    const owner = { id: anne.id, email: anne.email, firstName: 'Anne', lastName: 'Peeters' };
    const customerId = await shop.app.get(MollieCustomersService).ensure(owner);
    const payment = await gateway.createPayment({
      amountCents: 1000,
      description: 'Premier paiement',
      redirectUrl: `${shop.publicUrl}/payment-result`,
      metadata: {},
      sequenceType: 'first',
      customerId,
      method: 'creditcard',
    });
    await shop.sandbox.choose(payment.id, status);
    return gateway.getPayment(payment.id);
  }

  it('makes one Mollie customer per shopper, whatever the concurrent checkouts', async () => {
    const owner = { id: anne.id, email: anne.email, firstName: 'Anne', lastName: 'Peeters' };
    const service = shop.app.get(MollieCustomersService);
    const ids = await Promise.all([1, 2, 3].map(() => service.ensure(owner)));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^cst_/);
  });

  it('starts one active subscription per subscription line, once, whatever the repeated reports', async () => {
    const { order, unitPrices } = await paidOrder(); // its first payment's webhook started them
    const payment = await shop.app.get(PaymentGateway).getPayment(order.molliePaymentId!);
    expect(payment).toMatchObject({ status: 'paid', sequenceType: 'first' });
    const start = shop.app.get(StartSubscriptionsService);
    const results = await Promise.all([1, 2, 3].map(() => start.fromPaidFirstOrder(order, payment)));
    expect(results).toEqual([{ created: 0 }, { created: 0 }, { created: 0 }]);

    const listed = await shop.app.inject({ method: 'GET', url: '/api/subscriptions', headers: anne.auth });
    const { subscriptions } = listed.json<{
      subscriptions: {
        frequency: string;
        amount: number;
        status: string;
        paymentMethod: string;
        nextChargeOn: string;
        items: { productId: number; quantity: number }[];
        orders: { orderId: string }[];
      }[];
    }>();
    const byProduct = new Map(subscriptions.map((subscription) => [subscription.items[0]!.productId, subscription]));
    const today = brusselsDate(new Date());
    const monthly = byProduct.get(1)!;
    const monthlySubtotal = Math.round(unitPrices[0]! * 100) * 2;
    expect(monthly).toMatchObject({
      status: 'active',
      frequency: 'monthly',
      paymentMethod: 'Domiciliation SEPA',
      nextChargeOn: addMonths(today, 1),
      items: [{ productId: 1, quantity: 2 }],
      orders: [{ orderId: order.orderNumber }],
    });
    expect(Math.round(monthly.amount * 100)).toBe(monthlySubtotal + (monthlySubtotal < 5000 ? 499 : 0));
    const quarterly = byProduct.get(3)!;
    const quarterlySubtotal = Math.round(unitPrices[2]! * 100);
    expect(quarterly).toMatchObject({ frequency: 'quarterly', nextChargeOn: addMonths(today, 3) });
    expect(Math.round(quarterly.amount * 100)).toBe(quarterlySubtotal + (quarterlySubtotal < 5000 ? 499 : 0));
    expect(byProduct.has(2)).toBe(false);
  });

  it('starts nothing more from a cancelled first payment or a one-off payment', async () => {
    const { order } = await paidOrder();
    const start = shop.app.get(StartSubscriptionsService);
    const cancelled = await firstPayment('canceled');
    expect(await start.fromPaidFirstOrder(order, cancelled)).toEqual({
      created: 0,
      skipped: 'not-a-paid-first-payment',
    });
    const gateway = shop.app.get(PaymentGateway);
    const created = await gateway.createPayment({
      amountCents: 1000,
      description: 'Achat unique',
      redirectUrl: `${shop.publicUrl}/payment-result`,
      metadata: {},
    });
    await shop.sandbox.choose(created.id, 'paid');
    const oneOff = await gateway.getPayment(created.id);
    expect(oneOff).toMatchObject({ status: 'paid', sequenceType: 'oneoff' });
    expect(await start.fromPaidFirstOrder(order, oneOff)).toEqual({ created: 0, skipped: 'not-a-paid-first-payment' });
    const [row] = (await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM subscriptions WHERE first_order_id = $1`,
      [order.id],
    )) as { n: number }[];
    expect(row!.n).toBe(2); // the two of its own paid first payment, nothing more
  });

  it('lists only mandate-capable methods for a subscription checkout (GET /api/mollie/methods?sequenceType=first)', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/mollie/methods?sequenceType=first' });
    expect(first.statusCode).toBe(200);
    const ids = first.json<{ _embedded: { methods: { id: string }[] } }>()._embedded.methods.map((method) => method.id);
    expect(ids).toEqual(expect.arrayContaining(['creditcard', 'bancontact']));
    expect(ids).not.toContain('paypal');
    const all = await shop.app.inject({ method: 'GET', url: '/api/mollie/methods' });
    expect(all.json<{ _embedded: { methods: { id: string }[] } }>()._embedded.methods.map((m) => m.id)).toContain(
      'paypal',
    );
    const bad = await shop.app.inject({ method: 'GET', url: '/api/mollie/methods?sequenceType=recurring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/séquence/);
  });
});
