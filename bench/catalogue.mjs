// `npm run bench` (catalogue part, docs/design/stock.md): checkout throughput now that every order reserves its
// units (one conditional UPDATE on the product row, in the order's transaction), compared with the
// checkout figure recorded before reservations; and /media/<sha256>-<size>.webp variants served by the
// shop (bytes from PostgreSQL, kept in memory) against a bare node:http server streaming the same
// file from disk, in the same run. Writes its section of docs/performance.md.
//   BENCH_DURATION=10 (seconds per measurement)  BENCH_CONNECTIONS=20
import autocannon from 'autocannon';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { repoRoot, startShop } from '../e2e/support/shop.mjs';
import { startDatabase } from './support.mjs';
import { writeSection } from './report.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function run(options) {
  await measure({ ...options, duration: 2 }); // warm-up
  const r = await measure(options);
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) throw new Error(`${options.url}: ${bad} failed requests`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average };
}

/** The checkout figure of the API benchmark as docs/performance.md records it (bench/run.mjs). */
async function previousCheckoutFigure() {
  const doc = await readFile(join(repoRoot, 'docs/performance.md'), 'utf8');
  const line = doc.split('\n').find((l) => l.startsWith('| POST /api/mollie/payments'));
  const rps = line ? Number(line.split('|')[2]) : Number.NaN;
  return Number.isFinite(rps) ? rps : null;
}

async function staticServer(file) {
  const size = (await stat(file)).size;
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/webp',
      'content-length': size,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const previous = await previousCheckoutFigure();
const db = await startDatabase();
const dir = await mkdtemp(join(tmpdir(), 'boxshop-bench-media-'));
let shop;
let bare;
const rows = [];
try {
  shop = await startShop({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT: '100000' });
  const login = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.env.ADMIN_EMAIL, password: shop.env.ADMIN_PASSWORD }),
  });
  const token = (await login.json()).token;
  const auth = { authorization: `Bearer ${token}` };

  // Enough units for every order of the run (each one reserves one Box Essentielle).
  const restock = await fetch(`${shop.url}/api/admin/products/1`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ stock: 1_000_000 }),
  });
  if (!restock.ok) throw new Error(`restock: ${restock.status}`);
  const billingInfo = {
    firstName: 'Claire', lastName: 'Dubois', email: 'claire@example.be', phone: '+32470123456',
    address: 'Rue de la Loi 1', city: 'Bruxelles', postalCode: '1000', country: 'BE',
  };
  const checkout = await run({
    url: `${shop.url}/api/mollie/payments`,
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: { value: '34.98', currency: 'EUR' },
      method: 'bancontact',
      metadata: { items: [{ id: 1, quantity: 1, isSubscription: false }], billingInfo, shippingInfo: { sameAsBilling: true } },
    }),
  });
  const product = await (await fetch(`${shop.url}/api/admin/products/1`, { headers: auth })).json();
  console.log(`checkout with reservation: ${checkout.rps.toFixed(0)} req/s; ${product.reserved} units reserved`);
  rows.push(
    `| POST /api/mollie/payments with stock reservation (one product row for every order) | ${checkout.rps.toFixed(0)} | ${previous ?? '—'} (API table checkout) | ${previous ? (checkout.rps / previous).toFixed(2) : '—'} | ${checkout.p50} / ${checkout.p99} |`,
  );

  // A 1600×1200 photo-like image (noise: it does not compress to nothing) in the media library; its
  // variants served by the shop and from disk.
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/png' }), 'bench.png');
  const uploaded = await fetch(`${shop.url}/api/admin/media`, { method: 'POST', headers: auth, body: form });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const media = await uploaded.json();
  for (const size of [300, 800]) {
    const path = media.variants.find((v) => v.size === size).url;
    const bytes = Buffer.from(await (await fetch(`${shop.url}${path}`)).arrayBuffer());
    const file = join(dir, `variant-${size}.webp`);
    await writeFile(file, bytes);
    bare = await staticServer(file);
    const base = await run({ url: `${bare.url}/file.webp` });
    await bare.stop();
    bare = undefined;
    const served = await run({ url: `${shop.url}${path}` });
    console.log(`/media ${size}: shop ${served.rps.toFixed(0)} req/s, static file ${base.rps.toFixed(0)} req/s`);
    rows.push(
      `| GET /media/…-${size}.webp (${(bytes.length / 1024).toFixed(1)} KB) | ${served.rps.toFixed(0)} | ${base.rps.toFixed(0)} (node:http streaming the file from disk) | ${(served.rps / base.rps).toFixed(2)} | ${served.p50} / ${served.p99} |`,
    );
  }
} finally {
  await bare?.stop();
  await shop?.stop();
  await db.stop();
  await rm(dir, { recursive: true, force: true });
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const load = loadavg()[0].toFixed(1);
await writeSection(
  'catalogue',
  [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, Node ${process.version}, ${connections} connections, ${duration} s per measurement after a 2 s warm-up; load average ${load} when it ended (a figure measured on a busier machine than the one it is compared with says more about the machine than about the code).`,
    '',
    '| scenario | shop req/s | compared with | ratio | shop p50 / p99 (ms) |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
