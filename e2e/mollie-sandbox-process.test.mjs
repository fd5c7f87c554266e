// The Mollie sandbox as its own process (`npm run mollie:sandbox`): a shop instance reaches it through
// MOLLIE_API_URL + MOLLIE_SANDBOX_CA_FILE with the official client, relays its checkout page, gets its
// webhook at PUBLIC_URL, and the sandbox keeps its payments across its own restart. `npm run
// orders:expire` asks that same sandbox; without MOLLIE_API_URL it asks the running shop's own sandbox
// instead of loading a copy of its file. `npm run subscriptions:renew` runs one renewal pass through it,
// and the renewal test hook holds the sandbox's own settling there too.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startMailCapture } from './support/customer.mjs';
import {
  apiCustomer,
  checkout,
  chooseAtCheckout,
  embeddedDatabaseUrl,
  startRoundRobinProxy,
  quote,
  sandboxRequest,
  spawnNode,
  startSandboxProcess,
  waitUntil,
} from './support/processes.mjs';
import { startShop } from './support/shop.mjs';

const CART = [{ id: 1, quantity: 1, isSubscription: false }];
let mailbox;
let sandboxDir;
let sandbox;
let shop;
let db;
let publicOrigin;

before(async () => {
  mailbox = await startMailCapture();
  sandboxDir = await mkdtemp(join(tmpdir(), 'boxshop-sandbox-'));
  // PUBLIC_URL is an origin in front of the shop (a proxy on a port the system chose): the sandbox
  // needs it before the shop starts, and the shop then listens on a port of its own choosing.
  publicOrigin = await startRoundRobinProxy([]);
  sandbox = await startSandboxProcess({
    dataDir: sandboxDir,
    publicUrl: publicOrigin.url,
  });
  shop = await startShop({
    PUBLIC_URL: publicOrigin.url,
    SMTP_URL: mailbox.smtpUrl,
    MOLLIE_API_URL: sandbox.apiUrl,
    MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
    OUTBOX_POLL_MS: '200',
  });
  publicOrigin.targets = [shop.url];
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await db.connect();
});

after(async () => {
  await db?.end();
  await shop?.stop();
  await sandbox?.stop();
  await publicOrigin?.close();
  await mailbox?.close();
  if (sandboxDir) await rm(sandboxDir, { recursive: true, force: true });
});

async function orderOf(orderNumber) {
  const { rows } = await db.query('SELECT status, payment_status FROM orders WHERE order_number = $1', [orderNumber]);
  return rows[0];
}

test('a payment made through the shared sandbox survives its restart, is paid on the relayed page, and its webhook reaches PUBLIC_URL', async () => {
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const created = await checkout(shop.url, customer, CART, total);
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const { id: paymentId, orderId, checkoutUrl } = created.json;
  assert.ok(checkoutUrl.startsWith(`${publicOrigin.url}/api/mollie/sandbox/checkout/`), checkoutUrl);
  const page = await fetch(checkoutUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Payé/);

  // The sandbox restarts (SIGTERM writes its state) on the same port: the payment is still there.
  const { code } = await sandbox.stop('SIGTERM');
  assert.equal(code, 0, sandbox.logs.join(''));
  assert.ok(existsSync(join(sandboxDir, 'mollie-sandbox', 'state.json')));
  const certificateBefore = readFileSync(sandbox.caFile, 'utf8');
  sandbox = await startSandboxProcess({
    dataDir: sandboxDir,
    publicUrl: publicOrigin.url,
    port: sandbox.port,
  });
  assert.equal(readFileSync(sandbox.caFile, 'utf8'), certificateBefore, 'the certificate the instances trust is kept');
  const kept = await sandboxRequest(sandbox, 'GET', `payments/${paymentId}`);
  assert.equal(kept.status, 200);
  assert.equal(kept.json.status, 'open');

  assert.equal(await chooseAtCheckout(checkoutUrl, 'paid'), 303);
  await waitUntil(async () => (await orderOf(orderId))?.status === 'payee', {
    what: 'the webhook to mark the order paid',
  });
  const status = await fetch(`${shop.url}/api/mollie/payments/${paymentId}`, {
    headers: customer.auth,
  });
  assert.equal(status.status, 200);
  assert.equal((await status.json()).status, 'paid');
});

test('the shared sandbox killed (SIGKILL) right after answering a keyed creation gives the same payment to that key once restarted', async () => {
  const body = {
    amount: { value: '12.50', currency: 'EUR' },
    description: 'Commande BP-CRASH',
    redirectUrl: `${shop.url}/payment-result`,
    metadata: { orderId: 'BP-CRASH' },
  };
  const key = { 'idempotency-key': 'commande-bp-crash' };
  const created = await sandboxRequest(sandbox, 'POST', 'payments', body, key);
  assert.equal(created.status, 201, created.text);
  const { signal } = await sandbox.stop('SIGKILL');
  assert.equal(signal, 'SIGKILL');
  sandbox = await startSandboxProcess({ dataDir: sandboxDir, publicUrl: publicOrigin.url, port: sandbox.port });
  const again = await sandboxRequest(sandbox, 'POST', 'payments', body, key);
  assert.equal(again.status, 201, again.text);
  assert.equal(again.json.id, created.json.id);
  const other = await sandboxRequest(sandbox, 'POST', 'payments', body, { 'idempotency-key': 'une-autre' });
  assert.notEqual(other.json.id, created.json.id);
});

test('npm run orders:expire asks the shared sandbox: an old unpaid order is cancelled there and here', async () => {
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const created = await checkout(shop.url, customer, CART, total);
  assert.equal(created.status, 201);
  await db.query(
    `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
    [created.json.orderId],
  );
  const sweep = spawnNode('backend/dist/cli/expire-orders.js', {
    ...shop.env,
    LOG_LEVEL: 'info',
  });
  const { code } = await sweep.exited;
  assert.equal(code, 0, sweep.logs.join(''));
  assert.match(sweep.logs.join(''), /1 annulée/);
  assert.equal((await orderOf(created.json.orderId)).status, 'annulee');
  const atMollie = await sandboxRequest(sandbox, 'GET', `payments/${created.json.id}`);
  assert.equal(atMollie.json.status, 'canceled');
});

test('without MOLLIE_API_URL, npm run orders:expire asks the running shop’s own sandbox and leaves its file alone', async () => {
  const own = await startShop({ SMTP_URL: mailbox.smtpUrl });
  const ownDb = new pg.Client({
    connectionString: embeddedDatabaseUrl(own.env),
  });
  try {
    await ownDb.connect();
    const owner = JSON.parse(readFileSync(join(own.env.DATA_DIR, 'mollie-sandbox.json.owner.json'), 'utf8'));
    const customer = await apiCustomer(own, mailbox);
    const { total } = await quote(own.url, CART);
    const created = await checkout(own.url, customer, CART, total);
    assert.equal(created.status, 201);
    await ownDb.query(
      `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
      [created.json.orderId],
    );
    const sweep = spawnNode('backend/dist/cli/expire-orders.js', {
      ...own.env,
      LOG_LEVEL: 'info',
    });
    const { code } = await sweep.exited;
    const output = sweep.logs.join('');
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`Bac à sable Mollie du processus ${owner.pid}`));
    assert.match(output, /1 annulée/);
    // The shop's own sandbox (not a copy) now holds the payment as cancelled.
    const atMollie = await sandboxRequest(
      { apiUrl: owner.apiUrl, caFile: owner.caFile },
      'GET',
      `payments/${created.json.id}`,
    );
    assert.equal(atMollie.json.status, 'canceled');
    // And the shop, still running, still owns its file.
    const stillOwner = JSON.parse(readFileSync(join(own.env.DATA_DIR, 'mollie-sandbox.json.owner.json'), 'utf8'));
    assert.equal(stillOwner.pid, owner.pid);
  } finally {
    await ownDb.end().catch(() => undefined);
    await own.stop();
  }
});

test('the shared sandbox unreachable: checkout answers a French 503 and leaves no order; the sweep finishes, cancels nothing, and does its work once the sandbox is back', { timeout: 180_000 }, async () => {
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const waiting = await checkout(shop.url, customer, CART, total);
  assert.equal(waiting.status, 201);
  await db.query(
    `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
    [waiting.json.orderId],
  );
  const { code } = await sandbox.stop('SIGTERM');
  assert.equal(code, 0);
  // It comes back on the port it had, not on one the system chooses: the shop was given that address
  // (MOLLIE_API_URL), as instances are given the fixed port of `npm run mollie:sandbox`. The outage must
  // refuse connections, so nothing holds the port meanwhile; should another process take it in between,
  // the restart below fails with EADDRINUSE in the sandbox's output (no probe, no retry can help here).
  const port = sandbox.port;
  try {
    const before = (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
    const refused = await checkout(shop.url, customer, CART, total, { key: 'sandbox-down-1' });
    assert.equal(refused.status, 503, JSON.stringify(refused.json));
    assert.deepEqual(refused.json, {
      statusCode: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'Impossible de créer le paiement. Veuillez réessayer.',
    });
    assert.equal((await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n, before, 'no unpayable order');

    // The sweep does not stall on the unreachable sandbox and cancels nothing.
    const sweep = spawnNode('backend/dist/cli/expire-orders.js', { ...shop.env, LOG_LEVEL: 'info' });
    const swept = await sweep.exited; // it ends (the test's 3-minute timeout bounds the wait)
    assert.equal(swept.code, 0, sweep.logs.join(''));
    assert.match(sweep.logs.join(''), /0 annulée\(s\), 0 payée\(s\), 1 laissée\(s\) pour plus tard/);
    assert.equal((await orderOf(waiting.json.orderId)).status, 'en_attente_paiement');
  } finally {
    sandbox = await startSandboxProcess({ dataDir: sandboxDir, publicUrl: publicOrigin.url, port });
  }
  // Back: once its lease (60 s) ran out the order is looked at again; here the lease is released by hand.
  await db.query('UPDATE orders SET lease_until = NULL WHERE order_number = $1', [waiting.json.orderId]);
  const again = spawnNode('backend/dist/cli/expire-orders.js', { ...shop.env, LOG_LEVEL: 'info' });
  assert.equal((await again.exited).code, 0, again.logs.join(''));
  assert.equal((await orderOf(waiting.json.orderId)).status, 'annulee');
});

test('npm run subscriptions:renew runs one renewal pass through the shared sandbox and exits 0; a second pass creates nothing; the test hook sets its outcome there too', async () => {
  const SUBSCRIPTION = [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly' }];
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, SUBSCRIPTION);
  const first = await checkout(shop.url, customer, SUBSCRIPTION, total);
  assert.equal(first.status, 201, JSON.stringify(first.json));
  await chooseAtCheckout(first.json.checkoutUrl, 'paid');
  const subscription = await waitUntil(
    async () =>
      (
        await db.query(
          `SELECT s.id FROM subscriptions s JOIN orders o ON o.id = s.first_order_id
            WHERE o.order_number = $1 AND s.status = 'active'`,
          [first.json.orderId],
        )
      ).rows[0],
    { what: 'the subscription started by the paid first order' },
  );
  // Its next box is due today (Brussels).
  await db.query(
    `UPDATE subscriptions SET next_charge_on = (now() AT TIME ZONE 'Europe/Brussels')::date,
       anchor_day = extract(day FROM now() AT TIME ZONE 'Europe/Brussels')::int WHERE id = $1`,
    [subscription.id],
  );
  const renewalsOf = async () =>
    (
      await db.query(
        `SELECT o.order_number, o.status FROM orders o JOIN subscriptions s ON s.id = o.subscription_id
          WHERE s.id = $1 AND o.id <> s.first_order_id`,
        [subscription.id],
      )
    ).rows;

  const pass = spawnNode('backend/dist/cli/renew-subscriptions.js', { ...shop.env, LOG_LEVEL: 'info' });
  const { code } = await pass.exited;
  const output = pass.logs.join('');
  assert.equal(code, 0, output);
  assert.match(output, /Renouvellements : 1 box créée\(s\), 0 nouvel\(s\) essai\(s\) de paiement, 1 paiement\(s\) demandé\(s\)/);
  // The sandbox settles the recurring payment and rings the running shop's webhook: the box is paid.
  const [renewal] = await waitUntil(
    async () => {
      const rows = await renewalsOf();
      return rows.length === 1 && rows[0].status === 'payee' ? rows : undefined;
    },
    { what: 'the renewal order paid' },
  );
  // Its confirmation mail (the first order's was the first one).
  const confirmation = await mailbox.mailTo(customer.email, 2, { subject: /commande est confirmée/ });
  assert.ok(confirmation.text.includes(renewal.order_number), confirmation.text);

  const again = spawnNode('backend/dist/cli/renew-subscriptions.js', { ...shop.env, LOG_LEVEL: 'info' });
  assert.equal((await again.exited).code, 0, again.logs.join(''));
  assert.match(again.logs.join(''), /Renouvellements : 0 box créée\(s\), 0 nouvel\(s\) essai\(s\) de paiement, 0 paiement/);
  assert.equal((await renewalsOf()).length, 1);

  // The test hook on a shared sandbox: the outcome asked, held from the sandbox's own settling.
  const hook = await fetch(`${shop.url}/api/dev/subscriptions/${subscription.id}/renew`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'failed' }),
  });
  const hooked = await hook.json();
  assert.equal(hook.status, 200, JSON.stringify(hooked));
  const atMollie = await sandboxRequest(sandbox, 'GET', `payments/${hooked.paymentId}`);
  assert.equal(atMollie.json.status, 'failed');
  await waitUntil(
    async () =>
      (await db.query(`SELECT status FROM subscriptions WHERE id = $1`, [subscription.id])).rows[0].status ===
      'suspendue',
    { what: 'the subscription suspended' },
  );
});
