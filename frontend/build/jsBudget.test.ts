import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { firstPages, initialChunks, jsBudget, pageChunks } from './jsBudget';

const chunk = (fileName: string, imports: string[] = [], extra: object = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  code: `/* ${fileName} */ ${'x'.repeat(fileName.length * 50)}`,
  ...extra,
});

const bundle = {
  'index.html': {
    type: 'asset' as const,
    fileName: 'index.html',
    source: '<head><script type="module" crossorigin src="/index.js"></script></head><div id="root"></div>',
  },
  'index.js': chunk('index.js', ['react.js', 'redux.js']),
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
    expect(product.bytes).toBeGreaterThan(entry.bytes);
    expect(product.gzipBytes).toBeGreaterThan(entry.gzipBytes);
    expect(names(product.chunks)).not.toContain('AdminApp.js');
  });

  it('a screen missing from the bundle is an error, not a lighter page', () => {
    expect(() => firstPages(bundle, { '/': 'src/features/catalog/pages/HomePage.tsx' })).toThrow(/HomePage/);
  });
});

describe('the budget plugin', () => {
  const screens = { '/product/:id': 'src/features/catalog/pages/ProductPage.tsx' };
  const productBytes = firstPages(bundle, screens)[1].bytes;

  /** Runs the plugin's writeBundle hook as the build would, with a context that throws on error. */
  function build(limitBytes: number) {
    const plugin = jsBudget(limitBytes, screens);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
      info: vi.fn(),
    };
    const hook = plugin.writeBundle as unknown as (this: typeof context, o: object, b: object) => void;
    hook.call(context, {}, bundle);
    return context;
  }

  it('passes a first page at the budget and prints what each first page weighs', () => {
    const context = build(productBytes);
    expect(context.info).toHaveBeenCalledWith(expect.stringMatching(/\/product\/:id/));
  });

  it('fails the build when a first page grows past the budget, naming the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => build(productBytes - 1)).toThrow(/Budget JavaScript dépassé par \/product\/:id/);
  });

  it('weighs the code as the shop sends it (Brotli 11), each chunk once, with gzip 9 beside it', () => {
    const code = (name: string) => (bundle as Record<string, { code?: string }>)[name].code ?? '';
    const files = ['index.js', 'react.js', 'redux.js', 'ProductPage.js', 'ProductCard.js'];
    const sum = (weigh: (code: string) => number) => files.reduce((total, f) => total + weigh(code(f)), 0);
    const product = firstPages(bundle, screens)[1];
    expect(product.bytes).toBe(
      sum((c) => brotliCompressSync(c, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    );
    expect(product.gzipBytes).toBe(sum((c) => gzipSync(c, { level: 9 }).length));
    expect(product.bytes).toBeLessThan(product.gzipBytes);
  });
});
