// `npm run bench` (part): subscription renewals per second — the whole path of one renewal: the run's
// transaction (claim, cycle, renewal order with its stock, attempt), Mollie's recurring payment in the
// sandbox (Idempotency-Key), the attach step, then the sandbox settling it 'paid' and ringing the
// webhook, which applies it to the order (payee, invoice, confirmation mail in the outbox) and to the
// subscription's cycle. Driven through the test hook POST /api/dev/subscriptions/:id/renew, which runs
// exactly what the renewal run does for one subscription and answers once the webhook was applied.
// Baseline in the same run, same shop, same concurrency: one-off checkouts (POST /api/mollie/payments,
// then 'Payé' on the sandbox's checkout page, which rings the same webhook).
//   BENCH_RENEWALS=200 BENCH_CONCURRENCY=8
import { readFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { shopAdmin, startShop } from "../e2e/support/shop.mjs";
import { writeSection } from "./report.mjs";

const COUNT = Number(process.env.BENCH_RENEWALS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const billingInfo = {
  firstName: "Camille",
  lastName: "Peeters",
  email: "camille@example.be",
  phone: "+32470123456",
  address: "Rue Haute 12",
  city: "Bruxelles",
  postalCode: "1000",
  country: "BE",
};

async function json(response) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return body ? JSON.parse(body) : {};
}

async function pool(count, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const shop = await startShop({ OUTBOX_POLL_MS: "60000" });
let db;
try {
  const password = (
    await readFile(join(shop.env.DATA_DIR, "pg.password"), "utf8")
  ).trim();
  db = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${shop.env.EMBEDDED_PG_PORT}/boxshop`,
  });
  await db.connect();
  await db.query("UPDATE products SET stock = 1000000");

  const { token } = await json(
    await fetch(`${shop.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(shopAdmin),
    }),
  );
  const auth = { authorization: `Bearer ${token}` };

  /** One order paid at the sandbox's checkout page (its webhook applied before the page answers). */
  async function checkoutPaid(items) {
    const quote = await json(
      await fetch(`${shop.url}/api/cart/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: items.map(({ id, ...rest }) => ({ productId: id, ...rest })),
        }),
      }),
    );
    const payment = await json(
      await fetch(`${shop.url}/api/mollie/payments`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...auth,
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify({
          amount: { value: quote.total.toFixed(2), currency: "EUR" },
          description: "Commande BoxPlaisir",
          method: "bancontact",
          metadata: {
            items,
            billingInfo,
            shippingInfo: { sameAsBilling: true },
          },
        }),
      }),
    );
    const page = await fetch(
      new URL(new URL(payment.checkoutUrl).pathname, shop.url),
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "status=paid&method=bancontact",
        redirect: "manual",
      },
    );
    if (page.status >= 400) throw new Error(`checkout page ${page.status}`);
    return payment.orderId;
  }

  // One real subscription (first payment → mandate), then COUNT copies of it on the same mandate.
  const firstOrder = await checkoutPaid([
    { id: 1, quantity: 1, isSubscription: true, frequency: "monthly" },
  ]);
  const { rows: started } = await db.query(
    "SELECT s.id FROM subscriptions s JOIN orders o ON o.id = s.first_order_id WHERE o.order_number = $1",
    [firstOrder],
  );
  if (started.length !== 1)
    throw new Error("le premier paiement n'a pas démarré d'abonnement");
  const { rows: copies } = await db.query(
    `INSERT INTO subscriptions (id, customer_id, status, frequency, items, subtotal_cents, shipping_cents, amount_cents,
       currency, first_order_id, first_order_line, mollie_customer_id, mandate_id, payment_method, anchor_day,
       next_charge_on, last_charged_on, cycle_count, created_at, updated_at, activated_at)
     SELECT gen_random_uuid(), customer_id, status, frequency, items, subtotal_cents, shipping_cents, amount_cents,
       currency, first_order_id, 1000 + n, mollie_customer_id, mandate_id, payment_method, anchor_day,
       next_charge_on, last_charged_on, cycle_count, now(), now(), activated_at
       FROM subscriptions, generate_series(1, $2) AS n WHERE id = $1
     RETURNING id`,
    [started[0].id, COUNT],
  );

  // Warm-up (JIT, pools), not measured.
  await pool(Math.min(20, COUNT), () =>
    checkoutPaid([{ id: 2, quantity: 1, isSubscription: false }]),
  );

  // Baseline: one-off checkouts paid at the checkout page.
  let start = performance.now();
  await pool(COUNT, () =>
    checkoutPaid([{ id: 2, quantity: 1, isSubscription: false }]),
  );
  const checkoutSeconds = (performance.now() - start) / 1000;

  // Renewals through the test hook.
  start = performance.now();
  await pool(COUNT, async (i) => {
    const renewed = await json(
      await fetch(`${shop.url}/api/dev/subscriptions/${copies[i].id}/renew`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ outcome: "paid" }),
      }),
    );
    if (!renewed.paymentId) throw new Error("renouvellement sans paiement");
  });
  const renewalSeconds = (performance.now() - start) / 1000;

  const { rows: paid } = await db.query(
    `SELECT count(*)::int AS n FROM orders o JOIN subscriptions s ON s.id = o.subscription_id
      WHERE o.status = 'payee' AND o.id <> s.first_order_id AND s.first_order_line >= 1000`,
  );
  if (paid[0].n !== COUNT)
    throw new Error(`${paid[0].n} renouvellements payés sur ${COUNT}`);

  const baseline = COUNT / checkoutSeconds;
  const renewals = COUNT / renewalSeconds;
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, the shop as \`npm start\` runs it (embedded PostgreSQL, in-process Mollie sandbox over HTTPS); load average ${loadavg()[0].toFixed(1)} during the run (the machine is shared: other work lowers both figures alike, read the ratio).`,
    `${COUNT} renewals of ${COUNT} due subscriptions, ${CONCURRENCY} at a time, each through POST /api/dev/subscriptions/:id/renew {outcome: 'paid'} — the renewal's transaction as the run makes it (subscription locked, schedule moved on, cycle, renewal order and its stock, attempt), Mollie's recurring payment, the attach step, then the sandbox settling it and ringing the webhook, applied to the order (payee, invoice, confirmation mail queued) and the cycle; every renewal order checked paid at the end. Baseline in the same run: ${COUNT} one-off checkouts (POST /api/mollie/payments, then 'Payé' on the sandbox's checkout page, which rings the same webhook), same concurrency.`,
    "",
    "| path | per second | ratio to baseline |",
    "|---|---|---|",
    `| baseline: one-off checkout → paid (webhook) | ${baseline.toFixed(1)} | 1.00 |`,
    `| renewal: run → order → recurring payment → webhook | ${renewals.toFixed(1)} | ${(renewals / baseline).toFixed(2)} |`,
  ].join("\n");
  await writeSection("renewals", markdown);
} finally {
  await db?.end();
  await shop.stop();
}
