import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../src/lib/figures.ts';

const THEME = '#5b2245';

/**
 * Precache only what a first page load uses (index.html's scripts, preloads and styles), the icons
 * and the product pictures: the service worker never downloads the back office, the image tools,
 * checkout or account chunks for a shopper. Other chunks are cached when they are first used.
 */
function firstLoadOnly(outDir: string) {
  return (entries: { url: string; revision: string | null; size: number }[]) => {
    const indexFile = path.join(outDir, 'index.html');
    // A build that failed before writing index.html: let its own error be the one reported.
    if (!existsSync(indexFile)) return { manifest: entries, warnings: [] };
    const html = readFileSync(indexFile, 'utf8');
    const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
    const manifest = entries.filter((e) => !e.url.startsWith('assets/') || firstLoad.has(e.url));
    return { manifest, warnings: [] };
  };
}

/**
 * The PWA (docs/design/frontend.md): /service-worker.js built by workbox, the web app manifest, and the
 * offline rules. Pages are network-first (the server's fresh HTML) and kept for offline reading;
 * a page never visited falls back to the app shell. Navigation to /api always goes to the network.
 */
export function pwa(outDir: string) {
  return VitePWA({
    filename: 'service-worker.js',
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'BoxPlaisir · Box cadeaux belges',
      short_name: 'BoxPlaisir',
      description: `Box cadeaux thématiques d'artisans belges, en achat unique ou en abonnement à -${SUBSCRIPTION_DISCOUNT_PERCENT} %.`,
      lang: 'fr-BE',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME,
      background_color: '#fbf6ee',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'images/**/*.svg'],
      // '/' is a server-rendered page (network first below), never the precached shell.
      directoryIndex: null,
      manifestTransforms: [firstLoadOnly(outDir)],
      navigateFallback: null,
      // A new version waits for the shopper's 'Recharger'; the first one controls the page at once,
      // so the catalogue data it loads is kept for offline reading.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Shop pages: the network first (fresh prices), the last copy when offline, else the shell.
          // (also the page a first visit asks to keep: a CACHE_URLS message with accept: text/html)
          urlPattern: ({ request, url }) =>
            (request.mode === 'navigate' || request.headers.get('accept') === 'text/html') &&
            !url.pathname.startsWith('/api'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 4,
            // The pages vary by compression only, which the browser handles.
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // The catalogue's data, for client-side navigation between catalogue pages offline.
          urlPattern: ({ url, request }) =>
            request.mode !== 'navigate' && /^\/api\/products(\/\d+)?$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'catalogue',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 100 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'chunks',
            expiration: { maxEntries: 100 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/images/') || url.pathname.startsWith('/media/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 200 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
