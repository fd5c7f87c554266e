import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { createMollieClient, MollieApiError } from '@mollie/api-client';
import { Logger } from '@nestjs/common';
import { FixedClock } from '../src/shared/clock.js';
import {
  PaymentNotCancelableError,
  PaymentNotFoundError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  type CreatePaymentCommand,
} from '../src/modules/payments/index.js';
import { createMollieClientTrusting } from '../src/modules/payments/infrastructure/mollie-client.js';
import { MolliePaymentGateway } from '../src/modules/payments/infrastructure/mollie-payment-gateway.js';
import { createSandboxCertificate } from '../src/modules/payments/infrastructure/sandbox/sandbox-certificate.js';
import {
  MollieSandbox,
  SANDBOX_API_KEY,
  type MollieSandboxOptions,
} from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

const T0 = new Date('2025-06-15T10:00:00.000Z');
const CHECKOUT_BASE = 'http://localhost:3000/api/mollie/sandbox/checkout';

/** The sandbox's HTTPS API, reached only through the official client (via our adapter or directly). */
describe('Mollie sandbox over HTTPS, through the official client', () => {
  let clock: FixedClock;
  let sandbox: MollieSandbox;
  let gateway: MolliePaymentGateway;
  let webhooks: WebhookReceiver;

  const start = (options: Partial<MollieSandboxOptions> = {}) =>
    MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: CHECKOUT_BASE,
      expirySweepIntervalMs: 0,
      webhookRetryDelaysMs: [20, 20],
      ...options,
    });
  const gatewayFor = (target: MollieSandbox, gatewayClock = clock) =>
    new MolliePaymentGateway({
      apiKey: SANDBOX_API_KEY,
      apiEndpoint: target.apiEndpoint,
      extraCaCertificates: [target.certificatePem],
      clock: gatewayClock,
    });
  const command = (overrides: Partial<CreatePaymentCommand> = {}): CreatePaymentCommand => ({
    amountCents: 4078,
    description: 'Commande BP-20250615-AB12CD',
    redirectUrl: 'http://localhost:3000/payment-result?order=BP-20250615-AB12CD&origin=redirect',
    webhookUrl: webhooks.url,
    metadata: { orderId: 'BP-20250615-AB12CD' },
    ...overrides,
  });

  beforeAll(async () => {
    Logger.overrideLogger(false); // the adapter logs refusals and outages on purpose
    clock = new FixedClock(T0);
    webhooks = await WebhookReceiver.start();
    sandbox = await start();
    gateway = gatewayFor(sandbox);
  });
  afterAll(async () => {
    await sandbox?.close();
    await webhooks?.close();
  });

  describe('TLS', () => {
    it('listens on 127.0.0.1 over HTTPS with a certificate for 127.0.0.1 and localhost', () => {
      expect(sandbox.apiEndpoint).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v2\/$/);
      const certificate = new X509Certificate(sandbox.certificatePem);
      expect(certificate.subjectAltName).toContain('IP Address:127.0.0.1');
      expect(certificate.subjectAltName).toContain('DNS:localhost');
    });

    it('is refused by a client that does not trust its certificate (the TLS check is real)', async () => {
      const untrusting = createMollieClient({ apiKey: SANDBOX_API_KEY, apiEndpoint: sandbox.apiEndpoint });
      await expect(untrusting.methods.list()).rejects.toThrow(/self[- ]signed certificate/);
      const otherCertificate = await createSandboxCertificate();
      const trustingAnother = createMollieClientTrusting(
        { apiKey: SANDBOX_API_KEY, apiEndpoint: sandbox.apiEndpoint },
        [otherCertificate.cert],
      );
      await expect(trustingAnother.methods.list()).rejects.toThrow(/self[- ]signed certificate/);
    });

    it('leaves the https module as it was after building a trusting client', () => {
      const before = https.Agent;
      createMollieClientTrusting({ apiKey: SANDBOX_API_KEY, apiEndpoint: sandbox.apiEndpoint }, [
        sandbox.certificatePem,
      ]);
      expect(https.Agent).toBe(before);
    });

    it('refuses requests without a test_ bearer key, like Mollie', async () => {
      const live = createMollieClientTrusting(
        { apiKey: 'live_abcdefghijklmnopqrstuvwxyz12', apiEndpoint: sandbox.apiEndpoint },
        [sandbox.certificatePem],
      );
      const error = await live.methods.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MollieApiError);
      expect((error as MollieApiError).statusCode).toBe(401);
    });

    it('refuses to start in production', async () => {
      await expect(start({ nodeEnv: 'production' })).rejects.toThrow(/refuse de fonctionner en production/);
    });
  });

  describe('GET /v2/methods', () => {
    it('lists the six methods with names, logos, limits, iDEAL and KBC/CBC issuers', async () => {
      const methods = await gateway.listMethods({ locale: 'fr_BE' });
      expect(methods.map((m) => [m.id, m.description])).toEqual([
        ['creditcard', 'Carte de crédit'],
        ['bancontact', 'Bancontact'],
        ['kbc', 'KBC/CBC Payment Button'],
        ['belfius', 'Belfius Direct Net'],
        ['ideal', 'iDEAL'],
        ['paypal', 'PayPal'],
      ]);
      for (const method of methods) {
        expect(method.image.size1x).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(method.image.size2x).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(method.minimumAmount?.currency).toBe('EUR');
        expect(method.status).toBe('activated');
        expect(method.pricing.length).toBeGreaterThan(0);
      }
      const ideal = methods.find((m) => m.id === 'ideal')!;
      expect(ideal.issuers.length).toBeGreaterThan(5);
      expect(ideal.issuers).toContainEqual(expect.objectContaining({ id: 'ideal_INGBNL2A', name: 'ING' }));
      const kbc = methods.find((m) => m.id === 'kbc')!;
      expect(kbc.issuers.map((issuer) => [issuer.id, issuer.name])).toEqual([
        ['kbc', 'KBC'],
        ['cbc', 'CBC'],
      ]);
      expect(methods.filter((m) => m.issuers.length > 0).map((m) => m.id)).toEqual(['kbc', 'ideal']);
      expect(methods.find((m) => m.id === 'bancontact')).toMatchObject({
        minimumAmount: { cents: 2, currency: 'EUR' },
        maximumAmount: { cents: 5_000_000, currency: 'EUR' },
      });
    });

    it('filters by amount and currency, includes issuers only on request', async () => {
      const client = createMollieClientTrusting({ apiKey: SANDBOX_API_KEY, apiEndpoint: sandbox.apiEndpoint }, [
        sandbox.certificatePem,
      ]);
      const ids = async (amount: { value: string; currency: string }) =>
        (await client.methods.list({ amount } as never)).map((m) => m.id);
      expect(await ids({ value: '9000.00', currency: 'EUR' })).not.toContain('paypal');
      expect(await ids({ value: '0.01', currency: 'EUR' })).not.toContain('bancontact');
      expect(await ids({ value: '10.00', currency: 'USD' })).toEqual([]);
      const plain = await client.methods.list();
      expect(plain.find((m) => m.id === 'ideal')!.issuers).toBeUndefined();
      await expect(client.methods.list({ amount: { value: '10', currency: 'EUR' } } as never)).rejects.toMatchObject({
        statusCode: 422,
        field: 'amount.value',
      });
      await expect(client.methods.list({ locale: 'xx_XX' } as never)).rejects.toMatchObject({ statusCode: 422 });
    });
  });

  describe('payments', () => {
    it('creates an open payment with a checkout link on the shop, 15 minutes to live', async () => {
      const created = await gateway.createPayment(command({ method: 'ideal', issuer: 'ideal_INGBNL2A' }));
      expect(created).toMatchObject({
        status: 'open',
        amount: { cents: 4078, currency: 'EUR' },
        description: 'Commande BP-20250615-AB12CD',
        method: 'ideal',
        metadata: { orderId: 'BP-20250615-AB12CD' },
        isCancelable: true,
        createdAt: T0,
        expiresAt: new Date(T0.getTime() + 15 * 60_000),
        paidAt: null,
      });
      expect(created.id).toMatch(/^tr_[A-Za-z0-9]{10}$/);
      expect(created.checkoutUrl).toBe(`${CHECKOUT_BASE}/${created.id}`);
      expect(await gateway.getPayment(created.id)).toEqual(created);
    });

    it('takes the bank chosen for KBC/CBC, like Mollie', async () => {
      const created = await gateway.createPayment(command({ method: 'kbc', issuer: 'cbc' }));
      expect(created).toMatchObject({ status: 'open', method: 'kbc' });
    });

    it('validates the request like Mollie (422 → PaymentRefusedError)', async () => {
      const refusals: [Partial<CreatePaymentCommand>, string][] = [
        [{ currency: 'USD' }, 'amount.currency'],
        [{ description: ' ' }, 'description'],
        [{ redirectUrl: 'pas-une-url' }, 'redirectUrl'],
        [{ webhookUrl: 'ftp://x' }, 'webhookUrl'],
        [{ method: 'bitcoin' }, 'method'],
        [{ method: 'paypal', amountCents: 900_000 }, 'amount'],
        [{ method: 'bancontact', issuer: 'ideal_INGBNL2A' }, 'issuer'],
        [{ method: 'ideal', issuer: 'ideal_NOPE' }, 'issuer'],
        [{ method: 'kbc', issuer: 'ideal_INGBNL2A' }, 'issuer'],
        [{ metadata: { blob: 'x'.repeat(1100) } }, 'metadata'],
      ];
      for (const [overrides, field] of refusals) {
        const error = await gateway.createPayment(command(overrides)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PaymentRefusedError);
        expect(error).toMatchObject({ code: 'PAYMENT_REFUSED', kind: 'invalid', field });
      }
    });

    it('answers the same payment to a repeated Idempotency-Key', async () => {
      const first = await gateway.createPayment(command({ idempotencyKey: 'cle-commande-1' }));
      const again = await gateway.createPayment(command({ idempotencyKey: 'cle-commande-1' }));
      const other = await gateway.createPayment(command({ idempotencyKey: 'cle-commande-2' }));
      expect(again.id).toBe(first.id);
      expect(other.id).not.toBe(first.id);
    });

    it('cancels an open payment (webhook called), then refuses with 422 → PaymentNotCancelableError', async () => {
      const created = await gateway.createPayment(command());
      const before = webhooks.calls.length;
      const canceled = await gateway.cancelPayment(created.id);
      expect(canceled).toMatchObject({ status: 'canceled', isCancelable: false, checkoutUrl: null });
      expect(canceled.canceledAt).toEqual(T0);
      await webhooks.waitForCalls(before + 1);
      expect(webhooks.calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/mollie/webhook',
        contentType: 'application/x-www-form-urlencoded',
        body: `id=${created.id}`,
      });
      await expect(gateway.cancelPayment(created.id)).rejects.toBeInstanceOf(PaymentNotCancelableError);
      expect((await gateway.getPayment(created.id)).status).toBe('canceled');
    });

    it("rings the same webhook path at its webhook origin when one is set (the shop's origin unreachable from it)", async () => {
      const origin = new URL(webhooks.url).origin;
      const relayed = await start({ webhookOrigin: origin });
      try {
        const created = await gatewayFor(relayed).createPayment(
          command({ webhookUrl: 'http://localhost:8080/api/mollie/webhook?instance=demo' }),
        );
        const before = webhooks.calls.length;
        await gatewayFor(relayed).cancelPayment(created.id);
        await webhooks.waitForCalls(before + 1);
        expect(webhooks.calls.at(-1)).toMatchObject({
          path: '/api/mollie/webhook?instance=demo',
          body: `id=${created.id}`,
        });
        // Mollie's view of the payment keeps the webhookUrl the shop gave.
        expect((await gatewayFor(relayed).getPayment(created.id)).webhookUrl).toBe(
          'http://localhost:8080/api/mollie/webhook?instance=demo',
        );
      } finally {
        await relayed.close();
      }
    });

    it('answers 404 → PaymentNotFoundError for an unknown payment', async () => {
      await expect(gateway.getPayment('tr_inconnu123')).rejects.toBeInstanceOf(PaymentNotFoundError);
      await expect(gateway.cancelPayment('tr_inconnu123')).rejects.toBeInstanceOf(PaymentNotFoundError);
    });
  });

  describe('expiry and the checkout choice (pinned clock)', () => {
    it('reports an open payment expired once its 15 minutes are over, and rings the webhook', async () => {
      const created = await gateway.createPayment(command());
      clock.set(new Date(T0.getTime() + 15 * 60_000 - 1));
      expect((await gateway.getPayment(created.id)).status).toBe('open');
      const before = webhooks.calls.length;
      clock.set(new Date(T0.getTime() + 15 * 60_000));
      const expired = await gateway.getPayment(created.id);
      expect(expired).toMatchObject({ status: 'expired', isCancelable: false, checkoutUrl: null });
      expect(expired.expiredAt).toEqual(new Date(T0.getTime() + 15 * 60_000));
      await webhooks.waitForCalls(before + 1);
      expect(webhooks.calls.at(-1)!.body).toBe(`id=${created.id}`);
      await expect(gateway.cancelPayment(created.id)).rejects.toBeInstanceOf(PaymentNotCancelableError);
      clock.set(T0);
    });

    it('records the chosen status with its date, and retries a failing webhook', async () => {
      const created = await gateway.createPayment(command());
      clock.set(new Date(T0.getTime() + 60_000));
      const before = webhooks.calls.length;
      webhooks.failNext(500, 503);
      const result = await sandbox.choose(created.id, 'paid', 'bancontact');
      expect(result).toEqual({ kind: 'redirect', location: command().redirectUrl });
      await webhooks.waitForCalls(before + 3);
      expect(webhooks.calls.slice(before).map((call) => call.body)).toEqual(Array(3).fill(`id=${created.id}`));
      const paid = await gateway.getPayment(created.id);
      expect(paid).toMatchObject({ status: 'paid', method: 'bancontact', paidAt: new Date(T0.getTime() + 60_000) });
      // A second choice changes nothing and rings nothing.
      expect(await sandbox.choose(created.id, 'failed')).toEqual({ kind: 'redirect', location: command().redirectUrl });
      expect((await gateway.getPayment(created.id)).status).toBe('paid');
      expect(webhooks.calls).toHaveLength(before + 3);
      clock.set(T0);
    });

    it("keeps an 'Ouvert' payment open, without webhook", async () => {
      const created = await gateway.createPayment(command());
      const before = webhooks.calls.length;
      await sandbox.choose(created.id, 'open');
      expect((await gateway.getPayment(created.id)).status).toBe('open');
      expect(webhooks.calls).toHaveLength(before);
    });
  });

  describe('the gateway', () => {
    it('caches the methods list 5 minutes per query (by its clock), failures not cached', async () => {
      const own = await start();
      const ownClock = new FixedClock(T0);
      const cached = gatewayFor(own, ownClock);
      const query = { locale: 'fr_BE', amount: { cents: 4078, currency: 'EUR' } };
      const first = await cached.listMethods(query);
      await own.close();
      // Served from the cache while the sandbox is down.
      expect(await cached.listMethods(query)).toEqual(first);
      ownClock.advance(5 * 60_000 - 1);
      expect(await cached.listMethods(query)).toEqual(first);
      // Another query, or the same after 5 minutes, needs the provider: 503 in French.
      const other = await cached.listMethods({ locale: 'nl_BE' }).catch((e: unknown) => e);
      expect(other).toBeInstanceOf(PaymentProviderUnavailableError);
      expect(other).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        kind: 'unavailable',
        message: 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.',
      });
      ownClock.advance(1);
      await expect(cached.listMethods(query)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    });

    it('keeps payments across a restart when given a state file', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-sandbox-'));
      try {
        const stateFile = path.join(dir, 'mollie-sandbox.json');
        const first = await start({ stateFile });
        const created = await gatewayFor(first).createPayment(command());
        await first.close();
        const second = await start({ stateFile });
        try {
          expect(await gatewayFor(second).getPayment(created.id)).toEqual(created);
        } finally {
          await second.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('answers the same payment to a repeated Idempotency-Key after a crash (no close), written before answering', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-sandbox-'));
      const started: MollieSandbox[] = [];
      try {
        const stateFile = path.join(dir, 'mollie-sandbox.json');
        const first = await start({ stateFile });
        started.push(first);
        const created = await gatewayFor(first).createPayment(command({ idempotencyKey: 'commande-apres-crash' }));
        // No close: nothing is flushed on the way out, as when the process is killed right after answering.
        const onDisk = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { payments: { id: string }[] };
        expect(onDisk.payments.map((payment) => payment.id)).toContain(created.id);
        const second = await start({ stateFile });
        started.push(second);
        const again = await gatewayFor(second).createPayment(command({ idempotencyKey: 'commande-apres-crash' }));
        expect(again.id).toBe(created.id);
        const other = await gatewayFor(second).createPayment(command({ idempotencyKey: 'une-autre-commande' }));
        expect(other.id).not.toBe(created.id);
      } finally {
        for (const sandbox of started.reverse()) await sandbox.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
