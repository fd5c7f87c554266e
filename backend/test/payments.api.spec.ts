import net from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../src/config/load-config.js';
import { PaymentGateway, paymentsMode } from '../src/modules/payments/index.js';
import { MollieSandbox } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import { createTestApp } from './support/test-app.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

interface ErrorJson {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

interface MethodJson {
  resource: string;
  id: string;
  description: string;
  image: { size1x: string; size2x: string; svg: string };
  issuers?: { resource: string; id: string; name: string }[];
  minimumAmount: { value: string; currency: string } | null;
  maximumAmount: { value: string; currency: string } | null;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('Payments in sandbox mode (real app, sandbox over HTTPS)', () => {
  let app: NestFastifyApplication;
  let gateway: PaymentGateway;
  let webhooks: WebhookReceiver;
  const publicUrl = 'http://shop.test:3000';

  beforeAll(async () => {
    expect(paymentsMode(loadConfig())).toBe('sandbox'); // MOLLIE_API_KEY unset in the test run
    webhooks = await WebhookReceiver.start();
    app = await createTestApp({ PUBLIC_URL: publicUrl });
    gateway = app.get(PaymentGateway);
  });
  afterAll(async () => {
    await app?.close();
    await webhooks?.close();
  });

  describe('GET /api/mollie/methods', () => {
    const get = (query = '') => app.inject({ method: 'GET', url: `/api/mollie/methods${query}` });

    it("answers Mollie's list shape, in French, iDEAL with its banks", async () => {
      const response = await get();
      expect(response.statusCode).toBe(200);
      const body = response.json<{ _embedded: { methods: MethodJson[] }; count: number }>();
      expect(body.count).toBe(6);
      expect(body._embedded.methods.map((m) => `${m.id}:${m.description}`)).toEqual([
        'creditcard:Carte de crédit',
        'bancontact:Bancontact',
        'kbc:KBC/CBC Payment Button',
        'belfius:Belfius Direct Net',
        'ideal:iDEAL',
        'paypal:PayPal',
      ]);
      const ideal = body._embedded.methods.find((m) => m.id === 'ideal')!;
      expect(ideal.issuers).toContainEqual(
        expect.objectContaining({ resource: 'issuer', id: 'ideal_RABONL2U', name: 'Rabobank' }),
      );
      expect(body._embedded.methods.find((m) => m.id === 'creditcard')).not.toHaveProperty('issuers');
      expect(body._embedded.methods[0]).toMatchObject({
        resource: 'method',
        image: { size1x: expect.stringMatching(/^data:image\/svg\+xml/) },
        minimumAmount: { value: '0.01', currency: 'EUR' },
        maximumAmount: { value: '10000.00', currency: 'EUR' },
      });
    });

    it('filters by amount, with the brackets written plainly or percent-encoded', async () => {
      const ids = async (query: string) =>
        (await get(query)).json<{ _embedded: { methods: MethodJson[] } }>()._embedded.methods.map((m) => m.id);
      expect(await ids('?amount[value]=9000.00&amount[currency]=EUR&locale=fr_BE&billingCountry=be')).not.toContain(
        'paypal',
      );
      expect(await ids('?amount%5Bvalue%5D=0.01&amount%5Bcurrency%5D=EUR&resource=payments')).not.toContain(
        'bancontact',
      );
      expect(await ids('?amount[value]=49.99')).toHaveLength(6);
    });

    it.each([
      ['?amount[value]=abc', 'amount[value]'],
      ['?amount[value]=10', 'amount[value]'],
      ['?amount[value]=0.00&amount[currency]=EUR', 'amount[value]'],
      ['?amount[value]=10.00&amount[currency]=USD', 'amount[currency]'],
      ['?amount[currency]=EUR', 'amount[value]'],
      ['?locale=xx_XX', 'locale'],
      ['?locale=fr_BE&locale=nl_BE', 'locale'],
      ['?resource=customers', 'resource'],
      ['?billingCountry=Belgique', 'billingCountry'],
      ['?page=2', 'champInconnu'],
    ])('refuses %s with a French 400 naming %s', async (query, field) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorJson>();
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect(JSON.stringify(body)).not.toMatch(/should|must|property/);
    });
  });

  describe('hosted checkout page on the shop origin', () => {
    const redirectUrl = `${publicUrl}/payment-result?order=BP-20250615-ZZ99AA&origin=redirect`;
    const pathOf = (url: string) => new URL(url).pathname;
    const create = () =>
      gateway.createPayment({
        amountCents: 1234,
        description: 'Commande BP-20250615-ZZ99AA',
        redirectUrl,
        webhookUrl: webhooks.url,
        metadata: { orderId: 'BP-20250615-ZZ99AA' },
      });
    const choose = (checkoutUrl: string, form: string) =>
      app.inject({
        method: 'POST',
        url: pathOf(checkoutUrl),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });

    it("create → open → 'Payé' → webhook form-encoded → paid → 303 to the redirect URL", async () => {
      const created = await create();
      expect(created.status).toBe('open');
      expect(created.checkoutUrl).toBe(`${publicUrl}/api/mollie/sandbox/checkout/${created.id}`);
      expect((await gateway.getPayment(created.id)).status).toBe('open');

      const page = await app.inject({ method: 'GET', url: pathOf(created.checkoutUrl!) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${publicUrl}`);
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toContain('Commande BP-20250615-ZZ99AA');
      expect(page.body).toMatch(/12,34\s€/);
      for (const [value, label] of [
        ['paid', 'Payé'],
        ['failed', 'Échoué'],
        ['canceled', 'Annulé'],
        ['expired', 'Expiré'],
        ['open', 'Ouvert'],
      ]) {
        expect(page.body).toContain(`name="status" value="${value}" class="${value}">${label}</button>`);
      }
      expect(page.body).toContain('name="method" value="bancontact"');

      const before = webhooks.calls.length;
      const chosen = await choose(created.checkoutUrl!, 'status=paid&method=bancontact');
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe(redirectUrl);
      await webhooks.waitForCalls(before + 1);
      expect(webhooks.calls[before]).toEqual({
        method: 'POST',
        path: '/api/mollie/webhook',
        contentType: 'application/x-www-form-urlencoded',
        body: `id=${created.id}`,
      });
      const paid = await gateway.getPayment(created.id);
      expect(paid).toMatchObject({ status: 'paid', method: 'bancontact', checkoutUrl: null });
      expect(paid.paidAt).toBeInstanceOf(Date);

      // Back on the page later: already paid, no buttons, a way back; choosing again changes nothing.
      const again = await app.inject({ method: 'GET', url: pathOf(created.checkoutUrl!) });
      expect(again.body).toContain('Ce paiement est déjà au statut « Payé »');
      expect(again.body).not.toContain('name="status"');
      expect((await choose(created.checkoutUrl!, 'status=failed')).headers.location).toBe(redirectUrl);
      expect((await gateway.getPayment(created.id)).status).toBe('paid');
      expect(webhooks.calls).toHaveLength(before + 1);
    });

    it("'Annulé' cancels, rings the webhook and redirects", async () => {
      const created = await create();
      const before = webhooks.calls.length;
      const chosen = await choose(created.checkoutUrl!, 'status=canceled');
      expect(chosen.statusCode).toBe(303);
      await webhooks.waitForCalls(before + 1);
      expect((await gateway.getPayment(created.id)).status).toBe('canceled');
    });

    it('answers an HTML 404 for an unknown payment and 400 for an unknown choice', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/mollie/sandbox/checkout/tr_inconnu' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Paiement introuvable');
      const odd = await app.inject({ method: 'GET', url: '/api/mollie/sandbox/checkout/<script>' });
      expect(odd.statusCode).toBe(404);
      const created = await create();
      const bad = await choose(created.checkoutUrl!, 'status=refunded');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Choix invalide');
      expect((await gateway.getPayment(created.id)).status).toBe('open');
    });
  });

  it('closes the sandbox with the application', async () => {
    const own = await createTestApp();
    const port = own.get(MollieSandbox).port;
    expect(await canConnect(port)).toBe(true);
    await own.close();
    expect(await canConnect(port)).toBe(false);
  });
});

describe('Payments in production without MOLLIE_API_KEY', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({
      NODE_ENV: 'production',
      SHOP_LEGAL_NAME: 'BoxPlaisir SRL',
      SHOP_VAT_NUMBER: 'BE0123456749',
      SHOP_ADDRESS: 'Rue de la Loi 16, 1000 Bruxelles',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('never starts the sandbox and answers 503 in French', async () => {
    expect(() => app.get(MollieSandbox)).toThrow();
    const methods = await app.inject({ method: 'GET', url: '/api/mollie/methods' });
    expect(methods.statusCode).toBe(503);
    expect(methods.json()).toEqual({
      statusCode: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Impossible de récupérer les méthodes de paiement. Veuillez réessayer.',
    });
    const page = await app.inject({ method: 'GET', url: '/api/mollie/sandbox/checkout/tr_abc' });
    expect(page.statusCode).toBe(404);
  });
});
