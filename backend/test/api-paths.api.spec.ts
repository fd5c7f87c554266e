import { type Customer, ShopFixture, paymentBody } from './support/shop-fixture.js';

/**
 * Routes that say what they are (docs/design/api-contract.md, "Paths"): a customer's orders at
 * /api/orders, administration under /api/admin; the paths the specs named first answer the same as
 * aliases and are not in the OpenAPI document.
 */
describe('API paths and their former aliases (real app)', () => {
  let shop: ShopFixture;
  let camille: Customer;
  let admin: Customer;
  let orderId: string;

  beforeAll(async () => {
    shop = await ShopFixture.start();
    camille = await shop.customer('Camille');
    admin = await shop.admin();
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: camille.auth,
      payload: paymentBody('34.98', [{ id: 1, quantity: 1, isSubscription: false }]),
    });
    expect(created.statusCode).toBe(201);
    orderId = created.json<{ orderId: string }>().orderId;
  }, 60_000);
  afterAll(() => shop?.stop());

  const get = (url: string, who: Customer | null) =>
    shop.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
  const filled = (path: string) => path.replace('{orderId}', orderId).replace('{userId}', camille.id);

  // [new path, former path, who may read it]
  it.each([
    ['/api/orders', '/api/mollie/orders', 'customer'],
    ['/api/orders/{orderId}', '/api/mollie/orders/{orderId}', 'customer'],
    ['/api/admin/orders', '/api/mollie/admin/orders', 'admin'],
    ['/api/admin/orders/restock', '/api/mollie/admin/orders/restock', 'admin'],
    ['/api/admin/orders/{orderId}', '/api/mollie/admin/orders/{orderId}', 'admin'],
    ['/api/admin/stats', '/api/mollie/admin/stats', 'admin'],
    ['/api/admin/withdrawals', '/api/mollie/admin/withdrawals', 'admin'],
    ['/api/admin/users/all', '/api/users/all', 'admin'],
    ['/api/admin/users/{userId}', '/api/users/{userId}', 'admin'],
  ])('%s answers, and its former path %s answers the same', async (path, formerPath, who) => {
    const [url, former] = [filled(path), filled(formerPath)];
    const reader = who === 'admin' ? admin : camille;
    const now = await get(url, reader);
    expect([url, now.statusCode]).toEqual([url, 200]);
    const before = await get(former, reader);
    expect([former, before.statusCode]).toEqual([former, 200]);
    expect(before.json()).toEqual(now.json());
    // The same guards at both paths: anonymous 401; a customer 403 on administration's.
    for (const at of [url, former]) {
      expect([at, (await get(at, null)).statusCode]).toEqual([at, 401]);
      if (who === 'admin') expect([at, (await get(at, camille)).statusCode]).toEqual([at, 403]);
    }
  });

  it("a customer's own /api/users/profile is still theirs beside the former /api/users/:id", async () => {
    const profile = await get('/api/users/profile', camille);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ email: string }>().email).toBe(camille.email);
  });

  it('the OpenAPI document lists the new paths only', async () => {
    const document = (await get('/api/docs-json', null)).json<{ paths: Record<string, unknown> }>();
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orders',
        '/api/orders/{orderId}',
        '/api/orders/{orderId}/resume',
        '/api/admin/orders',
        '/api/admin/stats',
        '/api/admin/orders/{orderId}/status',
        '/api/admin/orders/{orderId}/refund',
        '/api/admin/withdrawals',
        '/api/admin/users/all',
        '/api/admin/users/{id}',
        '/api/admin/products',
      ]),
    );
    expect(
      paths.filter((path) => /^\/api\/(mollie\/orders|mollie\/admin|users\/(all|create|\{id\}))/.test(path)),
    ).toEqual([]);
  });
});
