import { CreateOrderPaymentService } from '../src/modules/ordering/application/create-order-payment.service.js';
import { ORDER_NUMBER_ALPHABET, type RandomSource } from '../src/modules/ordering/domain/order-number.js';
import { CART, type CheckoutJson, SMALL, TOTAL, useCheckoutShop } from './support/checkout.js';
import { type ErrorJson, paymentBody, waitFor } from './support/shop-fixture.js';

/**
 * POST /api/mollie/payments against the real app (PostgreSQL, the Mollie sandbox over HTTP): the order
 * priced on the server, what is refused before anything is charged, order numbers and idempotency.
 */
describe('Checkout, Mollie webhook and customer orders (real app, PostgreSQL, sandbox over HTTPS)', () => {
  const checkout = useCheckoutShop();
  const { pay, created, orderOf, snapshotCounts } = checkout;

  describe('POST /api/mollie/payments', () => {
    it('prices the order on the server, creates order and payment, and gives Mollie only our URLs and ids', async () => {
      const quote = await checkout.shop.app.inject({
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
        checkout.alice,
        paymentBody(TOTAL, tampered, {
          promoCode: 'promo20',
          redirectUrl: 'https://evil.example/steal',
          webhookUrl: 'https://evil.example/hook',
          metadata: { orderId: 'BP-20200101-ZZZZZZ', customerId: checkout.alice.id },
        }),
      );
      expect(answer).toEqual({
        id: expect.stringMatching(/^tr_/),
        status: 'open',
        orderId: expect.stringMatching(/^BP-\d{8}-[A-Z0-9]{6}$/),
        checkoutUrl: `${checkout.shop.publicUrl}/api/mollie/sandbox/checkout/${answer.id}`,
        _links: { checkout: { href: answer.checkoutUrl } },
        amount: { value: TOTAL, currency: 'EUR' },
      });

      const atMollie = checkout.shop.sandboxPayment(answer.id);
      expect(atMollie).toMatchObject({
        amount: { value: TOTAL, currency: 'EUR' },
        description: `Commande ${answer.orderId}`,
        redirectUrl: `${checkout.shop.publicUrl}/payment-result?order=${answer.orderId}&origin=redirect`,
        webhookUrl: `${checkout.shop.publicUrl}/api/mollie/webhook`,
        metadata: { orderId: answer.orderId, customerId: checkout.alice.id },
        method: 'bancontact',
      });
      expect(Buffer.byteLength(JSON.stringify(atMollie.metadata))).toBeLessThan(1024);

      const order = await orderOf(checkout.alice, answer.orderId);
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
          giftSubscription: false,
          prepaid: false,
        },
        {
          productId: 5,
          name: 'Box Cadeau',
          quantity: 1,
          price: 24.99,
          isSubscription: false,
          frequency: null,
          giftSubscription: false,
          prepaid: false,
        },
      ]);
      const row = await checkout.shop.orderRow(answer.orderId);
      expect(row).toMatchObject({ mollie_payment_id: answer.id, customer_id: checkout.alice.id, total_cents: 6078 });
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
      const answer = await created(checkout.alice, paymentBody('34.98', SMALL, { metadata: { shippingInfo } }));
      expect((await orderOf(checkout.alice, answer.orderId)).shippingInfo).toEqual({
        firstName: 'Jules',
        lastName: 'Maes',
        address: 'Place du Marché 3',
        postalCode: '4000',
        city: 'Liège',
        country: 'BE',
      });
      const before = await snapshotCounts();
      const missing = await pay(
        checkout.alice,
        paymentBody('34.98', SMALL, { metadata: { shippingInfo: { ...shippingInfo, city: ' ' } } }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorJson>().errors).toEqual({ 'metadata.shippingInfo.city': ['La ville est obligatoire'] });
      expect(await snapshotCounts()).toEqual(before);
    });

    it('refuses a tampered amount, a foreign order or customer, a box out of stock: nothing charged, nothing created', async () => {
      const bobs = await created(checkout.bob, paymentBody('34.98', SMALL));
      const before = await snapshotCounts();

      const tampered = await pay(checkout.alice, paymentBody('60.77', CART, { promoCode: 'promo20' }));
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json<ErrorJson>()).toMatchObject({
        statusCode: 400,
        code: 'AMOUNT_MISMATCH',
        message:
          "Le montant du paiement ne correspond pas à votre panier (60,78 € attendus). Aucun paiement n'a été créé.",
      });

      const foreignOrder = await pay(
        checkout.alice,
        paymentBody('34.98', SMALL, { metadata: { orderId: bobs.orderId } }),
      );
      expect(foreignOrder.statusCode).toBe(404);
      expect(foreignOrder.json<ErrorJson>()).toMatchObject({
        code: 'ORDER_NOT_FOUND',
        message: 'Commande introuvable',
      });

      const foreignCustomer = await pay(
        checkout.alice,
        paymentBody('34.98', SMALL, { metadata: { customerId: checkout.bob.id } }),
      );
      expect(foreignCustomer.statusCode).toBe(400);
      expect(foreignCustomer.json<ErrorJson>().code).toBe('CUSTOMER_MISMATCH');

      await checkout.shop.setStock(7, 0);
      try {
        const soldOut = await pay(
          checkout.alice,
          paymentBody('79.99', [{ id: 7, quantity: 1, isSubscription: false }]),
        );
        expect(soldOut.statusCode).toBe(409);
        expect(soldOut.json<ErrorJson>()).toMatchObject({
          code: 'INSUFFICIENT_STOCK',
          message: 'Stock insuffisant pour Box Collector : 0 disponible(s)',
        });
      } finally {
        await checkout.shop.setStock(7, 8);
      }

      const noSubscription = await pay(
        checkout.alice,
        paymentBody('50.99', [{ id: 4, quantity: 1, isSubscription: true }]),
      );
      expect(noSubscription.json<ErrorJson>().code).toBe('CART_PRODUCT_NO_SUBSCRIPTION');
      const empty = await pay(checkout.alice, paymentBody('4.99', []));
      expect(empty.statusCode).toBe(400);
      const unknownField = await pay(checkout.alice, { ...paymentBody('34.98', SMALL), coupon: 'x' });
      expect(unknownField.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
      const dollars = await pay(checkout.alice, {
        ...paymentBody('34.98', SMALL),
        amount: { value: '34.98', currency: 'USD' },
      });
      expect(dollars.json<ErrorJson>().errors).toEqual({ 'amount.currency': ["Seul l'euro (EUR) est accepté"] });
      expect((await pay(null, paymentBody('34.98', SMALL))).statusCode).toBe(401);

      expect(await snapshotCounts()).toEqual(before);
      expect((await orderOf(checkout.bob, bobs.orderId)).orderStatus).toBe('en_attente_paiement');
    });

    it('removes the order again when Mollie refuses the payment', async () => {
      const before = await snapshotCounts();
      const refused = await pay(checkout.alice, paymentBody('34.98', SMALL, { method: 'ideal', issuer: 'ideal_NOPE' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorJson>().code).toBe('PAYMENT_REFUSED');
      expect(await snapshotCounts()).toEqual(before);
    });

    it('draws the order number again when it is already taken (unique index)', async () => {
      const existing = await created(checkout.alice, paymentBody('34.98', SMALL));
      const service = checkout.shop.app.get(CreateOrderPaymentService) as unknown as { random: RandomSource };
      const original = service.random;
      const suffix = existing.orderId.slice(-6);
      const sequence = [...suffix, ...'NEWONE'].map((c) => ORDER_NUMBER_ALPHABET.indexOf(c));
      service.random = { nextInt: () => sequence.shift() ?? 0 };
      try {
        const next = await created(checkout.alice, paymentBody('34.98', SMALL));
        expect(next.orderId.slice(-6)).toBe('NEWONE');
        expect((await orderOf(checkout.alice, existing.orderId)).orderId).toBe(existing.orderId);
      } finally {
        service.random = original;
      }
    });

    it('answers a repeat with the same Idempotency-Key with the first answer and creates nothing', async () => {
      const before = await snapshotCounts();
      const body = paymentBody('34.98', SMALL);
      const first = await created(checkout.alice, body, 'checkout-key-1');
      const again = await created(checkout.alice, body, 'checkout-key-1');
      expect(again).toEqual(first);
      const together = await Promise.all([1, 2, 3].map(() => pay(checkout.alice, body, 'checkout-key-2')));
      expect(together.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(together.map((r) => r.json<CheckoutJson>().id)).size).toBe(1);
      expect(await snapshotCounts()).toEqual({
        orders: before.orders + 2,
        payments: before.payments + 2,
        requests: before.requests + 2,
        sandbox: before.sandbox + 2,
      });

      const otherCart = await pay(
        checkout.alice,
        paymentBody('59.98', [{ id: 1, quantity: 2, isSubscription: false }]),
        'checkout-key-1',
      );
      expect(otherCart.statusCode).toBe(409);
      expect(otherCart.json<ErrorJson>().code).toBe('IDEMPOTENCY_KEY_REUSED');
      const otherCustomer = await created(checkout.bob, body, 'checkout-key-1');
      expect(otherCustomer.id).not.toBe(first.id);
      const badKey = await pay(checkout.alice, body, 'x'.repeat(256));
      expect(badKey.statusCode).toBe(400);
    });

    it('re-checks BIENVENUE: refused once the customer has a paid order', async () => {
      const carol = await checkout.shop.customer('Carol');
      const first = await created(carol, paymentBody('31.98', SMALL, { promoCode: 'bienvenue' }));
      expect((await orderOf(carol, first.orderId)).promoCode).toBe('BIENVENUE');
      await checkout.shop.chooseAtCheckout(first.checkoutUrl, 'paid');
      await waitFor(async () => (await orderOf(carol, first.orderId)).orderStatus === 'payee');
      const quote = (authorization?: string) =>
        checkout.shop.app.inject({
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
      expect((await quote(checkout.alice.auth.authorization)).statusCode).toBe(200); // Alice has no paid order yet
      const second = await pay(carol, paymentBody('31.98', SMALL, { promoCode: 'bienvenue' }));
      expect(second.statusCode).toBe(400);
      expect(second.json<ErrorJson>()).toMatchObject({
        code: 'PROMO_CODE_FIRST_ORDER_ONLY',
        message: 'Le code BIENVENUE est réservé à votre première commande.',
      });
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await checkout.shop.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/mollie/payments',
        '/api/mollie/payments/{id}',
        '/api/mollie/webhook',
        '/api/orders',
        '/api/orders/{orderId}',
        '/api/orders/{orderId}/resume',
      ]),
    );
  });

  it('the consistency check after these runs: no order disagrees with its payment rows', async () => {
    expect(await checkout.shop.paymentDisagreements()).toEqual([]);
  });
});
