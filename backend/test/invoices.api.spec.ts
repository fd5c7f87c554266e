import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { createScratchDatabase } from './support/scratch-database.js';
import { createTestApp } from './support/test-app.js';
import { type CartLine, type Customer, ShopFixture, paymentBody } from './support/shop-fixture.js';

interface InvoiceRow {
  number: string;
  kind: string;
  year: number;
  sequence: number;
  order_id: string;
  total_cents: number;
  data: {
    number: string;
    issuedAt: string;
    orderNumber: string;
    seller: { legalName: string; vatNumber: string; address: string[] };
    buyer: { name: string; city: string };
    lines: { description: string; quantity: number; unitPriceCents: number; vatRate: number; totalCents: number }[];
    breakdown: { rate: number; baseCents: number; vatCents: number; totalCents: number }[];
    payment: { method: string | null; paidAt: string; reference: string | null };
    totalCents: number;
  };
}

const ONE_BOX: CartLine[] = [{ id: 1, quantity: 1, isSubscription: false }];

describe('Invoices issued with the payment (real app, PostgreSQL, sandbox over HTTPS)', () => {
  let shop: ShopFixture;
  let customer: Customer;

  beforeAll(async () => {
    shop = await ShopFixture.start({
      env: { SHOP_LEGAL_NAME: 'Boîtes Plaisir SRL', SHOP_ADDRESS: 'Avenue Louise 54, 1050 Ixelles, Belgique' },
    });
    customer = await shop.customer('Élodie');
    await shop.setStock(1, 1000);
    await shop.setStock(5, 1000);
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const checkout = async (amount: string, items: CartLine[], extra: Record<string, unknown> = {}) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/mollie/payments',
      headers: customer.auth,
      payload: paymentBody(amount, items, extra),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; orderId: string; checkoutUrl: string }>();
  };
  const invoicesOf = (orderNumbers: string[]): Promise<InvoiceRow[]> =>
    shop.dataSource.query(
      `SELECT i.number, i.kind, i.year, i.sequence, i.order_id, i.total_cents, i.data FROM invoices i
       JOIN orders o ON o.id = i.order_id WHERE o.order_number = ANY($1) ORDER BY i.sequence`,
      [orderNumbers],
    );

  it('gives 50 orders paid at the same moment 50 consecutive numbers, none shared, none skipped', async () => {
    const answers = [];
    for (let i = 0; i < 50; i += 1) answers.push(await checkout('34.98', ONE_BOX));
    for (const answer of answers) shop.payAtMollieSilently(answer.id);
    const responses = await Promise.all(answers.map((answer) => shop.webhook(answer.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(answers.map(() => 200));

    const invoices = await invoicesOf(answers.map((a) => a.orderId));
    expect(invoices).toHaveLength(50);
    const year = new Date().getUTCFullYear();
    const sequences = invoices.map((invoice) => invoice.sequence);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const invoice of invoices) {
      expect(invoice.number).toBe(`F-${invoice.year}-${String(invoice.sequence).padStart(6, '0')}`);
      expect([year, year + 1]).toContain(invoice.year); // Brussels is ahead of UTC on New Year's Eve
      expect(invoice.total_cents).toBe(3498);
    }
    expect(new Set(invoices.map((i) => i.order_id)).size).toBe(50);
    const [counter] = (await shop.dataSource.query(
      `SELECT last_sequence FROM invoice_counters WHERE kind = 'invoice' AND year = $1`,
      [invoices[0]!.year],
    )) as { last_sequence: number }[];
    expect(counter!.last_sequence).toBe(50);

    // The webhook again (Mollie retries): no second invoice, no number used.
    await Promise.all(answers.slice(0, 5).map((answer) => shop.webhook(answer.id)));
    expect(await invoicesOf(answers.map((a) => a.orderId))).toHaveLength(50);
  }, 120_000);

  it('stores lines, a per-rate breakdown equal to the total, seller, buyer and payment', async () => {
    await shop.dataSource.query(`UPDATE products SET vat_rate = 6 WHERE id = 5`);
    // 2 × Box Essentielle by subscription (2 × 25.49) at 21 %, a Box Cadeau (24.99) at 6 %, promo20: 60.78.
    const answer = await checkout(
      '60.78',
      [
        { id: 1, quantity: 2, isSubscription: true, frequency: 'monthly' },
        { id: 5, quantity: 1, isSubscription: false },
      ],
      { promoCode: 'promo20' },
    );
    const redirect = await shop.chooseAtCheckout(answer.checkoutUrl, 'paid');
    expect(redirect.statusCode).toBe(303);
    const [invoice] = await invoicesOf([answer.orderId]);
    expect(invoice).toBeDefined();
    const data = invoice!.data;
    expect(data.seller).toEqual({
      legalName: 'Boîtes Plaisir SRL',
      vatNumber: 'BE0123456749',
      address: ['Avenue Louise 54', '1050 Ixelles', 'Belgique'],
    });
    expect(data.buyer).toMatchObject({ name: 'Camille Peeters', city: 'Bruxelles' });
    expect(data.lines.map((l) => [l.quantity, l.unitPriceCents, l.vatRate])).toEqual([
      [2, 2549, 21],
      [1, 2499, 6],
    ]);
    expect(data.breakdown.map((r) => r.rate)).toEqual([21, 6]);
    expect(data.breakdown.reduce((sum, r) => sum + r.totalCents, 0)).toBe(6078);
    for (const r of data.breakdown) expect(r.baseCents + r.vatCents).toBe(r.totalCents);
    expect(data.payment).toMatchObject({ method: 'bancontact', reference: answer.id });
    const order = await shop.orderRow(answer.orderId);
    expect(new Date(data.issuedAt).getTime()).toBe(new Date(order.paid_at as string).getTime());
  });

  it('invoices a payment an administrator confirms, and never an unpaid order', async () => {
    const admin = await shop.admin();
    const waiting = await checkout('34.98', ONE_BOX);
    expect(await invoicesOf([waiting.orderId])).toHaveLength(0);
    const confirmed = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${waiting.orderId}/status`,
      headers: admin.auth,
      payload: { orderStatus: 'payee' },
    });
    expect(confirmed.statusCode).toBe(200);
    const [invoice] = await invoicesOf([waiting.orderId]);
    expect(invoice?.data.payment.method).toBeNull();
    const [{ max }] = (await shop.dataSource.query(`SELECT max(sequence)::int AS max FROM invoices`)) as {
      max: number;
    }[];
    expect(invoice!.sequence).toBe(max);
  });
});

describe('The accountant’s list: GET /api/admin/invoices', () => {
  let shop: ShopFixture;
  let customer: Customer;
  let admin: Customer;
  const paidOrders: string[] = [];

  beforeAll(async () => {
    shop = await ShopFixture.start();
    customer = await shop.customer();
    admin = await shop.admin();
    await shop.setStock(1, 100);
    await shop.setStock(5, 100);
    await shop.dataSource.query(`UPDATE products SET vat_rate = 6 WHERE id = 5`);
    for (const items of [ONE_BOX, [{ id: 5, quantity: 2, isSubscription: false }]] as CartLine[][]) {
      const amount = items[0]!.id === 1 ? '34.98' : '54.97'; // 2 × 24.99 + 4.99 delivery
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/mollie/payments',
        headers: customer.auth,
        payload: paymentBody(amount, items),
      });
      const answer = response.json<{ orderId: string; checkoutUrl: string }>();
      expect((await shop.chooseAtCheckout(answer.checkoutUrl, 'paid')).statusCode).toBe(303);
      paidOrders.push(answer.orderId);
    }
  });
  afterAll(async () => {
    await shop?.stop();
  });

  const list = (who: Customer | null, query: string) =>
    shop.app.inject({ method: 'GET', url: `/api/admin/invoices${query}`, headers: who ? who.auth : {} });

  it("lists the month's invoices with totals per VAT rate that add up", async () => {
    const [{ year, month }] = (await shop.dataSource.query(
      `SELECT extract(year FROM issued_at AT TIME ZONE 'Europe/Brussels')::int AS year,
              extract(month FROM issued_at AT TIME ZONE 'Europe/Brussels')::int AS month FROM invoices LIMIT 1`,
    )) as { year: number; month: number }[];
    const response = await list(admin, `?year=${year}&month=${month}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      year: number;
      month: number;
      invoiceCount: number;
      total: number;
      vat: number;
      rates: { rate: number; base: number; vat: number; total: number }[];
      documents: { number: string; orderNumber: string; total: number; kind: string }[];
    }>();
    expect(body).toMatchObject({ year, month, invoiceCount: 2, creditNoteCount: 0, total: 89.95 });
    expect(body.documents.map((d) => d.orderNumber)).toEqual(paidOrders);
    // 21 %: a box 29.99 and two deliveries 4.99; 6 %: two Box Cadeau 2 × 24.99.
    expect(body.rates.map((r) => [r.rate, r.total])).toEqual([
      [21, 39.97],
      [6, 49.98],
    ]);
    for (const r of body.rates) expect(Math.round((r.base + r.vat) * 100)).toBe(Math.round(r.total * 100));

    const nextYear = await list(admin, `?year=${year + 1}&month=${month}`);
    expect(nextYear.json()).toMatchObject({ invoiceCount: 0, documents: [], rates: [], total: 0 });
    const wholeYear = await list(admin, `?year=${year}`);
    expect(wholeYear.json()).toMatchObject({ month: null, invoiceCount: 2 });
  });

  it('exports the same list as CSV for the accountant', async () => {
    const [{ year, month }] = (await shop.dataSource.query(
      `SELECT extract(year FROM issued_at AT TIME ZONE 'Europe/Brussels')::int AS year,
              extract(month FROM issued_at AT TIME ZONE 'Europe/Brussels')::int AS month FROM invoices LIMIT 1`,
    )) as { year: number; month: number }[];
    const response = await list(admin, `?year=${year}&month=${month}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const mm = String(month).padStart(2, '0');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="factures-${year}-${mm}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Numéro;Type;Date;Commande;Facture d’origine;Client;Taux TVA;Base HT;TVA;Total TTC');
    expect(lines.filter((line) => line.startsWith('F-'))).toHaveLength(3); // 21 % + (6 % and its delivery at 21 %)
    expect(lines.at(-1)).toMatch(/^Total;;;;;;Tous taux;[\d,]+;[\d,]+;89,95$/);
  });

  it('shows the invoice on the back office’s order detail', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paidOrders[0]}`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ documents: unknown[] }>().documents).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^F-\d{4}-\d{6}$/),
        kind: 'invoice',
        kindLabel: 'Facture',
        total: 34.98,
      }),
    ]);
  });

  it('is for administrators only, and refuses bad periods in French', async () => {
    expect((await list(null, '')).statusCode).toBe(401);
    expect((await list(customer, '')).statusCode).toBe(403);
    for (const query of [
      '?month=13',
      '?month=0',
      '?year=abc',
      '?year=1999',
      '?format=xls',
      '?month=1&month=2',
      '?extra=1',
    ]) {
      const response = await list(admin, query);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; message: string }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).not.toMatch(/must|should|property/i);
    }
  });
});

describe('Orders paid before invoices existed', () => {
  it('get their invoice at the next start (not from the migration), in the order they were paid', async () => {
    const database = await createScratchDatabase();
    const dataSource = await new DataSource({
      ...createDataSourceOptions(database.url, { logging: false }),
      // The schema as it was just before invoices existed (later migrations build on them).
      migrations: MIGRATIONS.slice(
        0,
        MIGRATIONS.findIndex((m) => m.name === 'Invoices1764900000000'),
      ),
    }).initialize();
    try {
      await dataSource.runMigrations();
      const insert = (number: string, paidAt: string | null, total: number) =>
        dataSource.query(
          `INSERT INTO orders (id, order_number, customer_id, status, payment_status, payment_started_at, items, billing,
             shipping, subtotal_cents, discount_cents, shipping_cents, total_cents, created_at, updated_at, paid_at)
           VALUES (gen_random_uuid(), $1, NULL, $2, $3, now(), $4, $5, $5, $6, 0, 499, $7, now(), now(), $8)`,
          [
            number,
            paidAt ? 'payee' : 'en_attente_paiement',
            paidAt ? 'paid' : 'open',
            JSON.stringify([
              {
                productId: 1,
                name: 'Box Essentielle',
                unitPriceCents: total - 499,
                quantity: 1,
                isSubscription: false,
                frequency: null,
              },
            ]),
            JSON.stringify({
              firstName: 'Léa',
              lastName: 'Dubois',
              email: 'lea@example.be',
              phone: '+32470000000',
              address: 'Rue Haute 1',
              postalCode: '1000',
              city: 'Bruxelles',
              country: 'BE',
            }),
            total - 499,
            total,
            paidAt,
          ],
        );
      await insert('BP-20251231-AAAAAA', '2025-12-31T10:00:00Z', 3498);
      await insert('BP-20260102-BBBBBB', '2026-01-02T10:00:00Z', 5498);
      await insert('BP-20260101-CCCCCC', '2026-01-01T10:00:00Z', 3498);
      await insert('BP-20260103-DDDDDD', null, 3498);
      await new DataSource({ ...createDataSourceOptions(database.url, { logging: false }) })
        .initialize()
        .then(async (full) => {
          await full.runMigrations();
          await full.destroy();
        });
      // The migration made the tables only: it calls no live code and reads no setting.
      expect(await dataSource.query(`SELECT count(*)::int AS n FROM invoices`)).toEqual([{ n: 0 }]);
      // The shop starts on that database: the orders paid before get their invoices, once.
      for (let start = 0; start < 2; start++) await (await createTestApp({ DATABASE_URL: database.url })).close();
      const rows = (await dataSource.query(
        `SELECT i.number, o.order_number, i.total_cents, i.data->'breakdown' AS breakdown FROM invoices i
         JOIN orders o ON o.id = i.order_id ORDER BY i.number`,
      )) as { number: string; order_number: string; total_cents: number; breakdown: { totalCents: number }[] }[];
      expect(rows.map((r) => [r.number, r.order_number])).toEqual([
        ['F-2025-000001', 'BP-20251231-AAAAAA'],
        ['F-2026-000001', 'BP-20260101-CCCCCC'],
        ['F-2026-000002', 'BP-20260102-BBBBBB'],
      ]);
      for (const row of rows) expect(row.breakdown.reduce((s, r) => s + r.totalCents, 0)).toBe(row.total_cents);
      const counters = await dataSource.query(`SELECT year, last_sequence FROM invoice_counters ORDER BY year`);
      expect(counters).toEqual([
        { year: 2025, last_sequence: 1 },
        { year: 2026, last_sequence: 2 },
      ]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
