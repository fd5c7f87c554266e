import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TEMPLATE = `<!doctype html><html lang="fr"><head><!--head--><title>BoxPlaisir</title><!--/head-->
<link rel="stylesheet" href="/assets/index-fz1.css"></head><body><div id="root"><!--app--></div><!--state--></body></html>`;

/** A server bundle shaped like frontend/src/entry-server.tsx: product pages rendered from the real API. */
const ENTRY = `
exports.render = async ({ url, fetchApi }) => {
  const u = new URL(url, 'http://x');
  const m = /^\\/product\\/([^/]+)$/.exec(u.pathname);
  if (!m) return null;
  const response = await fetchApi(new Request('http://localhost/api/products/' + m[1]));
  const ok = response.status === 200;
  return { status: ok ? 200 : 404, head: '<title>Produit</title>', html: ok ? '<h1>Box</h1>' : '<h1>Introuvable</h1>', state: '{}' };
};`;

/**
 * A small SPA build (index.html, one asset, a server bundle) in a temporary folder, so that the
 * server's own page, file, robots.txt and sitemap.xml routes run without building the frontend.
 * Returns the folder to pass as SPA_DIR and a function that removes it.
 */
export function standInSpa(): { spaDir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-fuzz-spa-'));
  const spaDir = path.join(root, 'dist');
  fs.mkdirSync(path.join(spaDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(spaDir, 'assets', 'index-fz1.css'), 'body{color:#5b2245}');
  fs.writeFileSync(path.join(spaDir, 'index.html'), TEMPLATE);
  fs.mkdirSync(`${spaDir}-ssr`);
  fs.writeFileSync(path.join(`${spaDir}-ssr`, 'entry-server.cjs'), ENTRY);
  return { spaDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
