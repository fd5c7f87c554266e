import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
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
