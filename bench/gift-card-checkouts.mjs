// `npm run bench` (part): checkouts paid with e-gift cards against plain checkouts (issue 30;
// docs/design/gift-cards.md, "Paying with a card"), on one shop and one database, in ONE run.
// A signed-in customer buys the cards through the real checkout and the sandbox's page (orders of 10
// cards at most), and the codes are read from the recipients' mails (a mail capture, as the journeys do).
// Then BENCH_CHECKOUTS checkouts of one Box Essentielle (34,98 €) each, BENCH_CONNECTIONS in flight:
// - plain (the baseline);
// - partly by card: a 10 € card each (one card per checkout, so concurrent ones never share a card):
//   the card's share held by the conditional UPDATE in the order's transaction, Mollie asked 24,98 €;
// - wholly by card: 250 € cards in rotation (7 checkouts each, the ones in flight on different cards):
//   no Mollie payment, the order paid there and then (cards captured, invoice, confirmation queued);
// - one card, contended: BENCH_CONNECTIONS checkouts at once on the SAME 250 € card, for each of
//   BENCH_CONTENDED_CARDS cards (some refused 409 once it is spent: counted, never an overdraft).
// Every request comes through a trusted proxy (TRUST_PROXY) naming a shopper's address of its own: a
// code given to pay counts in its address's lookup budget (10 a minute), as for many real shoppers.
// Afterwards, SQL: no balance below 0, and for every card initial − balance = Σ its held + captured
// shares (less what was credited back), each order's gift_card_paid_cents = Σ its shares; else it fails.
// The three kinds run in BENCH_ROUNDS rounds (a share of the checkouts each), their order turned each
// round, so that the shared machine's drifting load falls on all three alike; the ratio is the median of
// the rounds' ratios (each against the plain run of its round), as bench/launch.mjs reads its rounds.
//   BENCH_CHECKOUTS=240 (of each kind)  BENCH_CONNECTIONS=10  BENCH_ROUNDS=6  BENCH_CONTENDED_CARDS=5
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { startMailCapture } from '../e2e/support/customer.mjs';
import { giftCardMailedTo } from '../e2e/support/gift-cards.mjs';
import { apiCustomer, embeddedDatabaseUrl, inPool } from '../e2e/support/processes.mjs';
import { startShop } from '../e2e/support/shop.mjs';
import { writeSection } from './report.mjs';

const COUNT = Number(process.env.BENCH_CHECKOUTS ?? 240);
const IN_FLIGHT = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CONTENDED = Number(process.env.BENCH_CONTENDED_CARDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const CARDS_PER_ORDER = 10; // the checkout's maximum
const PARTIAL_CENTS = 1000; // the smallest card: it pays part of a 34,98 € box
const WHOLE_CENTS = 25000; // the largest: 7 boxes of 34,98 € whole
const BOX = [{ id: 1, quantity: 1, isSubscription: false }]; // Box Essentielle: 29,99 € + 4,99 € shipping

const billingInfo = {
  firstName: 'Camille', lastName: 'Peeters', email: 'camille@example.be', phone: '+32470123456',
  address: 'Rue Haute 12', city: 'Bruxelles', postalCode: '1000', country: 'BE',
};

/** A shopper's address of its own per request (X-Forwarded-For, trusted from 127.0.0.1). */
let shopper = 0;
const nextAddress = () => {
  shopper += 1;
  return `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
};

/** CPU time (user + system) a process has used so far, in milliseconds (Linux: /proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at 100 ticks a second
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function json(response) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return body ? JSON.parse(body) : {};
}

const mailbox = await startMailCapture();
let shop;
let db;
try {
  // TRUST_PROXY: the bench stands for the proxy in front, naming each shopper's address.
  shop = await startShop({ SMTP_URL: mailbox.smtpUrl, OUTBOX_POLL_MS: '200', TRUST_PROXY: '127.0.0.1', RATE_LIMIT: '100000' });
  db = new pg.Client({ connectionString: embeddedDatabaseUrl(shop.env) });
  await db.connect();
  await db.query('UPDATE products SET stock = 1000000');
  const customer = await apiCustomer(shop, mailbox, { firstName: 'Camille' });
  const headers = { 'content-type': 'application/json', ...customer.auth };

  /** POST /api/mollie/payments: {status, body, ms}. */
  async function checkout(body) {
    const start = performance.now();
    const res = await fetch(`${shop.url}/api/mollie/payments`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': nextAddress() },
      body,
    });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - start };
  }

  // The box's total as the shop quotes it (the checkout refuses another amount).
  const { total } = await json(
    await fetch(`${shop.url}/api/cart/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ productId: 1, quantity: 1, isSubscription: false }] }),
    }),
  );
  const boxCents = Math.round(total * 100);
  const boxBody = (codes) =>
    JSON.stringify({
      amount: { value: total.toFixed(2), currency: 'EUR' },
      method: 'bancontact',
      metadata: { items: BOX, billingInfo, shippingInfo: { sameAsBilling: true }, ...(codes ? { giftCardCodes: codes } : {}) },
    });

  /** `count` cards of `amountCents`, bought in orders of 10, paid at the sandbox's page; their codes, from the mails. */
  let recipient = 0;
  async function buyCards(count, amountCents) {
    const orders = [];
    for (let left = count; left > 0; left -= CARDS_PER_ORDER) {
      orders.push(Array.from({ length: Math.min(CARDS_PER_ORDER, left) }, () => `carte.${++recipient}@example.be`));
    }
    const codes = await inPool(orders, 4, async (emails) => {
      const payment = await json(
        await fetch(`${shop.url}/api/mollie/payments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            amount: { value: ((emails.length * amountCents) / 100).toFixed(2), currency: 'EUR' },
            method: 'bancontact',
            metadata: {
              items: [],
              billingInfo,
              giftCards: emails.map((recipientEmail) => ({ amountCents, recipientName: 'Léa Dubois', recipientEmail, delivery: 'now' })),
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
      await page.arrayBuffer();
      if (page.status >= 400) throw new Error(`checkout page ${page.status}`);
      return Promise.all(
        emails.map(async (email) => (await giftCardMailedTo(mailbox, email)).code),
      );
    });
    return codes.flat();
  }

  const start = performance.now();
  const wholePerCard = Math.floor(WHOLE_CENTS / boxCents);
  const wholeCount = Math.ceil(COUNT / wholePerCard) + 1; // one more for the warm-up
  const partial = await buyCards(COUNT, PARTIAL_CENTS);
  const whole = await buyCards(wholeCount, WHOLE_CENTS);
  const contended = await buyCards(CONTENDED, WHOLE_CENTS);
  const setupSeconds = (performance.now() - start) / 1000;
  console.log(`${partial.length + whole.length + contended.length} cards bought and mailed in ${setupSeconds.toFixed(1)} s`);

  /** `count` checkouts, IN_FLIGHT at a time; request i's body is body(i). Every one must answer 201. */
  async function run(label, body, count, latencies = []) {
    const cpuBefore = cpuMs(shop.pid);
    const started = performance.now();
    await inPool(Array.from({ length: count }, (_, i) => i), IN_FLIGHT, async (i) => {
      const answer = await checkout(body(i));
      if (answer.status !== 201) throw new Error(`${label}: checkout ${i} answered ${answer.status} ${answer.text}`);
      latencies.push(answer.ms);
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuMs(shop.pid) - cpuBefore;
    console.log(`${label}: ${count} in ${seconds.toFixed(2)} s, ${(count / seconds).toFixed(1)} checkouts/s, shop CPU ${(cpu / count).toFixed(2)} ms each`);
    return { seconds, cpu };
  }

  // Warm-up: JIT, pools, the sandbox; both paths (the spare 250 € card pays 7 boxes whole).
  const plainBody = boxBody(null);
  const spare = whole.pop();
  await run('warm-up (plain)', () => plainBody, 3 * IN_FLIGHT);
  await run('warm-up (card)', () => boxBody([spare]), wholePerCard);

  // ROUNDS rounds, each a share of the COUNT checkouts of every kind, their order turned each round (a
  // shared machine's load drifts); card i of a kind is the i-th of the whole run, never one in flight.
  const kinds = {
    plain: { body: () => plainBody },
    partly: { body: (i) => boxBody([partial[i]]) },
    wholly: { body: (i) => boxBody([whole[i % whole.length]]) },
  };
  const names = Object.keys(kinds);
  for (const kind of Object.values(kinds)) Object.assign(kind, { seconds: 0, cpu: 0, done: 0, latencies: [], rounds: [] });
  for (let round = 0; round < ROUNDS; round++) {
    const count = Math.floor((COUNT * (round + 1)) / ROUNDS) - Math.floor((COUNT * round) / ROUNDS);
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + round) % names.length];
      const kind = kinds[name];
      const offset = kind.done;
      const { seconds, cpu } = await run(`${name}, round ${round + 1}`, (i) => kind.body(offset + i), count, kind.latencies);
      kind.seconds += seconds;
      kind.cpu += cpu;
      kind.done += count;
      kind.rounds.push(count / seconds);
    }
  }
  for (const kind of Object.values(kinds)) {
    kind.latencies.sort((a, b) => a - b);
    Object.assign(kind, { rps: kind.done / kind.seconds, cpuPerCheckout: kind.cpu / kind.done, p50: percentile(kind.latencies, 50), p99: percentile(kind.latencies, 99) });
  }
  const { plain, partly, wholly } = kinds;
  /** Each round's ratio to the plain run of the same round: their median (the figure), and their range. */
  const ratios = (kind) => {
    const each = kind.rounds.map((rps, r) => rps / plain.rounds[r]).sort((a, b) => a - b);
    const median = each.length % 2 ? each[(each.length - 1) / 2] : (each[each.length / 2 - 1] + each[each.length / 2]) / 2;
    return { median, range: `${each[0].toFixed(2)}–${each[each.length - 1].toFixed(2)}` };
  };
  const partlyRatio = ratios(partly);
  const whollyRatio = ratios(wholly);

  // One card, contended: IN_FLIGHT checkouts at once on each card, one card after the other.
  const outcomes = { paid: 0, partly: 0, refused: 0 };
  const contendedLatencies = [];
  const contendedCpu = cpuMs(shop.pid);
  const contendedStart = performance.now();
  for (const code of contended) {
    const body = boxBody([code]);
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        const answer = await checkout(body);
        contendedLatencies.push(answer.ms);
        if (answer.status === 409 && answer.text.includes('GIFT_CARD_REFUSED')) outcomes.refused += 1;
        else if (answer.status !== 201) throw new Error(`one card, contended: ${answer.status} ${answer.text}`);
        else if (JSON.parse(answer.text).status === 'paid') outcomes.paid += 1;
        else outcomes.partly += 1;
      }),
    );
  }
  const contendedSeconds = (performance.now() - contendedStart) / 1000;
  contendedLatencies.sort((a, b) => a - b);
  const contention = {
    count: contended.length * IN_FLIGHT,
    rps: (contended.length * IN_FLIGHT) / contendedSeconds,
    cpuPerCheckout: (cpuMs(shop.pid) - contendedCpu) / (contended.length * IN_FLIGHT),
    p50: percentile(contendedLatencies, 50),
    p99: percentile(contendedLatencies, 99),
  };
  console.log(`one card, contended: ${contention.rps.toFixed(1)} checkouts/s, ${JSON.stringify(outcomes)}`);

  // The books: every card's balance is its initial amount less its shares; no overdraft; each order's
  // gift_card_paid_cents is the sum of its shares.
  const { rows: wrongCards } = await db.query(
    `SELECT c.last4, c.initial_cents, c.balance_cents, coalesce(sum(p.amount_cents - p.credited_cents)
              FILTER (WHERE p.status IN ('held', 'captured')), 0)::int AS taken
       FROM gift_cards c LEFT JOIN gift_card_payments p ON p.card_id = c.id
      WHERE c.status <> 'en_attente'
      GROUP BY c.id
     HAVING c.balance_cents < 0 OR c.initial_cents - c.balance_cents
            <> coalesce(sum(p.amount_cents - p.credited_cents) FILTER (WHERE p.status IN ('held', 'captured')), 0)`,
  );
  if (wrongCards.length > 0) throw new Error(`cards whose balance is not their initial amount less their shares: ${JSON.stringify(wrongCards)}`);
  const { rows: wrongOrders } = await db.query(
    `SELECT o.order_number, o.gift_card_paid_cents, coalesce(sum(p.amount_cents), 0)::int AS shares
       FROM orders o LEFT JOIN gift_card_payments p ON p.order_id = o.id AND p.status <> 'released'
      GROUP BY o.id HAVING o.gift_card_paid_cents <> coalesce(sum(p.amount_cents), 0)`,
  );
  if (wrongOrders.length > 0) throw new Error(`orders whose card share is not their cards' shares: ${JSON.stringify(wrongOrders)}`);
  const [books] = (
    await db.query(
      `SELECT count(*) FILTER (WHERE status = 'held')::int AS held, count(*) FILTER (WHERE status = 'captured')::int AS captured,
              count(DISTINCT card_id)::int AS cards
         FROM gift_card_payments`,
    )
  ).rows;
  const expectedHeld = COUNT + outcomes.partly;
  const expectedCaptured = wholePerCard + COUNT + outcomes.paid;
  if (books.held !== expectedHeld || books.captured !== expectedCaptured) {
    throw new Error(`shares: ${books.held} held, ${books.captured} captured; expected ${expectedHeld} and ${expectedCaptured}`);
  }
  const { rows: left } = await db.query(
    `SELECT balance_cents, count(*)::int AS n FROM gift_cards WHERE last4 = ANY($1) AND initial_cents = $2
      GROUP BY balance_cents ORDER BY balance_cents`,
    [contended.map((code) => code.slice(-4)), WHOLE_CENTS],
  );
  console.log(`books: ${books.held} shares held, ${books.captured} captured on ${books.cards} cards, none below 0`);

  const baseline = plain.rps;
  const fmt = (n, d = 1) => n.toFixed(d);
  const [load1, load5] = loadavg();
  const euros = (cents) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const row = (name, r, ratio) =>
    `| ${name} | ${fmt(r.rps)} | ${fmt(r.p50, 0)} / ${fmt(r.p99, 0)} | ${fmt(r.cpuPerCheckout, 2)} | ${ratio} |`;
  const leftOn = left.map((l) => `${euros(l.balance_cents)} on ${l.n}`).join(', ');
  await writeSection('gift-card-checkouts', [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${fmt(load1, 2)} / ${fmt(load5, 2)} (1 / 5 min) at the end (the machine is shared: read the ratios); the shop as \`npm start\` runs it (embedded PostgreSQL, the in-process Mollie sandbox), the client on the same machine. ${partial.length + whole.length + 1 + contended.length} cards bought through the checkout in ${fmt(setupSeconds)} s, their codes read from the mails. ${COUNT} checkouts of each kind, of one Box Essentielle (${euros(boxCents)}) each, ${IN_FLIGHT} in flight, each from a shopper's address of its own, in ${ROUNDS} rounds whose order turns: checkouts per second = the kind's checkouts ÷ its rounds' time, p50 / p99 over its checkouts, the ratio = the median of the rounds' ratios (each against the plain run of its round) and their range. Then ${IN_FLIGHT} checkouts at once on ONE card, for ${contended.length} cards one after the other.`,
    '',
    '| kind | checkouts/s | p50 / p99 (ms) | shop CPU per checkout (ms) | ratio to plain: median (range) |',
    '|---|---|---|---|---|',
    row('plain (baseline)', plain, '1.00'),
    row(`partly by card: a ${euros(PARTIAL_CENTS)} card each, its share held; Mollie asked ${euros(boxCents - PARTIAL_CENTS)}`, partly, `**${fmt(partlyRatio.median, 2)}** (${partlyRatio.range})`),
    row(`wholly by card: ${whole.length} cards of ${euros(WHOLE_CENTS)} in turn; paid at once, no Mollie`, wholly, `${fmt(whollyRatio.median, 2)} (${whollyRatio.range})`),
    row(`one card, contended: ${IN_FLIGHT} at once on the same ${euros(WHOLE_CENTS)} card, ${contended.length} cards in turn`, contention, `${fmt(contention.rps / baseline, 2)} (against the whole plain figure)`),
    '',
    `- One card, contended: of ${contention.count} checkouts, ${outcomes.paid} paid wholly by the card, ${outcomes.partly} partly, ${outcomes.refused} refused (409 \`GIFT_CARD_REFUSED\`: the card spent, or its balance changed between the quote and the hold); left on the cards: ${leftOn}.`,
    `- Checked after the runs (SQL): no balance below 0; for each of the ${books.cards} cards used, initial − balance = Σ its held and captured shares (${books.held} held, ${books.captured} captured); each order's \`gift_card_paid_cents\` = Σ its shares.`,
  ].join('\n'));
} finally {
  await db?.end();
  await shop?.stop();
  await mailbox.close();
}
