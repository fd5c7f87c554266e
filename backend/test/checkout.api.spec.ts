import { CreateOrderPaymentService } from '../src/modules/ordering/application/create-order-payment.service.js';
import { ORDER_NUMBER_ALPHABET, type RandomSource } from '../src/modules/ordering/domain/order-number.js';
import { MailCapture } from './support/mail-capture.js';
import {
  type CartLine,
  type Customer,
  type ErrorJson,
  ShopFixture,
  paymentBody,
  waitFor,
} from './support/shop-fixture.js';

interface CheckoutJson {
  id: string;
  status: string;
  orderId: string;
  checkoutUrl: string;
  _links: { checkout: { href: string } };
  amount: { value: string; currency: string };
}

interface OrderJson {
  _id: string;
  orderId: string;
  amount: number;
  status: string;
  statusLabel: string;
  orderStatus: string;
  orderStatusLabel: string;
  items: {
    productId: number;
    name: string;
    quantity: number;
    price: number;
    isSubscription: boolean;
    frequency: string | null;
  }[];
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  canResume: boolean;
  paidAt: string | null;
  canceledAt: string | null;
  [key: string]: unknown;
}

/** Two Box Essentielle by subscription (2 × 25.49) and a Box Cadeau (24.99) with promo20: 75.97 - 15.19 = 60.78. */
const CART: CartLine[] = [
  { id: 1, quantity: 2, isSubscription: true, frequency: 'monthly', name: 'Box Essentielle', price: 25.49 },
  { id: 5, quantity: 1, isSubscription: false, name: 'Box Cadeau', price: 24.99 },
];
const TOTAL = '60.78';
/** One Box Essentielle: 29.99 + 4.99 shipping. */
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

describe('Checkout, Mollie webhook and customer orders (real app, PostgreSQL, sandbox over HTTPS)', () => {
  let shop: ShopFixture;
  let mails: MailCapture;
  let alice: Customer;
  let bob: Customer;

  beforeAll(async () => {
    mails = new MailCapture();
    await mails.start();
    shop = await ShopFixture.start({ env: { SMTP_URL: mails.smtpUrl, OUTBOX_POLL_MS: '100' } });
    alice = await shop.customer('Alice');
    bob = await shop.customer('Bob');
  });
  afterAll(async () => {
    await shop?.stop();
    await mails?.stop();
  });

  const pay = (customer: Customer | null, body: unknown, key?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: { ...(customer ? customer.auth : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    });
  const created = async (customer: Customer, body: unknown, key?: string): Promise<CheckoutJson> => {
    const response = await pay(customer, body, key);
    expect(response.statusCode).toBe(201);
    return response.json<CheckoutJson>();
  };
  const get = (customer: Customer, url: string) => shop.app.inject({ method: 'GET', url, headers: customer.auth });
  const orderOf = async (customer: Customer, orderNumber: string): Promise<OrderJson> => {
    const response = await get(customer, `/api/mollie/orders/${orderNumber}`);
    expect(response.statusCode).toBe(200);
    return response.json<OrderJson>();
  };
  const snapshotCounts = async () => ({
    orders: await shop.count('orders'),
    payments: await shop.count('order_payments'),
    requests: await shop.count('checkout_requests'),
    sandbox: shop.sandboxPaymentCount(),
  });

  describe('POST /api/mollie/payments', () => {
    it('prices the order on the server, creates order and payment, and gives Mollie only our URLs and ids', async () => {
      const quote = await shop.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: CART.map((l) => ({ productId: l.id, quantity: l.quantity, isSubscription: l.isSubscription })),
          promoCode: 'promo20',
        },
      });
      expect(quote.json<{ total: number }>().total).toBe(60.78);

      const tampered = CART.map((line) => ({ ...line, name: 'Box gratuite', price: 0.01 }));
      const answer = await created(
        alice,
        paymentBody(TOTAL, tampered, {
          promoCode: 'promo20',
          redirectUrl: 'https://evil.example/steal',
          webhookUrl: 'https://evil.example/hook',
          metadata: { orderId: 'BP-20200101-ZZZZZZ', customerId: alice.id },
        }),
      );
      expect(answer).toEqual({
        id: expect.stringMatching(/^tr_/),
        status: 'open',
        orderId: expect.stringMatching(/^BP-\d{8}-[A-Z0-9]{6}$/),
        checkoutUrl: `${shop.publicUrl}/api/mollie/sandbox/checkout/${answer.id}`,
        _links: { checkout: { href: answer.checkoutUrl } },
        amount: { value: TOTAL, currency: 'EUR' },
      });

      const atMollie = shop.sandboxPayment(answer.id);
      expect(atMollie).toMatchObject({
        amount: { value: TOTAL, currency: 'EUR' },
        description: `Commande ${answer.orderId}`,
        redirectUrl: `${shop.publicUrl}/payment-result?order=${answer.orderId}&origin=redirect`,
        webhookUrl: `${shop.publicUrl}/api/mollie/webhook`,
        metadata: { orderId: answer.orderId, customerId: alice.id },
        method: 'bancontact',
      });
      expect(Buffer.byteLength(JSON.stringify(atMollie.metadata))).toBeLessThan(1024);

      const order = await orderOf(alice, answer.orderId);
      expect(order).toMatchObject({
        orderId: answer.orderId,
        amount: 60.78,
        currency: 'EUR',
        status: 'open',
        statusLabel: 'Ouvert',
        orderStatus: 'en_attente_paiement',
        orderStatusLabel: 'En attente de paiement',
        subtotal: 75.97,
        discount: 15.19,
        promoCode: 'PROMO20',
        shipping: 0,
        canResume: true,
        paidAt: null,
        tracking: null,
        notes: { customer: null },
        billingInfo: { firstName: 'Camille', email: 'camille@example.be', country: 'BE' },
        shippingInfo: {
          firstName: 'Camille',
          address: 'Rue Haute 12',
          postalCode: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
      });
      expect(order.items).toEqual([
        {
          productId: 1,
          name: 'Box Essentielle',
          quantity: 2,
          price: 25.49,
          isSubscription: true,
          frequency: 'monthly',
        },
        { productId: 5, name: 'Box Cadeau', quantity: 1, price: 24.99, isSubscription: false, frequency: null },
      ]);
      const row = await shop.orderRow(answer.orderId);
      expect(row).toMatchObject({ mollie_payment_id: answer.id, customer_id: alice.id, total_cents: 6078 });
    });

    it('keeps a separate shipping address and refuses an incomplete one', async () => {
      const shippingInfo = {
        sameAsBilling: false,
        firstName: 'Jules',
        lastName: 'Maes',
        address: 'Place du Marché 3',
        city: 'Liège',
        postalCode: '4000',
        country: 'BE',
      };
      const answer = await created(alice, paymentBody('34.98', SMALL, { metadata: { shippingInfo } }));
      expect((await orderOf(alice, answer.orderId)).shippingInfo).toEqual({
        firstName: 'Jules',
        lastName: 'Maes',
        address: 'Place du Marché 3',
        postalCode: '4000',
        city: 'Liège',
        country: 'BE',
      });
      const before = await snapshotCounts();
      const missing = await pay(
        alice,
        paymentBody('34.98', SMALL, { metadata: { shippingInfo: { ...shippingInfo, city: ' ' } } }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorJson>().errors).toEqual({ 'metadata.shippingInfo.city': ['La ville est obligatoire'] });
      expect(await snapshotCounts()).toEqual(before);
    });

    it('refuses a tampered amount, a foreign order or customer, a box out of stock: nothing charged, nothing created', async () => {
      const bobs = await created(bob, paymentBody('34.98', SMALL));
      const before = await snapshotCounts();

      const tampered = await pay(alice, paymentBody('60.77', CART, { promoCode: 'promo20' }));
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json<ErrorJson>()).toMatchObject({
        statusCode: 400,
        code: 'AMOUNT_MISMATCH',
        message:
          "Le montant du paiement ne correspond pas à votre panier (60,78 € attendus). Aucun paiement n'a été créé.",
      });

      const foreignOrder = await pay(alice, paymentBody('34.98', SMALL, { metadata: { orderId: bobs.orderId } }));
      expect(foreignOrder.statusCode).toBe(404);
      expect(foreignOrder.json<ErrorJson>()).toMatchObject({
        code: 'ORDER_NOT_FOUND',
        message: 'Commande introuvable',
      });

      const foreignCustomer = await pay(alice, paymentBody('34.98', SMALL, { metadata: { customerId: bob.id } }));
      expect(foreignCustomer.statusCode).toBe(400);
      expect(foreignCustomer.json<ErrorJson>().code).toBe('CUSTOMER_MISMATCH');

      await shop.setStock(7, 0);
      try {
        const soldOut = await pay(alice, paymentBody('79.99', [{ id: 7, quantity: 1, isSubscription: false }]));
        expect(soldOut.statusCode).toBe(409);
        expect(soldOut.json<ErrorJson>()).toMatchObject({
          code: 'INSUFFICIENT_STOCK',
          message: 'Stock insuffisant pour Box Collector : 0 disponible(s)',
        });
      } finally {
        await shop.setStock(7, 8);
      }

      const noSubscription = await pay(alice, paymentBody('50.99', [{ id: 4, quantity: 1, isSubscription: true }]));
      expect(noSubscription.json<ErrorJson>().code).toBe('CART_PRODUCT_NO_SUBSCRIPTION');
      const empty = await pay(alice, paymentBody('4.99', []));
      expect(empty.statusCode).toBe(400);
      const unknownField = await pay(alice, { ...paymentBody('34.98', SMALL), coupon: 'x' });
      expect(unknownField.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
      const dollars = await pay(alice, { ...paymentBody('34.98', SMALL), amount: { value: '34.98', currency: 'USD' } });
      expect(dollars.json<ErrorJson>().errors).toEqual({ 'amount.currency': ["Seul l'euro (EUR) est accepté"] });
      expect((await pay(null, paymentBody('34.98', SMALL))).statusCode).toBe(401);

      expect(await snapshotCounts()).toEqual(before);
      expect((await orderOf(bob, bobs.orderId)).orderStatus).toBe('en_attente_paiement');
    });

    it('removes the order again when Mollie refuses the payment', async () => {
      const before = await snapshotCounts();
      const refused = await pay(alice, paymentBody('34.98', SMALL, { method: 'ideal', issuer: 'ideal_NOPE' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorJson>().code).toBe('PAYMENT_REFUSED');
      expect(await snapshotCounts()).toEqual(before);
    });

    it('draws the order number again when it is already taken (unique index)', async () => {
      const existing = await created(alice, paymentBody('34.98', SMALL));
      const service = shop.app.get(CreateOrderPaymentService) as unknown as { random: RandomSource };
      const original = service.random;
      const suffix = existing.orderId.slice(-6);
      const sequence = [...suffix, ...'NEWONE'].map((c) => ORDER_NUMBER_ALPHABET.indexOf(c));
      service.random = { nextInt: () => sequence.shift() ?? 0 };
      try {
        const next = await created(alice, paymentBody('34.98', SMALL));
        expect(next.orderId.slice(-6)).toBe('NEWONE');
        expect((await orderOf(alice, existing.orderId)).orderId).toBe(existing.orderId);
      } finally {
        service.random = original;
      }
    });

    it('answers a repeat with the same Idempotency-Key with the first answer and creates nothing', async () => {
      const before = await snapshotCounts();
      const body = paymentBody('34.98', SMALL);
      const first = await created(alice, body, 'checkout-key-1');
      const again = await created(alice, body, 'checkout-key-1');
      expect(again).toEqual(first);
      const together = await Promise.all([1, 2, 3].map(() => pay(alice, body, 'checkout-key-2')));
      expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(together.map((r) => r.json<CheckoutJson>().id)).size).toBe(1);
      expect(await snapshotCounts()).toEqual({
        orders: before.orders + 2,
        payments: before.payments + 2,
        requests: before.requests + 2,
        sandbox: before.sandbox + 2,
      });

      const otherCart = await pay(
        alice,
        paymentBody('59.98', [{ id: 1, quantity: 2, isSubscription: false }]),
        'checkout-key-1',
      );
      expect(otherCart.statusCode).toBe(409);
      expect(otherCart.json<ErrorJson>().code).toBe('IDEMPOTENCY_KEY_REUSED');
      const otherCustomer = await created(bob, body, 'checkout-key-1');
      expect(otherCustomer.id).not.toBe(first.id);
      const badKey = await pay(alice, body, 'x'.repeat(256));
      expect(badKey.statusCode).toBe(400);
    });

    it('re-checks BIENVENUE: refused once the customer has a paid order', async () => {
      const carol = await shop.customer('Carol');
      const first = await created(carol, paymentBody('31.98', SMALL, { promoCode: 'bienvenue' }));
      expect((await orderOf(carol, first.orderId)).promoCode).toBe('BIENVENUE');
      await shop.chooseAtCheckout(first.checkoutUrl, 'paid');
      await waitFor(async () => (await orderOf(carol, first.orderId)).orderStatus === 'payee');
      const quote = (authorization?: string) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          headers: authorization ? { authorization } : {},
          payload: { items: [{ productId: 1, quantity: 1, isSubscription: false }], promoCode: 'bienvenue' },
        });
      const signedIn = await quote(carol.auth.authorization);
      expect(signedIn.statusCode).toBe(400);
      expect(signedIn.json<ErrorJson>().code).toBe('PROMO_CODE_FIRST_ORDER_ONLY');
      expect((await quote()).statusCode).toBe(200); // a visitor: checked again at payment
      expect((await quote('Bearer not-a-token')).statusCode).toBe(200); // never a 401 on the public quote
      expect((await quote(alice.auth.authorization)).statusCode).toBe(200); // Alice has no paid order yet
      const second = await pay(carol, paymentBody('31.98', SMALL, { promoCode: 'bienvenue' }));
      expect(second.statusCode).toBe(400);
      expect(second.json<ErrorJson>()).toMatchObject({
        code: 'PROMO_CODE_FIRST_ORDER_ONLY',
        message: 'Le code BIENVENUE est réservé à votre première commande.',
      });
    });
  });

  describe('payment status, webhook and confirmation mail', () => {
    it("'Payé' on Mollie's page: the webhook arrives before the redirect; one mail with the order", async () => {
      const answer = await created(alice, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      const since = mails.messages.length;
      const redirect = await shop.chooseAtCheckout(answer.checkoutUrl, 'paid');
      expect(redirect.statusCode).toBe(303);
      expect(redirect.headers.location).toBe(
        `${shop.publicUrl}/payment-result?order=${answer.orderId}&origin=redirect`,
      );
      // The sandbox rang our webhook over HTTP before redirecting: the order is paid already.
      const order = await orderOf(alice, answer.orderId);
      expect(order).toMatchObject({
        status: 'paid',
        statusLabel: 'Payé',
        orderStatus: 'payee',
        orderStatusLabel: 'Commande confirmée',
        canResume: false,
        paidAt: expect.any(String),
        confirmedAt: expect.any(String),
      });
      const status = await get(alice, `/api/mollie/payments/${answer.id}`);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({
        id: answer.id,
        status: 'paid',
        orderId: answer.orderId,
        amount: { value: TOTAL, currency: 'EUR' },
      });

      expect(await shop.confirmationMails(answer.orderId)).toBe(1);
      await waitFor(async () => mails.messages.slice(since).some((m) => m.text.includes(answer.orderId)));
      const mail = mails.messages.slice(since).find((m) => m.text.includes(answer.orderId))!;
      expect(mail).toMatchObject({ to: 'camille@example.be', subject: 'Votre commande est confirmée — BoxPlaisir' });
      expect(mail.text).toContain('Box Essentielle (Abonnement mensuel (-15 %)) : 2 × 25,49 € = 50,98 €');
      expect(mail.text).toContain('Remise (PROMO20) : -15,19 €');
      expect(mail.text).toContain('Livraison : Gratuite');
      expect(mail.text).toContain('Total payé : 60,78 €');
      expect(mail.text).toContain('1000 Bruxelles');
      expect(mail.text).toContain(`${shop.publicUrl}/orders`);
      expect(mail.html).toContain(answer.orderId);
    });

    it('the redirect before the webhook: the status check applies the payment, the late webhook changes nothing', async () => {
      const answer = await created(alice, paymentBody('34.98', SMALL));
      shop.payAtMollieSilently(answer.id);
      expect((await orderOf(alice, answer.orderId)).orderStatus).toBe('en_attente_paiement');
      const status = await get(alice, `/api/mollie/payments/${answer.id}`);
      expect(status.json<{ status: string }>().status).toBe('paid');
      expect((await orderOf(alice, answer.orderId)).orderStatus).toBe('payee');

      const late = await shop.webhook(answer.id);
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('');
      expect(await shop.confirmationMails(answer.orderId)).toBe(1);
      expect((await shop.history(answer.orderId)).map((h) => h.to_status)).toEqual(['en_attente_paiement', 'payee']);
    });

    it('the same webhook 10 times at once: one transition, one confirmation mail', async () => {
      const answer = await created(bob, paymentBody('34.98', SMALL));
      shop.payAtMollieSilently(answer.id);
      const calls = await Promise.all(Array.from({ length: 10 }, () => shop.webhook(answer.id)));
      expect(calls.map((c) => c.statusCode)).toEqual(Array(10).fill(200));
      expect((await orderOf(bob, answer.orderId)).orderStatus).toBe('payee');
      expect(await shop.confirmationMails(answer.orderId)).toBe(1);
      const history = await shop.history(answer.orderId);
      expect(history.filter((h) => h.to_status === 'payee')).toHaveLength(1);
      expect(history.at(-1)).toMatchObject({ from_status: 'en_attente_paiement', to_status: 'payee', actor: 'mollie' });
    });

    it('answers 200 and changes nothing for an unknown or malformed id; JSON bodies work too', async () => {
      const before = await shop.dataSource.query(
        'SELECT id, status, payment_status, updated_at FROM orders ORDER BY id',
      );
      for (const payload of ['id=tr_unknown123', 'id=', 'nothing=1']) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/mollie/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(response.statusCode).toBe(200);
      }
      const json = await shop.app.inject({
        method: 'POST',
        url: '/api/mollie/webhook',
        payload: { id: 'tr_unknown456' },
      });
      expect(json.statusCode).toBe(200);
      expect(
        await shop.dataSource.query('SELECT id, status, payment_status, updated_at FROM orders ORDER BY id'),
      ).toEqual(before);
    });

    it("'Annulé' keeps the order waiting (the customer may resume); 'Expiré' answers 410 on the status check", async () => {
      const canceled = await created(alice, paymentBody('34.98', SMALL));
      await shop.chooseAtCheckout(canceled.checkoutUrl, 'canceled');
      expect(await orderOf(alice, canceled.orderId)).toMatchObject({
        status: 'canceled',
        statusLabel: 'Annulé',
        orderStatus: 'en_attente_paiement',
        canResume: true,
      });
      expect((await get(alice, `/api/mollie/payments/${canceled.id}`)).json<{ status: string }>().status).toBe(
        'canceled',
      );

      const expired = await created(alice, paymentBody('34.98', SMALL));
      await shop.chooseAtCheckout(expired.checkoutUrl, 'expired');
      const gone = await get(alice, `/api/mollie/payments/${expired.id}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ statusCode: 410, code: 'PAYMENT_EXPIRED', message: 'Le paiement a expiré.' });
    });

    it("refuses another customer's payment (404) and a malformed id (400)", async () => {
      const answer = await created(alice, paymentBody('34.98', SMALL));
      const foreign = await get(bob, `/api/mollie/payments/${answer.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ErrorJson>().code).toBe('PAYMENT_NOT_FOUND');
      const malformed = await get(alice, '/api/mollie/payments/pay_123');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorJson>().message).toBe('Identifiant de paiement non valide');
      expect((await shop.app.inject({ method: 'GET', url: `/api/mollie/payments/${answer.id}` })).statusCode).toBe(401);
    });
  });

  describe('customer orders and resume', () => {
    it('lists my orders only, newest first; another customer reading mine gets 404', async () => {
      const dave = await shop.customer('Dave');
      const first = await created(dave, paymentBody('34.98', SMALL));
      const second = await created(dave, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      const list = await get(dave, '/api/mollie/orders');
      expect(list.statusCode).toBe(200);
      expect(list.json<OrderJson[]>().map((o) => o.orderId)).toEqual([second.orderId, first.orderId]);
      expect((await get(alice, '/api/mollie/orders')).json<OrderJson[]>().map((o) => o.orderId)).not.toContain(
        first.orderId,
      );

      for (const id of [first.orderId, (await orderOf(dave, first.orderId))._id, 'BP-20200101-AAAAAA', 'nimporte']) {
        const foreign = await get(alice, `/api/mollie/orders/${id}`);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Commande introuvable' });
      }
      expect((await shop.app.inject({ method: 'GET', url: '/api/mollie/orders' })).statusCode).toBe(401);
    });

    it('resumes an unpaid order with a new payment of the same amount; paid, cancelled or foreign orders are refused', async () => {
      const answer = await created(alice, paymentBody(TOTAL, CART, { promoCode: 'promo20' }));
      await shop.chooseAtCheckout(answer.checkoutUrl, 'canceled');

      expect(
        (
          await shop.app.inject({
            method: 'POST',
            url: `/api/mollie/orders/${answer.orderId}/resume`,
            headers: bob.auth,
          })
        ).statusCode,
      ).toBe(404);

      const resumed = await shop.app.inject({
        method: 'POST',
        url: `/api/mollie/orders/${answer.orderId}/resume`,
        headers: alice.auth,
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
      expect(await shop.orderRow(answer.orderId)).toMatchObject({
        mollie_payment_id: second.id,
        payment_status: 'open',
      });
      expect((await orderOf(alice, answer.orderId)).status).toBe('open');

      await shop.chooseAtCheckout(second.checkoutUrl, 'paid');
      expect((await orderOf(alice, answer.orderId)).orderStatus).toBe('payee');
      const again = await shop.app.inject({
        method: 'POST',
        url: `/api/mollie/orders/${answer.orderId}/resume`,
        headers: alice.auth,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorJson>()).toMatchObject({
        code: 'ORDER_NOT_RESUMABLE',
        message: expect.stringMatching(/déjà payée/),
      });
    });

    it('an earlier payment paid after a resume pays the order; a second one is flagged for refund', async () => {
      const answer = await created(bob, paymentBody('34.98', SMALL));
      const resumed = (
        await shop.app.inject({ method: 'POST', url: `/api/mollie/orders/${answer.orderId}/resume`, headers: bob.auth })
      ).json<CheckoutJson>();
      // Resuming cancelled the first payment at Mollie; say the old tab paid it all the same.
      shop.payAtMollieSilently(answer.id);
      await shop.webhook(answer.id);
      expect(await shop.orderRow(answer.orderId)).toMatchObject({ status: 'payee', mollie_payment_id: answer.id });
      shop.payAtMollieSilently(resumed.id);
      await shop.webhook(resumed.id);
      expect(await shop.orderRow(answer.orderId)).toMatchObject({ status: 'payee', refund_required: true });
      expect(await shop.confirmationMails(answer.orderId)).toBe(1);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/mollie/payments',
        '/api/mollie/payments/{id}',
        '/api/mollie/webhook',
        '/api/mollie/orders',
        '/api/mollie/orders/{orderId}',
        '/api/mollie/orders/{orderId}/resume',
      ]),
    );
  });

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await shop.paymentDisagreements()).toEqual([]);
  });
});
