import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RedisServer } from './support/redis-server.js';
import { createTestApp } from './support/test-app.js';

const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/),
};
/** The test's requests come from 127.0.0.1, trusted as a proxy: X-Forwarded-For names the client. */
const BEHIND_PROXY = { RATE_LIMIT: '2', RATE_LIMIT_TTL_SECONDS: '60', TRUST_PROXY: '127.0.0.1' };

async function exercise(app: NestFastifyApplication, ip = '203.0.113.7'): Promise<void> {
  const hit = (url: string, payload: object, from = ip) =>
    app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': from } });
  const login = { email: 'personne@example.be', password: 'Motdepasse1!' };
  expect((await hit('/api/auth/login', login)).statusCode).toBe(401);
  expect((await hit('/api/auth/login', login)).statusCode).toBe(401);
  const limited = await hit('/api/auth/login', login);
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual(TOO_MANY);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // Per route and per account: other routes and other accounts are not affected; the account is, from any IP.
  expect((await hit('/api/auth/forgot-password', { email: 'x@example.be' })).statusCode).toBe(200);
  expect((await hit('/api/auth/login', login, '198.51.100.9')).json()).toEqual(TOO_MANY);
  expect((await hit('/api/auth/login', { ...login, email: 'autre@example.be' }, '198.51.100.9')).statusCode).toBe(401);
  for (const url of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
    await hit(url, { email: 'x@example.be' });
    await hit(url, { email: 'x@example.be' });
    expect((await hit(url, { email: 'x@example.be' })).json()).toEqual(TOO_MANY);
  }
  const register = { firstName: 'A', lastName: 'B', email: 'pas-un-email', password: 'x' };
  await hit('/api/auth/register', register);
  await hit('/api/auth/register', register);
  expect((await hit('/api/auth/register', register)).statusCode).toBe(429);
  // Catalogue and profile are not rate-limited.
  for (let i = 0; i < 5; i++) expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
}

describe('Rate limits on sign-in, registration and email endpoints', () => {
  it('answers 429 in French, saying when to retry, after RATE_LIMIT requests per account and route (in memory)', async () => {
    const app = await createTestApp(BEHIND_PROXY);
    try {
      await exercise(app);
    } finally {
      await app.close();
    }
  });

  it('counts one e-mail address whatever the IP, and the IP as a whole with a ten times larger budget', async () => {
    const app = await createTestApp(BEHIND_PROXY);
    const login = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Motdepasse1!' },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
    try {
      await login('claire@example.be');
      await login('Claire@Example.be ');
      expect((await login('claire@example.be')).statusCode).toBe(429); // same account, any spelling
      // … and from any other address: guessing one password from many IPs gains nothing.
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'claire@example.be', password: 'Motdepasse1!' },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(elsewhere.json()).toEqual(TOO_MANY);
      // Other accounts from the same IP still get through, until the IP-wide budget (2 × 10) is spent.
      const statuses: number[] = [];
      for (let i = 0; i < 19; i++) statuses.push((await login(`client${i}@example.be`)).statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(18);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY, and follows it from trusted proxies only', async () => {
    const attempts = async (app: NestFastifyApplication): Promise<number[]> => {
      const statuses: number[] = [];
      // Every request claims another client address, and signs in to another account.
      for (let i = 0; i < 22; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `forge${i}@example.be`, password: 'Motdepasse1!' },
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    const env = { RATE_LIMIT: '2', RATE_LIMIT_TTL_SECONDS: '60' };
    for (const [trust, expected429] of [
      [undefined, true], // the socket address (127.0.0.1) is the client: its budget of 2 × 10 runs out
      ['10.0.0.0/8', true], // 127.0.0.1 is not one of the trusted proxies: its header is ignored
      ['127.0.0.1', false], // a trusted proxy: each named client has its own budget
      ['1', false], // one trusted hop
    ] as const) {
      const app = await createTestApp(trust === undefined ? env : { ...env, TRUST_PROXY: trust });
      try {
        const statuses = await attempts(app);
        expect([trust, statuses.slice(0, 20).every((s) => s === 401)]).toEqual([trust, true]);
        expect([trust, statuses.slice(20).every((s) => s === 429)]).toEqual([trust, expected429]);
      } finally {
        await app.close();
      }
    }
  });

  it('behind a trusted proxy, limits the address the proxy saw, whatever chain the client wrote before it', async () => {
    const env = { RATE_LIMIT: '2', RATE_LIMIT_TTL_SECONDS: '60' };
    for (const trust of ['127.0.0.1', '1']) {
      const app = await createTestApp({ ...env, TRUST_PROXY: trust });
      try {
        const statuses: number[] = [];
        // The client forges its own X-Forwarded-For; the proxy (127.0.0.1) appends the address it saw.
        for (let i = 0; i < 22; i++) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `chaine${i}@example.be`, password: 'Motdepasse1!' },
            headers: { 'x-forwarded-for': `10.0.0.${i + 1}, 203.0.113.${i + 1}, 198.51.100.20` },
          });
          statuses.push(response.statusCode);
        }
        expect([trust, statuses.slice(0, 20).every((s) => s === 401)]).toEqual([trust, true]);
        expect([trust, statuses.slice(20)]).toEqual([trust, [429, 429]]);
      } finally {
        await app.close();
      }
    }
  });

  it('limits the strength meter’s password check per IP only (no account to protect), in French', async () => {
    const app = await createTestApp(BEHIND_PROXY);
    const check = (from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/password-check',
        payload: { password: 'Motdepasse1!' },
        headers: { 'x-forwarded-for': from },
      });
    try {
      // The IP-wide budget (2 × 10): a person typing is never refused, a script is.
      for (let i = 0; i < 20; i++) expect((await check('203.0.113.60')).statusCode).toBe(200);
      const limited = await check('203.0.113.60');
      expect(limited.json()).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await check('198.51.100.61')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('keeps the counters in Redis when REDIS_URL is set, shared by every instance', async () => {
    const redis = await RedisServer.start();
    const env = { ...BEHIND_PROXY, REDIS_URL: redis.url };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      await exercise(first, '192.0.2.44');
      // The second instance sees the first one's counters.
      const res = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'personne@example.be', password: 'Motdepasse1!' },
        headers: { 'x-forwarded-for': '192.0.2.44' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await redis.stop();
    }
  });
});
