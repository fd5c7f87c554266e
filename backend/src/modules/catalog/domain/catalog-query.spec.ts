import { catalogQueryKey, queryCatalog, type CatalogQuery } from './catalog-query.js';
import type { Product } from './product.js';

function product(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Box ${overrides.id}`,
    description: 'Une box',
    contents: [],
    priceCents: 1000,
    category: 'Mensuelle',
    shippingWeightGrams: 1500,
    rating: 4,
    reviewCount: 10,
    stock: 5,
    isNew: false,
    hasSubscriptionOption: true,
    images: [],
    reserved: 0,
    published: true,
    archivedAt: null,
    vatRate: 21,
    ...overrides,
  };
}

const CATALOG: Product[] = [
  product({ id: 1, name: 'Box Essentielle', priceCents: 2999, rating: 4.5, reviewCount: 128 }),
  product({ id: 2, name: 'Box Premium', priceCents: 4999, category: 'Premium', rating: 4.8, reviewCount: 96 }),
  product({
    id: 3,
    name: 'Box Découverte',
    priceCents: 3999,
    rating: 4.6,
    reviewCount: 74,
    description: 'Spécialités régionales',
  }),
  product({
    id: 4,
    name: 'Box Été',
    priceCents: 5999,
    category: 'Édition limitée',
    rating: 4.9,
    reviewCount: 45,
    hasSubscriptionOption: false,
  }),
  product({
    id: 5,
    name: 'Box Cadeau',
    priceCents: 2499,
    category: 'Cadeau',
    rating: 3.8,
    reviewCount: 63,
    hasSubscriptionOption: false,
  }),
  product({ id: 6, name: 'Box Wellness', priceCents: 4599, category: 'Premium', rating: 4.7, reviewCount: 52 }),
  product({
    id: 7,
    name: 'Box Collector',
    priceCents: 7999,
    category: 'Édition limitée',
    rating: 4.9,
    reviewCount: 31,
    hasSubscriptionOption: false,
  }),
  product({ id: 8, name: 'Box Famille', priceCents: 3499, category: 'Cadeau', rating: 4.4, reviewCount: 88 }),
];

const ids = (query: CatalogQuery) => queryCatalog(CATALOG, query).items.map((p) => p.id);

describe('queryCatalog (pure filter, sort and pagination)', () => {
  it('lists everything in catalogue order by default, 12 per page', () => {
    const page = queryCatalog(CATALOG, {});
    expect(page.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page).toMatchObject({ total: 8, page: 1, limit: 12 });
  });

  it('filters by exact category', () => {
    expect(ids({ category: 'Premium' })).toEqual([2, 6]);
    expect(ids({ category: 'Édition limitée' })).toEqual([4, 7]);
  });

  it('filters by inclusive price bounds, in whole cents', () => {
    expect(ids({ minPrice: 45.99 })).toEqual([2, 4, 6, 7]);
    expect(ids({ maxPrice: 29.99 })).toEqual([1, 5]);
    expect(ids({ minPrice: 30, maxPrice: 40 })).toEqual([3, 8]);
    expect(ids({ minPrice: 29.991 })).not.toContain(1);
    expect(ids({ minPrice: 0, maxPrice: 0 })).toEqual([]);
  });

  it('filters by purchase type', () => {
    expect(ids({ purchaseType: 'single' })).toEqual([4, 5, 7]);
    expect(ids({ purchaseType: 'subscription' })).toEqual([1, 2, 3, 6, 8]);
    expect(ids({ purchaseType: 'all' })).toHaveLength(8);
  });

  it('filters by rating buckets (floor of the rating)', () => {
    expect(ids({ ratings: [3] })).toEqual([5]);
    expect(ids({ ratings: [4] })).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(ids({ ratings: [5] })).toEqual([]);
    expect(ids({ ratings: [3, 4] })).toHaveLength(8);
  });

  it('keeps a box nobody has rated yet whatever the rating filter', () => {
    const fresh = product({ id: 9, name: 'Box Nouvelle', rating: 0, reviewCount: 0 });
    const page = queryCatalog([...CATALOG, fresh], { ratings: [3, 4, 5] });
    expect(page.items.map((p) => p.id)).toContain(9);
    expect(page.total).toBe(9);
  });

  it('sorts every way, ties by id', () => {
    expect(ids({ sort: 'featured' })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids({ sort: 'newest' })).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(ids({ sort: 'price-asc' })).toEqual([5, 1, 8, 3, 6, 2, 4, 7]);
    expect(ids({ sort: 'price-desc' })).toEqual([7, 4, 2, 6, 3, 8, 1, 5]);
    // 4.9 twice: more reviews first (4 has 45, 7 has 31)
    expect(ids({ sort: 'rating' })).toEqual([4, 7, 2, 6, 3, 1, 8, 5]);
    const tied = [product({ id: 9, priceCents: 100 }), product({ id: 3, priceCents: 100 })];
    expect(queryCatalog(tied, { sort: 'price-desc' }).items.map((p) => p.id)).toEqual([3, 9]);
  });

  it('paginates after filtering and sorting', () => {
    const page = queryCatalog(CATALOG, { limit: 3, page: 3 });
    expect(page.items.map((p) => p.id)).toEqual([7, 8]);
    expect(page).toMatchObject({ total: 8, page: 3, limit: 3 });
    expect(queryCatalog(CATALOG, { limit: 3, page: 4 }).items).toEqual([]);
    expect(queryCatalog(CATALOG, { category: 'Premium', limit: 1, page: 2 })).toMatchObject({ total: 2 });
  });

  it('searches name, category and description without case or accents', () => {
    expect(ids({ q: 'wellness' })).toEqual([6]);
    expect(ids({ q: 'DECOUVERTE' })).toEqual([3]);
    expect(ids({ q: 'regionales' })).toEqual([3]);
    expect(ids({ q: 'edition limitee' })).toEqual([4, 7]);
    expect(ids({ q: '   ' })).toHaveLength(8);
    expect(ids({ q: 'introuvable' })).toEqual([]);
  });

  it('combines filters', () => {
    expect(ids({ category: 'Cadeau', purchaseType: 'subscription' })).toEqual([8]);
    expect(ids({ ratings: [4], maxPrice: 40, sort: 'price-desc' })).toEqual([3, 8, 1]);
  });

  it('does not modify its input', () => {
    const copy = structuredClone(CATALOG);
    queryCatalog(CATALOG, { sort: 'newest' });
    expect(CATALOG).toEqual(copy);
  });

  it('gives equal cache keys to queries with the same meaning', () => {
    expect(catalogQueryKey({})).toBe(catalogQueryKey({ sort: 'featured', page: 1, limit: 12, purchaseType: 'all' }));
    expect(catalogQueryKey({ ratings: [5, 3, 3] })).toBe(catalogQueryKey({ ratings: [3, 5] }));
    expect(catalogQueryKey({ q: 'Découverte ' })).toBe(catalogQueryKey({ q: 'decouverte' }));
    expect(catalogQueryKey({ page: 2 })).not.toBe(catalogQueryKey({ page: 1 }));
  });
});
