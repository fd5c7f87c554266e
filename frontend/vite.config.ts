/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { BROTLI_QUALITY, GZIP_LEVEL, jsBudget } from './build/jsBudget.ts';
import { productionOnly } from './build/productionOnly.ts';
import { pwa } from './build/pwa.ts';
import { shellHead } from './build/shellHead.ts';
import { SSR_SCREENS } from './src/app/ssrScreens.ts';

/**
 * JavaScript of a first storefront page as the shop sends it (Brotli): the entry with its static
 * imports and, for a server-rendered page, its screen chunk (fetched before hydration). The build
 * fails past it.
 */
export const INITIAL_JS_BUDGET_BYTES = 120_000;

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * `npm start` builds with BUILD_LOG_LEVEL=warn: a newcomer sees where the shop is, not the list of
 * built files and the budget's figures (`npm run build` prints them). A budget overrun still fails loudly.
 */
const BUILD_LOG_LEVELS = ['info', 'warn', 'error', 'silent'] as const;
const logLevel = BUILD_LOG_LEVELS.find((level) => level === process.env.BUILD_LOG_LEVEL) ?? 'info';
/** Rolldown's notice of slow plugin callbacks speaks of the compression and PWA plugins' known, wanted work. */
const checks = { bundlerTimings: false };

const config: UserConfig = {
  logLevel,
  plugins: [
    react(),
    shellHead(),
    jsBudget(INITIAL_JS_BUDGET_BYTES, SSR_SCREENS),
    productionOnly(),
    pwa(path.join(import.meta.dirname, 'dist')),
    // Each text file with its Brotli and gzip copies beside it (.br, .gz; quality 11, level 9): the
    // server sends them as they are, smaller than compressing on the fly and at no cost per request.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
        defineAlgorithm('gzip', { level: GZIP_LEVEL }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads a rendered page's screen chunk and styles from it.
    manifest: true,
    // Every browser the shop supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks,
      output: {
        // One long-lived vendor chunk (a release of the shop does not invalidate the libraries):
        // React, the router and Redux compress better together than apart. The shop's own code
        // that every first page runs is one chunk too (no small shared chunks, each gzipped apart).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            { name: 'shell', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 10 },
            {
              name: 'catalog',
              test: /[\\/]src[\\/](features[\\/]catalog[\\/](components[\\/]ProductCard|head)|components[\\/](Stars|Button|RetryNotice)|lib[\\/]images|features[\\/]cart[\\/](useCartActions|messages)|features[\\/]rules[\\/])/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
  },
};

/**
 * The server renderer (src/entry-server.tsx → dist-ssr/entry-server.cjs): one self-contained
 * CommonJS file, React included, so the backend loads it with a plain require whatever its NODE_ENV.
 */
const ssrConfig: UserConfig = {
  logLevel,
  plugins: [react(), productionOnly()],
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      // The service worker is registered by the browser only.
      checks,
      external: ['virtual:pwa-register'],
      output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // The shop is always built for production: a shell with NODE_ENV=development must not ship a
  // development React (Vite would otherwise take NODE_ENV from the shell).
  if (command === 'build') process.env.NODE_ENV = 'production';
  // Written into index.html: a release with a new version is a new service worker ('nouvelle version').
  process.env.VITE_APP_VERSION ??= process.env.npm_package_version ?? 'dev';
  if (isSsrBuild) return ssrConfig;
  // react-router ships its warnings-free build apart, without an export condition to select it.
  if (command === 'build')
    config.resolve = { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] };
  return config;
});
