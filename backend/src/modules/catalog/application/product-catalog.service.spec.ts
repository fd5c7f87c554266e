import { FixedClock } from '../../../shared/clock.js';
import type { Product } from '../domain/product.js';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';
import { ProductRepository, type ProductStockLevel } from '../domain/product.repository.js';
import { CATALOG_TTL_MS, ProductCatalog } from './product-catalog.service.js';

class InMemoryProducts extends ProductRepository {
  calls = 0;
  stockCalls = 0;
  /** When set, each read waits until its resolver (pushed here) is called: a query still on its way. */
  held: (() => void)[] | undefined;
  constructor(public rows: Product[]) {
    super();
  }
  async findPublished(): Promise<Product[]> {
    this.calls += 1;
    const answer = this.rows.map((r) => ({ ...r })); // what the database holds when the query runs
    await this.wait();
    return answer;
  }
  async findPublishedStock(): Promise<ProductStockLevel[]> {
    this.stockCalls += 1;
    const answer = this.rows.map(({ id, stock, reserved }) => ({ id, stock, reserved }));
    await this.wait();
    return answer;
  }
  private wait(): Promise<void> {
    const held = this.held;
    return held ? new Promise((resolve) => held.push(resolve)) : Promise.resolve();
  }
}

const box = (id: number, stock = 5): Product => ({
  id,
  name: `Box ${id}`,
  shippingWeightGrams: 1500,
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

  it('a read begun before a change is not kept once the change is notified: the next reader reads again', async () => {
    await catalog.snapshot();
    const answers: (() => void)[] = [];
    repository.held = answers;
    catalog.invalidate(); // an earlier change
    const early = catalog.findById(2); // its read starts, with the old price…
    repository.rows = [box(1), { ...box(2), priceCents: 3150 }]; // …the administrator's change commits…
    catalog.invalidate(); // …and its notification arrives before that read answers.
    const late = catalog.findById(2);
    answers[0]!();
    await expect(early).resolves.toMatchObject({ priceCents: 2000 });
    // The reader who came after the notification got a read of its own, started after it.
    answers[1]!();
    await expect(late).resolves.toMatchObject({ priceCents: 3150 });
    expect(repository.calls).toBe(3);
    // And the stale read did not make the cache fresh: the new price stays.
    expect((await catalog.findById(2))?.priceCents).toBe(3150);
    expect(repository.calls).toBe(3);
  });

  it('an older read answering last never overwrites a newer one', async () => {
    await catalog.snapshot();
    const answers: (() => void)[] = [];
    repository.held = answers;
    catalog.invalidate();
    const first = catalog.all(); // reads stock 5
    repository.rows = [box(1, 2), box(2)];
    repository.held = answers;
    catalog.invalidate();
    const second = catalog.all(); // reads stock 2
    answers[1]!(); // the newer read answers first
    await second;
    answers[0]!();
    await first;
    repository.held = undefined;
    expect((await catalog.findById(1))?.stock).toBe(2);
  });

  it('a stock change reads the stock figures only, with the same care for reads in flight', async () => {
    const before = await catalog.snapshot();
    repository.rows = [box(1, 4), box(2)];
    catalog.invalidateStock();
    const after = await catalog.snapshot();
    expect(after.version).toBe(before.version + 1);
    expect(after.products[0]).toMatchObject({ id: 1, stock: 4, name: 'Box 1' });
    expect([repository.calls, repository.stockCalls]).toEqual([1, 1]);

    const answers: (() => void)[] = [];
    repository.held = answers;
    catalog.invalidateStock();
    const early = catalog.findById(1);
    repository.rows = [box(1, 3), box(2)];
    catalog.invalidateStock();
    const late = catalog.findById(1);
    answers[0]!();
    await expect(early).resolves.toMatchObject({ stock: 4 });
    answers[1]!();
    await expect(late).resolves.toMatchObject({ stock: 3 });
    expect((await catalog.findById(1))?.stock).toBe(3);
    expect([repository.calls, repository.stockCalls]).toEqual([1, 3]);
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
