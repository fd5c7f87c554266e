import { type CartLine, type Customer, ShopFixture, paymentBody, waitFor } from './support/shop-fixture.js';
import { TcpProxy } from './support/tcp-proxy.js';

/**
 * PostgreSQL hung (docs/design/resilience.md): connections are accepted but nothing is ever answered — a relay that stops
 * forwarding without closing, as a SIGSTOPped server or a dead network path behaves. No request may wait
 * for ever nor answer 500: a statement without answer gives up after DB_QUERY_TIMEOUT_MS (+ 1 s), a new
 * or pooled connection after DB_CONNECT_TIMEOUT_MS, and the request answers 503 DATABASE_UNAVAILABLE with
 * Retry-After. Once the relay forwards again the shop recovers by itself (the test waits on that).
 */
const SMALL: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

interface Answer {
  startedAt: number;
  lane: string;
  status: number;
  retryAfter: string | undefined;
  body: string;
}

describe('PostgreSQL hung: connections accepted, never answered', () => {
  let relay: TcpProxy;
  let shop: ShopFixture;

  beforeAll(async () => {
    const target = new URL(process.env.DATABASE_URL!);
    relay = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    shop = await ShopFixture.start({
      databaseUrl: (url) => relay.url(url),
      env: { DB_CONNECT_TIMEOUT_MS: '1000', DB_QUERY_TIMEOUT_MS: '2000' },
    });
    await shop.setStock(1, 1_000_000);
  }, 60_000);

  afterAll(async () => {
    relay?.restore();
    await shop?.stop();
    await relay?.stop();
  });

  it('answers 503 with Retry-After (never hangs, never 500) while it hangs, and recovers once it answers again', async () => {
    const readers = await Promise.all([1, 2].map(() => shop.customer('Lecteur')));
    const writers = await Promise.all([1, 2].map(() => shop.customer('Acheteur')));
    const answers: Answer[] = [];
    let running = true;
    let keys = 0;

    const lane = async (name: string, request: () => ReturnType<ShopFixture['app']['inject']>) => {
      while (running) {
        const startedAt = Date.now();
        const response = await request();
        answers.push({
          startedAt,
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
        headers: { ...customer.auth, 'idempotency-key': `hang-${++keys}` },
        payload: paymentBody('34.98', SMALL),
      });
    const laneNames = [...readers.map((_, i) => `lecture-${i}`), ...writers.map((_, i) => `achat-${i}`)];
    const lanes = Promise.all([
      ...readers.map((customer, i) => lane(`lecture-${i}`, read(customer))),
      ...writers.map((customer, i) => lane(`achat-${i}`, checkout(customer))),
    ]);
    const answered = (name: string, since: number, ok: (status: number) => boolean) =>
      answers.some((a) => a.lane === name && a.startedAt > since && ok(a.status));

    try {
      await waitFor(async () => laneNames.every((name) => answered(name, 0, (s) => s < 300)), 30_000, 'lanes vertes');
      relay.hang();
      const hungAt = Date.now();

      const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toMatch(/^\d+$/);
      expect(health.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
      // Requests started during the hang come back, each lane with a 503: none waits for ever.
      await waitFor(
        async () => laneNames.every((name) => answered(name, hungAt, (s) => s === 503)),
        60_000,
        'un 503 par voie pendant le blocage',
      );
      const hungAnswers = answers.filter((a) => a.startedAt > hungAt);
      expect(hungAnswers.filter((a) => a.status !== 503).map((a) => `${a.lane} ${a.status}`)).toEqual([]);

      relay.restore();
      const back = Date.now();
      await waitFor(
        async () => laneNames.every((name) => answered(name, back, (s) => s < 300)),
        60_000,
        'chaque voie de nouveau verte',
      );
      running = false;
      await lanes;
      await waitFor(
        async () => (await shop.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200,
        30_000,
        'instance de nouveau prête',
      );

      const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
      expect(unexpected.map((a) => `${a.lane} ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
      for (const answer of answers.filter((a) => a.status === 503)) {
        expect(answer.retryAfter).toMatch(/^\d+$/);
        const body = JSON.parse(answer.body) as { statusCode: number; code: string; message: string };
        expect(body).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
        expect(body.message).toMatch(/momentanément indisponible/);
      }
      expect(await shop.paymentDisagreements()).toEqual([]);
    } finally {
      running = false;
      await lanes;
    }
  }, 180_000);
});
