// `npm run bench`: measures the shop against a bare node:http + pg baseline in the same run, on the
// same PostgreSQL, and writes the figures to docs/performance.md (between the generated markers).
//   BENCH_DURATION=10 (seconds per measurement)  BENCH_CONNECTIONS=20
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot, startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';
import { scenarios } from './scenarios.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function startDatabase() {
  const dbName = `boxshop_bench_${Date.now()}`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    return {
      url: url.toString(),
      async stop() {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  // The shop's own launcher (built by `npm run bench`): runs PostgreSQL as the postgres user when root.
  const { EmbeddedPostgres } = await import('../backend/dist/database/embedded-postgres.js');
  const dir = await mkdtemp(join(tmpdir(), 'boxshop-bench-pg-'));
  await chmod(dir, 0o755);
  const server = new EmbeddedPostgres({ dataDir: join(dir, 'pg'), port: 0, ephemeral: true, log: () => {} });
  await server.start();
  const admin = new pg.Client({ connectionString: server.connectionString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  return {
    url: server.connectionString(dbName),
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startBare(databaseUrl) {
  const child = fork(join(repoRoot, 'bench/bare-server.mjs'), { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' } });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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
