import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PaymentGateway } from '../src/modules/payments/index.js';
import { createTestApp } from './support/test-app.js';

/** POST /api/mollie/sandbox/payments/:paymentId/state: Mollie's test-mode changePaymentState, on the shop. */
describe('POST /api/mollie/sandbox/payments/:paymentId/state', () => {
  let app: NestFastifyApplication;
  let gateway: PaymentGateway;

  beforeAll(async () => {
    app = await createTestApp();
    gateway = app.get(PaymentGateway);
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (paymentId: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/mollie/sandbox/payments/${paymentId}/state`, payload: payload as object });
  const newPayment = () =>
    gateway.createPayment({
      amountCents: 1999,
      description: 'Test',
      redirectUrl: 'http://localhost:3000/payment-result',
      metadata: {},
    });

  it('sets the status of an open payment, then charges it back (status stays paid)', async () => {
    const payment = await newPayment();
    const paid = await post(payment.id, { status: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ id: payment.id, status: 'paid', sequenceType: 'oneoff', amountChargedBack: null });
    expect((await gateway.getPayment(payment.id)).status).toBe('paid');
    const chargedBack = await post(payment.id, { status: 'charged_back' });
    expect(chargedBack.json()).toMatchObject({
      status: 'paid',
      amountChargedBack: { value: '19.99', currency: 'EUR' },
    });
  });

  it('refuses a status that cannot change any more (409), in French', async () => {
    const payment = await newPayment();
    await post(payment.id, { status: 'canceled' });
    const again = await post(payment.id, { status: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PAYMENT_STATE_UNCHANGEABLE',
      message: expect.stringMatching(/ne peut plus/),
    });
    expect((await gateway.getPayment(payment.id)).status).toBe('canceled');
  });

  it.each([
    [{ status: 'bogus<script>' }, 400],
    [{}, 400],
    [{ status: 'paid', extra: 1 }, 400],
  ])('refuses %j with a French 400 that does not echo the input', async (payload, status) => {
    const payment = await newPayment();
    const response = await post(payment.id, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).not.toContain('script');
    expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    expect((await gateway.getPayment(payment.id)).status).toBe('open');
  });

  it('answers 404 for an unknown or malformed payment id', async () => {
    for (const id of ['tr_inconnu', 'nope']) {
      const response = await post(id, { status: 'paid' });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
    // A NUL never gets that far: the edge check refuses it for every route.
    expect((await post('%00', { status: 'paid' })).json()).toMatchObject({ statusCode: 400, code: 'INVALID_TEXT' });
  });
});
