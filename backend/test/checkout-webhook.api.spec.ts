import { CART, SMALL, TOTAL, useCheckoutShop } from './support/checkout.js';
import { type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

/**
 * After the checkout, against the real app: the payment's status, Mollie's webhook (late, repeated,
 * unknown) and the one confirmation mail (real SMTP capture).
 */
describe('Checkout, Mollie webhook and customer orders (real app, PostgreSQL, sandbox over HTTPS)', () => {
  const checkout = useCheckoutShop();
  const { created, get, orderOf } = checkout;

  describe('payment status, webhook and confirmation mail', () => {
    it("'Payé' on Mollie's page: the webhook arrives before the redirect; one mail with the order", async () => {
      const answer = await created(checkout.alice, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      const since = checkout.mails.messages.length;
      const redirect = await checkout.shop.chooseAtCheckout(answer.checkoutUrl, 'paid');
      expect(redirect.statusCode).toBe(303);
      expect(redirect.headers.location).toBe(
        `${checkout.shop.publicUrl}/payment-result?order=${answer.orderId}&origin=redirect`,
      );
      // The sandbox rang our webhook over HTTP before redirecting: the order is paid already.
      const order = await orderOf(checkout.alice, answer.orderId);
      expect(order).toMatchObject({
        status: 'paid',
        statusLabel: 'Payé',
        orderStatus: 'payee',
        orderStatusLabel: 'Commande confirmée',
        canResume: false,
        paidAt: expect.any(String),
        confirmedAt: expect.any(String),
      });
      const status = await get(checkout.alice, `/api/mollie/payments/${answer.id}`);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({
        id: answer.id,
        status: 'paid',
        orderId: answer.orderId,
        amount: { value: TOTAL, currency: 'EUR' },
      });

      expect(await checkout.shop.confirmationMails(answer.orderId)).toBe(1);
      await waitFor(async () => checkout.mails.messages.slice(since).some((m) => m.text.includes(answer.orderId)));
      const mail = checkout.mails.messages.slice(since).find((m) => m.text.includes(answer.orderId))!;
      expect(mail).toMatchObject({ to: 'camille@example.be', subject: 'Votre commande est confirmée — BoxPlaisir' });
      expect(mail.text).toContain('Box Essentielle (Abonnement mensuel (-15 %)) : 2 × 25,49 € = 50,98 €');
      expect(mail.text).toContain('Remise (PROMO20) : -15,19 €');
      expect(mail.text).toContain('Livraison : Gratuite');
      expect(mail.text).toContain('Total payé : 60,78 €');
      expect(mail.text).toContain('1000 Bruxelles');
      expect(mail.text).toContain(`${checkout.shop.publicUrl}/orders`);
      expect(mail.html).toContain(answer.orderId);
    });

    it('the redirect before the webhook: the status check applies the payment, the late webhook changes nothing', async () => {
      const answer = await created(checkout.alice, paymentBody('34.98', SMALL));
      checkout.shop.payAtMollieSilently(answer.id);
      expect((await orderOf(checkout.alice, answer.orderId)).orderStatus).toBe('en_attente_paiement');
      const status = await get(checkout.alice, `/api/mollie/payments/${answer.id}`);
      expect(status.json<{ status: string }>().status).toBe('paid');
      expect((await orderOf(checkout.alice, answer.orderId)).orderStatus).toBe('payee');

      const late = await checkout.shop.webhook(answer.id);
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('');
      expect(await checkout.shop.confirmationMails(answer.orderId)).toBe(1);
      expect((await checkout.shop.history(answer.orderId)).map((h) => h.to_status)).toEqual([
        'en_attente_paiement',
        'payee',
      ]);
    });

    it('the same webhook 10 times at once: one transition, one confirmation mail', async () => {
      const answer = await created(checkout.bob, paymentBody('34.98', SMALL));
      checkout.shop.payAtMollieSilently(answer.id);
      const calls = await Promise.all(Array.from({ length: 10 }, () => checkout.shop.webhook(answer.id)));
      expect(calls.map((c) => c.statusCode)).toEqual(Array(10).fill(200));
      expect((await orderOf(checkout.bob, answer.orderId)).orderStatus).toBe('payee');
      expect(await checkout.shop.confirmationMails(answer.orderId)).toBe(1);
      const history = await checkout.shop.history(answer.orderId);
      expect(history.filter((h) => h.to_status === 'payee')).toHaveLength(1);
      expect(history.at(-1)).toMatchObject({ from_status: 'en_attente_paiement', to_status: 'payee', actor: 'mollie' });
    });

    it('answers 200 and changes nothing for an unknown or malformed id; JSON bodies work too', async () => {
      const before = await checkout.shop.dataSource.query(
        'SELECT id, status, payment_status, updated_at FROM orders ORDER BY id',
      );
      for (const payload of ['id=tr_unknown123', 'id=', 'nothing=1']) {
        const response = await checkout.shop.app.inject({
          method: 'POST',
          url: '/api/mollie/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(response.statusCode).toBe(200);
      }
      const json = await checkout.shop.app.inject({
        method: 'POST',
        url: '/api/mollie/webhook',
        payload: { id: 'tr_unknown456' },
      });
      expect(json.statusCode).toBe(200);
      expect(
        await checkout.shop.dataSource.query('SELECT id, status, payment_status, updated_at FROM orders ORDER BY id'),
      ).toEqual(before);
    });

    it("'Annulé' keeps the order waiting (the customer may resume); 'Expiré' answers 410 on the status check", async () => {
      const canceled = await created(checkout.alice, paymentBody('34.98', SMALL));
      await checkout.shop.chooseAtCheckout(canceled.checkoutUrl, 'canceled');
      expect(await orderOf(checkout.alice, canceled.orderId)).toMatchObject({
        status: 'canceled',
        statusLabel: 'Annulé',
        orderStatus: 'en_attente_paiement',
        canResume: true,
      });
      expect((await get(checkout.alice, `/api/mollie/payments/${canceled.id}`)).json<{ status: string }>().status).toBe(
        'canceled',
      );

      const expired = await created(checkout.alice, paymentBody('34.98', SMALL));
      await checkout.shop.chooseAtCheckout(expired.checkoutUrl, 'expired');
      const gone = await get(checkout.alice, `/api/mollie/payments/${expired.id}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ statusCode: 410, code: 'PAYMENT_EXPIRED', message: 'Le paiement a expiré.' });
    });

    it("refuses another customer's payment (404) and a malformed id (400)", async () => {
      const answer = await created(checkout.alice, paymentBody('34.98', SMALL));
      const foreign = await get(checkout.bob, `/api/mollie/payments/${answer.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ErrorJson>().code).toBe('PAYMENT_NOT_FOUND');
      const malformed = await get(checkout.alice, '/api/mollie/payments/pay_123');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorJson>().message).toBe('Identifiant de paiement non valide');
      expect(
        (await checkout.shop.app.inject({ method: 'GET', url: `/api/mollie/payments/${answer.id}` })).statusCode,
      ).toBe(401);
    });
  });

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await checkout.shop.paymentDisagreements()).toEqual([]);
  });
});
