import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { MollieSandbox, SANDBOX_KEEP_ALIVE_MS } from '../src/modules/payments/infrastructure/sandbox/mollie-sandbox.js';
import type { SandboxPayment } from '../src/modules/payments/infrastructure/sandbox/sandbox-store.js';
import { SystemClock } from '../src/shared/clock.js';
import { type CartLine, ShopFixture, paymentBody } from './support/shop-fixture.js';
import { IdleForgettingProxy } from './support/tcp-proxy.js';

/**
 * Mollie's webhook after idle pauses (docs/design/resilience.md: outgoing HTTP that survives idle sockets), end to end:
 * the shop (real PostgreSQL) reaches a shared sandbox through a relay that forgets idle connections
 * without telling the client, as a load balancer does. Each webhook starts with a GET of the payment.
 * Times are scaled down by SCALE: the relay forgets a connection after the sandbox's keep-alive / 4
 * (2.5 s), which is shorter than the shop's client keeps idle sockets (4 s), so after each pause the
 * shop's socket has been dropped: the one retry of the GET must turn every reset into a success.
 * 1,000 webhooks → 0 × 5xx. The relay's timeout stays well above what a loaded machine takes to open
 * the retry's new connection (a 1 s timeout let a starved handshake be forgotten mid-way).
 */
const SCALE = 4;
const RELAY_IDLE_MS = SANDBOX_KEEP_ALIVE_MS / SCALE;
const LANES = 100;
const ROUNDS = 10;
const CART: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

describe('1,000 webhooks after idle pauses longer than the relay keeps a connection', () => {
  const clock = new SystemClock();
  let sandbox: MollieSandbox;
  let proxy: IdleForgettingProxy;
  let shop: ShopFixture;
  let caDir: string;

  beforeAll(async () => {
    Logger.overrideLogger(['error']); // each reset is logged as a warning on purpose
    sandbox = await MollieSandbox.start({
      clock,
      nodeEnv: 'test',
      checkoutBaseUrl: 'http://127.0.0.1:9/api/mollie/sandbox/checkout',
      expirySweepIntervalMs: 0,
    });
    const direct = new URL(sandbox.apiEndpoint);
    proxy = await IdleForgettingProxy.start({ host: direct.hostname, port: Number(direct.port) }, RELAY_IDLE_MS);
    direct.port = String(proxy.port);
    caDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-ca-'));
    const caFile = path.join(caDir, 'ca.pem');
    fs.writeFileSync(caFile, sandbox.certificatePem);
    shop = await ShopFixture.start({
      env: { MOLLIE_API_URL: direct.toString(), MOLLIE_SANDBOX_CA_FILE: caFile, SCHEDULER: 'off' },
    });
  }, 60_000);

  afterAll(async () => {
    Logger.overrideLogger(false);
    await shop?.stop();
    await proxy?.stop();
    await sandbox?.close();
    if (caDir) fs.rmSync(caDir, { recursive: true, force: true });
  });

  it(`${LANES * ROUNDS} webhooks, each after a pause longer than the relay's idle timeout: no 5xx`, async () => {
    // Four orders: two paid at Mollie without the doorbell having rung yet, two still open.
    const payments: { id: string; orderId: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const customer = await shop.customer();
      const created = await shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: customer.auth,
        payload: paymentBody('34.98', CART),
      });
      expect(created.statusCode).toBe(201);
      payments.push(created.json());
    }
    const store = (sandbox as unknown as { store: { get(id: string): SandboxPayment; put(p: SandboxPayment): void } })
      .store;
    for (const { id } of payments.slice(0, 2)) {
      const payment = store.get(id);
      store.put({ ...payment, status: 'paid', method: 'bancontact', paidAt: new Date().toISOString() });
    }

    const resetsBefore = proxy.resets;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (let round = 0; round < ROUNDS; round++) {
          // Longer than the relay keeps an idle connection: 1.1 to 1.5 times its timeout.
          const pause = RELAY_IDLE_MS * (1.1 + ((lane * 37 + round * 101) % 40) / 100);
          await new Promise((resolve) => setTimeout(resolve, pause));
          const response = await shop.webhook(payments[(lane + round) % payments.length]!.id);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        }
      }),
    );
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500);
    expect(fiveHundreds).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(LANES * ROUNDS);
    // The pauses really landed on dropped sockets (else this test could not fail).
    expect(proxy.resets - resetsBefore).toBeGreaterThan(0);

    // Each paid order became paid once; the open ones still wait; no order disagrees with its payment.
    for (const [i, { orderId }] of payments.entries()) {
      const history = await shop.history(orderId);
      expect(history.filter((entry) => entry.to_status === 'payee')).toHaveLength(i < 2 ? 1 : 0);
    }
    expect(await shop.paymentDisagreements()).toEqual([]);
  }, 300_000);
});
