import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../src/shared/unit-of-work.js';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { Subscription } from '../src/modules/subscriptions/domain/subscription.js';
import { brusselsDate, addMonths, addDays } from '../src/modules/subscriptions/domain/schedule.js';
import type { MailCapture } from './support/mail-capture.js';
import { MailingShop } from './support/mailing-shop.js';
import { type Customer, type ErrorJson, type ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { SubscriptionRepository } from '../src/modules/subscriptions/application/ports/subscription.repository.js';

interface SubscriptionJson {
  id: string;
  status: string;
  statusLabel: string;
  frequency: string;
  frequencyLabel: string;
  items: { productId: number; name: string; quantity: number; unitPrice: number }[];
  amount: number;
  currency: string;
  paymentMethod: string | null;
  nextChargeOn: string | null;
  pausedUntil: string | null;
  createdAt: string;
  canceledAt: string | null;
  orders: { orderId: string; createdAt: string; amount: number; status: string; orderStatus: string }[];
}

/**
 * The customer's subscriptions API (docs/design/subscriptions.md) on the real app and a real PostgreSQL, mandates in
 * the Mollie sandbox over HTTPS through the official client, mails through a real SMTP capture.
 * Subscriptions are set up as a paid first order leaves them: a Mollie customer with a valid mandate
 * (a `first` payment paid in the sandbox) and an active subscription stored through the repository.
 */
describe('/api/subscriptions (mine)', () => {
  const mailing = new MailingShop();
  let shop: ShopFixture;
  let mails: MailCapture;
  let anne: Customer;
  let bob: Customer;

  beforeAll(async () => {
    await mailing.start();
    ({ shop, mails } = mailing);
    anne = await shop.customer('Anne');
    bob = await shop.customer('Bob');
  });
  afterAll(() => mailing.stop());

  const today = () => brusselsDate(new Date());
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Customer, payload?: unknown) =>
    shop.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A Mollie customer with a mandate (valid once its first payment is paid), and an active subscription. */
  async function subscribe(
    owner: Customer,
    options: { frequency?: 'monthly' | 'bimonthly' | 'quarterly'; firstOrderId?: string; paid?: boolean } = {},
  ): Promise<string> {
    const gateway = shop.app.get(PaymentGateway);
    const mollieCustomer = await gateway.createCustomer({ name: 'Anne Peeters', email: owner.email, metadata: {} });
    const first = await gateway.createPayment({
      amountCents: 3048,
      description: 'Abonnement',
      redirectUrl: `${shop.publicUrl}/payment-result`,
      metadata: {},
      sequenceType: 'first',
      customerId: mollieCustomer.id,
      method: 'creditcard',
    });
    await shop.sandbox.choose(first.id, options.paid === false ? 'canceled' : 'paid');
    const [mandate] = await gateway.listMandates(mollieCustomer.id);
    const subscription = Subscription.create({
      id: randomUUID(),
      customerId: owner.id,
      mollieCustomerId: mollieCustomer.id,
      frequency: options.frequency ?? 'monthly',
      items: [{ productId: 1, name: 'Box Essentielle', quantity: 1, unitPriceCents: 2549 }],
      subtotalCents: 2549,
      shippingCents: 499,
      firstOrderId: options.firstOrderId ?? randomUUID(),
      firstOrderLine: 0,
      now: new Date(),
    });
    subscription.activate({ mandateId: mandate!.id, paymentMethod: 'Visa •••• 4242' }, new Date());
    await shop.app.get(UnitOfWork).transaction(() => shop.app.get(SubscriptionRepository).insert(subscription));
    return subscription.id;
  }

  const stored = async (id: string) => (await shop.app.get(SubscriptionRepository).findById(id))!;

  describe('reading', () => {
    it('lists my subscriptions in the contract shape, with labels and the orders of their cycles', async () => {
      const checkout = await shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: { ...anne.auth, 'idempotency-key': randomUUID() },
        payload: paymentBody('30.48', [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly' }]),
      });
      expect(checkout.statusCode).toBe(201);
      const { orderId: orderNumber } = checkout.json<{ orderId: string }>();
      const [order] = (await shop.dataSource.query(`SELECT id, created_at FROM orders WHERE order_number = $1`, [
        orderNumber,
      ])) as { id: string; created_at: Date }[];
      const id = await subscribe(anne, { firstOrderId: order!.id });
      await shop.dataSource.query(
        `INSERT INTO subscription_cycles (id, subscription_id, cycle_number, due_on, order_id, amount_cents, status,
           created_at, updated_at) VALUES ($1, $2, 1, $3, $4, 3048, 'paid', now(), now())`,
        [randomUUID(), id, today(), order!.id],
      );

      const response = await call('GET', '/api/subscriptions', anne);
      expect(response.statusCode).toBe(200);
      const { subscriptions } = response.json<{ subscriptions: SubscriptionJson[] }>();
      const mine = subscriptions.find((subscription) => subscription.id === id)!;
      expect(mine).toEqual({
        id,
        status: 'active',
        statusLabel: 'Active',
        frequency: 'monthly',
        frequencyLabel: 'Mensuel',
        items: [
          {
            productId: 1,
            name: 'Box Essentielle',
            quantity: 1,
            unitPrice: 25.49,
            image: expect.stringMatching(/^\/images\//),
          },
        ],
        amount: 30.48,
        currency: 'EUR',
        paymentMethod: 'Visa •••• 4242',
        nextChargeOn: addMonths(today(), 1),
        pausedUntil: null,
        createdAt: expect.any(String),
        canceledAt: null,
        orders: [
          {
            orderId: orderNumber,
            createdAt: new Date(order!.created_at).toISOString(),
            amount: 30.48,
            status: 'open',
            orderStatus: 'en_attente_paiement',
          },
        ],
        actions: ['changeFrequency', 'skip', 'pause', 'cancel'],
      });
      const one = await call('GET', `/api/subscriptions/${id}`, anne);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(mine);
    });

    it("answers 404 for another customer's, an unknown or a malformed id; 401 without a session", async () => {
      const id = await subscribe(anne);
      for (const url of [`/api/subscriptions/${id}`, `/api/subscriptions/${randomUUID()}`, '/api/subscriptions/abc']) {
        const response = await call('GET', url, bob);
        expect({ url, status: response.statusCode, code: response.json<ErrorJson>().code }).toEqual({
          url,
          status: 404,
          code: 'SUBSCRIPTION_NOT_FOUND',
        });
      }
      expect((await call('GET', '/api/subscriptions', bob)).json().subscriptions).toEqual([]);
      for (const [method, url] of [
        ['GET', '/api/subscriptions'],
        ['GET', `/api/subscriptions/${id}`],
        ['POST', `/api/subscriptions/${id}/cancel`],
        ['PATCH', `/api/subscriptions/${id}`],
      ] as const) {
        expect(
          (await call(method, url, undefined, method === 'PATCH' ? { frequency: 'monthly' } : undefined)).statusCode,
        ).toBe(401);
      }
      for (const action of ['skip', 'cancel', 'resume', 'reactivate']) {
        expect((await call('POST', `/api/subscriptions/${id}/${action}`, bob)).statusCode).toBe(404);
      }
      expect((await call('PATCH', `/api/subscriptions/${id}`, bob, { frequency: 'quarterly' })).statusCode).toBe(404);
      expect((await stored(id)).status).toBe('active');
    });
  });

  describe('changes', () => {
    it('changes the frequency: the next box follows the new interval; a bad one is a French 400', async () => {
      const id = await subscribe(anne);
      const changed = await call('PATCH', `/api/subscriptions/${id}`, anne, { frequency: 'quarterly' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        frequency: 'quarterly',
        frequencyLabel: 'Trimestriel',
        nextChargeOn: addMonths(today(), 3),
      });
      for (const payload of [
        { frequency: 'weekly' },
        { frequency: '<b>x</b>' },
        {},
        { frequency: 'monthly', extra: 1 },
      ]) {
        const refused = await call('PATCH', `/api/subscriptions/${id}`, anne, payload);
        expect(refused.statusCode).toBe(400);
        const body = refused.json<ErrorJson>();
        expect(body.message).not.toMatch(/weekly|<b>/);
        expect(body.statusCode).toBe(400);
      }
      expect(
        (await call('PATCH', `/api/subscriptions/${id}`, anne, { frequency: 'weekly' })).json<ErrorJson>().errors,
      ).toEqual({ frequency: ['La fréquence doit être mensuelle, bimestrielle ou trimestrielle.'] });
      expect((await stored(id)).frequency).toBe('quarterly');
    });

    it('skips the next box (one interval later)', async () => {
      const id = await subscribe(anne, { frequency: 'bimonthly' });
      const skipped = await call('POST', `/api/subscriptions/${id}/skip`, anne);
      expect(skipped.statusCode).toBe(200);
      expect(skipped.json().nextChargeOn).toBe(addMonths(today(), 4));
      expect((await stored(id)).history.at(-1)?.note).toMatch(/sautée/);
    });

    it('pauses until a date (at most 3 months, mail sent) and resumes; bad dates are French 400s changing nothing', async () => {
      const id = await subscribe(anne);
      for (const until of [
        today(),
        addDays(today(), -1),
        addDays(addMonths(today(), 3), 1),
        '2026-02-30',
        'demain',
        12,
      ]) {
        const refused = await call('POST', `/api/subscriptions/${id}/pause`, anne, { until });
        expect({ until, status: refused.statusCode }).toEqual({ until, status: 400 });
        expect(refused.json<ErrorJson>().message).not.toContain(String(until));
      }
      expect((await stored(id)).status).toBe('active');

      const until = addMonths(today(), 2);
      const since = mails.messages.length;
      const paused = await call('POST', `/api/subscriptions/${id}/pause`, anne, { until });
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({
        status: 'en_pause',
        statusLabel: 'En pause',
        pausedUntil: until,
        nextChargeOn: until,
      });
      const mail = await mails.waitFor(anne.email, { subject: /en pause/, since });
      expect(mail.text).toContain('Box Essentielle');
      expect((await call('POST', `/api/subscriptions/${id}/skip`, anne)).statusCode).toBe(409);

      const resumed = await call('POST', `/api/subscriptions/${id}/resume`, anne);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ status: 'active', pausedUntil: null });
      expect((await call('POST', `/api/subscriptions/${id}/resume`, anne)).statusCode).toBe(409);
    });

    it('cancels in one call with a confirmation mail, then reactivates while the mandate is valid', async () => {
      const id = await subscribe(anne);
      const since = mails.messages.length;
      const cancelled = await call('POST', `/api/subscriptions/${id}/cancel`, anne);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'annulee', statusLabel: 'Annulée', nextChargeOn: null });
      expect(cancelled.json().canceledAt).toEqual(expect.any(String));
      const mail = await mails.waitFor(anne.email, { subject: /abonnement est annulé/, since });
      expect(mail.text).toContain('/abonnements');
      const again = await call('POST', `/api/subscriptions/${id}/cancel`, anne);
      expect(again.statusCode).toBe(409);
      expect(again.json<ErrorJson>().message).toMatch(/Annulée/);

      const reactivated = await call('POST', `/api/subscriptions/${id}/reactivate`, anne);
      expect(reactivated.statusCode).toBe(200);
      expect(reactivated.json()).toMatchObject({
        status: 'active',
        canceledAt: null,
        nextChargeOn: addMonths(today(), 1),
      });
      expect((await call('POST', `/api/subscriptions/${id}/reactivate`, anne)).statusCode).toBe(409);
    });

    it('refuses to reactivate when Mollie no longer holds a valid mandate', async () => {
      const id = await subscribe(anne, { paid: false }); // the first payment was cancelled: the mandate stays pending
      await call('POST', `/api/subscriptions/${id}/cancel`, anne);
      const refused = await call('POST', `/api/subscriptions/${id}/reactivate`, anne);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorJson>()).toMatchObject({ code: 'SUBSCRIPTION_MANDATE_INVALID' });
      expect((await stored(id)).status).toBe('annulee');
    });

    it('serializes concurrent changes on the row: two cancels give one 200 and one 409', async () => {
      const id = await subscribe(anne);
      const answers = await Promise.all([1, 2].map(() => call('POST', `/api/subscriptions/${id}/cancel`, anne)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      await waitFor(async () => (await stored(id)).history.filter((entry) => entry.to === 'annulee').length === 1);
    });
  });
});
