import { CompactOrderFiguresService } from '../src/modules/ordering/index.js';
import { LABELS, STATUSES, type Status, useAdminOrdersDesk } from './support/admin-orders.js';
import type { ShopFixture } from './support/shop-fixture.js';

/** Payment badges (docs/design/payments.md; 'authorized' is the shop's own word). */
const PAYMENT_LABELS: Record<string, string> = {
  open: 'Ouvert',
  pending: 'En attente',
  authorized: 'Autorisé',
  paid: 'Payé',
  failed: 'Échoué',
  canceled: 'Annulé',
  expired: 'Expiré',
};
interface StatsJson {
  overview: { totalOrders: number; totalRevenue: number; averageOrderValue: number; paidOrders: number };
  toProcess: number;
  refundRequired: number;
  byStatus: { status: Status; label: string; count: number }[];
  paymentStatuses: { status: string; label: string; count: number }[];
  revenueByDay: { date: string; revenue: number; orders: number }[];
}

/**
 * The back office's order list and statistics at volume, against the real app: thousands of orders
 * written with SQL, every page and figure compared with a plain query over the orders table.
 */
describe('Admin orders API (real app, real PostgreSQL)', () => {
  const desk = useAdminOrdersDesk();
  const { call, list, setStatus, orderIn } = desk;

  describe('a few thousand orders written with SQL (triggers keep the figures)', () => {
    const SEEDED = 2600;
    beforeAll(async () => {
      await seedOrders(desk.shop, SEEDED);
    }, 60_000);

    /** The truth: a plain ORDER BY … OFFSET on the orders table. */
    const truth = async (where: string, orderBy: string, offset: number, limit: number): Promise<string[]> =>
      (
        (await desk.shop.dataSource.query(
          `SELECT order_number FROM orders WHERE ${where} ORDER BY ${orderBy} OFFSET ${offset} LIMIT ${limit}`,
        )) as { order_number: string }[]
      ).map((row) => row.order_number);
    const count = async (where: string): Promise<number> =>
      ((await desk.shop.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE ${where}`)) as [{ n: number }])[0]
        .n;

    it.each([
      ['createdAt', 'desc', 'created_at DESC, id DESC'],
      ['createdAt', 'asc', 'created_at ASC, id ASC'],
      ['orderNumber', 'desc', 'order_number DESC'],
      ['orderNumber', 'asc', 'order_number ASC'],
    ])(
      'sorted by %s %s: every page, deep ones included, is the one of a plain OFFSET',
      async (sortBy, sortOrder, orderBy) => {
        const total = await count('true');
        const limit = 20;
        const lastPage = Math.ceil(total / limit);
        for (const page of [1, 2, 50, 101, 117, lastPage - 1, lastPage]) {
          const body = await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}&limit=${limit}`);
          expect([page, body.orders.map((o) => o.orderId)]).toEqual([
            page,
            await truth('true', orderBy, (page - 1) * limit, limit),
          ]);
          expect(body.pagination).toMatchObject({ currentPage: page, totalOrders: total, totalPages: lastPage });
        }
        const beyond = await list(`?sortBy=${sortBy}&page=${lastPage + 1}`);
        expect(beyond.orders).toEqual([]);
      },
    );

    it('filters by order state and payment status (deep pages too), and sorts by amount and customer', async () => {
      const where = `status = 'livree' AND payment_status = 'paid'`;
      const total = await count(where);
      expect(total).toBeGreaterThan(300);
      for (const page of [1, 7, Math.ceil(total / 10)]) {
        const body = await list(`?orderStatus=livree&status=paid&page=${page}&limit=10`);
        expect(body.orders.map((o) => o.orderId)).toEqual(
          await truth(where, 'created_at DESC, id DESC', (page - 1) * 10, 10),
        );
        expect(body.pagination.totalOrders).toBe(total);
      }
      const all = await count('true');
      const lastPage = Math.ceil(all / 50);
      for (const page of [1, 3, lastPage]) {
        const byTotal = await list(`?sortBy=total&sortOrder=asc&page=${page}&limit=50`);
        expect(byTotal.orders.map((o) => o.orderId)).toEqual(
          await truth('true', 'total_cents ASC, id ASC', (page - 1) * 50, 50),
        );
        const byCustomer = await list(`?sortBy=customer&sortOrder=desc&page=${page}&limit=50`);
        expect(byCustomer.orders.map((o) => o.orderId)).toEqual(
          await truth(
            'true',
            `fold_text(coalesce(billing->>'lastName', '')) DESC, fold_text(coalesce(billing->>'firstName', '')) DESC, id DESC`,
            (page - 1) * 50,
            50,
          ),
        );
      }
    });

    it('counts a search up to 1000 matches and says when it stopped', async () => {
      const capped = await list('?search=seed.test&limit=100');
      expect(capped.pagination).toMatchObject({ totalOrders: 1000, totalPages: 10, totalIsCapped: true });
      expect(capped.orders.map((o) => o.orderId)).toEqual(
        await truth(`search_text LIKE '%seed.test%'`, 'created_at DESC, id DESC', 0, 100),
      );
      const zoe = await list('?search=zoe%20dubois&sortBy=total&sortOrder=desc&page=2&limit=10');
      const where = `search_text LIKE '%zoe%' AND search_text LIKE '%dubois%'`;
      expect(zoe.pagination).toMatchObject({ totalOrders: await count(where), totalIsCapped: false });
      expect(zoe.orders.map((o) => o.orderId)).toEqual(await truth(where, 'total_cents DESC, id DESC', 10, 10));
    });

    it('statistics equal an independent SQL computation over the orders, before and after compaction', async () => {
      const expected = await independentStats(desk.shop);
      const res = await call('GET', '/api/admin/stats', desk.admin);
      expect(res.statusCode).toBe(200);
      const stats = res.json<StatsJson>();
      expect(stats).toEqual(expected);
      expect(stats.overview.totalOrders).toBeGreaterThanOrEqual(SEEDED);
      expect(stats.revenueByDay).toHaveLength(30);
      expect(stats.revenueByDay.filter((d) => d.revenue > 0).length).toBeGreaterThan(5);

      const compacted = await desk.shop.app.get(CompactOrderFiguresService).execute();
      expect(compacted!.after).toBeLessThanOrEqual(compacted!.before);
      expect((await call('GET', '/api/admin/stats', desk.admin)).json<StatsJson>()).toEqual(expected);

      // A change after compaction moves the figures with it.
      const orderId = await orderIn('payee');
      const moved = (await call('GET', '/api/admin/stats', desk.admin)).json<StatsJson>();
      expect(moved).toEqual(await independentStats(desk.shop));
      await setStatus(orderId, { orderStatus: 'annulee' });
      const after = (await call('GET', '/api/admin/stats', desk.admin)).json<StatsJson>();
      expect(after).toEqual(await independentStats(desk.shop));
      expect(after.overview.totalRevenue).toBeCloseTo(moved.overview.totalRevenue - 34.98, 2);
      expect(after.toProcess).toBe(moved.toProcess - 1);
      expect(after.refundRequired).toBe(moved.refundRequired + 1);
    });
  });
});

/** Orders written with plain SQL over the last 12 days (the figures' triggers see every write). */
async function seedOrders(shop: ShopFixture, count: number): Promise<void> {
  await shop.dataSource.query(
    `INSERT INTO orders (id, order_number, customer_id, status, payment_status, mollie_payment_id, payment_started_at,
       items, billing, shipping, subtotal_cents, discount_cents, shipping_cents, total_cents, currency, refund_required,
       created_at, updated_at, paid_at)
     SELECT gen_random_uuid(),
       'BP-' || to_char(t AT TIME ZONE 'Europe/Brussels', 'YYYYMMDD') || '-Z' || lpad(upper(to_hex(g)), 5, '0'),
       NULL, st, CASE WHEN st = 'en_attente_paiement' THEN 'open' WHEN st = 'annulee' AND g % 4 <> 0 THEN 'expired' ELSE 'paid' END,
       'tr_seed' || g, t,
       jsonb_build_array(jsonb_build_object('productId', 1 + g % 8, 'name', 'Box', 'unitPriceCents', price,
         'quantity', 1, 'isSubscription', g % 5 = 0, 'frequency', CASE WHEN g % 5 = 0 THEN 'monthly' END)),
       jsonb_build_object('firstName', fn, 'lastName', ln, 'email', lower(translate(fn || '.' || ln, 'ÉèëéÈ', 'eeeee')) || g || '@seed.test',
         'phone', '', 'address', 'Rue du Test ' || g, 'postalCode', '1000', 'city', 'Bruxelles', 'country', 'BE'),
       jsonb_build_object('firstName', fn, 'lastName', ln, 'address', 'Rue du Test ' || g, 'postalCode', '1000',
         'city', 'Bruxelles', 'country', 'BE'),
       price, 0, CASE WHEN price < 5000 THEN 499 ELSE 0 END, price + CASE WHEN price < 5000 THEN 499 ELSE 0 END, 'EUR',
       st = 'annulee' AND g % 4 = 0, t, t, CASE WHEN st <> 'en_attente_paiement' AND NOT (st = 'annulee' AND g % 4 <> 0) THEN t END
     FROM (
       SELECT g,
         now() - (g % 12) * interval '1 day' - ((g * 7919) % 86400) * interval '1 second' AS t,
         (ARRAY['en_attente_paiement', 'payee', 'en_preparation', 'expediee', 'livree', 'livree', 'livree', 'annulee', 'retournee'])[1 + g % 9] AS st,
         (ARRAY[2999, 4999, 3999, 5999, 2499, 4599, 7999, 3499])[1 + (g * 3) % 8] AS price,
         (ARRAY['Élodie', 'Jean', 'Zoé', 'Marc', 'Inès'])[1 + g % 5] AS fn,
         (ARRAY['Dubois', 'Lefèvre', 'Peeters', 'Martin'])[1 + (g / 5) % 4] AS ln
       FROM generate_series(1, $1::int) g
     ) s`,
    [count],
  );
}

/** The statistics computed from the orders themselves (not from the figures the API reads). */
async function independentStats(shop: ShopFixture): Promise<StatsJson> {
  const revenue = `payment_status = 'paid' AND status NOT IN ('annulee', 'retournee')`;
  const [o] = (await shop.dataSource.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${revenue})::int AS paid,
       coalesce(sum(total_cents) FILTER (WHERE ${revenue}), 0)::bigint::text AS cents,
       count(*) FILTER (WHERE status = 'payee')::int AS "toProcess",
       count(*) FILTER (WHERE refund_required)::int AS refunds
     FROM orders`,
  )) as [{ total: number; paid: number; cents: string; toProcess: number; refunds: number }];
  const byStatus = (await shop.dataSource.query(`SELECT status, count(*)::int AS n FROM orders GROUP BY status`)) as {
    status: Status;
    n: number;
  }[];
  const byPayment = (await shop.dataSource.query(
    `SELECT payment_status AS status, count(*)::int AS n FROM orders GROUP BY payment_status`,
  )) as { status: string; n: number }[];
  const days = (await shop.dataSource.query(
    `SELECT to_char(d, 'YYYY-MM-DD') AS date,
       (SELECT coalesce(sum(total_cents), 0)::int FROM orders
        WHERE ${revenue} AND (created_at AT TIME ZONE 'Europe/Brussels')::date = d::date) AS cents,
       (SELECT count(*)::int FROM orders
        WHERE ${revenue} AND (created_at AT TIME ZONE 'Europe/Brussels')::date = d::date) AS n
     FROM generate_series((now() AT TIME ZONE 'Europe/Brussels')::date - 29, (now() AT TIME ZONE 'Europe/Brussels')::date, interval '1 day') d
     ORDER BY d`,
  )) as { date: string; cents: number; n: number }[];
  const cents = Number(o.cents);
  return {
    overview: {
      totalOrders: o.total,
      totalRevenue: cents / 100,
      averageOrderValue: o.paid ? Math.round(cents / o.paid) / 100 : 0,
      paidOrders: o.paid,
    },
    toProcess: o.toProcess,
    refundRequired: o.refunds,
    byStatus: STATUSES.map((status) => ({
      status,
      label: LABELS[status],
      count: byStatus.find((row) => row.status === status)?.n ?? 0,
    })),
    paymentStatuses: Object.entries(PAYMENT_LABELS).map(([status, label]) => ({
      status,
      label,
      count: byPayment.find((row) => row.status === status)?.n ?? 0,
    })),
    revenueByDay: days.map((d) => ({ date: d.date, revenue: d.cents / 100, orders: d.n })),
  };
}
