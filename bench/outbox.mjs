// `npm run bench` (part): mails per second through the outbox — claimed with a lease, sent outside any
// transaction through the pooled SMTP transport, marked sent in groups (the mails sent while one mark
// runs share the next) — against the SMTP server the tests use (smtp-server, in this process). Baseline
// in the same run: the same number of mails sent straight through a nodemailer pool of the same size (no
// database at all). Aim: ≥ 100 mails/s.
//   BENCH_MAILS=2000
import { cpus, loadavg } from "node:os";
import nodemailer from "nodemailer";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startShop } from "../e2e/support/shop.mjs";
import { startDatabase } from "./support.mjs";
import { writeSection } from "./report.mjs";

const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
const POOL = 5; // the shop's SMTP_POOL_CONNECTIONS

async function startSmtp() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received: () => received,
    stop: () => new Promise((r) => server.close(r)),
  };
}

const waitUntil = async (check, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("délai dépassé");
    await new Promise((r) => setTimeout(r, 20));
  }
};

const smtp = await startSmtp();
const db = await startDatabase();
let shop;
try {
  // Baseline: the same mails straight through a pool of the same size.
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    pool: true,
    maxConnections: POOL,
    maxMessages: 100,
  });
  const text =
    "Bonjour Léa,\n\nLe mot de passe de votre compte BoxPlaisir vient d’être modifié.\n".repeat(
      4,
    );
  let start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: POOL }, async () => {
      while (next < MAILS) {
        next++;
        await transport.sendMail({
          from: "bonjour@boxplaisir.local",
          to: `base${next}@example.be`,
          subject: "Base",
          text,
        });
      }
    }),
  );
  const baselineSeconds = (performance.now() - start) / 1000;
  transport.close();

  shop = await startShop({
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    OUTBOX_POLL_MS: "50",
  });
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const before = smtp.received();
  start = performance.now();
  await client.query(
    `INSERT INTO outbox (kind, recipient, payload)
     SELECT 'password-changed', 'bench' || n || '@example.be', jsonb_build_object('firstName', 'Léa', 'loginUrl', 'http://localhost/login')
     FROM generate_series(1, $1) AS n`,
    [MAILS],
  );
  await waitUntil(async () => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM outbox WHERE status = 'sent'`,
    );
    return rows[0].n === MAILS && smtp.received() - before === MAILS;
  }, 600_000);
  const outboxSeconds = (performance.now() - start) / 1000;
  await client.end();

  const baseline = MAILS / baselineSeconds;
  const outbox = MAILS / outboxSeconds;
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, embedded PostgreSQL; load average ${loadavg()[0].toFixed(1)} during the run (other work on the machine lowers both figures alike: read the ratio).`,
    `${MAILS} mails written to the outbox in one statement, then sent by the running shop (lease claim of 50, ${POOL} pooled SMTP connections, marks grouped: the mails sent while one mark statement runs share the next) to an in-process smtp-server; baseline: the same mails through a nodemailer pool of ${POOL} connections, no database.`,
    "",
    "| path | mails/s | ratio to baseline |",
    "|---|---|---|",
    `| baseline: nodemailer pool, no outbox | ${baseline.toFixed(0)} | 1.00 |`,
    `| the shop's outbox (claim → send → mark) | ${outbox.toFixed(0)} | ${(outbox / baseline).toFixed(2)} |`,
    "",
    `Aim: ≥ 100 mails/s through the outbox — ${outbox >= 100 ? "met" : `not met in this run (the SMTP server alone took ${baseline.toFixed(0)} mails/s)`}.`,
  ].join("\n");
  await writeSection("outbox", markdown);
} finally {
  await shop?.stop();
  await db.stop();
  await smtp.stop();
}
