import { randomUUID } from 'node:crypto';
import type { DynamicModule } from '@nestjs/common';
import type { MailData, MailKind } from '../src/modules/notifications/domain/mail.js';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { RenewSubscriptionsService } from '../src/modules/subscriptions/index.js';
import { DevRenewalsController } from '../src/modules/subscriptions/http/dev-renewals.controller.js';
import { SubscriptionsModule } from '../src/modules/subscriptions/subscriptions.module.js';
import { addDays, addMonths } from '../src/modules/subscriptions/domain/schedule.js';
import { TestFaults } from './support/tcp-proxy.js';
import { type Customer, ShopFixture } from './support/shop-fixture.js';
import { SubscriptionSteps, today, until } from './support/subscriptions.js';
import { MailRenderer } from '../src/modules/notifications/application/ports/mail-renderer.js';

/**
 * Renewals (docs/design/subscriptions.md) on the real app and PostgreSQL, the Mollie sandbox over HTTPS through the
 * official client, webhooks really posted by the sandbox: the renewal run, the test hook, the
 * webhook of recurring payments, dunning (suspension, new mandate, three failures), reminders,
 * concurrency and faults.
 */
describe('Subscription renewals', () => {
  let shop: ShopFixture;
  const faults = new TestFaults();
  let anne: Customer;
  let bob: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start({ faults, env: { OUTBOX_POLL_MS: '60000' } });
    anne = await shop.customer('Anne');
    bob = await shop.customer('Bob');
  });
  afterEach(() => faults.off());
  afterAll(async () => {
    await shop?.stop();
  });

  const steps = () => new SubscriptionSteps(shop);
  const renewals = () => shop.app.get(RenewSubscriptionsService);
  const call = (method: 'GET' | 'POST', url: string, who?: Customer, payload?: Record<string, unknown>) =>
    steps().call(method, url, who, payload);
  const subscribed = (who: Customer) => steps().subscribed(who);
  const subscription = (who: Customer, id: string) => steps().get(who, id);
  const renewNow = (id: string, outcome: string) => steps().renewNow(id, outcome);
  const mails = (kind: string, recipient: string) => steps().mails(kind, recipient);
  const cycles = (id: string) => steps().cycles(id);
  const makeDue = (id: string, on?: string) => steps().makeDue(id, on);

  it('renews through the test hook: a paid renewal order with subscriptionId, confirmation and invoice, the schedule moved on', async () => {
    const sub = await subscribed(anne);
    const next = sub.nextChargeOn!;
    const response = await renewNow(sub.id, 'paid');
    expect(response.statusCode).toBe(200);
    const { orderId, paymentId } = response.json<{ orderId: string; paymentId: string }>();
    expect(orderId).toMatch(/^BP-\d{8}-[A-Z0-9]{6}$/);
    expect(paymentId).toMatch(/^tr_/);
    expect(shop.sandboxPayment(paymentId)).toMatchObject({ sequenceType: 'recurring', status: 'paid' });

    const order = await until(async () => {
      const row = await shop.orderRow(orderId);
      return row.status === 'payee' ? row : undefined;
    });
    expect(order).toMatchObject({ subscription_id: sub.id, promo_code: null, discount_cents: 0 });
    expect(await shop.confirmationMails(orderId)).toBe(1);
    const [invoice] = (await shop.dataSource.query(`SELECT count(*)::int AS n FROM invoices WHERE order_id = $1`, [
      order.id,
    ])) as { n: number }[];
    expect(invoice!.n).toBe(1);

    const after = await subscription(anne, sub.id);
    expect(after.status).toBe('active');
    expect(after.nextChargeOn).toBe(addMonths(next, 1));
    expect(after.orders[0]).toMatchObject({ orderId, amount: sub.orders[0]!.amount, orderStatus: 'payee' });
    expect(after.orders).toHaveLength(2);

    const mine = (await call('GET', `/api/orders/${orderId}`, anne)).json<{ subscriptionId: string }>();
    expect(mine.subscriptionId).toBe(sub.id);
    const first = (await call('GET', `/api/orders/${sub.orders[0]!.orderId}`, anne)).json();
    expect(first.subscriptionId).toBe(sub.id);
    const admin = await shop.admin();
    const adminOrder = await call('GET', `/api/admin/orders/${orderId}`, admin);
    expect(adminOrder.statusCode).toBe(200);
    expect(adminOrder.json()).toMatchObject({ subscriptionId: sub.id, hasSubscription: true });
    expect(await shop.paymentDisagreements()).toEqual([]);
  });

  it('a renewal short of stock is never refused: created, flagged for restocking, paid without going below zero', async () => {
    const chloe = await shop.customer('Chloé');
    const sub = await subscribed(chloe);
    await shop.setStock(1, 0);
    try {
      const response = await renewNow(sub.id, 'paid');
      expect(response.statusCode).toBe(200);
      const { orderId } = response.json<{ orderId: string }>();
      const order = await until(async () => {
        const row = await shop.orderRow(orderId);
        return row.status === 'payee' ? row : undefined;
      });
      expect(order).toMatchObject({ subscription_id: sub.id, restock_needed: true });
      const admin = await shop.admin();
      const restock = (await call('GET', '/api/admin/orders/restock', admin)).json<{
        orders: { orderId: string; restockNeeded: boolean }[];
      }>();
      expect(restock.orders).toContainEqual(expect.objectContaining({ orderId, restockNeeded: true }));
      expect((await call('GET', `/api/admin/orders/${orderId}`, admin)).json()).toMatchObject({
        restockNeeded: true,
        subscriptionId: sub.id,
      });
      expect(await shop.dataSource.query(`SELECT stock, reserved FROM products WHERE id = 1`)).toEqual([
        { stock: 0, reserved: 0 },
      ]);
      expect((await subscription(chloe, sub.id)).status).toBe('active');
    } finally {
      await shop.setStock(1, 50);
    }
  });

  it('a failed renewal suspends with a mail; a new mandate pays the box and makes it active again', async () => {
    const sub = await subscribed(bob);
    const response = await renewNow(sub.id, 'failed');
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json<{ orderId: string }>();
    const suspended = await until(async () => {
      const current = await subscription(bob, sub.id);
      return current.status === 'suspendue' ? current : undefined;
    });
    expect(suspended.statusLabel).toBe('Suspendue (paiement refusé)');
    expect(await mails('subscription-renewal-failed', bob.email)).toBe(1);
    expect((await cycles(sub.id))[1]).toMatchObject({
      status: 'pending',
      failed_attempts: 1,
      next_attempt_on: addDays(today(), 3),
    });
    expect(await shop.orderRow(orderId)).toMatchObject({ status: 'en_attente_paiement', payment_status: 'failed' });

    // Authorization of the new route: anonymous 401, another customer 404 (like an unknown id).
    expect((await call('POST', `/api/subscriptions/${sub.id}/payment-method`)).statusCode).toBe(401);
    const foreign = await call('POST', `/api/subscriptions/${sub.id}/payment-method`, anne);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Abonnement introuvable.' });
    expect((await call('POST', `/api/subscriptions/${randomUUID()}/payment-method`, bob)).statusCode).toBe(404);

    const method = await call('POST', `/api/subscriptions/${sub.id}/payment-method`, bob);
    expect(method.statusCode).toBe(200);
    const { checkoutUrl } = method.json<{ checkoutUrl: string }>();
    expect(checkoutUrl).toContain('/api/mollie/sandbox/checkout');
    const pay = await shop.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid&method=creditcard',
    });
    expect(pay.statusCode).toBeLessThan(400);
    const active = await until(async () => {
      const current = await subscription(bob, sub.id);
      return current.status === 'active' ? current : undefined;
    });
    expect(active.paymentMethod).toBe('Visa •••• 4242');
    expect(await shop.orderRow(orderId)).toMatchObject({ status: 'payee', payment_status: 'paid' });
    expect((await cycles(sub.id))[1]).toMatchObject({ status: 'paid', next_attempt_on: null });

    // Active again: no unpaid box, no new payment method to set.
    const again = await call('POST', `/api/subscriptions/${sub.id}/payment-method`, bob);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Impossible/);
  });

  it('three failed attempts cancel the box’s order and the subscription, with a mail', async () => {
    const carl = await shop.customer('Carl');
    const sub = await subscribed(carl);
    const first = await renewNow(sub.id, 'failed');
    const { orderId } = first.json<{ orderId: string }>();
    await until(async () => (await subscription(carl, sub.id)).status === 'suspendue' || undefined);
    const second = await renewNow(sub.id, 'failed'); // the +3 days retry, now
    expect(second.json().orderId).toBe(orderId);
    await until(async () => ((await cycles(sub.id))[1]!.failed_attempts === 2 ? true : undefined));
    expect((await cycles(sub.id))[1]!.next_attempt_on).toBe(addDays(today(), 7));
    await renewNow(sub.id, 'expired');
    const ended = await until(async () => {
      const current = await subscription(carl, sub.id);
      return current.status === 'annulee' ? current : undefined;
    });
    expect(ended.nextChargeOn).toBeNull();
    expect(await shop.orderRow(orderId)).toMatchObject({ status: 'annulee' });
    expect((await cycles(sub.id))[1]).toMatchObject({ status: 'canceled', failed_attempts: 3 });
    expect(await mails('subscription-renewal-failed', carl.email)).toBe(2);
    expect(await mails('subscription-ended', carl.email)).toBe(1);
    const none = await renewNow(sub.id, 'paid');
    expect(none.statusCode).toBe(409);
  });

  it('cancelling a suspended subscription cancels its unpaid box on the next run', async () => {
    const lea = await shop.customer('Léa');
    const sub = await subscribed(lea);
    const { orderId } = (await renewNow(sub.id, 'failed')).json<{ orderId: string }>();
    await until(async () => ((await subscription(lea, sub.id)).status === 'suspendue' ? true : undefined));
    expect((await call('POST', `/api/subscriptions/${sub.id}/cancel`, lea)).statusCode).toBe(200);
    const result = await renewals().sweep();
    expect(result.dropped).toBeGreaterThanOrEqual(1);
    expect(await shop.orderRow(orderId)).toMatchObject({ status: 'annulee' });
    expect((await cycles(sub.id))[1]).toMatchObject({ status: 'canceled', next_attempt_on: null });
    expect((await renewals().sweep()).dropped).toBe(0);
  });

  it('a chargeback of a paid renewal suspends with a mail; a new payment method pays a box again', async () => {
    const kim = await shop.customer('Kim');
    const sub = await subscribed(kim);
    const renewed = (await renewNow(sub.id, 'paid')).json<{ orderId: string; paymentId: string }>();
    await until(async () => ((await shop.orderRow(renewed.orderId)).status === 'payee' ? true : undefined));
    const chargeback = await call('POST', `/api/mollie/sandbox/payments/${renewed.paymentId}/state`, undefined, {
      status: 'charged_back',
    });
    expect(chargeback.statusCode).toBe(200);
    await until(async () => ((await subscription(kim, sub.id)).status === 'suspendue' ? true : undefined));
    expect(await mails('subscription-renewal-failed', kim.email)).toBe(1);
    const next = (await subscription(kim, sub.id)).nextChargeOn;

    const method = await call('POST', `/api/subscriptions/${sub.id}/payment-method`, kim);
    expect(method.statusCode).toBe(200);
    await shop.app.inject({
      method: 'POST',
      url: new URL(method.json<{ checkoutUrl: string }>().checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid&method=creditcard',
    });
    const active = await until(async () => {
      const current = await subscription(kim, sub.id);
      return current.status === 'active' ? current : undefined;
    });
    expect(active.nextChargeOn).toBe(next);
    expect(active.orders).toHaveLength(3);
    expect(active.orders[0]).toMatchObject({ orderStatus: 'payee', status: 'paid' });
    expect((await cycles(sub.id)).map((c) => c.status)).toEqual(['paid', 'failed', 'paid']);
  });

  it('three concurrent deliveries of a recurring webhook make one order transition and one mail', async () => {
    const dana = await shop.customer('Dana');
    const sub = await subscribed(dana);
    await makeDue(sub.id);
    const result = await renewals().sweep();
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const [row] = (await shop.dataSource.query(
      `SELECT o.order_number, o.mollie_payment_id FROM orders o WHERE o.subscription_id = $1 AND o.id <> (
         SELECT first_order_id FROM subscriptions WHERE id = $1)`,
      [sub.id],
    )) as { order_number: string; mollie_payment_id: string }[];
    shop.payAtMollieSilently(row!.mollie_payment_id);
    const answers = await Promise.all([1, 2, 3].map(() => shop.webhook(row!.mollie_payment_id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const history = await shop.history(row!.order_number);
    expect(history.filter((h) => h.to_status === 'payee')).toHaveLength(1);
    expect(await shop.confirmationMails(row!.order_number)).toBe(1);
  });

  it('two renewal runs at once make one cycle, one order and one payment', async () => {
    const emma = await shop.customer('Emma');
    const sub = await subscribed(emma);
    await makeDue(sub.id);
    const before = shop.sandboxPaymentCount();
    await Promise.all([renewals().sweep(), renewals().sweep()]);
    expect((await cycles(sub.id)).map((c) => c.cycle_number)).toEqual([1, 2]);
    const [orders] = (await shop.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE subscription_id = $1`, [
      sub.id,
    ])) as { n: number }[];
    expect(orders!.n).toBe(2);
    expect(shop.sandboxPaymentCount() - before).toBe(1);
    expect((await subscription(emma, sub.id)).nextChargeOn).toBe(addMonths(today(), 1));
  });

  it('a crash between Mollie and the attach step is finished by the next run with the same payment', async () => {
    const fred = await shop.customer('Fred');
    const sub = await subscribed(fred);
    await makeDue(sub.id);
    const before = shop.sandboxPaymentCount();
    faults.on('renewal:payment-created', () => {
      throw new Error('arrêt brutal');
    });
    await expect(renewals().sweep()).resolves.toMatchObject({ renewed: 1, failed: 1 });
    faults.off();
    // The lease ran out (here: given back by the failed run); the next run asks Mollie again with the same key.
    await shop.dataSource.query(
      `UPDATE subscription_payment_attempts SET lease_until = now() - interval '1 minute' WHERE status = 'creating'`,
    );
    await renewals().sweep();
    expect(shop.sandboxPaymentCount() - before).toBe(1);
    const [attempt] = (await shop.dataSource.query(
      `SELECT a.status, a.payment_id, a.idempotency_key FROM subscription_payment_attempts a
         JOIN subscription_cycles c ON c.id = a.cycle_id WHERE c.subscription_id = $1 AND c.cycle_number = 2`,
      [sub.id],
    )) as { status: string; payment_id: string; idempotency_key: string }[];
    expect(attempt!.payment_id).toMatch(/^tr_/);
    expect(attempt!.idempotency_key).toBe(`subscription-${sub.id}-cycle-2-attempt-1`);
    await until(async () =>
      (await shop.orderRow((await subscription(fred, sub.id)).orders[0]!.orderId)).status === 'payee'
        ? true
        : undefined,
    );
  });

  it('answers 5xx for a recurring payment whose cycle is not committed, and creates no order', async () => {
    const gina = await shop.customer('Gina');
    const sub = await subscribed(gina);
    const [stored] = (await shop.dataSource.query(
      `SELECT mollie_customer_id, mandate_id FROM subscriptions WHERE id = $1`,
      [sub.id],
    )) as { mollie_customer_id: string; mandate_id: string }[];
    const orders = await shop.count('orders');
    const payment = await shop.app.get(PaymentGateway).createPayment({
      sequenceType: 'recurring',
      customerId: stored!.mollie_customer_id,
      mandateId: stored!.mandate_id,
      amountCents: 3048,
      description: 'Renouvellement non enregistré',
      metadata: { subscriptionId: sub.id, cycle: 9 },
    });
    const answer = await shop.webhook(payment.id);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'RENEWAL_NOT_COMMITTED' });
    expect(await shop.count('orders')).toBe(orders);
    expect((await shop.webhook('tr_unknown123')).statusCode).toBe(200);
  });

  it('sends the reminder 3 days before a box, once', async () => {
    const hugo = await shop.customer('Hugo');
    const sub = await subscribed(hugo);
    await makeDue(sub.id, addDays(today(), 3));
    await renewals().sweep();
    await renewals().sweep();
    expect(await mails('subscription-renewal-reminder', hugo.email)).toBe(1);
    expect((await cycles(sub.id)).length).toBe(1);
  });

  it('writes the renewal mails in French, HTML and text, with what, when and where to act', async () => {
    const renderer = shop.app.get(MailRenderer);
    const rendered = async (kind: MailKind) => {
      const [row] = (await shop.dataSource.query(`SELECT payload FROM outbox WHERE kind = $1 ORDER BY id LIMIT 1`, [
        kind,
      ])) as { payload: MailData }[];
      expect(row).toBeDefined();
      return renderer.render(kind, row!.payload);
    };
    const reminder = await rendered('subscription-renewal-reminder');
    expect(reminder.subject).toBe('Votre prochaine box arrive bientôt — BoxPlaisir');
    expect(reminder.text).toMatch(/Votre prochaine box .+ est prévue le \d{1,2} \S+ \d{4}/);
    expect(reminder.text).toContain(`${shop.publicUrl}/abonnements`);
    expect(reminder.html).toContain('Gérer mon abonnement');
    const failed = await rendered('subscription-renewal-failed');
    expect(failed.subject).toBe('Le paiement de votre abonnement a échoué — BoxPlaisir');
    expect(failed.text).toMatch(/Nous réessaierons automatiquement le \d{1,2} \S+ \d{4}/);
    expect(failed.text).toContain(`${shop.publicUrl}/abonnements?moyen-de-paiement=`);
    expect(failed.html).toContain('Mettre à jour mon moyen de paiement');
    const ended = await rendered('subscription-ended');
    expect(ended.subject).toBe('Votre abonnement a pris fin — BoxPlaisir');
    expect(ended.text).toMatch(/Après trois tentatives.+La commande BP-\d{8}-[A-Z0-9]{6} est annulée/s);
    expect(ended.html).toContain('Mes abonnements');
  });

  it('cancels the subscriptions of a deleted account', async () => {
    const ines = await shop.customer('Ines');
    const sub = await subscribed(ines);
    const admin = await shop.admin();
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ines.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const [row] = (await shop.dataSource.query(`SELECT status FROM subscriptions WHERE id = $1`, [sub.id])) as {
      status: string;
    }[];
    expect(row!.status).toBe('annulee');
  });

  it('refuses a bad outcome and an unknown subscription on the test hook', async () => {
    const bad = await renewNow(randomUUID(), 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/issue/);
    expect((await renewNow(randomUUID(), 'paid')).statusCode).toBe(404);
  });

  it('never registers the test hook in production or with the real Mollie', () => {
    const module = {} as DynamicModule;
    const controllers = (config: { mollieApiKey?: string; mollieApiUrl?: string; isProduction: boolean }) =>
      SubscriptionsModule.forRoot(module, module, { mollieApiKey: undefined, ...config }).controllers ?? [];
    expect(controllers({ isProduction: false })).toContain(DevRenewalsController);
    expect(controllers({ isProduction: false, mollieApiUrl: 'https://127.0.0.1:4100/v2/' })).toContain(
      DevRenewalsController,
    );
    expect(controllers({ isProduction: true })).not.toContain(DevRenewalsController);
    expect(controllers({ isProduction: true, mollieApiKey: 'live_x' })).not.toContain(DevRenewalsController);
    expect(controllers({ isProduction: false, mollieApiKey: 'test_x' })).not.toContain(DevRenewalsController);
  });

  it('with Mollie unreachable the run keeps the box and its order, and asks again on the next run', async () => {
    const jade = await shop.customer('Jade');
    const sub = await subscribed(jade);
    await makeDue(sub.id);
    await shop.sandbox.close();
    const first = await renewals().sweep();
    expect(first).toMatchObject({ renewed: 1, postponed: 1, charged: 0 });
    const second = await renewals().sweep();
    expect(second).toMatchObject({ renewed: 0, postponed: 1 });
    expect((await cycles(sub.id)).map((c) => [c.cycle_number, c.status])).toEqual([
      [1, 'paid'],
      [2, 'pending'],
    ]);
    const [attempts] = (await shop.dataSource.query(
      `SELECT count(*)::int AS n, min(a.status) AS status FROM subscription_payment_attempts a
         JOIN subscription_cycles c ON c.id = a.cycle_id WHERE c.subscription_id = $1`,
      [sub.id],
    )) as { n: number; status: string }[];
    expect(attempts).toEqual({ n: 1, status: 'creating' });
  }, 60_000);
});
