import { useAdminOrdersDesk } from './support/admin-orders.js';
import type { ErrorJson } from './support/shop-fixture.js';

/** The back office's order endpoints against the real app: who may call them (every admin route of the document). */
describe('Admin orders API (real app, real PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const { call, paidOrder, orderIn } = desk;

  describe('authorization matrix: anonymous 401, customer 403, administrator 200', () => {
    it('holds for every order endpoint of /api/admin, and at its former path under /api/mollie/admin', async () => {
      const orderId = await paidOrder();
      // A delivered order its customer withdrew from (the withdrawal endpoints need one).
      const delivered = await orderIn('livree');
      const withdrawn = await call('POST', `/api/orders/${delivered}/withdrawal`, desk.camille, {});
      expect(withdrawn.statusCode).toBe(201);
      const [withdrawal] = (await desk.shop.dataSource.query(
        `SELECT w.id FROM withdrawal_requests w JOIN orders o ON o.id = w.order_id WHERE o.order_number = $1`,
        [delivered],
      )) as { id: string }[];
      const endpoints: {
        method: 'GET' | 'PUT' | 'POST';
        path: string;
        url: string;
        payload?: object;
        /** What an administrator gets, when not 200 (an upload sent as JSON). */
        adminStatus?: number;
      }[] = [
        { method: 'GET', path: '/api/admin/orders', url: '/api/admin/orders' },
        { method: 'GET', path: '/api/admin/stats', url: '/api/admin/stats' },
        { method: 'GET', path: '/api/admin/orders/restock', url: '/api/admin/orders/restock' },
        { method: 'GET', path: '/api/admin/orders/to-prepare', url: '/api/admin/orders/to-prepare' },
        { method: 'GET', path: '/api/admin/orders/{orderId}', url: `/api/admin/orders/${orderId}` },
        {
          method: 'PUT',
          path: '/api/admin/orders/{orderId}/status',
          url: `/api/admin/orders/${orderId}/status`,
          payload: { orderStatus: 'en_preparation' },
        },
        {
          method: 'POST',
          path: '/api/admin/orders/{orderId}/refund',
          url: `/api/admin/orders/${orderId}/refund`,
          payload: { amount: 1, reason: 'Geste commercial' },
        },
        { method: 'GET', path: '/api/admin/withdrawals', url: '/api/admin/withdrawals' },
        ...(['bulk', 'pick-list', 'carrier-export', 'packing-slips', 'message-cards'] as const).map((name) => ({
          method: 'POST' as const,
          path: `/api/admin/orders/${name}`,
          url: `/api/admin/orders/${name}`,
          payload: name === 'bulk' ? { action: 'start_preparation', orderIds: [] } : { orderIds: [] },
        })),
        {
          method: 'POST',
          path: '/api/admin/orders/tracking-import',
          url: '/api/admin/orders/tracking-import',
          payload: {},
          adminStatus: 415,
        },
        {
          method: 'POST',
          path: '/api/admin/withdrawals/{id}/receive',
          url: `/api/admin/withdrawals/${withdrawal!.id}/receive`,
        },
      ];
      // Every admin route of the OpenAPI document is in the table (a new endpoint must join it).
      const document = (await desk.shop.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
        paths: Record<string, Record<string, unknown>>;
      }>();
      const documented = Object.entries(document.paths)
        .filter(
          ([path]) => /^\/api\/admin\/(orders|stats|withdrawals)/.test(path) || path.startsWith('/api/mollie/admin'),
        )
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      expect(documented).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());

      for (const endpoint of endpoints) {
        const anonymous = await call(endpoint.method, endpoint.url, null, endpoint.payload);
        expect([endpoint.url, anonymous.statusCode]).toEqual([endpoint.url, 401]);
        expect(anonymous.json<ErrorJson>().statusCode).toBe(401);
        const customer = await call(endpoint.method, endpoint.url, desk.camille, endpoint.payload);
        expect([endpoint.url, customer.statusCode]).toEqual([endpoint.url, 403]);
        expect(customer.json<ErrorJson>().code).toBe('FORBIDDEN');
        const allowed = await call(endpoint.method, endpoint.url, desk.admin, endpoint.payload);
        expect([endpoint.url, allowed.statusCode]).toEqual([endpoint.url, endpoint.adminStatus ?? 200]);
        // The former path (an alias, not in the document) answers the same; a change is made once only.
        const former = endpoint.url.replace('/api/admin/', '/api/mollie/admin/');
        expect((await call(endpoint.method, former, null, endpoint.payload)).statusCode).toBe(401);
        expect((await call(endpoint.method, former, desk.camille, endpoint.payload)).statusCode).toBe(403);
        if (endpoint.method === 'GET') {
          const again = await call('GET', former, desk.admin);
          expect([former, again.statusCode]).toEqual([former, 200]);
          expect(again.json()).toEqual((await call('GET', endpoint.url, desk.admin)).json());
        }
      }
      // A customer's (refused) request changed nothing: one transition, the administrator's.
      const history = await desk.shop.history(orderId);
      expect(history.filter((h) => h.from_status === 'payee' && h.to_status === 'en_preparation')).toHaveLength(1);
      expect(history.filter((h) => h.note?.startsWith('Remboursement de 1,00 €'))).toHaveLength(1);
    });

    it('reads the role from the current row: a demoted administrator is refused', async () => {
      const former = await desk.shop.admin('Ancien', 'Admin');
      await desk.shop.dataSource.query('UPDATE users SET is_admin = false WHERE id = $1', [former.id]);
      expect((await call('GET', '/api/admin/stats', former)).statusCode).toBe(403);
    });
  });
});
