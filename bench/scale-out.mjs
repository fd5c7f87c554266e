// `npm run bench` (part): checkout throughput with ONE and with TWO instances behind a round-robin proxy,
// in the same run, on one database and the shared Mollie sandbox process (`npm run mollie:sandbox`).
// Each phase sends checkouts (POST /api/mollie/payments, each with its Idempotency-Key, carts of 1–3 lines)
// from CONCURRENCY clients for SECONDS; the baseline is the one-instance phase.
//   BENCH_SCALE_SECONDS=15 BENCH_SCALE_CONCURRENCY=32
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startMailCapture } from '../e2e/support/customer.mjs';
import {
  checkout,
  manyCustomers,
  quote,
  startInstance,
  startRoundRobinProxy,
  startSandboxProcess,
  waitUntil,
} from '../e2e/support/processes.mjs';
import { writeSection } from './report.mjs';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const CONCURRENCY = Number(process.env.BENCH_SCALE_CONCURRENCY ?? 32);

const dir = await mkdtemp(join(tmpdir(), 'boxshop-bench-scale-'));
await chmod(dir, 0o755);
const { EmbeddedPostgres } = await import('../backend/dist/database/embedded-postgres.js');
const postgres = new EmbeddedPostgres({
  dataDir: join(dir, 'pg'),
  port: 0,
  ephemeral: true,
  log: () => {},
});
await postgres.start();
await postgres.createDatabaseIfMissing('scale');
const databaseUrl = postgres.connectionString('scale');
const mailbox = await startMailCapture();
// The instances listen on ports the system chooses; the proxy learns them once they are up.
const proxy = await startRoundRobinProxy([]);
const sandbox = await startSandboxProcess({ dataDir: join(dir, 'sandbox'), publicUrl: proxy.url });
const common = {
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: proxy.url,
  MOLLIE_API_URL: sandbox.apiUrl,
  MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
  SMTP_URL: mailbox.smtpUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  GIFT_CARD_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
};
const instances = [];
const db = new pg.Client({ connectionString: databaseUrl });

async function phase(customers) {
  const carts = Array.from({ length: 24 }, (_, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, l) => ({ id: 1 + ((i + l * 3) % 8), quantity: 1, isSubscription: false })),
  );
  const quotes = await Promise.all(carts.map((cart) => quote(proxy.url, cart)));
  let ok = 0;
  let failed = 0;
  let n = 0;
  const latencies = [];
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const i = n++;
        const t0 = performance.now();
        const answer = await checkout(
          proxy.url,
          customers[i % customers.length],
          carts[i % carts.length],
          quotes[i % carts.length].total,
          {
            key: `bench-${Date.now()}-${i}`,
          },
        );
        latencies.push(performance.now() - t0);
        if (answer.status === 201) ok++;
        else failed++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { perSecond: ok / seconds, ok, failed, p50: at(0.5), p99: at(0.99) };
}

try {
  // Both instances start now (the second waits for the first's migrations); the proxy sends to one at first.
  instances.push(
    ...(await Promise.all(
      [0, 1].map((i) => startInstance({ ...common, DATA_DIR: join(dir, `instance-${i}`) })),
    )),
  );
  proxy.targets = [instances[0].url];
  await db.connect();
  await db.query('UPDATE products SET stock = 10000000');
  for (const instance of instances) {
    await waitUntil(async () => {
      const { items } = await (await fetch(`${instance.url}/api/products?limit=50`)).json();
      return items.every((item) => item.inStock);
    });
  }
  const customers = await manyCustomers(proxy.url, mailbox, db, 40);
  await phase(customers.slice(0, 4)); // warm-up: connections, caches, JIT
  const one = await phase(customers);
  proxy.targets = instances.map((instance) => instance.url);
  const two = await phase(customers);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const row = (name, r) =>
    `| ${name} | ${r.perSecond.toFixed(1)} | ${(r.perSecond / one.perSecond).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} |`;
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()} (load average ${load} at the end: the machine was shared), one embedded PostgreSQL, the shared sandbox process, a round-robin proxy in the benchmark's process; ${CONCURRENCY} clients sending checkouts for ${SECONDS} s per phase.`,
    '',
    '| instances behind the proxy | checkouts/s (201) | ratio to 1 instance | p50 (ms) | p99 (ms) | answered 201 | other answers |',
    '|---|---|---|---|---|---|---|',
    row('1', one),
    row('2', two),
    '',
    "Everything runs on the same cores: a second instance adds request-handling capacity but shares the CPU with the first, PostgreSQL and the sandbox, so the ratio shows how much of a checkout is the instance's own work on this machine, not what two servers would give.",
  ].join('\n');
  await writeSection('scale-out', markdown);
} finally {
  await db.end().catch(() => {});
  await Promise.all(instances.map((instance) => instance.stop()));
  await sandbox.stop();
  await proxy.close();
  await mailbox.close();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
