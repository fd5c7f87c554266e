import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { runMigrationsLocked } from '../src/database/migrate.js';
import { DispatchOutboxService } from '../src/modules/notifications/application/dispatch-outbox.service.js';
import { MailCapture } from './support/mail-capture.js';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { createTestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

/**
 * The outbox through real outages (docs/design/resilience.md), each on a database of its own with a real SMTP server:
 * - the SMTP server down SMTP_OUTAGE_MS (60 s; a shorter value may be given for a quick local run)
 *   while shoppers register (POST /api/auth/register, each writing its verification mail), with the
 *   production retry settings: every mail is sent once after it returns;
 * - a real second process killed with SIGKILL between a send and its mark: after its lease, this
 *   process sends each of those mails at most once more, and logs each resend.
 */
const SMTP_OUTAGE_MS = Number(process.env.SMTP_OUTAGE_MS ?? 60_000);
const BACKEND = path.resolve(__dirname, '..');

describe('mail outbox through real outages', () => {
  // A capture of its own for each test: started again, a capture would listen on the port it had, free
  // since the previous test for any other process to take.
  let mail: MailCapture;
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let app: NestFastifyApplication | undefined;
  let child: ChildProcess | undefined;
  let relay: TcpProxy | undefined;

  beforeEach(async () => {
    mail = new MailCapture();
    await mail.start();
    database = await createScratchDatabase();
    dataSource = new DataSource(createDataSourceOptions(database.url, { logging: ['error'] }));
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
  }, 60_000);

  afterEach(async () => {
    jest.restoreAllMocks();
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await app?.close();
    app = undefined;
    await dataSource?.destroy();
    await database?.drop();
    await relay?.stop();
    relay = undefined;
    await mail.stop();
  });

  async function enqueue(prefix: string, count: number): Promise<string[]> {
    const recipients = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.be`);
    await dataSource.query(
      `INSERT INTO outbox (kind, recipient, payload)
       SELECT 'password-changed', r, jsonb_build_object('firstName', 'Léa', 'loginUrl', 'http://localhost/login')
       FROM unnest($1::text[]) AS r`,
      [recipients],
    );
    return recipients;
  }

  const received = (recipient: string) => mail.messages.filter((m) => m.to === recipient).length;

  async function countWhere(condition: string, recipients: string[]): Promise<number> {
    const [row] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE recipient = ANY($1) AND ${condition}`,
      [recipients],
    )) as { n: number }[];
    return row!.n;
  }

  it(
    `the SMTP server is down ${SMTP_OUTAGE_MS / 1000} s: every mail is sent once after it comes back`,
    async () => {
      // The shop reaches the SMTP server through a relay that stays open: the outage is the relay cut
      // (open connections dropped, new ones reset as a stopped server refuses them), and the server comes
      // back at the same address without its port ever being free for another process to take meanwhile.
      const smtp = new URL(mail.smtpUrl);
      relay = await TcpProxy.start({ host: smtp.hostname, port: Number(smtp.port) });
      // Production retry settings (OUTBOX_RETRY_BASE_MS 5 s, doubling; 12 attempts): only the poll is quicker.
      app = await createTestApp({
        DATABASE_URL: database.url,
        SMTP_URL: relay.url(mail.smtpUrl),
        OUTBOX_POLL_MS: '200',
        RATE_LIMIT: '10000',
      });
      relay.cut('reset');
      const downSince = Date.now();
      const recipients = Array.from({ length: 20 }, (_, i) => `panne-${i}@example.be`);
      const registrations = await Promise.all(
        recipients.map((email) =>
          app!.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: { firstName: 'Léa', lastName: 'Panne', email, password: 'Secret123!' },
          }),
        ),
      );
      expect(registrations.map((r) => r.statusCode)).toEqual(recipients.map(() => 201));
      expect(await countWhere(`kind = 'email-verification'`, recipients)).toBe(recipients.length);
      await waitFor(
        async () => (await countWhere(`attempts > 0 AND last_error IS NOT NULL`, recipients)) === recipients.length,
        30_000,
        'premiers essais refusés',
      );
      // The outage itself: mails are tried again meanwhile, none leaves, none is given up.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SMTP_OUTAGE_MS - (Date.now() - downSince))));
      expect(await countWhere(`status = 'failed'`, recipients)).toBe(0);
      relay.restore();
      await waitFor(
        async () => (await countWhere(`status = 'sent'`, recipients)) === recipients.length,
        120_000,
        'tous les courriels envoyés',
      );
      await waitFor(async () => recipients.every((r) => received(r) === 1), 10_000, 'courriels reçus');
      expect(recipients.map(received)).toEqual(recipients.map(() => 1));
    },
    SMTP_OUTAGE_MS + 240_000,
  );

  it('a process killed (SIGKILL) between a send and its mark: after its lease, each such mail goes at most once more, logged', async () => {
    const LEASE_MS = 3_000;
    const recipients = await enqueue('crash', 30);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      SMTP_URL: mail.smtpUrl,
      OUTBOX_POLL_MS: '100',
      OUTBOX_LEASE_MS: String(LEASE_MS),
      KILL_AFTER_SENDS: '10',
      SCHEDULER: 'off',
    };
    const entry = "require('./test/support/outbox-child.ts')";
    child = spawn(process.execPath, ['-r', './test/support/register-ts.cjs', '-e', entry], {
      cwd: BACKEND,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const sentUnmarked: string[] = [];
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^SENT-UNMARKED (.+)$/.exec(line);
      if (!match) return;
      sentUnmarked.push(match[1]!);
      child!.kill('SIGKILL'); // between the SMTP server's acceptance and the mark
    });
    await Promise.race([
      exited,
      waitFor(async () => sentUnmarked.length > 0, 60_000, `envoi du processus enfant (${stderr})`),
    ]);
    await exited;
    expect([child.signalCode, child.signalCode === 'SIGKILL' ? '' : stderr]).toEqual(['SIGKILL', '']);
    expect(sentUnmarked.length).toBeGreaterThanOrEqual(1);
    const sentBefore = await countWhere(`status = 'sent'`, recipients);
    expect(sentBefore).toBeGreaterThan(0); // mails before the 10th were marked by the dead process
    expect(sentBefore).toBeLessThan(recipients.length);

    // A new process on the same database: it waits for the dead one's lease, then sends the rest.
    const warnings: string[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
    app = await createTestApp({
      DATABASE_URL: database.url,
      SMTP_URL: mail.smtpUrl,
      OUTBOX_POLL_MS: '100',
      OUTBOX_LEASE_MS: String(LEASE_MS),
    });
    await waitFor(
      async () => (await countWhere(`status = 'sent'`, recipients)) === recipients.length,
      60_000,
      'tous les courriels marqués',
    );
    await waitFor(async () => recipients.every((r) => received(r) >= 1), 10_000, 'courriels reçus');
    // No further resend comes: once every lease taken so far has run out (on the database's clock), a
    // whole dispatch pass begun after that sends nothing more.
    const [{ until }] = (await dataSource.query(`SELECT now() + $1 * interval '1 millisecond' AS until`, [
      LEASE_MS,
    ])) as { until: Date }[];
    await waitFor(
      async () =>
        ((await dataSource.query(`SELECT now() > $1::timestamptz AS over`, [until])) as { over: boolean }[])[0]!.over,
      LEASE_MS + 10_000,
      'baux expirés',
    );
    const dispatcher = app.get(DispatchOutboxService);
    dispatcher.nudge();
    await dispatcher.idle();

    const twice = recipients.filter((r) => received(r) === 2);
    expect(recipients.filter((r) => received(r) > 2)).toEqual([]);
    // The mail the dead process had sent and not marked went again, once; at most the mails in flight
    // at its death (the SMTP pool's 5 connections) went twice, no other.
    for (const recipient of sentUnmarked) expect(received(recipient)).toBe(2);
    expect(twice.length).toBeLessThanOrEqual(5);
    expect(recipients.reduce((sum, r) => sum + received(r), 0)).toBe(recipients.length + twice.length);
    // Each resend is in the logs, by its outbox id.
    const ids = (await dataSource.query(`SELECT id::text, recipient FROM outbox WHERE recipient = ANY($1)`, [
      twice,
    ])) as { id: string; recipient: string }[];
    for (const { id } of ids) {
      expect(warnings.some((w) => w.startsWith(`Courriel ${id} `) && w.includes('bail expiré'))).toBe(true);
    }
  }, 180_000);
});
