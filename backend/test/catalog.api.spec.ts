import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from './support/test-app.js';

interface ProductJson {
  id: number;
  name: string;
  price: number;
  category: string;
  rating: number;
  reviewCount: number;
  hasSubscriptionOption: boolean;
  [key: string]: unknown;
}
interface ListJson {
  items: ProductJson[];
  total: number;
  page: number;
  limit: number;
}

describe('Catalogue API (real app, real PostgreSQL)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const list = async (query = ''): Promise<ListJson> => {
    const response = await get(`/api/products${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ListJson>();
  };
  const ids = async (query: string) => (await list(query)).items.map((p) => p.id);

  it('lists the 8 seeded boxes with the contract shape', async () => {
    const response = await get('/api/products');
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<ListJson>();
    expect(body).toMatchObject({ total: 8, page: 1, limit: 12 });
    expect(body.items.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.items[0]).toEqual({
      id: 1,
      name: 'Box Essentielle',
      description: expect.any(String),
      contents: expect.any(Array),
      price: 29.99,
      subscriptionPrice: 25.49,
      image: '/images/products/1-1.svg',
      images: [1, 2, 3, 4].map((n) => `/images/products/1-${n}.svg`),
      category: 'Mensuelle',
      rating: 4.5,
      reviewCount: 128,
      stock: 50,
      inStock: true,
      isNew: false,
      hasSubscriptionOption: true,
    });
    for (const p of body.items) {
      const sentences = (p.description as string).split(/[.!?](\s|$)/).filter((s) => s.trim().length > 10);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(5);
      expect((p.contents as string[]).length).toBeGreaterThanOrEqual(4);
      expect((p.contents as string[]).length).toBeLessThanOrEqual(6);
    }
  });

  it('matches the catalogue table of the brief', async () => {
    const { items } = await list();
    const table = items.map((p) => [
      p.id,
      p.name,
      p.price,
      p.category,
      p.rating,
      p.reviewCount,
      p.stock,
      p.isNew,
      p.hasSubscriptionOption,
    ]);
    expect(table).toEqual([
      [1, 'Box Essentielle', 29.99, 'Mensuelle', 4.5, 128, 50, false, true],
      [2, 'Box Premium', 49.99, 'Premium', 4.8, 96, 30, false, true],
      [3, 'Box Découverte', 39.99, 'Mensuelle', 4.6, 74, 40, true, true],
      [4, 'Box Édition Limitée Été', 59.99, 'Édition limitée', 4.9, 45, 12, true, false],
      [5, 'Box Cadeau', 24.99, 'Cadeau', 3.8, 63, 80, false, false],
      [6, 'Box Wellness', 45.99, 'Premium', 4.7, 52, 25, true, true],
      [7, 'Box Collector', 79.99, 'Édition limitée', 4.9, 31, 8, false, false],
      [8, 'Box Famille', 34.99, 'Cadeau', 4.4, 88, 60, false, true],
    ]);
  });

  it('filters by category (accents included)', async () => {
    expect(await ids('?category=Premium')).toEqual([2, 6]);
    expect(await ids(`?category=${encodeURIComponent('Édition limitée')}`)).toEqual([4, 7]);
    expect(await ids('?category=Mensuelle')).toEqual([1, 3]);
    expect(await ids('?category=Cadeau')).toEqual([5, 8]);
  });

  it('filters by price bounds', async () => {
    expect(await ids('?minPrice=45.99')).toEqual([2, 4, 6, 7]);
    expect(await ids('?maxPrice=30')).toEqual([1, 5]);
    expect(await ids('?minPrice=30&maxPrice=40')).toEqual([3, 8]);
  });

  it('filters by purchase type', async () => {
    expect(await ids('?purchaseType=single')).toEqual([4, 5, 7]);
    expect(await ids('?purchaseType=subscription')).toEqual([1, 2, 3, 6, 8]);
    expect(await ids('?purchaseType=all')).toHaveLength(8);
  });

  it('filters by rating buckets', async () => {
    expect(await ids('?ratings=3')).toEqual([5]);
    expect(await ids('?ratings=4,5')).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(await ids('?ratings=1,2')).toEqual([]);
  });

  it('sorts', async () => {
    expect(await ids('?sort=featured')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await ids('?sort=newest')).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await ids('?sort=price-asc')).toEqual([5, 1, 8, 3, 6, 2, 4, 7]);
    expect(await ids('?sort=price-desc')).toEqual([7, 4, 2, 6, 3, 8, 1, 5]);
    expect(await ids('?sort=rating')).toEqual([4, 7, 2, 6, 3, 1, 8, 5]);
  });

  it('paginates', async () => {
    const body = await list('?limit=3&page=3');
    expect(body).toMatchObject({ total: 8, page: 3, limit: 3 });
    expect(body.items.map((p) => p.id)).toEqual([7, 8]);
    expect((await list('?limit=3&page=9')).items).toEqual([]);
  });

  it('searches without case or accents', async () => {
    expect(await ids('?q=wellness')).toEqual([6]);
    expect(await ids('?q=decouverte')).toEqual([3]);
    expect(await ids('?q=BOX&limit=100')).toHaveLength(8);
  });

  it('serves the same listing again from its cache', async () => {
    const first = await get('/api/products?sort=rating&ratings=4');
    const again = await get('/api/products?ratings=4&sort=rating');
    expect(again.body).toBe(first.body);
  });

  it('returns one product', async () => {
    const response = await get('/api/products/4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 4, name: 'Box Édition Limitée Été', price: 59.99, inStock: true });
  });

  it.each(['99', 'abc', '0', '-1', '1.5', '1e3', '99999999999'])('answers 404 for product id %s', async (id) => {
    const response = await get(`/api/products/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Produit non trouvé' });
  });

  it.each([
    ['sort=cheap', 'sort'],
    ['minPrice=-1', 'minPrice'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=50&maxPrice=10', 'minPrice'],
    ['ratings=9', 'ratings'],
    ['ratings=3,x', 'ratings'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['category=Inconnue', 'category'],
    ['purchaseType=both', 'purchaseType'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['unknown=1', 'champInconnu'],
  ])('refuses %s with a French message for %s', async (query, field) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      statusCode: number;
      code: string;
      message: string;
      errors: Record<string, string[]>;
    }>();
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(/invalide/);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]![0]).toMatch(/^[A-ZÀ-Ý]/);
    expect(body.errors[field]!.join(' ')).not.toMatch(/should|must|property/);
  });

  it('names the fields in French', async () => {
    const body = (await get('/api/products?sort=cheap&limit=1000&unknown=1')).json<{
      errors: Record<string, string[]>;
    }>();
    expect(body.errors).toEqual({
      sort: ["Le tri doit être l'un de : featured, newest, price-asc, price-desc, rating"],
      limit: ['La limite doit être un entier entre 1 et 100'],
      champInconnu: ["Ce paramètre n'est pas accepté"],
    });
  });
});
