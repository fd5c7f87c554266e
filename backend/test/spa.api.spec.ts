import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from './support/test-app.js';

const SCRIPT = 'console.log("box shop");'.repeat(100);

describe('Serving the built SPA', () => {
  let app: NestFastifyApplication;
  let spaDir: string;

  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-spa-'));
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.mkdirSync(path.join(spaDir, 'images', 'products'), { recursive: true });
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Box shop</title><div id="root"></div>');
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-AbC123.js'), SCRIPT);
    // The build's compressed copies (vite-plugin-compression2).
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT, { level: 9 }));
    fs.writeFileSync(path.join(spaDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(spaDir, 'images', 'products', '1-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({ SPA_DIR: spaDir }, { serveSpa: true });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves hashed assets for a year', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it("sends the build's Brotli or gzip copy of a file as the browser accepts, never under its own name", async () => {
    const asset = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own copy, byte for byte (not compressed again on the fly).
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(spaDir, 'assets', 'index-AbC123.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(spaDir, 'assets', 'index-AbC123.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
  });

  it('serves other files with a short cache, the service worker revalidated', async () => {
    const image = await get('/images/products/1-1.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const worker = await get('/service-worker.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html (no-cache) for app routes', async () => {
    for (const url of ['/', '/category', '/product/3?x=1', '/admin/orders']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('never answers index.html for /api or a missing asset', async () => {
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' });
    expect((await get('/assets/old-123.js')).statusCode).toBe(404);
    expect((await get('/api/products')).statusCode).toBe(200);
  });

  it('cannot be tricked into reading files outside the build', async () => {
    const response = await get('/..%2f..%2fetc/passwd');
    expect(response.body).not.toContain('root:');
  });
});
