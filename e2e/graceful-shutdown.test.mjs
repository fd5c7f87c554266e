// SIGTERM on a real instance (node backend/dist/main.js) while requests are in flight: readiness turns
// 503 at once (liveness stays 200), the listener keeps accepting for SHUTDOWN_DRAIN_DELAY_MS, requests
// under way finish (a checkout whose body is still arriving gets its 201), the process exits 0, and
// after a restart nothing is half-done: every answered checkout has its payment, every answered
// registration gets its verification mail exactly once (the outbox keeps what was not sent yet).
// Webhooks rung during the drain are applied or refused so that Mollie retries (5xx, or the connection
// refused once the listener closed); Mollie's retry after the restart applies each exactly once. An
// expiry pass under way at SIGTERM (held on a paused Mollie) finishes before the process exits.
import assert from 'node:assert/strict';
import http from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startMailCapture } from './support/customer.mjs';
import {
  apiCustomer,
  checkout,
  embeddedDatabaseUrl,
  dataFolder,
  startRoundRobinProxy,
  quote,
  startInstance,
  sandboxRequest,
  startSandboxProcess,
  waitUntil,
} from './support/processes.mjs';

const CART = [{ id: 2, quantity: 1, isSubscription: false }];
let mailbox;
let dataDir;
let sandbox;
let env;
let publicOrigin;

before(async () => {
  mailbox = await startMailCapture();
  dataDir = await dataFolder('boxshop-sigterm-');
  // PUBLIC_URL is an origin in front of the shop (a proxy on a port the system chose): the sandbox
  // needs it first; each start of the shop listens on a port of its own choosing, then the proxy
  // forwards there.
  publicOrigin = await startRoundRobinProxy([]);
  sandbox = await startSandboxProcess({ dataDir, publicUrl: publicOrigin.url });
  env = {
    PORT: '0',
    PUBLIC_URL: publicOrigin.url,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '0',
    SMTP_URL: mailbox.smtpUrl,
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT: '10000',
    MOLLIE_API_URL: sandbox.apiUrl,
    MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
    SHUTDOWN_DRAIN_DELAY_MS: '8000',
    SHUTDOWN_GRACE_MS: '15000',
    LOG_LEVEL: 'info',
  };
});

after(async () => {
  await sandbox?.stop();
  await publicOrigin?.close();
  await mailbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A checkout whose body is sent in two halves: in flight on the server until `finish()`. */
function slowCheckout(baseUrl, customer, total) {
  const body = JSON.stringify({
    amount: { value: Number(total).toFixed(2), currency: 'EUR' },
    description: 'Commande BoxPlaisir',
    method: 'bancontact',
    metadata: {
      items: CART,
      billingInfo: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phone: '+32470123456',
        address: 'Rue Haute 12',
        city: 'Bruxelles',
        postalCode: '1000',
        country: 'BE',
      },
      shippingInfo: { sameAsBilling: true },
    },
  });
  const half = Math.floor(body.length / 2);
  let request;
  const answered = new Promise((resolve, reject) => {
    request = http.request(
      `${baseUrl}/api/mollie/payments`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: customer.auth.Authorization,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            json: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    request.on('error', reject);
  });
  // Resolves once the first half is handed to the connection: the request is on its way to the server.
  const started = new Promise((resolve, reject) => {
    request.once('error', reject);
    request.write(body.slice(0, half), (error) => (error ? reject(error) : resolve()));
  });
  return { answered, started, finish: () => request.end(body.slice(half)) };
}

/** Mollie's doorbell: {status}, or {status: 'refused'} when no listener takes the connection. */
async function ring(baseUrl, paymentId) {
  try {
    const res = await fetch(`${baseUrl}/api/mollie/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: paymentId }).toString(),
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    assert.match(String(error.cause?.code ?? error.cause?.message), /ECONNREFUSED|ECONNRESET|other side closed/);
    return { status: 'refused' };
  }
}

/** Mollie retries a doorbell that was not answered 2xx: refused, or 5xx. */
const retriedByMollie = (answer) => answer.status === 'refused' || answer.status >= 500;

async function register(baseUrl, n) {
  const email = `arret.${Date.now()}.${n}@example.be`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Inès',
      lastName: 'Arret',
      email,
      password: 'Secret123!',
    }),
  });
  await res.arrayBuffer();
  return { email, status: res.status };
}

test('SIGTERM during requests: not ready at once, requests in flight finish, exit 0, nothing lost after a restart', async () => {
  // This first run sweeps expired orders every 300 ms; the restart runs no scheduled job.
  let shop = await startInstance({
    ...env,
    SCHEDULER: 'on',
    EXPIRY_SWEEP_MS: '300',
  });
  publicOrigin.targets = [shop.url];
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const [expiring, paidInDrain, paidAfterClose] = await Promise.all(
    [1, 2, 3].map(() => checkout(shop.url, customer, CART, total)),
  );
  for (const answer of [expiring, paidInDrain, paidAfterClose]) assert.equal(answer.status, 201);
  const shopDb = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await shopDb.connect();
  // An expiry pass under way at SIGTERM: Mollie (the sandbox) paused, the pass claims the order (its
  // lease) and waits for Mollie's answer.
  sandbox.child.kill('SIGSTOP');
  try {
    const leaseOf = async () =>
      (await shopDb.query('SELECT lease_until FROM orders WHERE order_number = $1', [expiring.json.orderId])).rows[0]
        .lease_until;
    assert.equal(await leaseOf(), null, 'no lease on a freshly attached order');
    await shopDb.query(
      `UPDATE orders SET payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
      [expiring.json.orderId],
    );
    await waitUntil(async () => (await leaseOf()) !== null, {
      what: 'the expiry pass to claim the order',
    });
  } finally {
    await shopDb.end();
  }
  const ready = await fetch(`${shop.url}/api/health/ready`);
  assert.equal(ready.status, 200);
  assert.deepEqual(await ready.json(), {
    status: 'ready',
    database: 'up',
    migrations: 'done',
    draining: false,
  });

  const ordersOf = async (db) =>
    (
      await db.query(
        'SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.customer_id WHERE u.email = $1',
        [customer.email],
      )
    ).rows[0].n;
  const probeDb = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await probeDb.connect();
  const ordersBefore = await ordersOf(probeDb);
  const slow = slowCheckout(shop.url, customer, total);
  const checkouts = Array.from({ length: 12 }, () => checkout(shop.url, customer, CART, total));
  const registrations = Array.from({ length: 6 }, (_, n) => register(shop.url, n));
  // The requests have reached the server (a condition, not a delay): the slow checkout's first half is
  // sent, and each of the 12 checkouts has committed its order and waits on Mollie, paused.
  try {
    await slow.started;
    await waitUntil(async () => (await ordersOf(probeDb)) >= ordersBefore + 12, {
      what: 'the 12 checkouts to commit their orders (Mollie paused)',
    });
  } finally {
    await probeDb.end();
  }
  shop.child.kill('SIGTERM');
  sandbox.child.kill('SIGCONT');

  // Draining: readiness 503 at once, liveness still 200, new connections still accepted for 8 s.
  const draining = await waitUntil(
    async () => {
      const res = await fetch(`${shop.url}/api/health/ready`);
      return res.status === 503 ? res.json() : undefined;
    },
    { timeoutMs: 8000, intervalMs: 50, what: 'readiness 503' },
  );
  assert.equal(draining.draining, true, JSON.stringify(draining));
  const live = await fetch(`${shop.url}/api/health`).catch((error) => {
    throw new Error(`liveness during the drain: ${error.cause?.message ?? error.message}\n${shop.logs.join('')}`);
  });
  assert.equal(live.status, 200);
  // A payment paid during the drain: the sandbox rings this instance, and so does the test (as Mollie would).
  const paid = await sandboxRequest(sandbox, 'POST', `/sandbox/payments/${paidInDrain.json.id}/state`, {
    status: 'paid',
  });
  assert.equal(paid.status, 200, paid.text);
  const duringDrain = await ring(shop.url, paidInDrain.json.id);
  assert.ok(duringDrain.status === 200 || retriedByMollie(duringDrain), JSON.stringify(duringDrain));

  // The listener stops after the drain delay; the checkout whose body is still arriving is finished.
  await waitUntil(
    () =>
      fetch(`${shop.url}/api/health`).then(
        () => false,
        () => true,
      ),
    { timeoutMs: 30_000, what: 'the listener to close' },
  );
  // Paid once the listener closed: the doorbell is refused, and Mollie will ring again.
  const paidLate = await sandboxRequest(sandbox, 'POST', `/sandbox/payments/${paidAfterClose.json.id}/state`, {
    status: 'paid',
  });
  assert.equal(paidLate.status, 200, paidLate.text);
  const afterClose = await ring(shop.url, paidAfterClose.json.id);
  assert.ok(retriedByMollie(afterClose), JSON.stringify(afterClose));
  slow.finish();
  const slowAnswer = await slow.answered;
  assert.equal(slowAnswer.status, 201, JSON.stringify(slowAnswer.json));
  const answers = await Promise.all(checkouts);
  assert.deepEqual(
    answers.map((a) => a.status),
    answers.map(() => 201),
  );
  const registered = await Promise.all(registrations);
  assert.ok(
    registered.every((r) => r.status === 201),
    JSON.stringify(registered),
  );

  const { code } = await shop.exited;
  const output = shop.logs.join('');
  assert.equal(code, 0, output);
  assert.match(output, /arrêt propre en \d+ ms/);
  // The expiry pass under way at SIGTERM finished in this process, before it exited (the restart below
  // runs no scheduled job): its decision for the order is in this process's log.
  assert.match(output, new RegExp(`${expiring.json.orderId} : paiement \\S+ encore ouvert, annulé chez Mollie`));

  // Restart on the same data: every answered checkout holds its payment; every mail goes out once.
  shop = await startInstance(env);
  publicOrigin.targets = [shop.url];
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await db.connect();
  try {
    const orderNumbers = [slowAnswer, ...answers].map((a) => a.json.orderId);
    const { rows } = await db.query(
      'SELECT order_number, mollie_payment_id FROM orders WHERE order_number = ANY($1::text[])',
      [orderNumbers],
    );
    assert.equal(rows.length, orderNumbers.length);
    assert.ok(
      rows.every((row) => row.mollie_payment_id),
      'no checkout half-done',
    );
    // The expiry pass finished before the exit (no job runs after the restart): order cancelled, and
    // its payment cancelled at Mollie, recorded as such.
    const { rows: expired } = await db.query('SELECT status, payment_status FROM orders WHERE order_number = $1', [
      expiring.json.orderId,
    ]);
    assert.deepEqual(expired, [{ status: 'annulee', payment_status: 'canceled' }]);
    const atMollie = await sandboxRequest(sandbox, 'GET', `payments/${expiring.json.id}`);
    assert.equal(atMollie.json.status, 'canceled');

    // Mollie rings again after the restart: each payment applied exactly once.
    const paidOrders = [paidInDrain, paidAfterClose];
    for (const { json } of paidOrders) assert.equal((await ring(shop.url, json.id)).status, 200);
    const { rows: paidRows } = await db.query(
      `SELECT o.order_number, o.status,
         (SELECT count(*)::int FROM order_history h WHERE h.order_id = o.id AND h.to_status = 'payee') AS transitions,
         (SELECT count(*)::int FROM outbox m WHERE m.kind = 'order-confirmation'
            AND m.payload->>'orderNumber' = o.order_number) AS confirmations
       FROM orders o WHERE o.order_number = ANY($1::text[]) ORDER BY o.order_number`,
      [paidOrders.map((a) => a.json.orderId)],
    );
    assert.deepEqual(
      paidRows,
      paidOrders
        .map((a) => ({
          order_number: a.json.orderId,
          status: 'payee',
          transitions: 1,
          confirmations: 1,
        }))
        .sort((a, b) => a.order_number.localeCompare(b.order_number)),
    );
    for (const { email } of registered) await mailbox.mailTo(email);
    await waitUntil(
      async () => (await db.query(`SELECT count(*)::int AS n FROM outbox WHERE status <> 'sent'`)).rows[0].n === 0,
      { what: 'the outbox to empty' },
    );
    for (const { email } of registered) {
      assert.equal(mailbox.mails.filter((m) => m.to.includes(email)).length, 1, `one mail for ${email}`);
    }
    for (const { json } of paidOrders) {
      const confirmations = mailbox.mails.filter((m) => /confirm/i.test(m.subject) && m.text.includes(json.orderId));
      assert.equal(confirmations.length, 1, `one confirmation mail for ${json.orderId}`);
    }
  } finally {
    await db.end();
    await shop.stop();
  }
});
