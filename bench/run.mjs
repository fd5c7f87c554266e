// `npm run bench`: measures the shop against a bare node:http + pg baseline in the same run, on the
// same PostgreSQL, and writes the figures to docs/performance.md (between the generated markers).
//   BENCH_DURATION=10 (seconds per measurement)  BENCH_CONNECTIONS=20
import autocannon from 'autocannon';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';
import { startBare, startDatabase } from './support.mjs';
import { scenarios } from './scenarios.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function measure(url, scenario, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: url + scenario.path,
        method: scenario.method ?? 'GET',
        headers: {
          ...(scenario.body || scenario.rawBody ? { 'content-type': scenario.contentType ?? 'application/json' } : {}),
          ...scenario.headers,
        },
        body: scenario.rawBody ?? (scenario.body ? JSON.stringify(scenario.body) : undefined),
        connections,
        duration: seconds,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function run(url, scenario) {
  await measure(url, scenario, 2); // warm-up: JIT, pools, caches
  const r = await measure(url, scenario, duration);
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) throw new Error(`${scenario.name}: ${bad} failed requests against ${url}`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

const db = await startDatabase();
let shop;
let bare;
const rows = [];
try {
  // NODE_ENV=test: production settings but for the local Mollie sandbox (payments) and no mail catcher.
  shop = await startShop({ DATABASE_URL: db.url, LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT: '100000' });
  // Orders reserve stock (docs/design/stock.md): the checkout and webhook scenarios buy thousands of boxes, more
  // than the seed's stock, and a 409 'Stock insuffisant' would stop the run. Restock every box first.
  const restock = new pg.Client({ connectionString: db.url });
  await restock.connect();
  await restock.query('UPDATE products SET stock = 10000000');
  await restock.end();
  bare = await startBare(db.url);
  for (const declared of scenarios) {
    const scenario = declared.setup ? { ...declared, ...(await declared.setup(shop)) } : declared;
    const base = scenario.baseline === false ? null : await run(bare.url, scenario.baselinePath ? { ...scenario, path: scenario.baselinePath } : scenario);
    const measured = await run(shop.url, scenario);
    rows.push({ scenario, base, measured });
    const ratio = base ? (measured.rps / base.rps).toFixed(2) : '—';
    console.log(`${scenario.name}: shop ${measured.rps.toFixed(0)} req/s (p99 ${measured.p99} ms), bare ${base?.rps.toFixed(0) ?? '—'} req/s, ratio ${ratio}`);
  }
} finally {
  await bare?.stop();
  await shop?.stop();
  await db.stop();
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, Node ${process.version}, ${connections} connections, ${duration} s per measurement after a 2 s warm-up.`,
  '',
  '| scenario | shop req/s | baseline req/s | ratio | shop p50 / p99 (ms) | baseline p50 / p99 (ms) |',
  '|---|---|---|---|---|---|',
  ...rows.map(({ scenario, base, measured }) =>
    `| ${scenario.name}${scenario.baselineNote ? ` (baseline: ${scenario.baselineNote})` : ''} | ${measured.rps.toFixed(0)} | ${base ? base.rps.toFixed(0) : '—'} | ${base ? (measured.rps / base.rps).toFixed(2) : '—'} | ${measured.p50} / ${measured.p99} | ${base ? `${base.p50} / ${base.p99}` : '—'} |`,
  ),
].join('\n');

await writeSection('api', table);
await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
await writeFile(join(repoRoot, 'bench/results', `${Date.now()}.json`), JSON.stringify(rows, null, 2));
