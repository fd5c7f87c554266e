import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentModules, productionOnly } from './productionOnly';

describe('production-only build check', () => {
  it('finds a development React in a bundle', () => {
    const bundle = {
      'react.js': {
        type: 'chunk' as const,
        fileName: 'react.js',
        moduleIds: [
          '/shop/node_modules/react/cjs/react.production.js',
          '/shop/node_modules/react-dom/cjs/react-dom-client.development.js',
        ],
      },
      'index.css': { type: 'asset' as const, fileName: 'index.css' },
    };
    expect(developmentModules(bundle)).toEqual([
      'react.js: /shop/node_modules/react-dom/cjs/react-dom-client.development.js',
    ]);
  });

  it('accepts a production React', () => {
    const bundle = {
      'react.js': {
        type: 'chunk' as const,
        fileName: 'react.js',
        moduleIds: [
          '/shop/node_modules/react-dom/cjs/react-dom-client.production.js',
          '/shop/src/features/catalog/development.ts',
        ],
      },
    };
    expect(developmentModules(bundle)).toEqual([]);
  });
});

/** The shop's react-dom, wherever npm installed it (the build below runs in a temporary folder). */
const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));

describe('production-only build check, in a real Vite build', () => {
  const buildReact = async (nodeEnv: string) => {
    const { build } = await import('vite');
    const root = mkdtempSync(path.join(tmpdir(), 'boxshop-prod-check-'));
    writeFileSync(
      path.join(root, 'main.js'),
      "import { createRoot } from 'react-dom/client';\nexport { createRoot };\n",
    );
    try {
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: { 'react-dom': reactDom } },
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
        plugins: [productionOnly()],
        build: { write: false, lib: { entry: path.join(root, 'main.js'), formats: ['es'] }, minify: false },
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('fails on a development React and passes a production one', async () => {
    await expect(buildReact('development')).rejects.toThrow(/Build de développement de React/);
    await expect(buildReact('production')).resolves.toBeUndefined();
  });
});
