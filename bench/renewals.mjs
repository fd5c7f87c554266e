// `npm run bench` (part): subscription renewals per second on the JOB's path (docs/design/subscriptions.md) — a batch of
// due subscriptions renewed by one renewal pass, exactly what the scheduled job runs:
// `npm run subscriptions:renew` (backend/dist/cli/renew-subscriptions.js) against the running shop's
// database and its own Mollie sandbox. Per subscription: the pass's transaction (claim with FOR
// UPDATE SKIP LOCKED, schedule moved on, cycle, renewal order with its stock, attempt), Mollie's
// recurring payment (Idempotency-Key), the attach step; then the sandbox settles each payment 'paid'
// and rings the running shop's webhook, which applies it (payee, invoice, confirmation mail queued)
// and pays the cycle. Timed from the pass's start until every renewal order is paid; the start-up of
// the CLI process (measured alone with nothing due, just before) is taken off.
// Baseline in the same run, same shop: one-off checkouts (POST /api/mollie/payments, then 'Payé' on
// the sandbox's checkout page, which rings the same webhook), BENCH_CONCURRENCY at a time.
//   BENCH_RENEWALS=200 BENCH_CONCURRENCY=8
import { readFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { spawnNode } from "../e2e/support/processes.mjs";
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

  // One real subscription (first payment → mandate), then COUNT copies of it on the same mandate,
  // due next month for now (the pass below renews nothing).
  const firstOrder = await checkoutPaid([
    { id: 1, quantity: 1, isSubscription: true, frequency: "monthly" },
  ]);
  const { rows: started } = await db.query(
    "SELECT s.id FROM subscriptions s JOIN orders o ON o.id = s.first_order_id WHERE o.order_number = $1",
    [firstOrder],
  );
  if (started.length !== 1)
    throw new Error("le premier paiement n'a pas démarré d'abonnement");
  await db.query(
    `INSERT INTO subscriptions (id, customer_id, status, frequency, items, subtotal_cents, shipping_cents, amount_cents,
       currency, first_order_id, first_order_line, mollie_customer_id, mandate_id, payment_method, anchor_day,
       next_charge_on, last_charged_on, cycle_count, created_at, updated_at, activated_at)
     SELECT gen_random_uuid(), customer_id, status, frequency, items, subtotal_cents, shipping_cents, amount_cents,
       currency, first_order_id, 1000 + n, mollie_customer_id, mandate_id, payment_method, anchor_day,
       next_charge_on, last_charged_on, cycle_count, now(), now(), activated_at
       FROM subscriptions, generate_series(1, $2) AS n WHERE id = $1`,
    [started[0].id, COUNT],
  );

  /** One renewal pass, as the job runs it (`npm run subscriptions:renew`): its output. */
  async function renewalPass() {
    const pass = spawnNode("backend/dist/cli/renew-subscriptions.js", {
      ...shop.env,
      LOG_LEVEL: "warn",
    });
    const { code } = await pass.exited;
    const output = pass.logs.join("");
    if (code !== 0) throw new Error(`passage de renouvellement : code ${code}\n${output}`);
    return output;
  }
  const renewedAndPaid = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM orders o JOIN subscriptions s ON s.id = o.subscription_id
          WHERE o.status = 'payee' AND o.id <> s.first_order_id AND s.first_order_line >= 1000`,
      )
    ).rows[0].n;

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

  // The CLI's own start-up and exit: a pass with nothing due.
  start = performance.now();
  const idle = await renewalPass();
  const startupSeconds = (performance.now() - start) / 1000;
  if (!/0 box créée/.test(idle))
    throw new Error(`le passage à vide a renouvelé quelque chose : ${idle}`);

  // The batch: all COUNT copies due today, one pass, until every renewal order is paid.
  await db.query(
    `UPDATE subscriptions SET next_charge_on = (now() AT TIME ZONE 'Europe/Brussels')::date,
       anchor_day = extract(day FROM now() AT TIME ZONE 'Europe/Brussels')::int WHERE first_order_line >= 1000`,
  );
  start = performance.now();
  const output = await renewalPass();
  const passSeconds = (performance.now() - start) / 1000;
  if (!new RegExp(`${COUNT} box créée\\(s\\), 0 nouvel\\(s\\) essai\\(s\\) de paiement, ${COUNT} paiement`).test(output))
    throw new Error(`passage incomplet : ${output}`);
  const deadline = Date.now() + 10 * 60_000;
  let paid = await renewedAndPaid();
  while (paid < COUNT) {
    if (Date.now() > deadline)
      throw new Error(`${paid} renouvellements payés sur ${COUNT}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    paid = await renewedAndPaid();
  }
  const renewalSeconds = (performance.now() - start) / 1000 - startupSeconds;

  const baseline = COUNT / checkoutSeconds;
  const renewals = COUNT / renewalSeconds;
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, the shop as \`npm start\` runs it (embedded PostgreSQL, in-process Mollie sandbox over HTTPS); load average ${loadavg()[0].toFixed(1)} during the run (the machine is shared: other work lowers both figures alike, read the ratio).`,
    `${COUNT} due subscriptions renewed by ONE renewal pass, the job's own code (\`npm run subscriptions:renew\` against the running shop): for each, the pass's transaction (claim with SKIP LOCKED, schedule moved on, cycle, renewal order and its stock, attempt), Mollie's recurring payment, the attach step — one subscription after the other, as the job does — then the sandbox settling each payment and ringing the shop's webhook, applied to the order (payee, invoice, confirmation mail queued) and the cycle. Timed until every renewal order is paid (${renewalSeconds.toFixed(1)} s; the pass itself ${(passSeconds - startupSeconds).toFixed(1)} s), without the CLI's start-up (${startupSeconds.toFixed(1)} s, timed alone). Baseline in the same run: ${COUNT} one-off checkouts (POST /api/mollie/payments, then 'Payé' on the sandbox's checkout page, which rings the same webhook), ${CONCURRENCY} at a time.`,
    "",
    "| path | per second | ratio to baseline |",
    "|---|---|---|",
    `| baseline: one-off checkout → paid (webhook) | ${baseline.toFixed(1)} | 1.00 |`,
    `| renewal: job → order → recurring payment → webhook | ${renewals.toFixed(1)} | ${(renewals / baseline).toFixed(2)} |`,
  ].join("\n");
  await writeSection("renewals", markdown);
} finally {
  await db?.end();
  await shop.stop();
}
