import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RedisServer } from './support/redis-server.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { createTestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * Redis lost while REDIS_URL is configured (docs/design/resilience.md): the requests that need it (the rate-limited
 * sign-in, registration and e-mail routes) answer 503 in the error contract with a French message and
 * Retry-After — never a 500, and never a rate limit silently switched off — while the rest of the shop
 * keeps answering; after Redis's return they are counted again, by themselves. A real
 * redis-server started by the test, behind a relay the test cuts.
 */
describe('Redis lost under the rate limits', () => {
  let redis: RedisServer;
  let proxy: TcpProxy;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redis = await RedisServer.start();
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: redis.port });
    app = await createTestApp({ REDIS_URL: proxy.url(redis.url), RATE_LIMIT: '3', RATE_LIMIT_TTL_SECONDS: '60' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await redis?.stop();
  });

  const login = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Motdepasse1!' } });

  it('answers 503 with Retry-After while Redis is away, and counts again once it is back', async () => {
    expect((await login('avant@example.be')).statusCode).toBe(401);

    proxy.cut();
    const during = await Promise.all(Array.from({ length: 5 }, (_, i) => login(`pendant${i}@example.be`)));
    for (const response of during) {
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
      });
    }
    // What does not need Redis keeps working.
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);

    proxy.restore();
    await waitFor(async () => (await login('apres@example.be')).statusCode === 401, 30_000, 'Redis de retour');
    // The counters are Redis's again: the fourth try of one account within the window is refused.
    for (let i = 0; i < 2; i++) expect((await login('apres@example.be')).statusCode).toBe(401);
    expect((await login('apres@example.be')).statusCode).toBe(429);
  }, 60_000);
});
