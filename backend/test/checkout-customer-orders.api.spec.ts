import { CART, type CheckoutJson, type OrderJson, SMALL, TOTAL, useCheckoutShop } from './support/checkout.js';
import { type ErrorJson, paymentBody } from './support/shop-fixture.js';

/** The customer's orders against the real app: my orders only, and resuming an unpaid order with a new payment. */
describe('Checkout, Mollie webhook and customer orders (real app, PostgreSQL, sandbox over HTTPS)', () => {
  const checkout = useCheckoutShop();
  const { created, get, orderOf } = checkout;

  describe('customer orders and resume', () => {
    it('lists my orders only, newest first; another customer reading mine gets 404', async () => {
      const dave = await checkout.shop.customer('Dave');
      const first = await created(dave, paymentBody('34.98', SMALL));
      const second = await created(dave, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      const list = await get(dave, '/api/orders');
      expect(list.statusCode).toBe(200);
      expect(list.json<OrderJson[]>().map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
      expect((await get(checkout.alice, '/api/orders')).json<OrderJson[]>().map((o) => o.orderId)).not.toContain(
        first.orderId,
      );

      for (const id of [first.orderId, (await orderOf(dave, first.orderId))._id, 'BP-20200101-AAAAAA', 'nimporte']) {
        const foreign = await get(checkout.alice, `/api/orders/${id}`);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
      }
      expect((await checkout.shop.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    });

    it('resumes an unpaid order with a new payment of the same amount; paid, cancelled or foreign orders are refused', async () => {
      const answer = await created(checkout.alice, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      await checkout.shop.chooseAtCheckout(answer.checkoutUrl, 'canceled');

      expect(
        (
          await checkout.shop.app.inject({
            method: 'POST',
            url: `/api/orders/${answer.orderId}/resume`,
            headers: checkout.bob.auth,
          })
        ).statusCode,
      ).toBe(404);

      const resumed = await checkout.shop.app.inject({
        method: 'POST',
        url: `/api/orders/${answer.orderId}/resume`,
        headers: checkout.alice.auth,
      });
      expect(resumed.statusCode).toBe(201);
      const second = resumed.json<CheckoutJson>();
      expect(second).toMatchObject({
        status: 'open',
        orderId: answer.orderId,
        amount: { value: TOTAL, currency: 'EUR' },
      });
      expect(second.id).not.toBe(answer.id);
      expect(second._links.checkout.href).toBe(second.checkoutUrl);
      expect(await checkout.shop.orderRow(answer.orderId)).toMatchObject({
        mollie_payment_id: second.id,
        payment_status: 'open',
      });
      expect((await orderOf(checkout.alice, answer.orderId)).status).toBe('open');

      await checkout.shop.chooseAtCheckout(second.checkoutUrl, 'paid');
      expect((await orderOf(checkout.alice, answer.orderId)).orderStatus).toBe('payee');
      const again = await checkout.shop.app.inject({
        method: 'POST',
        url: `/api/orders/${answer.orderId}/resume`,
        headers: checkout.alice.auth,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorJson>()).toMatchObject({
        code: 'ORDER_NOT_RESUMABLE',
        message: expect.stringMatching(/déjà payée/),
      });
    });

    it('an earlier payment paid after a resume pays the order; a second one is flagged for refund', async () => {
      const answer = await created(checkout.bob, paymentBody('34.98', SMALL));
      const resumed = (
        await checkout.shop.app.inject({
          method: 'POST',
          url: `/api/orders/${answer.orderId}/resume`,
          headers: checkout.bob.auth,
        })
      ).json<CheckoutJson>();
      // Resuming cancelled the first payment at Mollie; say the old tab paid it all the same.
      checkout.shop.payAtMollieSilently(answer.id);
      await checkout.shop.webhook(answer.id);
      expect(await checkout.shop.orderRow(answer.orderId)).toMatchObject({
        status: 'payee',
        mollie_payment_id: answer.id,
      });
      checkout.shop.payAtMollieSilently(resumed.id);
      await checkout.shop.webhook(resumed.id);
      expect(await checkout.shop.orderRow(answer.orderId)).toMatchObject({ status: 'payee', refund_required: true });
      expect(await checkout.shop.confirmationMails(answer.orderId)).toBe(1);
    });
  });

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await checkout.shop.paymentDisagreements()).toEqual([]);
  });
});
