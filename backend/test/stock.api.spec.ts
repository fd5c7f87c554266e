import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../src/shared/unit-of-work.js';
import { ExpireUnpaidOrdersService } from '../src/modules/ordering/index.js';
import { Order } from '../src/modules/ordering/domain/order.js';
import { FixedClock } from '../src/shared/clock.js';
import { type Customer, type ErrorJson, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { OrderChanges } from '../src/modules/ordering/application/order-changes.js';

const MINUTE = 60_000;
/** Box Collector (id 7): 79.99, free shipping. */
const COLLECTOR = (quantity = 1) => [{ id: 7, quantity, isSubscription: false }];
const collectorTotal = (quantity = 1) => (79.99 * quantity).toFixed(2);

/**
 * Stock reservations (docs/design/stock.md) with the real checkout, webhook and expiry job: an order reserves its
 * units in the transaction that creates it, a payment sells them, expiry and a failed payment release
 * them; two shoppers buying the last unit at once get exactly one order.
 */
describe('Stock reservations (real app, PostgreSQL, Mollie sandbox over HTTPS)', () => {
  let shop: ShopFixture;
  let clock: FixedClock;
  let alice: Customer;
  let bob: Customer;

  beforeAll(async () => {
    clock = new FixedClock(new Date());
    shop = await ShopFixture.start({ clock });
    alice = await shop.customer('Alice');
    bob = await shop.customer('Bob');
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const pay = (customer: Customer, quantity = 1) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody(collectorTotal(quantity), COLLECTOR(quantity)),
    });
  /** Any box, at the price the server quotes. */
  const payFor = async (customer: Customer, productId: number, quantity: number) => {
    const items = [{ productId, quantity, isSubscription: false }];
    const quote = await shop.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } });
    const total = quote.json<{ total: number }>().total.toFixed(2);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody(total, [{ id: productId, quantity, isSubscription: false }]),
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<{ id: string; orderId: string; checkoutUrl: string }>();
  };
  const level = async (id = 7) =>
    (
      (await shop.dataSource.query(`SELECT stock, reserved FROM products WHERE id = $1`, [id])) as {
        stock: number;
        reserved: number;
      }[]
    )[0]!;
  const shopSays = async (id = 7) =>
    (await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ stock: number; inStock: boolean }>();

  it('two shoppers buying the last unit at once: exactly one order, the other told what is left', async () => {
    await shop.setStock(7, 1);
    const ordersBefore = await shop.count('orders');
    const answers = await Promise.all([pay(alice), pay(bob)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json<ErrorJson>();
    expect(refused).toMatchObject({
      statusCode: 409,
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuffisant pour Box Collector : 0 disponible(s)',
    });
    expect(await shop.count('orders')).toBe(ordersBefore + 1);
    expect(await level()).toEqual({ stock: 1, reserved: 1 });
    expect(await shopSays()).toMatchObject({ stock: 0, inStock: false });

    // The winner pays: the reservation becomes a sale.
    const won = answers.find((a) => a.statusCode === 201)!.json<{ id: string; orderId: string; checkoutUrl: string }>();
    await shop.chooseAtCheckout(won.checkoutUrl, 'paid');
    await waitFor(async () => (await shop.orderRow(won.orderId)).payment_status === 'paid');
    expect(await level()).toEqual({ stock: 0, reserved: 0 });
    expect((await shop.orderRow(won.orderId)).stock_state).toBe('sold');
    // A repeated webhook sells nothing twice.
    expect((await shop.webhook(won.id)).statusCode).toBe(200);
    expect(await level()).toEqual({ stock: 0, reserved: 0 });
  });

  it('refuses a quote or a payment for more than is available, on the cart line, creating nothing', async () => {
    await shop.setStock(7, 3);
    const quote = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { productId: 1, quantity: 1, isSubscription: false },
          { productId: 7, quantity: 4, isSubscription: false },
        ],
      },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json<ErrorJson>()).toEqual({
      statusCode: 409,
      code: 'INSUFFICIENT_STOCK',
      message: 'Stock insuffisant pour Box Collector : 3 disponible(s)',
      errors: { 'items.1.quantity': ['Stock insuffisant pour Box Collector : 3 disponible(s)'] },
    });
    const before = await shop.count('orders');
    const payment = await pay(alice, 4);
    expect(payment.statusCode).toBe(409);
    expect(payment.json<ErrorJson>().message).toBe('Stock insuffisant pour Box Collector : 3 disponible(s)');
    expect(await shop.count('orders')).toBe(before);
    expect(await level()).toEqual({ stock: 3, reserved: 0 });
  });

  it('a failed payment releases the units; paying again for that order reserves them again', async () => {
    await shop.setStock(7, 3);
    const placed = (await pay(alice, 2)).json<{ id: string; orderId: string; checkoutUrl: string }>();
    expect(await level()).toEqual({ stock: 3, reserved: 2 });
    await shop.chooseAtCheckout(placed.checkoutUrl, 'failed');
    await waitFor(async () => (await level()).reserved === 0);
    expect((await shop.orderRow(placed.orderId)).stock_state).toBe('released');

    const resumed = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/resume`,
      headers: alice.auth,
      payload: {},
    });
    expect(resumed.statusCode).toBeLessThan(300);
    expect(await level()).toEqual({ stock: 3, reserved: 2 });
  });

  it('the 15-minute expiry releases the units of an unpaid order', async () => {
    await shop.setStock(6, 5);
    const placed = await payFor(bob, 6, 3);
    expect(await level(6)).toEqual({ stock: 5, reserved: 3 });
    clock.advance(16 * MINUTE);
    const result = await shop.app.get(ExpireUnpaidOrdersService).sweep();
    expect(result.decisions.find((d) => d.orderNumber === placed.orderId)?.decision).toBe('expired');
    expect(await level(6)).toEqual({ stock: 5, reserved: 0 });
    expect(await shopSays(6)).toMatchObject({ stock: 5, inStock: true });
  });

  it('cancelling from the back office releases the units', async () => {
    await shop.setStock(5, 2);
    const admin = await shop.admin();
    const placed = await payFor(alice, 5, 1);
    expect(await level(5)).toEqual({ stock: 2, reserved: 1 });
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${placed.orderId}/status`,
      headers: admin.auth,
      payload: { orderStatus: 'annulee' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await level(5)).toEqual({ stock: 2, reserved: 0 });
  });

  it('never refuses a subscription renewal: short of units it is created unreserved and flagged for restocking', async () => {
    await shop.setStock(8, 1);
    const renewal = (quantity: number, n: number) =>
      Order.place({
        id: randomUUID(),
        orderNumber: `BP-20260101-RENEW${n}`,
        customerId: alice.id,
        items: [
          { productId: 8, name: 'Box 8', unitPriceCents: 1000, quantity, isSubscription: true, frequency: 'monthly' },
        ],
        billing: {
          firstName: 'Alice',
          lastName: 'Peeters',
          email: alice.email,
          phone: '+32470123456',
          address: 'Rue Haute 12',
          postalCode: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
        shipping: {
          firstName: 'Alice',
          lastName: 'Peeters',
          address: 'Rue Haute 12',
          postalCode: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
        subtotalCents: 1000 * quantity,
        discountCents: 0,
        promoCode: null,
        shippingCents: 0,
        totalCents: 1000 * quantity,
        now: clock.now(),
      });
    const orders = shop.app.get(OrderChanges);
    const short = renewal(3, 1);
    await shop.app.get(UnitOfWork).transaction(() => orders.place(short, { renewal: true }));
    expect(await shop.orderRow(short.orderNumber)).toMatchObject({ stock_state: 'released', restock_needed: true });
    expect(await level(8)).toEqual({ stock: 1, reserved: 0 });

    const enough = renewal(1, 2);
    await shop.app.get(UnitOfWork).transaction(() => orders.place(enough, { renewal: true }));
    expect(await shop.orderRow(enough.orderNumber)).toMatchObject({ stock_state: 'reserved', restock_needed: false });
    expect(await level(8)).toEqual({ stock: 1, reserved: 1 });

    // The back office shows it: the dashboard's restock list, the orders list and the order itself.
    const admin = await shop.admin();
    const get = (url: string, auth = admin.auth) => shop.app.inject({ method: 'GET', url, headers: auth });
    const restock = await get('/api/admin/orders/restock');
    expect(restock.statusCode).toBe(200);
    expect(restock.json<{ orders: { orderId: string; restockNeeded: boolean }[] }>().orders).toEqual([
      expect.objectContaining({ orderId: short.orderNumber, restockNeeded: true }),
    ]);
    const list = await get(`/api/admin/orders?search=${short.orderNumber}`);
    expect(list.json<{ orders: { restockNeeded: boolean }[] }>().orders).toEqual([
      expect.objectContaining({ restockNeeded: true }),
    ]);
    expect((await get(`/api/admin/orders/${enough.orderNumber}`)).json()).toMatchObject({
      restockNeeded: false,
    });
    expect((await get(`/api/admin/orders/${short.orderNumber}`)).json()).toMatchObject({ restockNeeded: true });
    // Administrators only.
    expect((await get('/api/admin/orders/restock', alice.auth)).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/orders/restock' })).statusCode).toBe(401);
    // Once it is no longer to prepare (cancelled here), it leaves the list.
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${short.orderNumber}/status`,
      headers: admin.auth,
      payload: { orderStatus: 'annulee' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await get('/api/admin/orders/restock')).json()).toEqual({ orders: [] });
  });

  it('an administrator’s edit never puts sold units back: a price edit keeps the sale, a stale stock is refused', async () => {
    await shop.setStock(4, 5);
    const admin = await shop.admin();
    const edit = (payload: object) =>
      shop.app.inject({ method: 'PUT', url: '/api/admin/products/4', headers: admin.auth, payload });
    // The administrator opens the form…
    const loaded = (await shop.app.inject({ method: 'GET', url: '/api/admin/products/4', headers: admin.auth })).json<{
      stock: number;
      name: string;
      price: number;
    }>();
    expect(loaded.stock).toBe(5);
    // …a shopper buys two boxes meanwhile…
    const placed = await payFor(bob, 4, 2);
    await shop.chooseAtCheckout(placed.checkoutUrl, 'paid');
    await waitFor(async () => (await shop.orderRow(placed.orderId)).payment_status === 'paid');
    expect(await level(4)).toEqual({ stock: 3, reserved: 0 });

    // …a price edit (the form leaves an unchanged stock out) keeps the sale.
    const priced = await edit({ price: 33.3, expectedStock: loaded.stock });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ price: 33.3, stock: 3, available: 3 });

    // A stock figure typed over the stale one is refused, and nothing of that edit is written.
    const stale = await edit({ stock: 10, price: 35, expectedStock: loaded.stock });
    const message = "Le stock a changé entre-temps (3 en stock maintenant) : vérifiez-le avant d'enregistrer";
    expect(stale.json<ErrorJson>()).toEqual({
      statusCode: 409,
      code: 'PRODUCT_STOCK_CHANGED',
      message,
      errors: { stock: [message] },
    });
    expect(await level(4)).toEqual({ stock: 3, reserved: 0 });
    expect((await shopSays(4)) as unknown).toMatchObject({ price: 33.3, stock: 3 });
    // From the current figure it is accepted.
    expect((await edit({ stock: 10, expectedStock: 3 })).json()).toMatchObject({ stock: 10 });
    expect(await level(4)).toEqual({ stock: 10, reserved: 0 });

    // The paid order keeps the name and price it was sold at, even once the box is renamed and archived.
    await edit({ name: 'Box Renommée', price: 12 });
    expect(
      (await shop.app.inject({ method: 'DELETE', url: '/api/admin/products/4', headers: admin.auth })).statusCode,
    ).toBe(200);
    const soldLine = { productId: 4, name: loaded.name, price: loaded.price, quantity: 2 };
    const mine = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.orderId}`,
      headers: bob.auth,
    });
    expect(mine.json<{ items: unknown[] }>().items).toEqual([expect.objectContaining(soldLine)]);
    const theirs = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.orderId}`,
      headers: admin.auth,
    });
    expect(theirs.json<{ items: unknown[] }>().items).toEqual([expect.objectContaining(soldLine)]);
    expect((await shop.app.inject({ method: 'GET', url: '/api/products/4' })).statusCode).toBe(404);
  });

  it('twenty shoppers for the last three units at once: exactly three orders, seventeen told none is left', async () => {
    await shop.setStock(3, 3);
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => shop.customer(`Acheteur${i}`)));
    const items = [{ productId: 3, quantity: 1, isSubscription: false }];
    const quote = await shop.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { items } });
    const total = quote.json<{ total: number }>().total.toFixed(2);
    const ordersBefore = await shop.count('orders');
    const answers = await Promise.all(
      buyers.map((buyer) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/mollie/payments',
          headers: buyer.auth,
          payload: paymentBody(total, [{ id: 3, quantity: 1, isSubscription: false }]),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json<ErrorJson>()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(refused.json<ErrorJson>().message).toMatch(/^Stock insuffisant pour .+ : 0 disponible\(s\)$/);
    }
    expect(await shop.count('orders')).toBe(ordersBefore + 3);
    expect(await level(3)).toEqual({ stock: 3, reserved: 3 });
  });

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await shop.paymentDisagreements()).toEqual([]);
  });
});
