// A limited edition's launch (docs/design/stock.md, "Concurrency"), part of `npm run bench`: the shop
// as `npm start` runs it, the Mollie sandbox in a process of its own, and in ONE run, rounds alternated:
// - checkouts per second when every order takes the same box, ÷ spread over the 8 boxes (goal ≥ 0.9),
//   with p50 / p99 at LAUNCH_CONNECTIONS in flight;
// - the shop process's CPU time per checkout, beside the bare baseline's per order insert;
// - POST /api/cart/quote against the bare baseline (goal ≥ 0.8).
//   LAUNCH_DURATION=8 (seconds per round)  LAUNCH_ROUNDS=3 (of each kind)  LAUNCH_CONNECTIONS=100
//   LAUNCH_PROFILE_DIR=/tmp/prof: the shop runs with --cpu-prof and writes its CPU profile there when it
//   stops (open it in Chrome's DevTools, or read its self times), to find what a checkout spends on.
//   LAUNCH_LOG_LEVEL=info: the shop's LOG_LEVEL (warn by default: one line per request is a cost of its own).
//   LAUNCH_ONLY=quote: the quote's rounds only (no checkout), printed and not written to docs/performance.md
//   (with LAUNCH_PROFILE_DIR, a profile of the quote alone).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startRoundRobinProxy, startSandboxProcess } from '../e2e/support/processes.mjs';
import { startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { startBare, startDatabase } from './support.mjs';

const duration = Number(process.env.LAUNCH_DURATION ?? 8);
const rounds = Number(process.env.LAUNCH_ROUNDS ?? 3);
const inFlight = Number(process.env.LAUNCH_CONNECTIONS ?? 100);
const profileDir = process.env.LAUNCH_PROFILE_DIR;
const quoteOnly = process.env.LAUNCH_ONLY === 'quote';
const HOT = 4; // Box Édition Limitée Été
const BOXES = [1, 2, 3, 4, 5, 6, 7, 8];

/** CPU time (user + system) a process has used so far, in milliseconds (Linux: /proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at 100 ticks a second
}

function load(options) {
  return new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const billingInfo = {
  firstName: 'Claire', lastName: 'Dubois', email: 'claire@example.be', phone: '+32470123456',
  address: 'Rue de la Loi 1', city: 'Bruxelles', postalCode: '1000', country: 'BE',
};

/** One checkout body per box, at the total the shop quotes for it (the server refuses another amount). */
async function checkoutBodies(shopUrl) {
  const bodies = new Map();
  for (const id of BOXES) {
    const res = await fetch(`${shopUrl}/api/cart/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: id, quantity: 1, isSubscription: false }] }),
    });
    if (!res.ok) throw new Error(`quote of box ${id}: ${res.status} ${await res.text()}`);
    const { total } = await res.json();
    bodies.set(id, JSON.stringify({
      amount: { value: total.toFixed(2), currency: 'EUR' },
      method: 'bancontact',
      metadata: { items: [{ id, quantity: 1, isSubscription: false }], billingInfo, shippingInfo: { sameAsBilling: true } },
    }));
  }
  return bodies;
}

/** One round of checkouts: every one on the hot box, or the 8 boxes in turn. */
async function checkoutRound(shop, token, bodies, kind, seconds) {
  let next = 0;
  const cpuBefore = cpuMs(shop.pid);
  const r = await load({
    url: `${shop.url}/api/mollie/payments`,
    connections: inFlight,
    duration: seconds,
    requests: [{
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      setupRequest: (request) => ({ ...request, body: bodies.get(kind === 'hot' ? HOT : BOXES[next++ % BOXES.length]) }),
    }],
  });
  const cpu = cpuMs(shop.pid) - cpuBefore;
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) throw new Error(`${kind} round: ${bad} failed checkouts`);
  return { kind, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, cpuPerCheckout: cpu / r.requests.total };
}

async function quoteRound(url, pid, scenario, seconds) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const r = await load({
    url: url + scenario.path,
    method: 'POST',
    connections: 20,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(scenario.headers ?? {}) },
    body: JSON.stringify(scenario.body),
  });
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error(`${url}${scenario.path}: failed requests`);
  return { rps: r.requests.average, total: r.requests.total, cpuPerRequest: pid ? (cpuMs(pid) - cpuBefore) / r.requests.total : 0 };
}

const db = await startDatabase();
const sandboxDir = await mkdtemp(join(tmpdir(), 'boxshop-launch-sandbox-'));
let proxy;
let sandbox;
let shop;
let bare;
const checkouts = [];
const quotes = [];
let baselineInsert;
try {
  // The sandbox rings the webhook at PUBLIC_URL before the shop exists: a proxy that forwards to it.
  proxy = await startRoundRobinProxy([]);
  sandbox = await startSandboxProcess({ dataDir: sandboxDir, publicUrl: proxy.url });
  shop = await startShop({
    DATABASE_URL: db.url,
    PUBLIC_URL: proxy.url,
    MOLLIE_API_URL: sandbox.apiUrl,
    MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
    LOG_LEVEL: process.env.LAUNCH_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    RATE_LIMIT: '100000',
  }, { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  proxy.targets = [shop.url];
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query('UPDATE products SET stock = 10000000'); // the rounds measure contention, never a 409
  await admin.end();
  bare = await startBare(db.url);

  const signIn = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: shop.env.ADMIN_EMAIL, password: shop.env.ADMIN_PASSWORD }),
  });
  const { token } = await signIn.json();
  const bodies = await checkoutBodies(shop.url);
  const quote = scenarios.find((s) => s.path === '/api/cart/quote');

  // Warm-up of both kinds: JIT, pools, the sandbox's TLS sessions (the first measured round is not the coldest).
  if (!quoteOnly) await checkoutRound(shop, token, bodies, 'spread', 3);
  if (!quoteOnly) await checkoutRound(shop, token, bodies, 'hot', 3);
  for (let i = 0; i < (quoteOnly ? 0 : rounds); i++) {
    for (const kind of i % 2 === 0 ? ['hot', 'spread'] : ['spread', 'hot']) {
      const round = await checkoutRound(shop, token, bodies, kind, duration);
      checkouts.push(round);
      console.log(`${kind}: ${round.rps.toFixed(1)} checkouts/s, p50 ${round.p50} ms, p99 ${round.p99} ms, ${round.cpuPerCheckout.toFixed(2)} ms CPU each`);
    }
  }
  await quoteRound(shop.url, null, quote, 2);
  await quoteRound(bare.url, null, quote, 2);
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['shop', 'bare'] : ['bare', 'shop'];
    const pair = {};
    for (const who of order) {
      pair[who] = who === 'shop' ? await quoteRound(shop.url, shop.pid, quote, duration) : await quoteRound(bare.url, bare.pid, quote, duration);
    }
    quotes.push(pair);
    console.log(`quote: shop ${pair.shop.rps.toFixed(0)} req/s, bare ${pair.bare.rps.toFixed(0)} req/s, ratio ${(pair.shop.rps / pair.bare.rps).toFixed(2)}`);
  }
  // The baseline's order insert (pricing + order row in one transaction, no payment provider).
  if (!quoteOnly) {
    const insert = await quoteRound(bare.url, bare.pid, { path: '/bench/checkout', body: JSON.parse(bodies.get(HOT)) }, duration);
    baselineInsert = insert;
    console.log(`bare order insert: ${insert.rps.toFixed(0)} req/s, ${insert.cpuPerRequest.toFixed(2)} ms CPU each`);
  }
} finally {
  await bare?.stop();
  await shop?.stop();
  await sandbox?.stop();
  await proxy?.close?.();
  await db.stop();
  await rm(sandboxDir, { recursive: true, force: true });
}

if (quoteOnly) {
  console.log(`quote ÷ bare (median): ${median(quotes.map((q) => q.shop.rps / q.bare.rps)).toFixed(2)}; nothing written`);
  process.exit(0);
}
const hot = checkouts.filter((r) => r.kind === 'hot');
const spread = checkouts.filter((r) => r.kind === 'spread');
const ratio = median(hot.map((r, i) => r.rps / spread[i].rps));
const quoteRatio = median(quotes.map((q) => q.shop.rps / q.bare.rps));
const cpuPerCheckout = median(checkouts.map((r) => r.cpuPerCheckout));
const [load1, load5] = loadavg();
const fmt = (n, d = 1) => n.toFixed(d);
await writeSection('launch', [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${fmt(load1, 2)} / ${fmt(load5, 2)} (1 / 5 min) at the end; the shop as \`npm start\` runs it, the Mollie sandbox in its own process, PostgreSQL, autocannon and the bare server on the same machine. ${rounds} rounds of each kind, alternated, ${duration} s each, ${inFlight} checkouts in flight.`,
  '',
  '| round | checkouts/s | p50 / p99 (ms) | shop CPU per checkout (ms) |',
  '|---|---|---|---|',
  ...checkouts.map((r) => `| ${r.kind === 'hot' ? 'one box (hot)' : 'the 8 boxes (spread)'} | ${fmt(r.rps)} | ${r.p50} / ${r.p99} | ${fmt(r.cpuPerCheckout, 2)} |`),
  '',
  `- **One box ÷ spread** (median of the rounds' ratios): **${fmt(ratio, 2)}** (goal ≥ 0.9).`,
  `- **Shop CPU per checkout** (median): ${fmt(cpuPerCheckout, 2)} ms; the bare baseline's per order insert (pricing + order row in one transaction, no payment provider): ${fmt(baselineInsert.cpuPerRequest, 2)} ms (${fmt(baselineInsert.rps, 0)} inserts/s).`,
  `- **POST /api/cart/quote ÷ bare** (median of ${rounds} alternated pairs, 20 connections): **${fmt(quoteRatio, 2)}** (goal ≥ 0.8); ${quotes.map((q) => `${fmt(q.shop.rps, 0)} / ${fmt(q.bare.rps, 0)}`).join(', ')} req/s; CPU per quote ${fmt(median(quotes.map((q) => q.shop.cpuPerRequest)), 3)} ms (shop) and ${fmt(median(quotes.map((q) => q.bare.cpuPerRequest)), 3)} ms (bare, which also waits on PostgreSQL).`,
].join('\n'));
