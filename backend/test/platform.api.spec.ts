import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { Lifecycle } from '../src/shared/lifecycle.js';
import { buildRequest, sendRaw } from './support/hostile/raw-http.js';
import { createTestApp } from './support/test-app.js';

describe('HTTP platform (real app, real PostgreSQL)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports health with a real SELECT 1', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is ready (database, migrations) until it drains, then readiness answers 503 while liveness stays 200', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'done', draining: false });

    const lifecycle = app.get(Lifecycle);
    let passes = 0;
    lifecycle.startDraining();
    try {
      const draining = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['retry-after']).toBe('5');
      expect(draining.json()).toEqual({
        statusCode: 503,
        code: 'INSTANCE_DRAINING',
        status: 'not-ready',
        database: 'up',
        migrations: 'done',
        draining: true,
        message: "Instance en cours d'arrêt",
      });
      const live = await app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      // A scheduled pass does not start once the instance drains.
      await lifecycle.runJob('essai', async () => {
        passes++;
      });
      expect(passes).toBe(0);
    } finally {
      (lifecycle as unknown as { drainingSince: Date | null }).drainingSince = null;
    }
  });

  it('sends security headers, a CSP fit for the SPA and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products', headers: { 'x-request-id': 'abc-123' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-request-id']).toBe('abc-123');
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths with a French JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' });
    }
  });

  it('refuses bad JSON and too large bodies in French, without stack traces', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_JSON',
      message: "Le contenu envoyé n'est pas un JSON valide",
    });

    const big = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(200 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le contenu envoyé est trop volumineux',
    });
    expect(big.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses NUL, lone surrogates and deep nesting at the edge, in French, without echoing the input', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    const invalidText = {
      statusCode: 400,
      code: 'INVALID_TEXT',
      message: 'Le texte envoyé contient des caractères non autorisés (caractère nul ou Unicode invalide).',
    };
    expect((await post('{"email":"a\\u0000b@example.be","password":"x"}')).json()).toEqual(invalidText);
    expect((await post('{"email":"\\ud800@example.be","password":"x"}')).json()).toEqual(invalidText);
    expect((await post('{"\\udfffkey":"x"}')).json()).toEqual(invalidText);
    const query = await app.inject({ method: 'GET', url: '/api/products?q=%00secret' });
    expect(query.json()).toEqual(invalidText);
    expect((await post(`${'{"a":['.repeat(10_000)}1${']}'.repeat(10_000)}`)).json()).toEqual({
      statusCode: 400,
      code: 'INPUT_TOO_DEEP',
      message: 'Le contenu envoyé est trop imbriqué.',
    });
    for (const payload of ['[1,2]', '42', '"texte"', 'null']) {
      expect((await post(payload)).json()).toEqual({
        statusCode: 400,
        code: 'BODY_NOT_OBJECT',
        message: 'Le contenu envoyé doit être un objet JSON.',
      });
    }
    // A valid emoji (a surrogate pair) is fine: the sign-in is merely refused.
    expect((await post('{"email":"\\ud83d\\ude00@example.be","password":"Motdepasse1!"}')).statusCode).toBe(401);
  });

  it('answers Fastify and Node framework errors with the same French contract', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/api/products/%ZZsecret' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ statusCode: 400, code: 'BAD_URL', message: "L'adresse demandée n'est pas valide" });
    const longParam = await app.inject({ method: 'GET', url: `/api/orders/${'9'.repeat(500)}` });
    expect(longParam.json()).toEqual({
      statusCode: 414,
      code: 'URI_TOO_LONG',
      message: "L'adresse demandée est trop longue",
    });
    const media = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(media.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Type de contenu non pris en charge',
    });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toEqual({ statusCode: 400, code: 'INVALID_JSON', message: 'Le contenu JSON envoyé est vide' });

    // Below routing: requests Node's parser refuses, sent on a real socket.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as AddressInfo;
    const huge = await sendRaw(
      port,
      buildRequest({ method: 'GET', target: '/api/products', headers: { 'X-Big': 'a'.repeat(70_000) } }),
    );
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body.toString())).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: 'Les en-têtes de la requête sont trop volumineux',
    });
    const garbage = await sendRaw(port, 'NONSENSE secret\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body.toString())).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Requête invalide',
    });
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    const document = json.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/health']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('reports 503 when the database is unreachable', async () => {
    const other = await createTestApp();
    try {
      await other.get(DataSource).destroy();
      const response = await other.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'down' });
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
