import { describe, expect, it } from 'vitest';
import { developmentModules } from './productionOnly';

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
