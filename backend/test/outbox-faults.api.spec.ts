import { Logger } from '@nestjs/common';
import { DispatchOutboxService } from '../src/modules/notifications/application/dispatch-outbox.service.js';
import { MailCapture } from './support/mail-capture.js';
import { ShopFixture } from './support/shop-fixture.js';
import { TcpProxy, TestFaults } from './support/tcp-proxy.js';

/**
 * The outbox sends each mail once (DESIGN §3): claimed with a lease, sent outside any transaction,
 * marked in a statement of its own. Real PostgreSQL (through a relay the test can cut), a real SMTP server.
 * SMTP_OUTAGE_MS sets the length of the SMTP outage (3 s by default; the run uses 60000).
 */
const SMTP_OUTAGE_MS = Number(process.env.SMTP_OUTAGE_MS ?? 3_000);

describe('mail outbox under faults', () => {
  let shop: ShopFixture;
  let proxy: TcpProxy;
  const mail = new MailCapture();
  const faults = new TestFaults();
  let dispatcher: DispatchOutboxService;
  let run = 0;

  beforeAll(async () => {
    await mail.start();
    const target = new URL(process.env.DATABASE_URL!);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    shop = await ShopFixture.start({
      faults,
      databaseUrl: (url) => proxy.url(url),
      env: {
        SMTP_URL: mail.smtpUrl,
        OUTBOX_POLL_MS: '100',
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_LEASE_MS: '4000',
      },
    });
    dispatcher = shop.app.get(DispatchOutboxService);
  }, 60_000);

  afterEach(() => {
    faults.off();
    proxy.restore();
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    proxy.restore();
    await shop?.stop();
    await proxy?.stop();
    await mail.stop();
  });

  /** Writes `count` mails to the outbox for fresh addresses; returns the addresses. */
  async function enqueue(count: number): Promise<string[]> {
    run++;
    const recipients = Array.from({ length: count }, (_, i) => `outbox${run}-${i}@example.be`);
    await shop.dataSource.query(
      `INSERT INTO outbox (kind, recipient, payload)
       SELECT 'password-changed', r, jsonb_build_object('firstName', 'Léa', 'loginUrl', 'http://localhost/login')
       FROM unnest($1::text[]) AS r`,
      [recipients],
    );
    dispatcher.nudge();
    return recipients;
  }

  /** Polls a condition; a check that fails (the database is cut) counts as not yet. */
  async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline) throw new Error('condition jamais remplie');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const received = (recipient: string) => mail.messages.filter((m) => m.to === recipient).length;

  async function allMarkedSent(recipients: string[]): Promise<boolean> {
    const [row] = (await shop.dataSource.query(
      `SELECT count(*)::int AS n FROM outbox WHERE recipient = ANY($1) AND status = 'sent'`,
      [recipients],
    )) as { n: number }[];
    return row!.n === recipients.length;
  }

  it('the database goes away after a send and before its mark: the mark is retried, no mail goes twice', async () => {
    let cuts = 0;
    faults.on('outbox:sent', () => {
      if (cuts++ > 0) return;
      proxy.cut();
      setTimeout(() => proxy.restore(), 800);
    });
    const recipients = await enqueue(12);
    await waitFor(() => allMarkedSent(recipients), 20_000);
    expect(cuts).toBeGreaterThan(0);
    // Mails arrive asynchronously at the SMTP server: every one once, none twice, even a while later.
    await waitFor(async () => recipients.every((r) => received(r) === 1));
    await dispatcher.idle();
    await new Promise((resolve) => setTimeout(resolve, 4_500)); // longer than the lease: no resend comes
    expect(recipients.map(received)).toEqual(recipients.map(() => 1));
  });

  it('the dispatcher dies mid-batch: after its lease, each mail it had sent goes at most once more, and that resend is logged', async () => {
    const warnings: string[] = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
    let dead = false;
    let sent = 0;
    const sentUnmarked: string[] = []; // sent by the dying process, never marked
    faults.on('outbox:sending', () => {
      if (dead) throw new Error('processus arrêté');
    });
    faults.on('outbox:sent', ({ recipient }) => {
      if (dead || ++sent === 4) {
        dead = true;
        sentUnmarked.push(String(recipient));
        throw new Error('processus arrêté');
      }
    });
    const recipients = await enqueue(15);
    await waitFor(async () => dead);
    await dispatcher.idle();
    dead = false; // a new process starts; the dead one's lease runs out
    await waitFor(() => allMarkedSent(recipients), 20_000);
    await waitFor(async () => recipients.every((r) => received(r) === (sentUnmarked.includes(r) ? 2 : 1)));
    expect(sentUnmarked.length).toBeGreaterThanOrEqual(1);
    expect(sentUnmarked.length).toBeLessThanOrEqual(5); // the mails in flight at the death, no more
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recipients.map(received)).toEqual(recipients.map((r) => (sentUnmarked.includes(r) ? 2 : 1)));
    const resendLogs = warnings.filter((w) => w.includes('bail expiré'));
    expect(resendLogs.length).toBeGreaterThanOrEqual(sentUnmarked.length); // each resend is in the logs
  });

  it(
    `the SMTP server is down for ${SMTP_OUTAGE_MS} ms: every mail is sent once after it comes back`,
    async () => {
      await mail.stop();
      const recipients = await enqueue(20);
      await waitFor(async () => {
        const [row] = (await shop.dataSource.query(
          `SELECT count(*)::int AS n FROM outbox WHERE recipient = ANY($1) AND attempts > 0 AND last_error IS NOT NULL`,
          [recipients],
        )) as { n: number }[];
        return row!.n === recipients.length;
      });
      await new Promise((resolve) => setTimeout(resolve, SMTP_OUTAGE_MS)); // the outage itself
      await mail.start();
      await waitFor(() => allMarkedSent(recipients), 30_000 + SMTP_OUTAGE_MS);
      await waitFor(async () => recipients.every((r) => received(r) === 1));
      expect(recipients.map(received)).toEqual(recipients.map(() => 1));
    },
    60_000 + SMTP_OUTAGE_MS * 2,
  );
});
