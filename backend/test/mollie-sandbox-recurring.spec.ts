import { Logger } from '@nestjs/common';
import { PaymentRefusedError } from '../src/modules/payments/index.js';
import { MolliePaymentGateway } from '../src/modules/payments/infrastructure/mollie-payment-gateway.js';
import { MollieSandbox, SANDBOX_API_KEY } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { MollieHttpError } from '../src/modules/payments/infrastructure/sandbox/sandbox-http-error.js';
import { FixedClock } from '../src/shared/clock.js';
import { mollieSdkFor } from './support/mollie-sdk.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

const CHECKOUT_BASE = 'http://localhost:3000/api/mollie/sandbox/checkout';
const REDIRECT = 'http://localhost:3000/payment-result?order=BP-20250615-AB12CD';

/** Polls `read` until `done` holds (recurring payments settle in the background). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Customers, mandates, first and recurring payments, chargebacks and changePaymentState in the
 * sandbox, driven through Mollie's generated SDK (strict response schemas: the sandbox is held to the
 * real API's contract) and through the shop's adapter on the official @mollie/api-client.
 */
describe('Mollie sandbox: customers, mandates, first and recurring payments', () => {
  const clock = new FixedClock(new Date('2025-06-15T10:00:00.000Z'));
  let sandbox: MollieSandbox;
  let gateway: MolliePaymentGateway;
  let sdk: ReturnType<typeof mollieSdkFor>;
  let webhooks: WebhookReceiver;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    webhooks = await WebhookReceiver.start();
    sandbox = await MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: CHECKOUT_BASE,
      expirySweepIntervalMs: 0,
      webhookRetryDelaysMs: [20],
      recurringSettleDelayMs: 100,
    });
    gateway = new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: sandbox.apiEndpoint,
      extraCaCertificates: [sandbox.certificatePem],
      clock,
    });
    sdk = mollieSdkFor(sandbox.apiEndpoint, sandbox.certificatePem);
  });
  afterAll(async () => {
    await sandbox?.close();
    await webhooks?.close();
  });

  const newCustomer = () => gateway.createCustomer({ name: 'Anne Dupont', email: 'anne@example.be', metadata: {} });

  /** A first payment paid on the hosted page with `method`: the customer's mandate becomes valid. */
  async function customerWithMandate(method = 'creditcard') {
    const customer = await newCustomer();
    const first = await gateway.createPayment({
      amountCents: 3048,
      description: 'Abonnement',
      redirectUrl: REDIRECT,
      webhookUrl: webhooks.url,
      metadata: {},
      sequenceType: 'first',
      customerId: customer.id,
      method,
    });
    await sandbox.choose(first.id, 'paid');
    return { customer, first };
  }

  it('lists only mandate-capable methods for sequenceType=first (SDK and adapter)', async () => {
    const listed = await sdk.methods.list({ sequenceType: 'first', locale: 'fr_BE' } as never);
    const ids = listed.embedded.methods.map((method) => method.id);
    expect(ids).toEqual(['creditcard', 'bancontact', 'kbc', 'belfius', 'ideal']);
    const viaAdapter = await gateway.listMethods({ locale: 'fr_BE', sequenceType: 'first' });
    expect(viaAdapter.map((method) => method.id)).toEqual(ids);
    expect((await gateway.listMethods({ locale: 'fr_BE' })).map((method) => method.id)).toContain('paypal');
  });

  it('creates customers (the Idempotency-Key gives the same one back) and reads them', async () => {
    const created = await sdk.customers.create({
      idempotencyKey: 'customer-key-1',
      entityCustomer: { name: 'Anne Dupont', email: 'anne@example.be', metadata: { userId: 'u1' } },
    } as never);
    expect(created).toMatchObject({ resource: 'customer', name: 'Anne Dupont', email: 'anne@example.be' });
    expect(created.id).toMatch(/^cst_/);
    const again = await sdk.customers.create({
      idempotencyKey: 'customer-key-1',
      entityCustomer: { name: 'Anne Dupont', email: 'anne@example.be' },
    } as never);
    expect(again.id).toBe(created.id);
    expect((await sdk.customers.get({ customerId: created.id })).id).toBe(created.id);
    const viaAdapter = await newCustomer();
    expect(viaAdapter).toEqual({ id: expect.stringMatching(/^cst_/), name: 'Anne Dupont', email: 'anne@example.be' });
  });

  it('makes a pending mandate with a first payment, valid once paid by card (SDK and adapter)', async () => {
    const customer = await newCustomer();
    const first = await sdk.payments.create({
      paymentRequest: {
        amount: { value: '30.48', currency: 'EUR' },
        description: 'Abonnement Box Essentielle',
        redirectUrl: REDIRECT,
        webhookUrl: webhooks.url,
        sequenceType: 'first',
        customerId: customer.id,
        method: 'creditcard',
      },
    } as never);
    expect(first).toMatchObject({ sequenceType: 'first', customerId: customer.id, status: 'open' });
    const pending = await sdk.mandates.list({ customerId: customer.id });
    expect(pending.result.embedded.mandates.map((mandate) => mandate.status)).toEqual(['pending']);

    const calls = webhooks.calls.length;
    await sandbox.choose(first.id, 'paid');
    await webhooks.waitForCalls(calls + 1);
    const [mandate] = await gateway.listMandates(customer.id);
    expect(mandate).toMatchObject({
      status: 'valid',
      method: 'creditcard',
      details: { cardLabel: 'Visa', cardNumber: '4242' },
    });
    const viaSdk = await sdk.mandates.get({ customerId: customer.id, mandateId: mandate!.id });
    expect(viaSdk).toMatchObject({ resource: 'mandate', status: 'valid', method: 'creditcard' });
    expect(await gateway.getMandate(customer.id, mandate!.id)).toEqual(mandate);
    expect(await gateway.getMandate(customer.id, 'mdt_unknown')).toBeNull();
    expect(await gateway.getPayment(first.id)).toMatchObject({ sequenceType: 'first', mandateId: mandate!.id });
  });

  it('makes a direct debit mandate from a Bancontact first payment', async () => {
    const { customer } = await customerWithMandate('bancontact');
    const [mandate] = await gateway.listMandates(customer.id);
    expect(mandate).toMatchObject({ status: 'valid', method: 'directdebit', details: { consumerName: 'T. TEST' } });
    expect(mandate!.details.consumerAccount).toMatch(/^BE\d+/);
  });

  it('leaves the mandate pending when the first payment is cancelled, and refuses recurring payments then', async () => {
    const customer = await newCustomer();
    const first = await gateway.createPayment({
      amountCents: 3048,
      description: 'Abonnement',
      redirectUrl: REDIRECT,
      metadata: {},
      sequenceType: 'first',
      customerId: customer.id,
    });
    await sandbox.choose(first.id, 'canceled');
    expect((await gateway.listMandates(customer.id)).map((mandate) => mandate.status)).toEqual(['pending']);
    const refused = await gateway
      .createPayment({
        amountCents: 3048,
        description: 'Renouvellement',
        metadata: {},
        sequenceType: 'recurring',
        customerId: customer.id,
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentRefusedError);
    expect((refused as PaymentRefusedError).field).toBe('mandateId');
  });

  it('refuses a first payment without a customer or with a method that makes no mandate', async () => {
    const customer = await newCustomer();
    const base = { amountCents: 3048, description: 'Abonnement', redirectUrl: REDIRECT, metadata: {} };
    const noCustomer = await gateway.createPayment({ ...base, sequenceType: 'first' }).catch((e: unknown) => e);
    expect((noCustomer as PaymentRefusedError).field).toBe('customerId');
    const paypal = await gateway
      .createPayment({ ...base, sequenceType: 'first', customerId: customer.id, method: 'paypal' })
      .catch((e: unknown) => e);
    expect((paypal as PaymentRefusedError).field).toBe('method');
  });

  it('charges a recurring payment on the mandate: pending, then paid after a moment, webhook rung', async () => {
    const { customer } = await customerWithMandate();
    const calls = webhooks.calls.length;
    const recurring = await gateway.createPayment({
      amountCents: 3048,
      description: 'Renouvellement n° 2',
      webhookUrl: webhooks.url,
      metadata: { subscriptionId: 's1', cycle: 2 },
      sequenceType: 'recurring',
      customerId: customer.id,
      idempotencyKey: `renewal-${customer.id}`,
    });
    expect(recurring).toMatchObject({
      status: 'pending',
      sequenceType: 'recurring',
      method: 'creditcard',
      checkoutUrl: null,
    });
    expect(recurring.mandateId).toMatch(/^mdt_/);
    const again = await gateway.createPayment({
      amountCents: 3048,
      description: 'Renouvellement n° 2',
      metadata: {},
      sequenceType: 'recurring',
      customerId: customer.id,
      idempotencyKey: `renewal-${customer.id}`,
    });
    expect(again.id).toBe(recurring.id);
    const settled = await until(
      () => gateway.getPayment(recurring.id),
      (payment) => payment.status === 'paid',
    );
    expect(settled.status).toBe('paid');
    await webhooks.waitForCalls(calls + 1);
    expect(webhooks.calls.slice(calls).map((call) => call.body)).toContain(`id=${recurring.id}`);
    const viaSdk = await sdk.payments.get({ paymentId: recurring.id });
    expect(viaSdk).toMatchObject({ status: 'paid', sequenceType: 'recurring', mandateId: recurring.mandateId });
  });

  it('settles a recurring payment with the status a test sets, then charges a paid one back', async () => {
    const { customer } = await customerWithMandate();
    const recurring = await gateway.createPayment({
      amountCents: 3048,
      description: 'Renouvellement',
      webhookUrl: webhooks.url,
      metadata: {},
      sequenceType: 'recurring',
      customerId: customer.id,
    });
    const failed = await sandbox.changeState(recurring.id, 'failed');
    expect(failed).toMatchObject({ status: 'failed' });
    // Past its settle delay, a payment whose outcome a test set is never settled 'paid'. Past it is a
    // condition, not a sleep: a payment created after it, with the same delay, has been settled.
    const later = await gateway.createPayment({
      amountCents: 3048,
      description: 'Renouvellement',
      metadata: {},
      sequenceType: 'recurring',
      customerId: customer.id,
    });
    const laterSettled = await until(
      () => gateway.getPayment(later.id),
      (payment) => payment.status === 'paid',
    );
    expect(laterSettled.status).toBe('paid');
    expect((await gateway.getPayment(recurring.id)).status).toBe('failed');
    await expect(sandbox.changeState(recurring.id, 'paid')).rejects.toBeInstanceOf(MollieHttpError);

    const paid = await gateway.createPayment({
      amountCents: 3048,
      description: 'Renouvellement',
      webhookUrl: webhooks.url,
      metadata: {},
      sequenceType: 'recurring',
      customerId: customer.id,
    });
    await sandbox.changeState(paid.id, 'paid');
    const calls = webhooks.calls.length;
    const chargedBack = await sandbox.changeState(paid.id, 'charged_back');
    expect(chargedBack).toMatchObject({ status: 'paid', amountChargedBack: { value: '30.48', currency: 'EUR' } });
    expect(await gateway.getPayment(paid.id)).toMatchObject({
      status: 'paid',
      amountChargedBack: { cents: 3048, currency: 'EUR' },
    });
    const viaSdk = await sdk.payments.get({ paymentId: paid.id });
    expect(viaSdk.amountChargedBack).toEqual({ value: '30.48', currency: 'EUR' });
    await webhooks.waitForCalls(calls + 1);
    expect(webhooks.calls.slice(calls).map((call) => call.body)).toContain(`id=${paid.id}`);
    // A second chargeback of the same payment changes nothing.
    expect(await sandbox.changeState(paid.id, 'charged_back')).toMatchObject({ amountChargedBack: { value: '30.48' } });
  });

  it('never settles on its own a recurring payment of a held subscription (the test hook’s hold), holds being counted', async () => {
    const { customer } = await customerWithMandate();
    const recurring = (subscriptionId: string) =>
      gateway.createPayment({
        amountCents: 3048,
        description: 'Renouvellement',
        metadata: { subscriptionId, cycle: 2 },
        sequenceType: 'recurring',
        customerId: customer.id,
      });
    const settled = (id: string) =>
      until(
        () => gateway.getPayment(id),
        (payment) => payment.status === 'paid',
      );
    await sandbox.holdRecurring('held-sub');
    await sandbox.holdRecurring('held-sub');
    const held = await recurring('held-sub');
    await sandbox.releaseRecurring('held-sub'); // one holder left
    const stillHeld = await recurring('held-sub');
    // Created after both, with the same settle delay: once it is paid, any payment left to settle on its own is too.
    const free = await recurring('other-sub');
    expect((await settled(free.id)).status).toBe('paid');
    expect((await gateway.getPayment(held.id)).status).toBe('pending');
    expect((await gateway.getPayment(stillHeld.id)).status).toBe('pending');
    expect(await sandbox.changeState(held.id, 'failed')).toMatchObject({ status: 'failed' });

    await sandbox.releaseRecurring('held-sub');
    const released = await recurring('held-sub');
    expect((await settled(released.id)).status).toBe('paid');
    expect((await gateway.getPayment(stillHeld.id)).status).toBe('pending');
  });
});
