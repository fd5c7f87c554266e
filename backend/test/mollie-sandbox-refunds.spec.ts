import { Logger } from '@nestjs/common';
import { RefundRefusedError } from '../src/modules/payments/index.js';
import { MolliePaymentGateway } from '../src/modules/payments/infrastructure/mollie-payment-gateway.js';
import { MollieSandbox, SANDBOX_API_KEY } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { FixedClock } from '../src/shared/clock.js';
import { mollieSdkFor } from './support/mollie-sdk.js';

const CHECKOUT_BASE = 'http://localhost:3000/api/mollie/sandbox/checkout';
const REDIRECT = 'http://localhost:3000/payment-result?order=BP-20250615-AB12CD';

/**
 * Refunds in the sandbox, driven through Mollie's generated SDK (strict response schemas: the sandbox is
 * held to the real API's contract) and through the shop's adapter on the official @mollie/api-client.
 */
describe('Mollie sandbox: refunds', () => {
  const clock = new FixedClock(new Date('2026-06-15T10:00:00.000Z'));
  let sandbox: MollieSandbox;
  let gateway: MolliePaymentGateway;
  let sdk: ReturnType<typeof mollieSdkFor>;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    sandbox = await MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: CHECKOUT_BASE,
      expirySweepIntervalMs: 0,
      refundSettleDelayMs: 1000,
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
  });

  async function payment(amountCents: number, paid = true) {
    const created = await gateway.createPayment({
      amountCents,
      description: 'Commande BP-20260615-AB12CD',
      redirectUrl: REDIRECT,
      metadata: {},
    });
    if (paid) await sandbox.choose(created.id, 'paid', 'bancontact');
    return created;
  }

  it('creates, gets and lists refunds with the SDK; the payment shows what was refunded and what remains', async () => {
    const paid = await payment(6078);
    const created = await sdk.refunds.create({
      paymentId: paid.id,
      refundRequest: {
        amount: { value: '10.00', currency: 'EUR' },
        description: 'Geste commercial',
        metadata: { a: 1 },
      },
    } as never);
    expect(created).toMatchObject({
      resource: 'refund',
      paymentId: paid.id,
      status: 'pending',
      amount: { value: '10.00', currency: 'EUR' },
      description: 'Geste commercial',
    });
    expect(created.id).toMatch(/^re_/);
    const got = await sdk.refunds.get({ paymentId: paid.id, refundId: created.id });
    expect(got.id).toBe(created.id);
    const viaSdk = await sdk.payments.get({ paymentId: paid.id });
    expect(viaSdk.amountRefunded).toEqual({ value: '10.00', currency: 'EUR' });
    expect(viaSdk.amountRemaining).toEqual({ value: '50.78', currency: 'EUR' });

    // The status moves on by the clock: pending, then refunded.
    clock.advance(1500);
    const listed = await sdk.refunds.list({ paymentId: paid.id });
    expect(listed.result.count).toBe(1);
    expect(listed.result.embedded.refunds.map((refund) => refund.status)).toEqual(['refunded']);
  });

  it('refuses more than the remaining amount, and a payment that is not paid, like Mollie (422)', async () => {
    const paid = await payment(3498);
    await gateway.createRefund({
      paymentId: paid.id,
      amountCents: 3000,
      description: 'Partiel',
      metadata: {},
      idempotencyKey: 'partial-1',
    });
    await expect(
      gateway.createRefund({
        paymentId: paid.id,
        amountCents: 499,
        description: 'Trop',
        metadata: {},
        idempotencyKey: 'too-much',
      }),
    ).rejects.toBeInstanceOf(RefundRefusedError);
    const rest = await gateway.createRefund({
      paymentId: paid.id,
      amountCents: 498,
      description: 'Le reste',
      metadata: {},
      idempotencyKey: 'rest',
    });
    expect(rest.amount).toEqual({ cents: 498, currency: 'EUR' });
    const open = await payment(2000, false);
    await expect(
      gateway.createRefund({
        paymentId: open.id,
        amountCents: 100,
        description: 'x',
        metadata: {},
        idempotencyKey: 'o',
      }),
    ).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(
      sdk.refunds.create({
        paymentId: open.id,
        refundRequest: { amount: { value: '1.00', currency: 'EUR' } },
      } as never),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('answers the same refund to the same Idempotency-Key (a retried request never refunds twice)', async () => {
    const paid = await payment(2499);
    const command = {
      paymentId: paid.id,
      amountCents: 2499,
      description: 'Remboursement',
      metadata: { refundId: 'r1' },
      idempotencyKey: 'refund-r1',
    };
    const first = await gateway.createRefund(command);
    const again = await gateway.createRefund(command);
    expect(again.id).toBe(first.id);
    const listed = await gateway.listRefunds(paid.id);
    expect(listed).toEqual([expect.objectContaining({ id: first.id, metadata: { refundId: 'r1' } })]);
    expect((await gateway.getPayment(paid.id)).status).toBe('paid');
  });

  it('cancels a pending refund (204), which gives its amount back to the remaining', async () => {
    const paid = await payment(1500);
    const refund = await gateway.createRefund({
      paymentId: paid.id,
      amountCents: 1500,
      description: 'Annulé ensuite',
      metadata: {},
      idempotencyKey: 'to-cancel',
    });
    await sdk.refunds.cancel({ paymentId: paid.id, refundId: refund.id });
    expect((await gateway.listRefunds(paid.id)).map((r) => r.status)).toEqual(['canceled']);
    const viaSdk = await sdk.payments.get({ paymentId: paid.id });
    expect(viaSdk.amountRemaining).toEqual({ value: '15.00', currency: 'EUR' });
    await expect(sdk.refunds.get({ paymentId: paid.id, refundId: 're_unknown00' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
