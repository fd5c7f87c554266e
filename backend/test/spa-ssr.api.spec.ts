import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AdminProducts } from '../src/modules/catalog/index.js';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { createTestApp } from './support/test-app.js';

const TEMPLATE = `<!doctype html><html><head>
<!--head--><title>BoxPlaisir</title><!--/head-->
<script type="module" crossorigin src="/assets/shell-abc123.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"><!--app--></div>
<!--state--></body></html>`;

/**
 * A server bundle shaped like the SPA's (frontend/src/entry-server.tsx): it renders product pages
 * from the API it is handed, throws for /category?boom, gives /about its head only (a page the
 * browser renders), and knows no other route.
 */
const ENTRY = `
exports.render = async ({ url, origin, fetchApi }) => {
  const u = new URL(url, 'http://x');
  if (u.pathname === '/category' && u.searchParams.has('boom')) throw new Error('rendu cassé');
  if (u.pathname === '/about') {
    return { status: 200, head: '<title>À propos</title><meta name="robots" content="noindex">', html: null, state: null };
  }
  const m = /^\\/product\\/(\\w+)$/.exec(u.pathname);
  if (!m) return null;
  const response = await fetchApi(new Request('http://localhost/api/products/' + m[1]));
  const body = await response.json();
  const name = response.status === 200 ? body.name : 'Produit non trouvé';
  return {
    status: response.status === 200 ? 200 : 404,
    head: '<title>' + name + '</title><link rel="canonical" href="' + origin + u.pathname + '">',
    html: '<h1>' + name + '</h1>',
    state: JSON.stringify({ status: response.status }),
    screens: ['src/ProductPage.tsx'],
  };
};`;

/**
 * Vite's build manifest as the SPA's build writes it: the entry merged into the shared shell chunk
 * (no chunk marked isEntry) with its vendor chunk, the product screen with a shared card chunk.
 */
const MANIFEST = {
  '_shell.js': {
    file: 'assets/shell-abc123.js',
    imports: ['_vendor.js'],
    css: ['assets/index-abc123.css'],
  },
  '_vendor.js': { file: 'assets/vendor-v1.js' },
  'src/ProductPage.tsx': {
    file: 'assets/ProductPage-p1.js',
    imports: ['_vendor.js', '_card.js'],
    css: ['assets/ProductPage-p1.css'],
  },
  '_card.js': { file: 'assets/card-c1.js', imports: ['_vendor.js'], css: ['assets/card-c1.css'] },
};

/** On a database of its own: a test renames and archives a box, which suites running beside it must not see. */
describe('Server-rendered pages, robots.txt and sitemap.xml', () => {
  let app: NestFastifyApplication;
  let root: string;
  let database: ScratchDatabase;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-ssr-'));
    const spaDir = path.join(root, 'dist');
    fs.mkdirSync(path.join(spaDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(spaDir, 'assets', 'index-abc123.css'), '.hero{color:#5b2245}');
    fs.writeFileSync(path.join(spaDir, 'assets', 'card-c1.css'), '.card{gap:1rem}');
    fs.writeFileSync(path.join(spaDir, 'assets', 'ProductPage-p1.css'), '.product{gap:2rem}');
    fs.mkdirSync(path.join(spaDir, '.vite'));
    fs.writeFileSync(path.join(spaDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.mkdirSync(`${spaDir}-ssr`);
    fs.writeFileSync(path.join(spaDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(`${spaDir}-ssr`, 'entry-server.cjs'), ENTRY);
    database = await createScratchDatabase();
    app = await createTestApp(
      { DATABASE_URL: database.url, SPA_DIR: spaDir, PUBLIC_URL: 'https://boutique.example.be' },
      { serveSpa: true },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('renders a product page with its head, markup and data, from the real catalogue', async () => {
    const response = await get('/product/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Box Essentielle</title>');
    expect(response.body).not.toContain('<title>BoxPlaisir</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://boutique.example.be/product/1">');
    expect(response.body).toContain('<div id="root"><h1>Box Essentielle</h1></div>');
    expect(response.body).toContain('<script type="application/json" id="ssr-state">{"status":200}</script>');
    // The stylesheet is in the page: it paints without waiting for another request.
    expect(response.body).toContain('<style>.hero{color:#5b2245}</style>');
    expect(response.body).not.toContain('index-abc123.css');
    // Its scripts, which only hydrate what is shown, come after its pictures (the shell keeps them first).
    expect(response.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/shell-abc123.js">',
    );
  });

  it("brings the page's screen from the build manifest: its chunks preloaded, its styles after the shell's", async () => {
    const { body } = await get('/product/1');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<style>.hero{color:#5b2245}</style>\n' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-c1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ProductPage-p1.js">' +
        '<style data-href="/assets/card-c1.css">.card{gap:1rem}</style>' +
        '<style data-href="/assets/ProductPage-p1.css">.product{gap:2rem}</style>',
    );
    // Written into the page, so never preloaded as well (the browser would warn of an unused preload).
    expect(head).not.toContain('as="style"');
    // What index.html already loads is not asked for twice: its chunks, what they import, their styles.
    expect(head).not.toContain('vendor-v1.js');
    expect(head.match(/shell-abc123\.js/g)).toHaveLength(1);
    expect(head.match(/\.hero\{/g)).toHaveLength(1);
    // The manifest itself is not a file of the shop.
    expect((await get('/.vite/manifest.json')).body).not.toContain('_shell.js');
  });

  it('answers 404 with the page for an unknown product', async () => {
    const response = await get('/product/9999');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Produit non trouvé</h1>');
  });

  it('falls back to the client-rendered shell when rendering fails, and for other routes', async () => {
    for (const url of ['/category?boom=1', '/cart', '/admin/orders']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    }
  });

  it('gives a page the browser renders its own head in the untouched shell', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(
      TEMPLATE.replace(
        '<!--head--><title>BoxPlaisir</title><!--/head-->',
        '<title>À propos</title><meta name="robots" content="noindex">',
      ),
    );
    // The shell keeps its stylesheet link and its markers: the browser renders the page.
    expect(response.body).toContain('index-abc123.css');
    expect(response.body).toContain('<div id="root"><!--app--></div>');
  });

  it('serves robots.txt as text pointing to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Sitemap: https://boutique.example.be/sitemap.xml');
  });

  it('lists the home page, the catalogue and every product in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const products = (await get('/api/products?limit=50')).json() as { items: { id: number }[]; total: number };
    expect(products.total).toBeGreaterThan(0);
    expect(locs).toEqual([
      'https://boutique.example.be/',
      'https://boutique.example.be/category',
      ...products.items.map((p) => `https://boutique.example.be/product/${p.id}`),
    ]);
  });

  it('renders a product again as soon as the catalogue changes: renamed at once, archived → 404', async () => {
    const before = await get('/product/3');
    expect(before.statusCode).toBe(200);
    const name = /<h1>([^<]+)<\/h1>/.exec(before.body)![1]!;
    const admin = app.get(AdminProducts);

    await admin.update(3, { name: `${name} renommée` });
    const renamed = await get('/product/3');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body).toContain(`<h1>${name} renommée</h1>`);

    await admin.archive(3);
    const archived = await get('/product/3');
    expect(archived.statusCode).toBe(404);
    expect(archived.body).toContain('<h1>Produit non trouvé</h1>');
  });
});
