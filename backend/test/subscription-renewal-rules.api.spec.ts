import type { MailData } from '../src/modules/notifications/domain/mail.js';
import { ExpireUnpaidOrdersService, RecoverCheckoutsService } from '../src/modules/ordering/index.js';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { addDays } from '../src/modules/subscriptions/domain/schedule.js';
import { RenewSubscriptionsService } from '../src/modules/subscriptions/index.js';
import { ShopFixture, waitFor } from './support/shop-fixture.js';
import { SubscriptionSteps, today, until } from './support/subscriptions.js';
import { TestFaults } from './support/tcp-proxy.js';
import { MailRenderer } from '../src/modules/notifications/application/ports/mail-renderer.js';

interface AttemptRow {
  attempt: number;
  status: string;
  payment_id: string | null;
  idempotency_key: string;
}

/**
 * The rules of renewals around the happy path (docs/design/subscriptions.md), on the real app and PostgreSQL with the
 * Mollie sandbox over HTTPS and its webhooks: the test hook's outcome is the one asked even when the
 * sandbox would settle on its own first, renewal orders never expire with the 15-minute rule, the run
 * itself takes the +3 and +7 days retries, the shopper's return alone starts a subscription, a renewal
 * keeps its frozen price but ships to the current address, the reminder states the amount, and an
 * administrator sees no customer's subscription through the customer routes.
 */
describe('Subscription renewal rules', () => {
  let shop: ShopFixture;
  let steps: SubscriptionSteps;
  const faults = new TestFaults();

  beforeAll(async () => {
    shop = await ShopFixture.start({ faults, env: { OUTBOX_POLL_MS: '60000' } });
    steps = new SubscriptionSteps(shop);
  });
  afterEach(() => faults.off());
  afterAll(async () => {
    await shop?.stop();
  });

  const renewals = () => shop.app.get(RenewSubscriptionsService);
  const attempts = (subscriptionId: string, cycle: number) =>
    shop.dataSource.query(
      `SELECT a.attempt, a.status, a.payment_id, a.idempotency_key FROM subscription_payment_attempts a
         JOIN subscription_cycles c ON c.id = a.cycle_id
        WHERE c.subscription_id = $1 AND c.cycle_number = $2 ORDER BY a.attempt`,
      [subscriptionId, cycle],
    ) as Promise<AttemptRow[]>;
  const retryToday = (subscriptionId: string) =>
    shop.dataSource.query(
      `UPDATE subscription_cycles SET next_attempt_on = $2 WHERE subscription_id = $1 AND status = 'pending'`,
      [subscriptionId, today()],
    );
  /** The recurring payments the sandbox holds for a subscription, newest last. */
  const sandboxPaymentsOf = (subscriptionId: string) =>
    (shop.sandbox as unknown as { store: { all(): { id: string; status: string; metadata: unknown }[] } }).store
      .all()
      .filter((p) => (p.metadata as { subscriptionId?: string } | null)?.subscriptionId === subscriptionId);

  describe('the test hook', () => {
    /**
     * Makes the hook slow where it used to lose the race: once its recurring payment exists, a second
     * recurring payment (same delay, started later) is left to settle on its own; when it is paid,
     * any payment the sandbox would settle by itself is settled too.
     */
    function slowAfterPaymentCreated(subscriptionId: string, then?: (paymentId: string) => Promise<void>) {
      faults.on('renewal:payment-created', async () => {
        const [stored] = (await shop.dataSource.query(
          `SELECT mollie_customer_id, mandate_id FROM subscriptions WHERE id = $1`,
          [subscriptionId],
        )) as { mollie_customer_id: string; mandate_id: string }[];
        const control = await shop.app.get(PaymentGateway).createPayment({
          sequenceType: 'recurring',
          customerId: stored!.mollie_customer_id,
          mandateId: stored!.mandate_id,
          amountCents: 100,
          description: 'Paiement témoin',
          metadata: {},
        });
        await waitFor(async () => shop.sandboxPayment(control.id).status === 'paid');
        const hooked = sandboxPaymentsOf(subscriptionId).at(-1)!;
        await then?.(hooked.id);
      });
    }

    it('gives the outcome asked even when the hook is slower than the sandbox’s own settling', async () => {
      const nina = await shop.customer('Nina');
      const sub = await steps.subscribed(nina);
      slowAfterPaymentCreated(sub.id);
      const response = await steps.renewNow(sub.id, 'failed');
      expect(response.statusCode).toBe(200);
      const { orderId, paymentId } = response.json<{ orderId: string; paymentId: string }>();
      expect(shop.sandboxPayment(paymentId).status).toBe('failed');
      const suspended = await steps.reaches(nina, sub.id, 'suspendue');
      expect(suspended.orders[0]).toMatchObject({ orderId, status: 'failed', orderStatus: 'en_attente_paiement' });
    });

    it('answers 409 RENEWAL_OUTCOME_MISMATCH when the payment was settled otherwise meanwhile', async () => {
      const otto = await shop.customer('Otto');
      const sub = await steps.subscribed(otto);
      slowAfterPaymentCreated(sub.id, async (paymentId) => {
        await shop.sandbox.changeState(paymentId, 'paid');
      });
      const response = await steps.renewNow(sub.id, 'failed');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'RENEWAL_OUTCOME_MISMATCH',
        message: "Le paiement du renouvellement est déjà « paid » : l'issue « failed » n'a pas pu être appliquée.",
      });
      // What happened is what Mollie says: the box is paid, the subscription stays active.
      const [renewal] = (await steps.get(otto, sub.id)).orders;
      await until(async () => ((await shop.orderRow(renewal!.orderId)).status === 'payee' ? true : undefined));
      expect((await steps.get(otto, sub.id)).status).toBe('active');
    });
  });

  it('never lets the 15-minute expiry or the checkout recovery touch a renewal order', async () => {
    const paul = await shop.customer('Paul');
    const sub = await steps.subscribed(paul);
    await steps.makeDue(sub.id);
    const expiry = shop.app.get(ExpireUnpaidOrdersService);
    const recovery = shop.app.get(RecoverCheckoutsService);
    const age = (orderNumber: string) =>
      shop.dataSource.query(
        `UPDATE orders SET created_at = created_at - interval '20 minutes',
           payment_started_at = coalesce(payment_started_at, now()) - interval '20 minutes' WHERE order_number = $1`,
        [orderNumber],
      );
    const sweepBoth = async (orderNumber: string) => {
      const expired = await expiry.sweep();
      const recovered = await recovery.sweep();
      expect(expired.decisions.map((d) => d.orderNumber)).not.toContain(orderNumber);
      expect(recovered.decisions.map((d) => d.orderNumber)).not.toContain(orderNumber);
    };
    await shop.sandbox.holdRecurring(sub.id); // the payment stays open at Mollie while the sweeps run
    try {
      // An order whose payment is not attached yet (the run stopped after Mollie answered).
      faults.on('renewal:payment-created', () => {
        throw new Error('arrêt brutal');
      });
      await renewals().sweep();
      faults.off();
      const [renewal] = (await steps.get(paul, sub.id)).orders;
      expect(renewal!.orderId).not.toBe(sub.orders[0]!.orderId);
      await age(renewal!.orderId);
      await sweepBoth(renewal!.orderId);
      expect(await shop.orderRow(renewal!.orderId)).toMatchObject({
        status: 'en_attente_paiement',
        mollie_payment_id: null,
      });

      // The next run attaches the same payment; the order is now waiting on Mollie, still never expired.
      await shop.dataSource.query(
        `UPDATE subscription_payment_attempts SET lease_until = now() - interval '1 minute' WHERE status = 'creating'`,
      );
      await renewals().sweep();
      const [attempt] = await attempts(sub.id, 2);
      expect(attempt!.payment_id).toMatch(/^tr_/);
      await age(renewal!.orderId);
      await sweepBoth(renewal!.orderId);
      expect(await shop.orderRow(renewal!.orderId)).toMatchObject({
        status: 'en_attente_paiement',
        mollie_payment_id: attempt!.payment_id,
      });
      expect(shop.sandboxPayment(attempt!.payment_id!).status).toBe('pending');
    } finally {
      await shop.sandbox.releaseRecurring(sub.id);
    }
  });

  it('the run itself retries a failed box at +3 days, then at +7 days, on the same order', async () => {
    const rose = await shop.customer('Rose');
    const sub = await steps.subscribed(rose);
    const failed = await steps.renewNow(sub.id, 'failed');
    const { orderId } = failed.json<{ orderId: string }>();
    await steps.reaches(rose, sub.id, 'suspendue');
    expect((await steps.cycles(sub.id))[1]!.next_attempt_on).toBe(addDays(today(), 3));

    // +3 days have come: the run makes attempt 2 on the same order; it fails too.
    await retryToday(sub.id);
    await shop.sandbox.holdRecurring(sub.id);
    try {
      expect((await renewals().sweep()).retried).toBeGreaterThanOrEqual(1);
      const second = (await attempts(sub.id, 2))[1]!;
      expect(second).toMatchObject({ attempt: 2, idempotency_key: `subscription-${sub.id}-cycle-2-attempt-2` });
      expect(await shop.orderRow(orderId)).toMatchObject({ mollie_payment_id: second.payment_id });
      await shop.sandbox.changeState(second.payment_id!, 'failed');
    } finally {
      await shop.sandbox.releaseRecurring(sub.id);
    }
    await until(async () => ((await steps.cycles(sub.id))[1]!.failed_attempts === 2 ? true : undefined));
    expect((await steps.cycles(sub.id))[1]!.next_attempt_on).toBe(addDays(today(), 7));
    expect((await steps.get(rose, sub.id)).status).toBe('suspendue');

    // +7 days have come: attempt 3, settled 'paid' by the sandbox on its own; the box is paid.
    await retryToday(sub.id);
    expect((await renewals().sweep()).retried).toBeGreaterThanOrEqual(1);
    const active = await steps.reaches(rose, sub.id, 'active');
    expect(active.orders[0]).toMatchObject({ orderId, orderStatus: 'payee', status: 'paid' });
    expect((await attempts(sub.id, 2)).map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect((await steps.cycles(sub.id))[1]).toMatchObject({ status: 'paid', next_attempt_on: null });
  });

  it('starts the subscription from the shopper’s return alone when the webhook is lost; a late webhook adds nothing', async () => {
    const sara = await shop.customer('Sara');
    const first = await steps.placeFirstOrder(sara);
    shop.payAtMollieSilently(first.id);
    const status = await steps.call('GET', `/api/mollie/payments/${first.id}`, sara);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'paid' });
    const sub = await steps.startedBy(sara, first.orderId);
    expect(sub.status).toBe('active');
    expect((await shop.webhook(first.id)).statusCode).toBe(200);
    const { subscriptions } = (await steps.call('GET', '/api/subscriptions', sara)).json<{
      subscriptions: unknown[];
    }>();
    expect(subscriptions).toHaveLength(1);
  });

  it('a renewal keeps the frozen price after a catalogue change and ships to the profile’s new address', async () => {
    const theo = await shop.customer('Théo');
    const sub = await steps.subscribed(theo);
    const [product] = (await shop.dataSource.query(`SELECT price_cents FROM products WHERE id = 1`)) as {
      price_cents: number;
    }[];
    await shop.setPrice(1, product!.price_cents + 1000);
    try {
      await shop.dataSource.query(
        `UPDATE users SET address_street = 'Avenue Louise 54', address_postal_code = '1050', address_city = 'Ixelles'
          WHERE id = $1`,
        [theo.id],
      );
      const { orderId } = (await steps.renewNow(sub.id, 'paid')).json<{ orderId: string }>();
      const order = await until(async () => {
        const row = await shop.orderRow(orderId);
        return row.status === 'payee' ? row : undefined;
      });
      expect(order.total_cents).toBe(Math.round(sub.amount * 100));
      expect(order.shipping).toMatchObject({ address: 'Avenue Louise 54', postalCode: '1050', city: 'Ixelles' });
      expect((await steps.get(theo, sub.id)).amount).toBe(sub.amount);
    } finally {
      await shop.setPrice(1, product!.price_cents);
    }
  });

  it('states what, when and how much in the reminder 3 days before the box', async () => {
    const ugo = await shop.customer('Ugo');
    const sub = await steps.subscribed(ugo);
    await steps.makeDue(sub.id, addDays(today(), 3));
    await renewals().sweep();
    const [row] = (await shop.dataSource.query(
      `SELECT payload FROM outbox WHERE kind = 'subscription-renewal-reminder' AND recipient = $1`,
      [ugo.email],
    )) as { payload: MailData }[];
    const mail = await shop.app.get(MailRenderer).render('subscription-renewal-reminder', row!.payload);
    const amount = new RegExp(`${sub.amount.toFixed(2).replace('.', ',')}\\s€`);
    expect(mail.text).toMatch(amount);
    expect(mail.html).toMatch(amount);
    expect(mail.text).toMatch(/Votre prochaine box .+ est prévue le \d{1,2} \S+ \d{4}/);
  });

  it('answers 404 to an administrator opening a customer’s subscription through the customer routes', async () => {
    const vera = await shop.customer('Véra');
    const sub = await steps.subscribed(vera);
    const admin = await shop.admin();
    for (const [method, url] of [
      ['GET', `/api/subscriptions/${sub.id}`],
      ['POST', `/api/subscriptions/${sub.id}/skip`],
      ['POST', `/api/subscriptions/${sub.id}/cancel`],
    ] as const) {
      const answer = await steps.call(method, url, admin);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Abonnement introuvable.' });
    }
    expect((await steps.get(vera, sub.id)).status).toBe('active');
  });
});
