// The Mollie sandbox as its own process (`npm run mollie:sandbox`): a shop instance reaches it through
// MOLLIE_API_URL + MOLLIE_SANDBOX_CA_FILE with the official client, relays its checkout page, gets its
// webhook at PUBLIC_URL, and the sandbox keeps its payments across its own restart. `npm run
// orders:expire` asks that same sandbox; without MOLLIE_API_URL it asks the running shop's own sandbox
// instead of loading a copy of its file.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import pg from "pg";
import { startMailCapture } from "./support/customer.mjs";
import {
  apiCustomer,
  checkout,
  chooseAtCheckout,
  embeddedDatabaseUrl,
  freePort,
  quote,
  sandboxRequest,
  spawnNode,
  startSandboxProcess,
  waitUntil,
} from "./support/processes.mjs";
import { startShop } from "./support/shop.mjs";

const CART = [{ id: 1, quantity: 1, isSubscription: false }];
let mailbox;
let sandboxDir;
let sandbox;
let shop;
let db;

before(async () => {
  mailbox = await startMailCapture();
  sandboxDir = await mkdtemp(join(tmpdir(), "boxshop-sandbox-"));
  const port = await freePort();
  sandbox = await startSandboxProcess({
    dataDir: sandboxDir,
    publicUrl: `http://127.0.0.1:${port}`,
  });
  shop = await startShop({
    PORT: String(port),
    SMTP_URL: mailbox.smtpUrl,
    MOLLIE_API_URL: sandbox.apiUrl,
    MOLLIE_SANDBOX_CA_FILE: sandbox.caFile,
    OUTBOX_POLL_MS: "200",
  });
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await db.connect();
});

after(async () => {
  await db?.end();
  await shop?.stop();
  await sandbox?.stop();
  await mailbox?.close();
  if (sandboxDir) await rm(sandboxDir, { recursive: true, force: true });
});

async function orderOf(orderNumber) {
  const { rows } = await db.query(
    "SELECT status, payment_status FROM orders WHERE order_number = $1",
    [orderNumber],
  );
  return rows[0];
}

test("a payment made through the shared sandbox survives its restart, is paid on the relayed page, and its webhook reaches PUBLIC_URL", async () => {
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const created = await checkout(shop.url, customer, CART, total);
  assert.equal(created.status, 201, JSON.stringify(created.json));
  const { id: paymentId, orderId, checkoutUrl } = created.json;
  assert.ok(
    checkoutUrl.startsWith(`${shop.url}/api/mollie/sandbox/checkout/`),
    checkoutUrl,
  );
  const page = await fetch(checkoutUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /Payé/);

  // The sandbox restarts (SIGTERM writes its state) on the same port: the payment is still there.
  const { code } = await sandbox.stop("SIGTERM");
  assert.equal(code, 0, sandbox.logs.join(""));
  assert.ok(existsSync(join(sandboxDir, "mollie-sandbox", "state.json")));
  const certificateBefore = readFileSync(sandbox.caFile, "utf8");
  sandbox = await startSandboxProcess({
    dataDir: sandboxDir,
    publicUrl: shop.url,
    port: sandbox.port,
  });
  assert.equal(
    readFileSync(sandbox.caFile, "utf8"),
    certificateBefore,
    "the certificate the instances trust is kept",
  );
  const kept = await sandboxRequest(sandbox, "GET", `payments/${paymentId}`);
  assert.equal(kept.status, 200);
  assert.equal(kept.json.status, "open");

  assert.equal(await chooseAtCheckout(checkoutUrl, "paid"), 303);
  await waitUntil(async () => (await orderOf(orderId))?.status === "payee", {
    what: "the webhook to mark the order paid",
  });
  const status = await fetch(`${shop.url}/api/mollie/payments/${paymentId}`, {
    headers: customer.auth,
  });
  assert.equal(status.status, 200);
  assert.equal((await status.json()).status, "paid");
});

test("npm run orders:expire asks the shared sandbox: an old unpaid order is cancelled there and here", async () => {
  const customer = await apiCustomer(shop, mailbox);
  const { total } = await quote(shop.url, CART);
  const created = await checkout(shop.url, customer, CART, total);
  assert.equal(created.status, 201);
  await db.query(
    `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
    [created.json.orderId],
  );
  const sweep = spawnNode("backend/dist/cli/expire-orders.js", {
    ...shop.env,
    LOG_LEVEL: "info",
  });
  const { code } = await sweep.exited;
  assert.equal(code, 0, sweep.logs.join(""));
  assert.match(sweep.logs.join(""), /1 annulée/);
  assert.equal((await orderOf(created.json.orderId)).status, "annulee");
  const atMollie = await sandboxRequest(
    sandbox,
    "GET",
    `payments/${created.json.id}`,
  );
  assert.equal(atMollie.json.status, "canceled");
});

test("without MOLLIE_API_URL, npm run orders:expire asks the running shop’s own sandbox and leaves its file alone", async () => {
  const own = await startShop({ SMTP_URL: mailbox.smtpUrl });
  const ownDb = new pg.Client({
    connectionString: embeddedDatabaseUrl(own.env),
  });
  try {
    await ownDb.connect();
    const owner = JSON.parse(
      readFileSync(
        join(own.env.DATA_DIR, "mollie-sandbox.json.owner.json"),
        "utf8",
      ),
    );
    const customer = await apiCustomer(own, mailbox);
    const { total } = await quote(own.url, CART);
    const created = await checkout(own.url, customer, CART, total);
    assert.equal(created.status, 201);
    await ownDb.query(
      `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
      [created.json.orderId],
    );
    const sweep = spawnNode("backend/dist/cli/expire-orders.js", {
      ...own.env,
      LOG_LEVEL: "info",
    });
    const { code } = await sweep.exited;
    const output = sweep.logs.join("");
    assert.equal(code, 0, output);
    assert.match(
      output,
      new RegExp(`Bac à sable Mollie du processus ${owner.pid}`),
    );
    assert.match(output, /1 annulée/);
    // The shop's own sandbox (not a copy) now holds the payment as cancelled.
    const atMollie = await sandboxRequest(
      { apiUrl: owner.apiUrl, caFile: owner.caFile },
      "GET",
      `payments/${created.json.id}`,
    );
    assert.equal(atMollie.json.status, "canceled");
    // And the shop, still running, still owns its file.
    const stillOwner = JSON.parse(
      readFileSync(
        join(own.env.DATA_DIR, "mollie-sandbox.json.owner.json"),
        "utf8",
      ),
    );
    assert.equal(stillOwner.pid, owner.pid);
  } finally {
    await ownDb.end().catch(() => undefined);
    await own.stop();
  }
});

test(
  "the shared sandbox unreachable: checkout answers a French 503 and leaves no order; the sweep finishes, cancels nothing, and does its work once the sandbox is back",
  { timeout: 180_000 },
  async () => {
    const customer = await apiCustomer(shop, mailbox);
    const { total } = await quote(shop.url, CART);
    const waiting = await checkout(shop.url, customer, CART, total);
    assert.equal(waiting.status, 201);
    await db.query(
      `UPDATE orders SET created_at = created_at - interval '20 minutes', payment_started_at = payment_started_at - interval '20 minutes' WHERE order_number = $1`,
      [waiting.json.orderId],
    );
    const { code } = await sandbox.stop("SIGTERM");
    assert.equal(code, 0);
    const port = sandbox.port;
    try {
      const before = (await db.query("SELECT count(*)::int AS n FROM orders"))
        .rows[0].n;
      const refused = await checkout(shop.url, customer, CART, total, {
        key: "sandbox-down-1",
      });
      assert.equal(refused.status, 503, JSON.stringify(refused.json));
      assert.deepEqual(refused.json, {
        statusCode: 503,
        code: "PAYMENT_PROVIDER_UNAVAILABLE",
        message: "Impossible de créer le paiement. Veuillez réessayer.",
      });
      assert.equal(
        (await db.query("SELECT count(*)::int AS n FROM orders")).rows[0].n,
        before,
        "no unpayable order",
      );

      // The sweep does not stall on the unreachable sandbox and cancels nothing.
      const sweep = spawnNode("backend/dist/cli/expire-orders.js", {
        ...shop.env,
        LOG_LEVEL: "info",
      });
      const swept = await sweep.exited; // it ends (the test's 3-minute timeout bounds the wait)
      assert.equal(swept.code, 0, sweep.logs.join(""));
      assert.match(
        sweep.logs.join(""),
        /0 annulée\(s\), 0 payée\(s\), 1 laissée\(s\) pour plus tard/,
      );
      assert.equal(
        (await orderOf(waiting.json.orderId)).status,
        "en_attente_paiement",
      );
    } finally {
      sandbox = await startSandboxProcess({
        dataDir: sandboxDir,
        publicUrl: shop.url,
        port,
      });
    }
    // Back: once its lease (60 s) ran out the order is looked at again; here the lease is released by hand.
    await db.query(
      "UPDATE orders SET lease_until = NULL WHERE order_number = $1",
      [waiting.json.orderId],
    );
    const again = spawnNode("backend/dist/cli/expire-orders.js", {
      ...shop.env,
      LOG_LEVEL: "info",
    });
    assert.equal((await again.exited).code, 0, again.logs.join(""));
    assert.equal((await orderOf(waiting.json.orderId)).status, "annulee");
  },
);
