import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { FixedClock } from '../src/shared/clock.js';
import { type Customer, type ErrorJson, ShopFixture, waitFor } from './support/shop-fixture.js';
import { createTestApp } from './support/test-app.js';

interface AdminProduct {
  id: number;
  name: string;
  description: string;
  contents: string[];
  price: number;
  category: string;
  hasSubscriptionOption: boolean;
  isNew: boolean;
  images: string[];
  image: string;
  stock: number;
  reserved: number;
  available: number;
  inStock: boolean;
  published: boolean;
  archived: boolean;
  vatRate: number;
}
interface ListJson {
  products: AdminProduct[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalProducts: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
  };
}

const IMAGES_MESSAGE =
  'Les images sont au plus 4 chemins de la médiathèque (/media/…) ou des illustrations de la boutique';
/** A well-formed library path whose image was never uploaded. */
const UNKNOWN_MEDIA = `/media/${'d'.repeat(64)}-800.webp`;

const NEW_BOX = {
  name: 'Box Montagne',
  description: 'Des douceurs des Ardennes.',
  contents: ['Miel de sapin', 'Tisane'],
  price: 44.5,
  category: 'Cadeau',
  stock: 12,
  images: ['/images/products/1-1.svg'],
};

/**
 * The back office's catalogue (docs/design/catalogue.md) on a database of its own: the authorization matrix, CRUD with
 * French validation, archiving, the storefront showing published products only, and a change made on
 * one instance seen by another instance on the same database within a second.
 */
describe('Admin products API (real app, real PostgreSQL)', () => {
  let shop: ShopFixture;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    admin = await shop.admin();
    customer = await shop.customer();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Customer | null, payload?: object) =>
    shop.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? who.auth : {} });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, admin, payload);
  const productsRow = async (id: number) =>
    (
      (await shop.dataSource.query(
        `SELECT name, price_cents, stock, published, archived_at FROM products WHERE id = $1`,
        [id],
      )) as Record<string, unknown>[]
    )[0];

  it('lets administrators only: anonymous 401, customer 403, on every route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/products/low-stock'],
      ['GET', '/api/admin/products/1'],
      ['POST', '/api/admin/products', NEW_BOX],
      ['PUT', '/api/admin/products/1', { price: 1 }],
      ['DELETE', '/api/admin/products/1'],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await call(method, url, null, body);
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
      expect(anonymous.json<ErrorJson>().message).toMatch(/^[A-ZÀ-Ý]/);
      const forbidden = await call(method, url, customer, body);
      expect([method, url, forbidden.statusCode]).toEqual([method, url, 403]);
    }
    expect(await productsRow(1)).toMatchObject({ price_cents: 2999, published: true, archived_at: null });
  });

  it('lists the catalogue with stock, reservations and pages, and searches it', async () => {
    const page = await asAdmin('GET', '/api/admin/products?limit=3&page=2');
    expect(page.statusCode).toBe(200);
    const json = page.json<ListJson>();
    expect(json.pagination).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalProducts: 8,
      hasPrevPage: true,
      hasNextPage: true,
    });
    expect(json.products.map((p) => p.id)).toEqual([5, 4, 3]);
    expect(json.products[0]).toMatchObject({
      name: 'Box Cadeau',
      stock: 80,
      reserved: 0,
      available: 80,
      inStock: true,
      published: true,
      archived: false,
      vatRate: 21,
    });
    const search = (await asAdmin('GET', '/api/admin/products?search=collector')).json<ListJson>();
    expect(search.products.map((p) => p.name)).toEqual(['Box Collector']);
    // Case and accents do not matter, on any database (the embedded one has the C ctype): 'ete', 'ÉTÉ'
    // and 'limitee ete' all find the limited edition by its own name.
    for (const words of ['ete', 'ÉTÉ', 'limitee ete', 'Été']) {
      const found = (await asAdmin('GET', `/api/admin/products?search=${encodeURIComponent(words)}`)).json<ListJson>();
      expect([words, found.products.map((p) => p.name)]).toEqual([words, ['Box Édition Limitée Été']]);
    }
    for (const bad of ['page=0', 'limit=1000', 'published=maybe', 'sort=name', 'page=abc']) {
      const refused = await asAdmin('GET', `/api/admin/products?${bad}`);
      expect([bad, refused.statusCode]).toEqual([bad, 400]);
      expect(refused.json<ErrorJson>().message).toMatch(/^[A-ZÀ-Ý]/);
    }
  });

  it('filters the list on publication: published=true, published=false (drafts, not archived)', async () => {
    const draft = (
      await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box Brouillon' })
    ).json<AdminProduct>();
    const listed = async (filter: string) =>
      (await asAdmin('GET', `/api/admin/products?limit=100&published=${filter}`)).json<ListJson>().products;
    const drafts = await listed('false');
    expect(drafts.map((p) => p.name)).toContain('Box Brouillon');
    expect(drafts.every((p) => !p.published && !p.archived)).toBe(true);
    const live = await listed('true');
    expect(live.map((p) => p.name)).not.toContain('Box Brouillon');
    expect(live.every((p) => p.published)).toBe(true);
    expect(live.map((p) => p.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8]));
    await asAdmin('DELETE', `/api/admin/products/${draft.id}`);
    expect((await listed('false')).map((p) => p.name)).not.toContain('Box Brouillon');
    expect((await listed('archived')).map((p) => p.name)).toContain('Box Brouillon');
  });

  it('creates a box unpublished by default (VAT 21), shown in the shop once published', async () => {
    const created = await asAdmin('POST', '/api/admin/products', NEW_BOX);
    expect(created.statusCode).toBe(201);
    const box = created.json<AdminProduct>();
    expect(box).toMatchObject({ ...NEW_BOX, published: false, vatRate: 21, reserved: 0, available: 12, isNew: false });
    expect((await call('GET', `/api/products/${box.id}`)).json<ErrorJson>()).toEqual({
      statusCode: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Produit non trouvé',
    });
    expect((await call('GET', '/api/products?limit=50')).json<{ total: number }>().total).toBe(8);

    const published = await asAdmin('PUT', `/api/admin/products/${box.id}`, {
      published: true,
      vatRate: 6,
      price: 39.9,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<AdminProduct>()).toMatchObject({ published: true, vatRate: 6, price: 39.9 });
    const shown = await call('GET', `/api/products/${box.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: 'Box Montagne', price: 39.9, stock: 12, inStock: true });
    expect((await asAdmin('GET', `/api/admin/products/${box.id}`)).json<AdminProduct>().name).toBe('Box Montagne');
  });

  it('refuses bad input in French, changing nothing', async () => {
    const cases: [object, string, string][] = [
      [{ ...NEW_BOX, name: 'Box Essentielle' }, 'name', 'Un produit porte déjà ce nom'],
      [{ ...NEW_BOX, name: 'box essentielle ' }, 'name', 'Un produit porte déjà ce nom'],
      [{ ...NEW_BOX, name: 'Box X', stock: -1 }, 'stock', 'Le stock doit être un nombre entier entre 0 et 1000000'],
      [
        { ...NEW_BOX, name: 'Box X', price: 12.345 },
        'price',
        'Le prix doit être un montant entre 0,01 et 100000 € avec au plus 2 décimales',
      ],
      [{ ...NEW_BOX, name: 'Box X', vatRate: 20 }, 'vatRate', 'Le taux de TVA doit valoir 21, 12 ou 6'],
      [{ ...NEW_BOX, name: '' }, 'name', 'Le nom est requis'],
      [{ ...NEW_BOX, name: 'Box X', images: ['https://evil.example/x.png'] }, 'images', IMAGES_MESSAGE],
      [{ ...NEW_BOX, name: 'Box X', images: ['/images/products/9-1.svg'] }, 'images', IMAGES_MESSAGE],
      [
        { ...NEW_BOX, name: 'Box X', images: [1, 2, 3, 4, 1].map((n) => `/images/products/1-${n}.svg`) },
        'images',
        IMAGES_MESSAGE,
      ],
      [
        { ...NEW_BOX, name: 'Box X', images: ['/images/products/1-1.svg', UNKNOWN_MEDIA] },
        'images',
        `Image absente de la médiathèque : ${UNKNOWN_MEDIA}`,
      ],
      [
        { ...NEW_BOX, name: 'Box X', category: 'Autre' },
        'category',
        "La catégorie doit être l'une de : Mensuelle, Édition limitée, Cadeau, Premium",
      ],
    ];
    const before = (await asAdmin('GET', '/api/admin/products?published=all&limit=100')).json<ListJson>();
    for (const [body, field, message] of cases) {
      const refused = await asAdmin('POST', '/api/admin/products', body);
      expect([field, refused.statusCode]).toEqual([field, 400]);
      expect(refused.json<ErrorJson>().errors?.[field]).toEqual([message]);
      expect(JSON.stringify(refused.json())).not.toContain('evil');
    }
    // NUL never reaches the DTO: the edge check refuses it for every route.
    const nul = await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box \u0000 nulle' });
    expect(nul.json<ErrorJson>()).toMatchObject({ statusCode: 400, code: 'INVALID_TEXT' });
    // A body without the required fields (empty, or a form instead of JSON) names each of them.
    const empty = await asAdmin('POST', '/api/admin/products', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<ErrorJson>().errors ?? {}).sort()).toEqual([
      'category',
      'description',
      'name',
      'price',
    ]);
    const form = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nBox Z\r\n--x--\r\n',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json<ErrorJson>().code).toBe('VALIDATION_FAILED');
    const unknownField = await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box Y', rating: 5 });
    expect(unknownField.statusCode).toBe(400);
    const negative = await asAdmin('PUT', '/api/admin/products/1', { stock: -3 });
    expect(negative.statusCode).toBe(400);
    const threeDecimals = await asAdmin('PUT', '/api/admin/products/1', { price: 29.999 });
    expect(threeDecimals.statusCode).toBe(400);
    const unknownImage = await asAdmin('PUT', '/api/admin/products/1', { images: [UNKNOWN_MEDIA] });
    expect(unknownImage.json<ErrorJson>()).toMatchObject({ statusCode: 400, code: 'PRODUCT_IMAGE_UNKNOWN' });
    const renamed = await asAdmin('PUT', '/api/admin/products/2', { name: 'Box Essentielle' });
    expect(renamed.json<ErrorJson>()).toMatchObject({ statusCode: 400, code: 'PRODUCT_NAME_TAKEN' });
    expect((await asAdmin('GET', '/api/admin/products/999999')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/products/abc')).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/products/999999', { stock: 1 })).statusCode).toBe(404);

    const after = (await asAdmin('GET', '/api/admin/products?published=all&limit=100')).json<ListJson>();
    expect(after).toEqual(before);
  });

  it('shows no product on the shop without a picture: publishing one needs an image, a draft does not', async () => {
    const MESSAGE = 'Un produit publié a au moins une image : choisissez-en une dans la médiathèque';
    const before = (await asAdmin('GET', '/api/admin/products?published=all&limit=100')).json<ListJson>();
    const refused = await asAdmin('POST', '/api/admin/products', {
      ...NEW_BOX,
      name: 'Box Sans Image',
      images: [],
      published: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorJson>()).toMatchObject({ code: 'PRODUCT_IMAGE_REQUIRED', errors: { images: [MESSAGE] } });
    // Taking the last picture of a published box away is refused as well.
    const bare = await asAdmin('PUT', '/api/admin/products/3', { images: [] });
    expect(bare.json<ErrorJson>()).toMatchObject({ statusCode: 400, code: 'PRODUCT_IMAGE_REQUIRED' });
    expect((await asAdmin('GET', '/api/admin/products?published=all&limit=100')).json<ListJson>()).toEqual(before);

    // A draft may wait for its pictures; it is published once it has one.
    const draft = await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box Brouillon', images: [] });
    expect(draft.statusCode).toBe(201);
    const id = draft.json<AdminProduct>().id;
    const early = await asAdmin('PUT', `/api/admin/products/${id}`, { published: true });
    expect(early.json<ErrorJson>()).toMatchObject({ statusCode: 400, errors: { images: [MESSAGE] } });
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(404);
    const ready = await asAdmin('PUT', `/api/admin/products/${id}`, {
      published: true,
      images: ['/images/products/2-1.svg'],
    });
    expect(ready.statusCode).toBe(200);
    expect((await call('GET', `/api/products/${id}`)).json()).toMatchObject({ image: '/images/products/2-1.svg' });
  });

  it('never lowers the stock under the units unpaid orders hold', async () => {
    await shop.dataSource.query(`UPDATE products SET reserved = 3 WHERE id = 6`);
    try {
      const refused = await asAdmin('PUT', '/api/admin/products/6', { stock: 2 });
      expect(refused.json<ErrorJson>()).toMatchObject({
        statusCode: 400,
        code: 'PRODUCT_STOCK_BELOW_RESERVED',
        errors: {
          stock: ['Le stock ne peut pas être inférieur aux 3 unité(s) réservée(s) par des commandes en attente'],
        },
      });
      const ok = await asAdmin('PUT', '/api/admin/products/6', { stock: 3 });
      expect(ok.json<AdminProduct>()).toMatchObject({ stock: 3, reserved: 3, available: 0, inStock: false });
      expect((await call('GET', '/api/products/6')).json()).toMatchObject({ stock: 0, inStock: false });
    } finally {
      await shop.dataSource.query(`UPDATE products SET reserved = 0, stock = 25 WHERE id = 6`);
    }
  });

  it('archives on DELETE: gone from the shop and the default list, kept and restorable', async () => {
    const box = (
      await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box Éphémère', published: true })
    ).json<AdminProduct>();
    expect((await call('GET', `/api/products/${box.id}`)).statusCode).toBe(200);

    const archived = await asAdmin('DELETE', `/api/admin/products/${box.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json<AdminProduct>()).toMatchObject({ archived: true, published: false });
    expect((await call('GET', `/api/products/${box.id}`)).statusCode).toBe(404);
    const quote = await call('POST', '/api/cart/quote', null, {
      items: [{ productId: box.id, quantity: 1, isSubscription: false }],
    });
    expect(quote.json<ErrorJson>().code).toBe('CART_PRODUCT_NOT_FOUND');
    const names = async (query: string) =>
      (await asAdmin('GET', `/api/admin/products?limit=100${query}`)).json<ListJson>().products.map((p) => p.name);
    expect(await names('')).not.toContain('Box Éphémère');
    expect(await names(`&published=archived&search=${encodeURIComponent('phémère')}`)).toEqual(['Box Éphémère']);
    expect(await names('&published=all')).toContain('Box Éphémère');
    expect((await asAdmin('DELETE', `/api/admin/products/${box.id}`)).statusCode).toBe(200);

    // Its name is free again for a new box; publishing the archived one then collides.
    const again = await asAdmin('POST', '/api/admin/products', { ...NEW_BOX, name: 'Box Éphémère' });
    expect(again.statusCode).toBe(201);
    expect((await asAdmin('PUT', `/api/admin/products/${box.id}`, { published: true })).json<ErrorJson>().code).toBe(
      'PRODUCT_NAME_TAKEN',
    );
    await asAdmin('DELETE', `/api/admin/products/${again.json<AdminProduct>().id}`);
    const restored = await asAdmin('PUT', `/api/admin/products/${box.id}`, { published: true });
    expect(restored.json<AdminProduct>()).toMatchObject({ archived: false, published: true });
  });

  it('lists products with fewer than 5 available units for the dashboard', async () => {
    await asAdmin('PUT', '/api/admin/products/3', { stock: 4 });
    const low = (await asAdmin('GET', '/api/admin/products/low-stock')).json<{ products: AdminProduct[] }>();
    expect(low.products.map((p) => [p.id, p.available])).toEqual([[3, 4]]);
    await asAdmin('PUT', '/api/admin/products/3', { stock: 40 });
  });

  it('tells listeners whether only stock figures moved (payload "stock") or anything else ("")', async () => {
    const listener = new pg.Client({ connectionString: shop.database.url });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on('notification', (message) => payloads.push(message.payload ?? ''));
      await listener.query('LISTEN catalog_changed');
      const next = async (write: string) => {
        const seen = payloads.length;
        await shop.dataSource.query(write);
        // A marker write after it: its notification arrives after the one we wait for (same session order).
        await shop.dataSource.query(`NOTIFY catalog_changed, 'marker'`);
        for (;;) {
          const marker = payloads.indexOf('marker', seen);
          if (marker >= 0) {
            const got = payloads.slice(seen, marker);
            payloads.length = 0;
            return got;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      expect(await next(`UPDATE products SET reserved = reserved + 1 WHERE id = 5`)).toEqual(['stock']);
      expect(await next(`UPDATE products SET stock = stock + 1, reserved = reserved - 1 WHERE id = 5`)).toEqual([
        'stock',
      ]);
      expect(await next(`UPDATE products SET price_cents = price_cents + 1, stock = stock - 1 WHERE id = 5`)).toEqual([
        '',
      ]);
      expect(await next(`UPDATE products SET price_cents = price_cents - 1 WHERE id = 5`)).toEqual(['']);
      // A statement that changes nothing notifies nothing.
      expect(await next(`UPDATE products SET stock = stock WHERE id = 5`)).toEqual([]);
    } finally {
      await listener.end();
    }
  });

  describe('with a second instance on the same database', () => {
    let other: NestFastifyApplication;
    beforeAll(async () => {
      // Its clock never moves: the catalogue's 10-second refresh never comes due there, so only the
      // database's notification (LISTEN/NOTIFY) can bring it a change.
      other = await createTestApp(
        { DATABASE_URL: shop.database.url, SCHEDULER: 'off' },
        { clock: new FixedClock(new Date()) },
      );
    });
    afterAll(async () => {
      await other?.close();
    });

    const seenByOther = (id: number, check: (status: number, body: Record<string, unknown>) => boolean) =>
      waitFor(
        async () => {
          const response = await other.inject({ method: 'GET', url: `/api/products/${id}` });
          return check(response.statusCode, response.json());
        },
        20_000,
        'le changement atteint l’autre instance',
      );

    it('sees an administrator’s change through LISTEN/NOTIFY (its refresh timer never fires)', async () => {
      // Warm the other instance's cache first.
      expect((await other.inject({ method: 'GET', url: '/api/products/2' })).json()).toMatchObject({ price: 49.99 });

      await asAdmin('PUT', '/api/admin/products/2', { price: 31.5 });
      await seenByOther(2, (_s, body) => body.price === 31.5);

      await asAdmin('DELETE', '/api/admin/products/2');
      await seenByOther(2, (status) => status === 404);

      // A write made by anything else (psql, another service) reaches it too.
      await shop.dataSource.query(`UPDATE products SET published = true, archived_at = NULL, stock = 0 WHERE id = 2`);
      await seenByOther(2, (status, body) => status === 200 && body.inStock === false);

      // Orders only move stock figures ('stock' notification): the other instance refreshes just those.
      expect((await other.inject({ method: 'GET', url: '/api/products/5' })).json()).toMatchObject({ inStock: true });
      await shop.dataSource.query(`UPDATE products SET stock = reserved WHERE id = 5`);
      await seenByOther(5, (status, body) => status === 200 && body.inStock === false);
      await shop.dataSource.query(`UPDATE products SET stock = 25 WHERE id = 5`);
      await seenByOther(5, (status, body) => status === 200 && body.stock === 25);
    });
  });
});
