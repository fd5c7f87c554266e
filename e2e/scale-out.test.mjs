// Two real instances (node backend/dist/main.js) on ONE throw-away database, ONE shared Mollie sandbox
// process and a round-robin proxy standing for PUBLIC_URL (docs/design/resilience.md, issue "scale out for real").
// ≥ 200 concurrent checkouts over both; each payment's webhook rung 3 times, out of order, at alternating
// instances, while both instances run the expiry sweep every second on orders whose payment start was
// moved 20 minutes back. Then: no lost order, no duplicate transition, no paid order cancelled without
// the refund flag, every amount equal to its quote, no order disagreeing with its payment rows, exactly
// one confirmation mail per paid order.
// With REDIS_URL set, the sign-in rate limit is shared by both instances (else: memory stores, said so).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startMailCapture } from './support/customer.mjs';
import {
  apiCustomer,
  checkout,
  chooseAtCheckout,
  dataFolder,
  quote,
  repoRoot,
  inPool,
  ringWebhook,
  sandboxRequest,
  startInstance,
  startRoundRobinProxy,
  startSandboxProcess,
  waitUntil,
} from './support/processes.mjs';

const CHECKOUTS = 200;
const CUSTOMERS = 20;
const RATE_LIMIT = 40;
const figures = {};

let workDir;
let database; // { url, drop() }
let mailbox;
let proxy;
let sandbox;
let instances = [];
let db;

/** A throw-away database: on DATABASE_URL's server when set, else a private embedded PostgreSQL. */
async function throwAwayDatabase(dir) {
  const name = `scale_${randomBytes(4).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const { EmbeddedPostgres } = await import(join(repoRoot, 'backend/dist/database/embedded-postgres.js'));
  const server = new EmbeddedPostgres({ dataDir: join(dir, 'pg'), port: 0, ephemeral: true });
  await server.start();
  await server.createDatabaseIfMissing(name);
  return { url: server.connectionString(name), drop: () => server.stop() };
}

before(async () => {
  workDir = await dataFolder('boxshop-scale-');
  database = await throwAwayDatabase(workDir);
  mailbox = await startMailCapture();
  // The instances listen on ports the system chooses; the proxy learns them once they are up.
  proxy = await startRoundRobinProxy([]);
  sandbox = await startSandboxProcess({ dataDir: join(workDir, 'sandbox'), publicUrl: proxy.url });
  const common = {
    DATABASE_URL: database.url,
    PUBLIC_URL: proxy.url,
    MOLLIE_API_URL: sandbox.apiUrl,
    MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
    SMTP_URL: mailbox.smtpUrl,
    OUTBOX_POLL_MS: '300',
    JWT_SECRET: randomBytes(32).toString('hex'),
    GIFT_CARD_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT: String(RATE_LIMIT),
    RATE_LIMIT_TTL_SECONDS: '300',
    SCHEDULER: 'on',
    EXPIRY_SWEEP_MS: '1000',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  };
  // Both start at once: the migrations run once (advisory lock), the other instance waits for them.
  instances = await Promise.all(
    [0, 1].map((i) => startInstance({ ...common, DATA_DIR: join(workDir, `instance-${i}`) })),
  );
  proxy.targets = instances.map((instance) => instance.url);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

after(async () => {
  await db?.end().catch(() => undefined);
  await Promise.all(instances.map((instance) => instance.stop()));
  await sandbox?.stop();
  await proxy?.close();
  await mailbox?.close();
  await database?.drop().catch(() => undefined);
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (Object.keys(figures).length > 0) console.log(`# figures ${JSON.stringify(figures)}`);
});

/** Customers: one registered through the proxy (mail link), the others copied from it in SQL, then signed in. */
async function customers() {
  const first = await apiCustomer({ url: proxy.url }, mailbox, { firstName: 'Zoé' });
  await db.query(
    `INSERT INTO users (email, first_name, last_name, phone, address_street, address_postal_code, address_city,
       address_country, is_email_verified, password_hash)
     SELECT 'client' || n || '.' || $2 || '@example.be', 'Client' || n, last_name, phone, address_street,
       address_postal_code, address_city, address_country, true, password_hash
     FROM users, generate_series(1, $3::int) AS n WHERE email = $1`,
    [first.email, Date.now(), CUSTOMERS - 1],
  );
  const { rows } = await db.query(
    `SELECT email, first_name, last_name FROM users WHERE email LIKE 'client%@example.be'`,
  );
  const others = await Promise.all(
    rows.map(async (row) => {
      const res = await fetch(`${proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: row.email, password: first.password }),
      });
      assert.equal(res.status, 200, `sign-in ${row.email}: ${res.status}`);
      const { token } = await res.json();
      return {
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        auth: { Authorization: `Bearer ${token}` },
      };
    }),
  );
  return [first, ...others];
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

test(`${CHECKOUTS} concurrent checkouts over two instances, webhooks ×3 out of order, expiry racing on both`, async (t) => {
  t.diagnostic(
    process.env.REDIS_URL
      ? `rate limits and caches in Redis (${new URL(process.env.REDIS_URL).host})`
      : 'REDIS_URL not set: each instance ran with memory stores for rate limits and caches',
  );
  const started = Date.now();
  let lapStart = started;
  const lap = (name) => {
    figures[`${name}Seconds`] = (Date.now() - lapStart) / 1000;
    lapStart = Date.now();
  };
  // Enough stock for every cart (the seed keeps some boxes scarce); each instance's catalogue hears of it.
  await db.query('UPDATE products SET stock = 100000');
  for (const instance of instances) {
    await waitUntil(
      async () => {
        const res = await fetch(`${instance.url}/api/products?limit=50`);
        const { items } = await res.json();
        return items.every((item) => item.inStock);
      },
      { what: `the new stock on ${instance.url}` },
    );
  }
  const people = await customers();

  lap('setup');
  // Carts of 1 to 3 lines over the 8 boxes; the quote is what the shop must charge.
  const carts = Array.from({ length: CHECKOUTS }, (_, i) => {
    const lines = 1 + (i % 3);
    return Array.from({ length: lines }, (_, l) => ({
      id: 1 + ((i + l * 3) % 8),
      quantity: 1 + ((i + l) % 2),
      isSubscription: false,
    }));
  });
  const quotes = await Promise.all(carts.map((cart) => quote(proxy.url, cart)));

  const t0 = Date.now();
  const answers = await Promise.all(
    carts.map((cart, i) =>
      checkout(proxy.url, people[i % people.length], cart, quotes[i].total, { key: `scale-${i}` }),
    ),
  );
  figures.checkoutSeconds = (Date.now() - t0) / 1000;
  figures.checkoutsPerSecond = Math.round(CHECKOUTS / figures.checkoutSeconds);
  const refused = answers.filter((a) => a.status !== 201);
  assert.deepEqual(
    refused.map((a) => `${a.status} ${JSON.stringify(a.json).slice(0, 200)}`),
    [],
  );
  figures.byInstance = Object.fromEntries([...proxy.counts].map(([target, n]) => [new URL(target).port, n]));
  assert.ok(
    [...proxy.counts.values()].every((n) => n > CHECKOUTS / 4),
    'both instances served checkouts',
  );

  lap('checkouts');
  // Every payment's start moves 20 minutes back: the sweeps of both instances now race the shoppers.
  await db.query(`UPDATE orders SET payment_started_at = payment_started_at - interval '20 minutes'`);

  // Shoppers: 70 % pay, 10 % fail, 10 % cancel, 10 % leave the page open (the sweep expires them).
  const outcomes = answers.map((_, i) =>
    i % 10 < 7 ? 'paid' : i % 10 === 7 ? 'failed' : i % 10 === 8 ? 'canceled' : null,
  );
  const ports = instances.map((instance) => instance.url);
  // Shoppers' clicks and Mollie's doorbells (each payment 3 more times, at alternating instances) in one
  // shuffled stream, 32 at a time: a doorbell may come before, during or after the shopper's click.
  // Like Mollie, a doorbell answered 5xx is rung again a moment later.
  const work = [];
  answers.forEach((answer, i) => {
    if (outcomes[i]) work.push({ kind: 'shopper', url: answer.json.checkoutUrl, status: outcomes[i] });
    for (let n = 0; n < 3; n++) work.push({ kind: 'ring', id: answer.json.id, to: ports[(i + n) % 2] });
  });
  const retried = [];
  await inPool(shuffle(work), 32, async (item) => {
    if (item.kind === 'shopper') {
      const status = await chooseAtCheckout(item.url, item.status);
      assert.ok(status === 303 || status === 200, `checkout page ${status}`);
      return;
    }
    for (let attempt = 1; ; attempt++) {
      const answer = await ringWebhook(item.to, item.id);
      if (answer.status === 200) return;
      retried.push(`${answer.status} ${answer.body.slice(0, 160)}`);
      assert.ok(answer.status >= 500 && attempt < 5, `webhook ${item.id}: ${answer.status} ${answer.body}`);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  });
  figures.webhookCalls = answers.length * 3;
  figures.webhookRetries = retried.length;
  if (retried.length > 0) t.diagnostic(`webhooks answered 5xx then retried: ${retried.length} (${retried[0]})`);
  lap('shoppersAndWebhooks');

  // The sweeps settle whatever is still waiting.
  await waitUntil(
    async () =>
      (await db.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'en_attente_paiement'`)).rows[0].n === 0,
    { timeoutMs: 60_000, intervalMs: 250, what: 'every order to be paid or cancelled' },
  );

  lap('settle');
  // 0 lost orders (and none extra: the Idempotency-Key holds across instances).
  const orderNumbers = answers.map((a) => a.json.orderId);
  const { rows: orders } = await db.query(
    `SELECT order_number, status, payment_status, total_cents, refund_required, mollie_payment_id FROM orders`,
  );
  assert.equal(orders.length, CHECKOUTS);
  const byNumber = new Map(orders.map((o) => [o.order_number, o]));
  assert.deepEqual(
    orderNumbers.filter((n) => !byNumber.has(n)),
    [],
  );

  // Every amount equals its quote, at the shop and at Mollie; the order agrees with Mollie's status.
  const wrong = [];
  let paid = 0;
  for (let i = 0; i < CHECKOUTS; i++) {
    const order = byNumber.get(orderNumbers[i]);
    const expected = Math.round(Number(quotes[i].total) * 100);
    if (order.total_cents !== expected) wrong.push(`${order.order_number}: ${order.total_cents} ≠ ${expected}`);
    const atMollie = await sandboxRequest(sandbox, 'GET', `payments/${order.mollie_payment_id}`);
    if (Math.round(Number(atMollie.json.amount.value) * 100) !== expected)
      wrong.push(`${order.order_number} at Mollie`);
    if (atMollie.json.status === 'paid') {
      paid++;
      // 0 paid orders cancelled without the refund flag.
      if (order.status !== 'payee' && !(order.status === 'annulee' && order.refund_required)) {
        wrong.push(`${order.order_number} paid at Mollie but ${order.status}`);
      }
    } else if (order.status !== 'annulee') {
      wrong.push(`${order.order_number} ${atMollie.json.status} at Mollie but ${order.status}`);
    }
  }
  assert.deepEqual(wrong, []);
  figures.paid = paid;
  figures.cancelled = CHECKOUTS - paid;
  assert.ok(paid > 0 && paid < CHECKOUTS, `both outcomes happened (${paid} paid)`);

  lap('verify');
  // 0 duplicate transitions in the history.
  const { rows: duplicates } = await db.query(
    `SELECT order_id, to_status, count(*)::int AS n FROM order_history GROUP BY order_id, to_status HAVING count(*) > 1`,
  );
  assert.deepEqual(duplicates, []);

  // 0 orders whose state disagrees with their payment rows (the backend suites' consistency query).
  const { rows: disagreements } = await db.query(
    readFileSync(join(repoRoot, 'backend/test/support/payment-disagreements.sql'), 'utf8'),
  );
  assert.deepEqual(
    disagreements.map((row) => row.d),
    [],
  );

  // Exactly one confirmation mail per paid order: one outbox row each, each delivered once.
  const { rows: confirmations } = await db.query(
    `SELECT payload->>'orderNumber' AS number, count(*)::int AS n FROM outbox WHERE kind = 'order-confirmation' GROUP BY 1`,
  );
  const paidNumbers = orders
    .filter((o) => o.status === 'payee')
    .map((o) => o.order_number)
    .sort();
  assert.deepEqual(confirmations.map((c) => c.number).sort(), paidNumbers);
  assert.ok(confirmations.every((c) => c.n === 1));
  await waitUntil(
    async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`)).rows[0].n === 0,
    { timeoutMs: 60_000, what: 'the outbox to be sent' },
  );
  const delivered = mailbox.mails.filter(
    (m) => /commande/i.test(m.subject) && paidNumbers.some((n) => m.text.includes(n)),
  );
  figures.confirmationMails = delivered.length;
  for (const number of paidNumbers) {
    const mails = delivered.filter((m) => m.text.includes(number) && /confirm/i.test(m.subject));
    assert.equal(mails.length, 1, `one confirmation mail for ${number}`);
  }
  lap('mails');
  figures.suiteSeconds = (Date.now() - started) / 1000;
  t.diagnostic(`figures: ${JSON.stringify(figures)}`);
});

test('the sign-in limit is shared by both instances when REDIS_URL is set', async (t) => {
  const email = `limite.${Date.now()}@example.be`;
  const statuses = [];
  for (let n = 0; n < RATE_LIMIT + 1; n++) {
    const res = await fetch(`${instances[n % 2].url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Mauvais-mot-2026' }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  if (process.env.REDIS_URL) {
    assert.equal(statuses.at(-1), 429, `attempt ${RATE_LIMIT + 1} across both instances is refused`);
    assert.ok(statuses.slice(0, RATE_LIMIT).every((s) => s === 401));
  } else {
    t.diagnostic('memory stores: each instance counts its own attempts (set REDIS_URL to share them)');
    assert.ok(statuses.slice(0, RATE_LIMIT).every((s) => s === 401));
    assert.equal(statuses.at(-1), 401, 'each instance saw only half of the attempts');
  }
});

test('a session ended through one instance is refused by the other', async () => {
  const customer = await apiCustomer({ url: instances[0].url }, mailbox, { firstName: 'Élise' });
  const profile = (i) => fetch(`${instances[i].url}/api/users/profile`, { headers: customer.auth });
  assert.equal((await profile(1)).status, 200);
  const logout = await fetch(`${instances[1].url}/api/auth/logout`, { method: 'POST', headers: customer.auth });
  assert.ok(logout.status < 300, `logout: ${logout.status}`);
  assert.equal((await profile(0)).status, 401);
  assert.equal((await profile(1)).status, 401);
});
