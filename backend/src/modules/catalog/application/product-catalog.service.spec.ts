import { FixedClock } from '../../../shared/clock.js';
import type { Product } from '../domain/product.js';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';
import { ProductRepository } from '../domain/product.repository.js';
import { CATALOG_TTL_MS, ProductCatalog } from './product-catalog.service.js';

class InMemoryProducts extends ProductRepository {
  calls = 0;
  constructor(public rows: Product[]) {
    super();
  }
  async findPublished(): Promise<Product[]> {
    this.calls += 1;
    return this.rows.map((r) => ({ ...r }));
  }
}

const box = (id: number, stock = 5): Product => ({
  id,
  name: `Box ${id}`,
  description: '',
  contents: [],
  priceCents: 1000 * id,
  category: 'Cadeau',
  rating: 4,
  reviewCount: 1,
  stock,
  isNew: false,
  hasSubscriptionOption: false,
  images: [],
  reserved: 0,
  published: true,
  archivedAt: null,
  vatRate: 21,
});

describe('ProductCatalog (in-memory catalogue)', () => {
  let clock: FixedClock;
  let repository: InMemoryProducts;
  let catalog: ProductCatalog;

  beforeEach(() => {
    clock = new FixedClock(new Date('2026-01-01T10:00:00Z'));
    repository = new InMemoryProducts([box(1), box(2)]);
    catalog = new ProductCatalog(repository, clock);
  });

  it('reads the database at most once per 10 seconds, even under concurrent requests', async () => {
    await Promise.all([catalog.all(), catalog.all(), catalog.findById(1)]);
    expect(repository.calls).toBe(1);
    clock.advance(CATALOG_TTL_MS - 1);
    await catalog.all();
    expect(repository.calls).toBe(1);
    clock.advance(1);
    await catalog.all();
    expect(repository.calls).toBe(2);
  });

  it('reloads at once after invalidate() and bumps the version only when something changed', async () => {
    const first = await catalog.snapshot();
    catalog.invalidate();
    const same = await catalog.snapshot();
    expect(same.version).toBe(first.version);
    repository.rows = [box(1, 0), box(2)];
    catalog.invalidate();
    const changed = await catalog.snapshot();
    expect(changed.version).toBe(first.version + 1);
    expect((await catalog.findById(1))?.stock).toBe(0);
    expect(repository.calls).toBe(3);
  });

  it('finds products by id for other modules', async () => {
    expect((await catalog.findById(2))?.priceCents).toBe(2000);
    expect(await catalog.findById(99)).toBeUndefined();
    const found = await catalog.findByIds([1, 99, 2]);
    expect([...found.keys()]).toEqual([1, 2]);
    await expect(catalog.getById(99)).rejects.toBeInstanceOf(ProductNotFoundError);
    await expect(catalog.getById(99)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Produit non trouvé',
    });
  });

  it('hands out frozen products: a caller cannot change the cache', async () => {
    const product = await catalog.findById(1);
    expect(Object.isFrozen(product)).toBe(true);
  });
});
