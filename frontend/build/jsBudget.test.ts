import { describe, expect, it } from 'vitest';
import { firstPages, initialChunks, pageChunks } from './jsBudget';

const chunk = (fileName: string, imports: string[] = [], extra: object = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  code: `/* ${fileName} */ ${'x'.repeat(fileName.length * 50)}`,
  ...extra,
});

const bundle = {
  'index.js': chunk('index.js', ['react.js', 'redux.js'], { isEntry: true }),
  'react.js': chunk('react.js'),
  'redux.js': chunk('redux.js', ['react.js']),
  'ProductPage.js': chunk('ProductPage.js', ['ProductCard.js', 'react.js'], {
    facadeModuleId: '/app/src/features/catalog/pages/ProductPage.tsx',
  }),
  'ProductCard.js': chunk('ProductCard.js'),
  'AdminApp.js': chunk('AdminApp.js', ['react.js'], {
    facadeModuleId: '/app/src/features/admin/AdminApp.tsx',
  }),
  'index.css': { type: 'asset' as const, fileName: 'index.css' },
};

const names = (chunks: { fileName: string }[]) => chunks.map((c) => c.fileName).sort();

describe('first page JavaScript budget', () => {
  it('the entry brings its static imports, not the lazy screens', () => {
    expect(names(initialChunks(bundle))).toEqual(['index.js', 'react.js', 'redux.js']);
  });

  it('a server-rendered page adds its screen and what the screen imports', () => {
    expect(names(pageChunks(bundle, 'src/features/catalog/pages/ProductPage.tsx')!)).toEqual([
      'ProductCard.js',
      'ProductPage.js',
      'index.js',
      'react.js',
      'redux.js',
    ]);
  });

  it('weighs the entry and each page; the page with its screen weighs more than the entry alone', () => {
    const [entry, product] = firstPages(bundle, {
      '/product/:id': 'src/features/catalog/pages/ProductPage.tsx',
    });
    expect(entry.page).toBe('entrée');
    expect(product.page).toBe('/product/:id');
    expect(product.gzipBytes).toBeGreaterThan(entry.gzipBytes);
    expect(names(product.chunks)).not.toContain('AdminApp.js');
  });

  it('a screen missing from the bundle is an error, not a lighter page', () => {
    expect(() => firstPages(bundle, { '/': 'src/features/catalog/pages/HomePage.tsx' })).toThrow(/HomePage/);
  });
});
