import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { type CartLine, type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';

/**
 * PostgreSQL stopped under concurrent reads and checkouts (docs/design/resilience.md): while it is down, starting or
 * shutting down, every answer is 2xx or a 503 in the error contract with Retry-After — never a 500 —
 * health says 503, and once the database is back every lane and health are green again (the test waits
 * on that, not on a delay: a loaded machine may take longer than production). The shop runs
 * on a private cluster of its own (embedded-postgres), never on the run's shared server.
 * DB_OUTAGE_MS sets how long the database stays down (3 s by default).
 */
const OUTAGE_MS = Number(process.env.DB_OUTAGE_MS ?? 3_000);
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

interface Answer {
  at: number;
  lane: string;
  status: number;
  retryAfter: string | undefined;
  body: string;
}

describe('PostgreSQL stopped under load', () => {
  let dir: string;
  let postgres: EmbeddedPostgres;
  let shop: ShopFixture;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-outage-'));
    fs.chmodSync(dir, 0o755);
    postgres = new EmbeddedPostgres({
      dataDir: path.join(dir, 'pg'),
      port: 0,
      ephemeral: true,
      log: () => undefined,
    });
    await postgres.start();
    await postgres.createDatabaseIfMissing('shop');
    shop = await ShopFixture.start({ env: { DATABASE_URL: postgres.connectionString('shop') } });
    await shop.setStock(1, 1_000_000); // the checkouts never run out of boxes
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await postgres?.stop().catch(() => undefined);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`answers only 2xx or 503 with Retry-After while it is down ${OUTAGE_MS} ms, and is green again once it is back`, async () => {
    const readers = await Promise.all([1, 2, 3].map(() => shop.customer('Lecteur')));
    const writers = await Promise.all([1, 2, 3].map(() => shop.customer('Acheteur')));
    const answers: Answer[] = [];
    let running = true;
    let keys = 0;

    const lane = async (name: string, request: () => ReturnType<ShopFixture['app']['inject']>) => {
      while (running) {
        const response = await request();
        answers.push({
          at: Date.now(),
          lane: name,
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] as string | undefined,
          body: response.body,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const read = (customer: Customer) => () =>
      shop.app.inject({ method: 'GET', url: '/api/orders', headers: customer.auth });
    const checkout = (customer: Customer) => () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: { ...customer.auth, 'idempotency-key': `outage-${++keys}` },
        payload: paymentBody('34.98', SMALL),
      });
    const health = () => shop.app.inject({ method: 'GET', url: '/api/health' });

    const lanes = Promise.all([
      ...readers.map((customer, i) => lane(`lecture-${i}`, read(customer))),
      ...writers.map((customer, i) => lane(`achat-${i}`, checkout(customer))),
    ]);
    const waitUntil = async (check: () => boolean, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('condition jamais remplie');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    try {
      await waitUntil(() => answers.filter((a) => a.status < 300).length >= 12, 20_000); // all lanes work
      const stopping = Date.now();
      await postgres.stop();
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBeDefined();
      expect(down.json()).toMatchObject({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Base de données injoignable',
      });
      const notReady = await shop.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({ status: 'not-ready', database: 'down', draining: false });
      await waitUntil(() => answers.some((a) => a.at > stopping && a.status === 503), 10_000);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS)); // the outage itself
      await postgres.start();
      const back = Date.now();
      // Recovery is a condition, not a delay: every lane answers a success again after the restart.
      const laneNames = [...readers.map((_, i) => `lecture-${i}`), ...writers.map((_, i) => `achat-${i}`)];
      const recovered = (name: string) => answers.some((a) => a.lane === name && a.at > back && a.status < 300);
      await waitUntil(() => laneNames.every(recovered), 60_000);
      running = false;
      await lanes;

      const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 201 && a.status !== 503);
      expect(unexpected.map((a) => `${a.lane} ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
      const unavailable = answers.filter((a) => a.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer.retryAfter).toMatch(/^\d+$/);
        const body = JSON.parse(answer.body) as { statusCode: number; code: string; message: string };
        expect(body).toMatchObject({ statusCode: 503 });
        expect(body.code).toMatch(/^[A-Z_]+$/);
        expect(body.message).toMatch(/indisponible|Veuillez réessayer/);
      }
      expect(laneNames.filter((name) => !recovered(name))).toEqual([]);
      await waitFor(async () => (await health()).statusCode === 200, 30_000, 'santé de nouveau verte');
      await waitFor(
        async () => (await shop.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200,
        30_000,
        'instance de nouveau prête',
      );
      // The consistency check: no order disagrees with its payment row after the outage.
      expect(await shop.paymentDisagreements()).toEqual([]);
      // No committed order lost: every checkout answered 201 has its order, with that payment attached
      // and recorded, and the payment at Mollie.
      const committed = answers
        .filter((a) => a.status === 201)
        .map((a) => JSON.parse(a.body) as { id: string; orderId: string });
      expect(committed.length).toBeGreaterThan(0);
      const kept = (await shop.dataSource.query(
        `SELECT o.order_number AS "orderId", o.mollie_payment_id AS id FROM orders o
         JOIN order_payments p ON p.payment_id = o.mollie_payment_id AND p.order_id = o.id
         WHERE o.order_number = ANY($1)`,
        [committed.map((c) => c.orderId)],
      )) as { id: string; orderId: string }[];
      const byOrder = (list: { id: string; orderId: string }[]) =>
        [...list].sort((a, b) => a.orderId.localeCompare(b.orderId)).map((c) => `${c.orderId} ${c.id}`);
      expect(byOrder(kept)).toEqual(byOrder(committed));
      for (const { id } of committed) expect(shop.sandboxPayment(id).id).toBe(id);
    } finally {
      running = false;
      await lanes;
    }
  }, 90_000);
});
