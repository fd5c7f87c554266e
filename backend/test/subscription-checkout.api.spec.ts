import { randomUUID } from 'node:crypto';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

interface SubscriptionJson {
  id: string;
  status: string;
  paymentMethod: string;
  orders: { orderId: string; orderStatus: string }[];
}

/**
 * Checkout of a cart with a subscription line (docs/design/subscriptions.md): a `first` payment on the shopper's Mollie
 * customer; once paid (the sandbox rings the shop's webhook over HTTP), each subscription line is a
 * subscription — once, whatever the repeated webhooks; a cancelled first payment starts nothing.
 */
describe('Checkout of a subscription cart', () => {
  let shop: ShopFixture;
  let anne: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    anne = await shop.customer('Anne');
  });
  afterAll(async () => {
    await shop?.stop();
  });

  async function checkout(
    who: Customer,
    items: { id: number; quantity: number; isSubscription: boolean; frequency?: string }[],
  ) {
    const quote = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: items.map(({ id, ...rest }) => ({ productId: id, ...rest })) },
    });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...who.auth, 'idempotency-key': randomUUID() },
      payload: paymentBody(quote.json<{ total: number }>().total.toFixed(2), items),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; orderId: string; checkoutUrl: string }>();
  }
  const mine = async (who: Customer) =>
    (await shop.app.inject({ method: 'GET', url: '/api/subscriptions', headers: who.auth })).json<{
      subscriptions: SubscriptionJson[];
    }>().subscriptions;

  it('pays a subscription cart as a first payment and starts the subscription once paid, once', async () => {
    const created = await checkout(anne, [{ id: 1, quantity: 1, isSubscription: true, frequency: 'bimonthly' }]);
    const payment = await shop.app.get(PaymentGateway).getPayment(created.id);
    expect(payment).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    expect(await mine(anne)).toEqual([]);

    await shop.chooseAtCheckout(created.checkoutUrl, 'paid'); // the sandbox rings the webhook
    await waitFor(async () => (await mine(anne)).length === 1);
    for (let i = 0; i < 3; i++) expect((await shop.webhook(created.id)).statusCode).toBe(200);
    const [subscription] = await mine(anne);
    expect(await mine(anne)).toHaveLength(1);
    const [started] = (await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE kind = 'subscription-started' AND recipient = $1`,
      ['camille@example.be'],
    )) as { n: number }[];
    expect(started!.n).toBe(1);
    expect(subscription).toMatchObject({
      status: 'active',
      paymentMethod: 'Domiciliation SEPA',
      orders: [{ orderId: created.orderId, orderStatus: 'payee' }],
    });

    // The next subscription cart reuses the same Mollie customer.
    const second = await checkout(anne, [{ id: 2, quantity: 1, isSubscription: true }]);
    expect((await shop.app.get(PaymentGateway).getPayment(second.id)).customerId).toBe(payment.customerId);
  });

  it('starts nothing when the first payment is cancelled, and keeps one-off carts one-off', async () => {
    const bob = await shop.customer('Bob');
    const created = await checkout(bob, [{ id: 1, quantity: 1, isSubscription: true }]);
    await shop.chooseAtCheckout(created.checkoutUrl, 'canceled');
    expect((await shop.webhook(created.id)).statusCode).toBe(200);
    expect(await mine(bob)).toEqual([]);

    const oneOff = await checkout(bob, [{ id: 1, quantity: 1, isSubscription: false }]);
    expect(await shop.app.get(PaymentGateway).getPayment(oneOff.id)).toMatchObject({
      sequenceType: 'oneoff',
      customerId: null,
    });
  });
});
