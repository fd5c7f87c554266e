// The shipping run on 1,000 orders (docs/design/shipping-run.md), part of `npm run bench`: the shop as
// `npm start` runs it (NODE_ENV=test for the local Mollie sandbox), 2,000 paid orders made through the
// real checkout, then in one run:
// - 'Démarrer la préparation' on 1,000 orders in one bulk request, against 1,000 single status changes;
// - packing slips for those 1,000 orders: pages per second, and the shop process's peak memory;
// - the tracking import of a 1,000-row file shipping them.
//   SHIPPING_RUN_ORDERS=1000
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';
import { startDatabase } from './support.mjs';

const ORDERS = Number(process.env.SHIPPING_RUN_ORDERS ?? 1000);

/** Resident memory of a process now, in MB (Linux: /proc/<pid>/status). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

async function json(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `work` with at most `limit` at once. */
async function pool(items, limit, work) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  }));
}

const db = await startDatabase();
let shop;
const figures = {};
try {
  shop = await startShop({ DATABASE_URL: db.url, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT: '100000', SCHEDULER: 'off' });
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('UPDATE products SET stock = 10000000');
  const { token } = await json(await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.env.ADMIN_EMAIL, password: shop.env.ADMIN_PASSWORD }),
  }), 'sign-in');
  const auth = { authorization: `Bearer ${token}` };
  const headers = { ...auth, 'content-type': 'application/json' };
  const body = JSON.stringify({
    amount: { value: '34.98', currency: 'EUR' },
    method: 'bancontact',
    metadata: {
      items: [{ id: 1, quantity: 1, isSubscription: false }],
      billingInfo: { firstName: 'Claire', lastName: 'Dubois', email: 'claire@example.be', phone: '+32470123456', address: 'Rue de la Loi 1', city: 'Bruxelles', postalCode: '1000', country: 'BE' },
      shippingInfo: { sameAsBilling: true },
    },
  });

  // 2,000 paid orders: checkout, then the sandbox's test-mode 'paid' (which rings the webhook).
  const made = [];
  await pool(Array.from({ length: 2 * ORDERS }), 20, async () => {
    const payment = await json(await fetch(`${shop.url}/api/mollie/payments`, { method: 'POST', headers, body }), 'checkout');
    await json(await fetch(`${shop.url}/api/mollie/sandbox/payments/${payment.id}/state`, {
      method: 'POST', headers, body: JSON.stringify({ status: 'paid' }),
    }), 'paid');
    made.push(payment.orderId);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [{ n }] = (await admin.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'payee'`)).rows;
    if (n >= 2 * ORDERS) break;
    if (Date.now() > deadline) throw new Error(`only ${n} orders paid`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await admin.end();
  const bulkOrders = made.slice(0, ORDERS);
  const singleOrders = made.slice(ORDERS);

  // Alternated: the single changes first, then the bulk request (each on its own 1,000 orders).
  let started = performance.now();
  for (const orderId of singleOrders) {
    await json(await fetch(`${shop.url}/api/admin/orders/${orderId}/status`, {
      method: 'PUT', headers, body: JSON.stringify({ orderStatus: 'en_preparation' }),
    }), 'single change');
  }
  figures.singles = ORDERS / ((performance.now() - started) / 1000);
  started = performance.now();
  const outcome = await json(await fetch(`${shop.url}/api/admin/orders/bulk`, {
    method: 'POST', headers, body: JSON.stringify({ action: 'start_preparation', orderIds: bulkOrders }),
  }), 'bulk');
  figures.bulk = ORDERS / ((performance.now() - started) / 1000);
  if (outcome.done.length !== ORDERS) throw new Error(`bulk moved ${outcome.done.length} orders`);

  // Packing slips, the process's memory sampled while the PDF streams.
  const rssBefore = rssMb(shop.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(shop.pid)); }, 20);
  started = performance.now();
  const slips = await fetch(`${shop.url}/api/admin/orders/packing-slips`, {
    method: 'POST', headers, body: JSON.stringify({ orderIds: bulkOrders }),
  });
  const pdf = Buffer.from(await slips.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  if (pages !== ORDERS) throw new Error(`${pages} packing slips for ${ORDERS} orders`);
  figures.slips = { pagesPerSecond: pages / seconds, seconds, mb: pdf.length / 1024 / 1024, rssBefore, peak };

  // The tracking import: one row per order of the bulk, shipping them.
  const file = ['numero_commande;transporteur;numero_suivi', ...bulkOrders.map((o, i) => `${o};Bpost;CD${String(i).padStart(9, '0')}BE`)].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'suivi.csv');
  started = performance.now();
  const imported = await json(await fetch(`${shop.url}/api/admin/orders/tracking-import`, { method: 'POST', headers: auth, body: form }), 'import');
  figures.import = ORDERS / ((performance.now() - started) / 1000);
  if (imported.shipped.length !== ORDERS) throw new Error(`import shipped ${imported.shipped.length} orders`);
} finally {
  await shop?.stop();
  await db.stop();
}

const f = (n, d = 0) => n.toFixed(d);
await writeSection('shipping-run', [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${f(loadavg()[0], 2)} at the end; the shop as \`npm start\` runs it, ${ORDERS} paid orders for each measurement, one request at a time.`,
  '',
  '| measurement | figure | compared with |',
  '|---|---|---|',
  `| 'Démarrer la préparation', one bulk request | ${f(figures.bulk)} orders/s | ${f(figures.singles)} orders/s as ${ORDERS} single status changes: ratio ${f(figures.bulk / figures.singles, 2)} |`,
  `| packing slips, one PDF | ${f(figures.slips.pagesPerSecond)} pages/s (${f(figures.slips.seconds, 1)} s, ${f(figures.slips.mb, 1)} MB) | the shop's memory: ${f(figures.slips.rssBefore)} MB before, ${f(figures.slips.peak)} MB at its peak while streaming |`,
  `| tracking import, ${ORDERS} rows | ${f(figures.import)} rows/s | each row one shipment with its mail queued |`,
].join('\n'));
