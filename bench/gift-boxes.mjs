// `npm run bench` (part): prepaid gift subscriptions' boxes per second on the JOB's path
// (docs/design/gifting.md). One real gift is bought and paid through the checkout and the sandbox; it
// is copied BENCH_GIFTS times (each with an order of its own, as the table wants), all due today; then
// ONE pass of `npm run subscriptions:renew` — the code the scheduled job runs — creates every box: per
// gift one transaction that claims it FOR UPDATE SKIP LOCKED, places the 0 € prepaid order (number,
// unit reserved then sold, history), moves the gift on and writes nothing else (the recipients were
// told already). The CLI's own start-up (a pass with nothing due, timed alone) is taken off.
// Baseline in the same run, same database: the bare SQL of a box from a plain pg client — per gift one
// transaction that claims the row, inserts an order row copied from the gift's own, takes the unit and
// moves the gift on — so the ratio reads what the shop's code costs above the database's own work.
//   BENCH_GIFTS=1000
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { spawnNode } from '../e2e/support/processes.mjs';
import { shopAdmin, startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';

const COUNT = Number(process.env.BENCH_GIFTS ?? 1000);

async function json(response) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return body ? JSON.parse(body) : {};
}

const shop = await startShop({ OUTBOX_POLL_MS: '60000' });
let db;
try {
  const password = (await readFile(join(shop.env.DATA_DIR, 'pg.password'), 'utf8')).trim();
  db = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${shop.env.EMBEDDED_PG_PORT}/boxshop`,
  });
  await db.connect();
  await db.query('UPDATE products SET stock = 1000000');
  const { token } = await json(
    await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopAdmin),
    }),
  );

  // One real gift: 3 Box Essentielle, paid at the sandbox's checkout page.
  const payment = await json(
    await fetch(`${shop.url}/api/mollie/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: { value: '91.44', currency: 'EUR' },
        method: 'bancontact',
        metadata: {
          items: [{ id: 1, quantity: 1, isSubscription: true, frequency: 'monthly', giftBoxes: 3 }],
          billingInfo: {
            firstName: 'Camille', lastName: 'Peeters', email: 'camille@example.be', phone: '+32470123456',
            address: 'Rue Haute 12', city: 'Bruxelles', postalCode: '1000', country: 'BE',
          },
          shippingInfo: { sameAsBilling: true },
          giftSubscription: {
            recipient: {
              firstName: 'Léa', lastName: 'Dubois', email: 'lea@example.be', address: 'Rue des Fleurs 3',
              postalCode: '5000', city: 'Namur', country: 'BE',
            },
            message: 'Une box par mois, rien que pour toi',
            firstBoxDate: null,
            notify: 'never',
          },
        },
      }),
    }),
  );
  const page = await fetch(new URL(new URL(payment.checkoutUrl).pathname, shop.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'status=paid&method=bancontact',
    redirect: 'manual',
  });
  if (page.status >= 400) throw new Error(`checkout page ${page.status}`);
  const { rows: gifts } = await db.query(
    `SELECT g.id, g.order_id FROM gift_subscriptions g JOIN orders o ON o.id = g.order_id
      WHERE o.order_number = $1 AND g.status = 'active'`,
    [payment.orderId],
  );
  if (gifts.length !== 1) throw new Error("le paiement n'a pas démarré l'abonnement offert");

  /** COUNT copies of the gift (each with a copy of its order), tagged `tag`, not due yet. */
  async function copies(tag) {
    await db.query(
      `WITH made AS (
         SELECT gen_random_uuid() AS order_id, n FROM generate_series(1, $2) AS n
       ), orders_made AS (
         INSERT INTO orders (id, order_number, customer_id, status, payment_status, payment_started_at, items, billing,
           shipping, subtotal_cents, discount_cents, shipping_cents, total_cents, currency, created_at, updated_at, paid_at)
         SELECT made.order_id, 'BP-29991231-' || $3 || lpad(made.n::text, 5, '0'), o.customer_id, o.status, o.payment_status,
           o.payment_started_at, o.items, o.billing, o.shipping, o.subtotal_cents, o.discount_cents, o.shipping_cents,
           o.total_cents, o.currency, o.created_at, o.updated_at, o.paid_at
           FROM made, orders o WHERE o.id = $4
         RETURNING id
       )
       INSERT INTO gift_subscriptions (id, buyer_id, buyer_first_name, order_id, product_id, product_name, frequency,
         boxes_total, boxes_sent, boxes_canceled, unit_price_cents, shipping_per_box_cents, status, recipient, message,
         first_box_date, next_box_date, planned_box_date, notify, notify_at, notified_at, created_at, updated_at, paid_at)
       SELECT gen_random_uuid(), g.buyer_id, g.buyer_first_name, made.order_id, g.product_id, g.product_name, g.frequency,
         g.boxes_total, 0, 0, g.unit_price_cents, g.shipping_per_box_cents, 'active', g.recipient, g.message,
         NULL, '2999-12-31', '2999-12-31', g.notify, NULL, NULL, now(), now(), g.paid_at
         FROM made, gift_subscriptions g WHERE g.id = $1`,
      [gifts[0].id, COUNT, tag, gifts[0].order_id],
    );
  }
  const today = "(now() AT TIME ZONE 'Europe/Brussels')::date";
  const dueCopies = (tag) =>
    db.query(
      `UPDATE gift_subscriptions g SET next_box_date = ${today}, planned_box_date = ${today}
         FROM orders o WHERE o.id = g.order_id AND o.order_number LIKE 'BP-29991231-' || $1 || '%'`,
      [tag],
    );
  await copies('A');
  await copies('B');

  /** One pass, as the job runs it (`npm run subscriptions:renew`): its output. */
  async function renewalPass() {
    const pass = spawnNode('backend/dist/cli/renew-subscriptions.js', { ...shop.env, LOG_LEVEL: 'warn' });
    const { code } = await pass.exited;
    const output = pass.logs.join('');
    if (code !== 0) throw new Error(`passage de renouvellement : code ${code}\n${output}`);
    return output;
  }

  // The CLI's start-up and exit: a pass with nothing due (the real gift's first box goes now, untimed).
  await renewalPass();
  let start = performance.now();
  const idle = await renewalPass();
  const startupSeconds = (performance.now() - start) / 1000;
  if (!/Abonnements offerts : 0 box créée/.test(idle)) throw new Error(`le passage à vide a créé des box : ${idle}`);

  // The shop: COUNT boxes due today, one pass.
  await dueCopies('A');
  start = performance.now();
  const output = await renewalPass();
  const shopSeconds = (performance.now() - start) / 1000 - startupSeconds;
  if (!new RegExp(`Abonnements offerts : ${COUNT} box créée\\(s\\)`).test(output)) throw new Error(`passage incomplet : ${output}`);

  // The baseline: the same boxes' bare SQL, one transaction per gift, from one plain client.
  await dueCopies('B');
  start = performance.now();
  for (let n = 0; n < COUNT; n++) {
    await db.query('BEGIN');
    const { rows } = await db.query(
      `SELECT g.id, g.order_id, g.product_id FROM gift_subscriptions g
         WHERE g.status = 'active' AND g.next_box_date <= ${today}
         ORDER BY g.next_box_date LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    const gift = rows[0];
    await db.query(
      `INSERT INTO orders (id, order_number, customer_id, gift_subscription_id, status, payment_status, payment_started_at,
         items, billing, shipping, subtotal_cents, discount_cents, shipping_cents, total_cents, currency, created_at,
         updated_at, paid_at)
       SELECT gen_random_uuid(), 'BP-29991230-' || upper(substr(md5(random()::text), 1, 6)), customer_id, $2, 'payee', 'paid',
         now(), items, billing, shipping, 0, 0, 0, 0, currency, now(), now(), now() FROM orders WHERE id = $1`,
      [gift.order_id, gift.id],
    );
    await db.query('UPDATE products SET stock = stock - 1 WHERE id = $1 AND stock >= 1', [gift.product_id]);
    await db.query(
      `UPDATE gift_subscriptions SET boxes_sent = boxes_sent + 1, next_box_date = next_box_date + interval '1 month',
         updated_at = now() WHERE id = $1`,
      [gift.id],
    );
    await db.query('COMMIT');
  }
  const bareSeconds = (performance.now() - start) / 1000;

  const boxes = COUNT / shopSeconds;
  const bare = COUNT / bareSeconds;
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, the shop as \`npm start\` runs it (embedded PostgreSQL); load average ${loadavg()[0].toFixed(1)} at the end (the machine is shared: read the ratio).`,
    `${COUNT} prepaid gift subscriptions with a box due today, ONE pass of \`npm run subscriptions:renew\` (the job's code): ${shopSeconds.toFixed(1)} s, without the CLI's start-up (${startupSeconds.toFixed(1)} s, timed alone). Baseline in the same run, same database: the bare SQL of the same ${COUNT} boxes from one plain pg client (claim, order row, unit, gift moved on; one transaction each), ${bareSeconds.toFixed(1)} s.`,
    '',
    '| path | boxes per second | ratio to baseline |',
    '|---|---|---|',
    `| baseline: the bare SQL of a box | ${bare.toFixed(0)} | 1.00 |`,
    `| the job: gift claimed, 0 € prepaid order placed, unit reserved and sold, gift moved on | ${boxes.toFixed(0)} | ${(boxes / bare).toFixed(2)} |`,
  ].join('\n');
  await writeSection('gift-boxes', markdown);
} finally {
  await db?.end();
  await shop.stop();
}
