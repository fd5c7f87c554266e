// Back-office benchmark on 1,000,000 orders. Builds nothing: run it after `npm run build`.
// On a throw-away database of its own (embedded PostgreSQL, or a new database on DATABASE_URL's server),
// the built shop migrates the schema at start; then 1,000,000 orders over two years (a realistic spread of
// states, 5,000 customers, two history entries each) are written with SQL (generate_series), not through
// the API. Secondary indexes are dropped during the load and built again after it, as a bulk import does;
// the triggers (search text, daily figures) stay on. Then, for each scenario, the server time is measured
// from 100 sequential requests after a warm-up (p50, p99 and max), and under load with autocannon.
//   node bench/admin-orders.mjs      ADMIN_BENCH_ORDERS=1000000  ADMIN_BENCH_DURATION=5 (s)  ADMIN_BENCH_CONNECTIONS=4
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { shopAdmin, startShop } from '../e2e/support/shop.mjs';
import { startDatabase } from './support.mjs';
import { writeSection } from './report.mjs';

const ORDERS = Number(process.env.ADMIN_BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 5000;
const SEQUENTIAL = 100;
/** Scenarios that rotate ask this many different pages or searches. */
const ROTATION = 30;
const duration = Number(process.env.ADMIN_BENCH_DURATION ?? 5);
const connections = Number(process.env.ADMIN_BENCH_CONNECTIONS ?? 4);

const FIRST_NAMES = ['Camille', 'Lucas', 'Emma', 'Noah', 'Louise', 'Arthur', 'Alice', 'Jules', 'Olivia', 'Adam', 'Léa',
  'Victor', 'Chloé', 'Louis', 'Lina', 'Gabriel', 'Mila', 'Nathan', 'Zoé', 'Hugo', 'Élise', 'Mathis', 'Juliette', 'Théo',
  'Anna', 'Tom', 'Clara', 'Sacha', 'Inès', 'Maxime', 'Manon', 'Simon', 'Sarah', 'Antoine', 'Laura', 'Romain', 'Julie',
  'Thomas', 'Marie', 'Baptiste'];
const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters',
  'De Smet', 'Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Laurent', 'Leroy', 'Lejeune', 'Renard', 'Declercq',
  'Van den Berg', 'Vermeulen', 'Hermans', 'Dumont', 'Leclercq', 'Michel', 'Denis', 'Lemaire', 'François', 'Collard',
  'Pauwels', 'Smets', 'Verstraete', 'Desmet', 'Segers', 'Cools', 'Aerts', 'Stevens', 'Dewulf', 'Mathieu', 'Fontaine',
  'Gilles', 'Gérard', 'Noël', 'Bertrand', 'Charlier', 'Dupuis', 'Hubert', 'Moreau', 'Wauters'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Two years of orders: the recent ones still moving (received, in preparation, shipped), older ones
 * delivered, about 5 % never paid (expired or cancelled at Mollie), 2 % returned, 0.2 % cancelled after
 * payment (to refund). One box per order (1 to 3 of it), 30 % by subscription where the box allows it.
 */
const SEED = `
CREATE TEMP TABLE bench_customers AS
SELECT c, gen_random_uuid() AS id,
  (${sqlArray(FIRST_NAMES)})[1 + c % ${FIRST_NAMES.length}] AS first_name,
  (${sqlArray(LAST_NAMES)})[1 + (c / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last_name,
  NULL::text AS email
FROM generate_series(0, ${CUSTOMERS - 1}) c;
UPDATE bench_customers SET email = replace(fold_text(first_name || '.' || last_name), ' ', '') || c || '@example.be';
INSERT INTO users (id, email, first_name, last_name, phone, address_street, address_postal_code, address_city,
  is_email_verified, created_at, updated_at)
SELECT id, email, first_name, last_name, '+32470' || lpad(c::text, 6, '0'), 'Rue de la Loi ' || (c % 200 + 1), '1000',
  'Bruxelles', true, now() - interval '3 years', now() - interval '3 years'
FROM bench_customers;
CREATE TEMP TABLE bench_products (p int PRIMARY KEY, name text, cents int, subscribable boolean);
INSERT INTO bench_products VALUES (1, 'Box Essentielle', 2999, true), (2, 'Box Premium', 4999, true),
  (3, 'Box Découverte', 3999, true), (4, 'Box Édition Limitée Été', 5999, false), (5, 'Box Cadeau', 2499, false),
  (6, 'Box Wellness', 4599, true), (7, 'Box Collector', 7999, false), (8, 'Box Famille', 3499, true);

INSERT INTO orders (id, order_number, customer_id, status, payment_status, mollie_payment_id, payment_started_at, items,
  billing, shipping, subtotal_cents, discount_cents, promo_code, shipping_cents, total_cents, currency, tracking,
  customer_note, refund_required, created_at, updated_at, paid_at, confirmed_at, preparation_started_at, shipped_at,
  delivered_at, canceled_at, returned_at)
SELECT gen_random_uuid(),
  'BP-' || to_char(s.created_at AT TIME ZONE 'Europe/Brussels', 'YYYYMMDD') || '-' || lpad(upper(to_hex(s.g)), 6, '0'),
  bc.id, st.status, st.payment, 'tr_bench' || s.g, s.created_at,
  jsonb_build_array(jsonb_build_object('productId', bp.p, 'name', bp.name, 'unitPriceCents', li.unit,
    'quantity', s.qty, 'isSubscription', li.is_sub, 'frequency', CASE WHEN li.is_sub THEN 'monthly' END)),
  jsonb_build_object('firstName', bc.first_name, 'lastName', bc.last_name, 'email', bc.email,
    'phone', '+32470' || lpad(bc.c::text, 6, '0'), 'address', 'Rue de la Loi ' || (bc.c % 200 + 1),
    'postalCode', '1000', 'city', 'Bruxelles', 'country', 'BE'),
  jsonb_build_object('firstName', bc.first_name, 'lastName', bc.last_name, 'address', 'Rue de la Loi ' || (bc.c % 200 + 1),
    'postalCode', '1000', 'city', 'Bruxelles', 'country', 'BE'),
  li.unit * s.qty, 0, NULL, li.ship, li.unit * s.qty + li.ship, 'EUR',
  CASE WHEN st.status IN ('expediee', 'livree', 'retournee') THEN jsonb_build_object('carrier', 'Bpost',
    'trackingNumber', 'CD' || lpad(s.g::text, 9, '0') || 'BE', 'trackingUrl',
    'https://track.bpost.cloud/btr/web/#/search?itemCode=CD' || lpad(s.g::text, 9, '0') || 'BE&lang=fr') END,
  NULL, st.refund,
  s.created_at, greatest(s.created_at, st.canceled, st.delivered, st.shipped, st.prepared, st.paid, st.returned),
  st.paid, st.paid, st.prepared, st.shipped, st.delivered, st.canceled, st.returned
FROM (
  SELECT g, now() - (random() * 730 * 86400) * interval '1 second' AS created_at,
    floor(random() * ${CUSTOMERS})::int AS c, 1 + floor(random() * 8)::int AS p, 1 + floor(random() ^ 3 * 3)::int AS qty,
    random() AS r, random() AS sub
  FROM generate_series(1, ${ORDERS}) g
) s
JOIN bench_customers bc ON bc.c = s.c
JOIN bench_products bp ON bp.p = s.p
CROSS JOIN LATERAL (
  SELECT bp.subscribable AND s.sub < 0.3 AS is_sub,
    CASE WHEN bp.subscribable AND s.sub < 0.3 THEN (bp.cents * 85 + 50) / 100 ELSE bp.cents END AS unit
) li0
CROSS JOIN LATERAL (
  SELECT li0.is_sub, li0.unit, CASE WHEN li0.unit * s.qty < 5000 THEN 499 ELSE 0 END AS ship
) li
CROSS JOIN LATERAL (SELECT now() - s.created_at AS age) a
CROSS JOIN LATERAL (
  SELECT x.status, x.payment, x.refund,
    CASE WHEN x.payment = 'paid' THEN s.created_at + interval '2 minutes' END AS paid,
    CASE WHEN x.status IN ('en_preparation', 'expediee', 'livree', 'retournee') OR x.refund THEN s.created_at + a.age * 0.1 END AS prepared,
    CASE WHEN x.status IN ('expediee', 'livree', 'retournee') THEN s.created_at + a.age * 0.2 END AS shipped,
    CASE WHEN x.status IN ('livree', 'retournee') THEN s.created_at + a.age * 0.3 END AS delivered,
    CASE WHEN x.status = 'annulee' THEN s.created_at + CASE WHEN x.refund THEN a.age * 0.15 ELSE interval '15 minutes' END END AS canceled,
    CASE WHEN x.status = 'retournee' THEN s.created_at + a.age * 0.5 END AS returned
  FROM (SELECT
    CASE
      WHEN a.age < interval '15 minutes' THEN 'en_attente_paiement'
      WHEN s.r < 0.052 THEN 'annulee'
      WHEN a.age < interval '1 day' THEN CASE WHEN s.r < 0.5 THEN 'payee' WHEN s.r < 0.85 THEN 'en_preparation' ELSE 'expediee' END
      WHEN a.age < interval '4 days' THEN CASE WHEN s.r < 0.15 THEN 'payee' WHEN s.r < 0.35 THEN 'en_preparation' WHEN s.r < 0.8 THEN 'expediee' ELSE 'livree' END
      WHEN s.r < 0.07 THEN 'retournee'
      WHEN s.r < 0.072 THEN 'expediee'
      ELSE 'livree'
    END AS status,
    CASE WHEN a.age < interval '15 minutes' THEN 'open' WHEN s.r < 0.04 THEN 'expired' WHEN s.r < 0.05 THEN 'canceled' ELSE 'paid' END AS payment,
    (a.age >= interval '15 minutes' AND s.r >= 0.05 AND s.r < 0.052) AS refund
  ) x
) st;

INSERT INTO order_history (order_id, from_status, to_status, at, actor, note)
SELECT id, NULL, 'en_attente_paiement', created_at, 'customer', 'Commande créée' FROM orders;
INSERT INTO order_history (order_id, from_status, to_status, at, actor, note)
SELECT id, 'en_attente_paiement', status, updated_at, 'system', 'Statut mis à jour' FROM orders
WHERE status <> 'en_attente_paiement';
`;

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query(`SELECT setseed(0.42)`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    // A bulk load: secondary indexes of the big tables go, and come back once the rows are in.
    const { rows: indexes } = await client.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
       AND tablename IN ('orders', 'order_history') AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    );
    for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
    await client.query(SEED);
    const loaded = performance.now();
    for (const { indexdef } of indexes) await client.query(indexdef);
    const indexed = performance.now();
    await client.query('VACUUM ANALYZE orders');
    await client.query('VACUUM ANALYZE order_history');
    // The figures' delta rows, summed as the periodic job does.
    await client.query(`
      WITH gone AS (DELETE FROM order_figures RETURNING *)
      INSERT INTO order_figures (day, status, payment_status, refund_required, orders, total_cents)
      SELECT day, status, payment_status, refund_required, sum(orders), sum(total_cents) FROM gone
      GROUP BY day, status, payment_status, refund_required HAVING sum(orders) <> 0 OR sum(total_cents) <> 0`);
    await client.query('VACUUM ANALYZE order_figures');
    // The load's dirty pages written now, not by a checkpoint in the middle of the measurements.
    await client.query('CHECKPOINT');
    const { rows: [sizes] } = await client.query(
      `SELECT (SELECT count(*) FROM orders)::int AS orders,
         (SELECT count(*) FROM order_figures)::int AS figures,
         pg_size_pretty(pg_table_size('orders')) AS "table", pg_size_pretty(pg_indexes_size('orders')) AS indexes`,
    );
    return {
      loadSeconds: (loaded - t0) / 1000,
      indexSeconds: (indexed - loaded) / 1000,
      ...sizes,
    };
  } finally {
    await client.end();
  }
}

/** Samples that the scenarios rotate through (ROTATION different questions). */
async function samples(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const emails = (await client.query(`SELECT email FROM users WHERE email LIKE '%@example.be' ORDER BY id LIMIT ${ROTATION}`)).rows.map(
      (r) => r.email.split('@')[0],
    );
    const numbers = (await client.query(`SELECT order_number FROM orders TABLESAMPLE SYSTEM (0.1) LIMIT ${ROTATION}`)).rows.map(
      (r) => r.order_number,
    );
    return { emails, numbers };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function sequential(baseUrl, token, paths) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path) => {
    const res = await fetch(baseUrl + path, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  };
  for (const path of paths.slice(0, 5)) await get(path); // warm-up
  const times = [];
  let last = '';
  for (let i = 0; i < SEQUENTIAL; i++) {
    const path = paths[i % paths.length];
    const start = performance.now();
    last = await get(path);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1), last };
}

function underLoad(baseUrl, token, path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl + path, headers: { authorization: `Bearer ${token}` }, connections, duration },
      (err, result) => {
        if (err) return reject(err);
        const bad = result.non2xx + result.errors + result.timeouts;
        if (bad > 0) return reject(new Error(`${path}: ${bad} failed requests under load`));
        resolve({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
      },
    );
  });
}

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

const db = await startDatabase();
let shop;
try {
  // The built shop migrates the fresh database at start (NODE_ENV=test: no mail catcher).
  shop = await startShop({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT: '100000' });
  console.log(`Writing ${ORDERS.toLocaleString('en')} orders with SQL…`);
  const loaded = await seed(db.url);
  console.log(
    `${loaded.orders} orders in ${loaded.loadSeconds.toFixed(0)} s, indexes in ${loaded.indexSeconds.toFixed(0)} s ` +
      `(table ${loaded.table}, indexes ${loaded.indexes}, ${loaded.figures} figure rows)`,
  );
  const { emails, numbers } = await samples(db.url);
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shopAdmin.email, password: shopAdmin.password }),
  });
  const { token } = await login.json();

  const middle = Math.floor(ORDERS / 20 / 2);
  const list = (query) => `/api/admin/orders?${query}`;
  const range = (from, n) => Array.from({ length: n }, (_, i) => from + i);
  const scenarios = [
    { name: 'list, first page (20, newest first)', paths: [list('page=1&limit=20')] },
    {
      name: `list, middle page (page ${middle.toLocaleString("en")} at 20 per page)`,
      paths: range(middle - 15, ROTATION).map((p) => list(`page=${p}&limit=20`)),
    },
    { name: 'filtered: orderStatus=payee, first page', paths: [list('orderStatus=payee&page=1&limit=20')] },
    {
      name: 'filtered: livree + paid, deep pages (~20,000)',
      paths: range(20_000, ROTATION).map((p) => list(`orderStatus=livree&status=paid&page=${p}&limit=20`)),
    },
    { name: 'filtered: refundRequired=true', paths: [list('refundRequired=true&page=1&limit=20')] },
    {
      name: "searched: a customer's email fragment",
      paths: emails.map((e) => list(`search=${encodeURIComponent(e)}&page=1&limit=20`)),
    },
    {
      name: 'searched: an order number',
      paths: numbers.map((n) => list(`search=${encodeURIComponent(n)}&page=1&limit=20`)),
    },
    { name: 'searched: a frequent name (capped count)', paths: [list('search=peeters&page=1&limit=20')] },
    { name: 'sorted by amount, last page', paths: [list(`sortBy=total&sortOrder=desc&page=${ORDERS / 20}&limit=20`)] },
    { name: 'statistics (GET /stats)', paths: ['/api/admin/stats'] },
  ];

  const rows = [];
  for (const scenario of scenarios) {
    const seq = await sequential(shop.url, token, scenario.paths);
    const load = await underLoad(shop.url, token, scenario.paths[0]);
    rows.push({ scenario, seq, load });
    console.log(
      `${scenario.name}: p50 ${ms(seq.p50)} ms, p99 ${ms(seq.p99)} ms; under load p99 ${load.p99} ms, ${load.rps.toFixed(0)} req/s`,
    );
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, Node ${process.version}, ${db.where}.`,
    `${loaded.orders.toLocaleString('en')} orders written with SQL in ${loaded.loadSeconds.toFixed(0)} s, indexes built in ` +
      `${loaded.indexSeconds.toFixed(0)} s (orders table ${loaded.table}, its indexes ${loaded.indexes}; ` +
      `${loaded.figures.toLocaleString('en')} rows of daily figures). Sequential: ${SEQUENTIAL} requests after a warm-up, one ` +
      `at a time, rotating over ${ROTATION} different pages or searches where the scenario says so (time to the full JSON ` +
      `answer, client on the same machine). Under load: autocannon, ${connections} connections, ${duration} s, first URL of the scenario.`,
    '',
    '| scenario | p50 (ms) | p99 (ms) | max (ms) | under load p50 / p99 (ms) | under load req/s |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      ({ scenario, seq, load }) =>
        `| ${scenario.name} | ${ms(seq.p50)} | ${ms(seq.p99)} | ${ms(seq.max)} | ${load.p50} / ${load.p99} | ${load.rps.toFixed(0)} |`,
    ),
  ].join('\n');
  await writeSection('admin-orders', markdown);
} finally {
  await shop?.stop();
  await db.stop();
}
