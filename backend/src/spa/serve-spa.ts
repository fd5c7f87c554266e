import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTE_NOT_FOUND } from '../shared/http/error-body.js';
import { robotsTxt, sitemapXml } from './seo-files.js';
import { MANIFEST_FILE, ScreenAssets } from './screen-assets.js';
import { PageRenderer } from './ssr.js';
import { replyWithError } from '../shared/http/all-exceptions.filter.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

/** Files whose name must never be cached for long (they point to hashed files). */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'service-worker.js',
  'sw.js',
  'manifest.webmanifest',
  'registerSW.js',
]);

function listFiles(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, rel) : entry.isFile() ? [rel] : [];
  });
}

/** The build's compressed copies (x.js.br, x.js.gz): sent in x.js's place, never under their own name. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(file) || file.startsWith('workbox-')) return REVALIDATE;
  return SHORT;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page template with the SPA's stylesheets written into it: a server-rendered page paints as
 * soon as its HTML has arrived, without a round trip for render-blocking CSS. (index.html itself,
 * which shows nothing before its scripts have run, keeps its links.)
 */
export function inlineStylesheets(template: string, spaDir: string, files: ReadonlySet<string>): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    if (!files.has(file)) return link;
    const css = fs.readFileSync(path.join(spaDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

const MODULE_SCRIPT = /<script type="module" crossorigin src=/g;

/**
 * A server-rendered page's scripts at low fetch priority: the page reads without them (they hydrate
 * it), so its pictures, the largest of which is its largest paint, come first on a phone's network.
 * index.html itself, which shows nothing before its scripts have run, keeps them first.
 */
export function scriptsAfterContent(template: string): string {
  return template.replace(MODULE_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=');
}

export interface ServeSpaOptions {
  spaDir: string;
  /** The shop's public address (canonical URLs, sitemap). */
  publicUrl: string;
  /** Ids of the products listed in the sitemap. */
  productIds: () => Promise<readonly number[]>;
  /** The catalogue cache's version: rendered pages are kept only while it stays the same. */
  catalogVersion: () => Promise<number>;
  warn: (message: string) => void;
  error: (message: string, err: unknown) => void;
}

/** Routes of Fastify itself answer their errors (the edge check's refusals included) like the API's. */
const ERRORS = { errorHandler: replyWithError };

/** The SPA's server bundle, built beside the SPA: frontend/dist → frontend/dist-ssr. */
export function serverEntryFor(spaDir: string): string {
  return path.join(`${spaDir}-ssr`, 'entry-server.cjs');
}

/**
 * Serves the built SPA: hashed /assets/* for a year, other files for an hour (the service worker
 * and manifest revalidated), robots.txt and sitemap.xml, the catalogue pages (/, /category,
 * /product/:id) rendered on the server, and index.html for every other GET outside /api (with the
 * page's own head when the server bundle knows the route). The
 * file list is read once at start, so nothing outside it can ever be served. A page that fails to
 * render is logged and answered with the client-rendered index.html.
 * Returns false (API only) when the build is missing.
 */
export async function serveSpa(fastify: FastifyInstance, options: ServeSpaOptions): Promise<boolean> {
  const { spaDir, publicUrl, warn } = options;
  if (!fs.existsSync(path.join(spaDir, 'index.html'))) {
    warn(`SPA introuvable dans ${spaDir} : seule l'API est servie (lancez npm run build -w frontend).`);
    return false;
  }
  const files = new Set(listFiles(spaDir).filter((file) => !COMPRESSED_COPY.test(file)));
  const template = fs.readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  const screens = ScreenAssets.load(spaDir, files, template);
  // The build manifest is for the server only.
  files.delete(MANIFEST_FILE);
  const renderer = PageRenderer.load(
    fastify,
    serverEntryFor(spaDir),
    {
      rendered: scriptsAfterContent(inlineStylesheets(template, spaDir, files)),
      shell: template,
      screenHead: screens ? (s) => screens.headFor(s) : undefined,
    },
    publicUrl,
    options.catalogVersion,
  );
  if (!renderer)
    warn(`Rendu serveur indisponible (${serverEntryFor(spaDir)}) : les pages sont rendues dans le navigateur.`);

  fastify.get('/robots.txt', ERRORS, (_request, reply) =>
    reply.header('cache-control', SHORT).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  fastify.get('/sitemap.xml', ERRORS, async (_request, reply) =>
    reply
      .header('cache-control', SHORT)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicUrl, await options.productIds())),
  );
  await fastify.register(fastifyStatic, {
    root: spaDir,
    serve: false,
    // The build's Brotli (quality 11) or gzip copy when the browser accepts it (see vite.config.ts).
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).header('content-type', 'application/json; charset=utf-8').send(ROUTE_NOT_FOUND);
    }
    let file: string;
    try {
      file = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      file = '';
    }
    if (files.has(file)) {
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file);
    }
    if (file.startsWith('assets/')) {
      // A hashed file of another build: a 404 rather than index.html (which would be parsed as JS/CSS).
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Fichier introuvable');
    }
    if (renderer) {
      try {
        const page = await renderer.render(request.url, String(request.id));
        if (page) {
          return reply
            .status(page.status)
            .header('cache-control', REVALIDATE)
            .type('text/html; charset=utf-8')
            .send(page.html);
        }
      } catch (err) {
        options.error(`Rendu serveur de ${pathname} impossible : page rendue dans le navigateur`, err);
      }
    }
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
  };
  fastify.get('/', ERRORS, handler);
  fastify.get('/*', ERRORS, handler);
  return true;
}
