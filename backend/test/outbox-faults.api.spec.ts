import { Logger } from '@nestjs/common';
import { DispatchOutboxService } from '../src/modules/notifications/application/dispatch-outbox.service.js';
import { MailCapture } from './support/mail-capture.js';
import { ShopFixture } from './support/shop-fixture.js';
import { TcpProxy, TestFaults } from './support/tcp-proxy.js';

/**
 * The outbox sends each mail once (docs/design/resilience.md): claimed with a lease, sent outside any transaction,
 * marked in a statement of its own. Real PostgreSQL (through a relay the test can cut), a real SMTP server.
 * The SMTP outage and the process killed mid-batch are in outbox-outages.api.spec.ts.
 */

const LEASE_MS = 4_000;

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
        OUTBOX_LEASE_MS: String(LEASE_MS),
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

  /**
   * Waits, on the database's clock, until every lease taken so far has run out (OUTBOX_LEASE_MS), then for
   * a whole dispatch pass begun after that: a mail that could go again would have gone by then.
   */
  async function passAfterTheLeases(): Promise<void> {
    const [{ until }] = (await shop.dataSource.query(`SELECT now() + $1 * interval '1 millisecond' AS until`, [
      LEASE_MS,
    ])) as { until: Date }[];
    await waitFor(async () => {
      const [row] = (await shop.dataSource.query(`SELECT now() > $1::timestamptz AS over`, [until])) as {
        over: boolean;
      }[];
      return row!.over;
    }, LEASE_MS + 10_000);
    dispatcher.nudge();
    await dispatcher.idle();
  }

  it('the database goes away after a send and before its mark: the mark is retried, no mail goes twice', async () => {
    let cuts = 0;
    const warn = jest.spyOn(Logger.prototype, 'warn');
    let restored: Promise<void> | undefined;
    faults.on('outbox:sent', ({ id }) => {
      if (cuts++ > 0) return;
      proxy.cut();
      // Back once that mark has failed (the dispatcher says so), not after a delay: the retry is what
      // this test is about, and a loaded machine could let a delay run out before the mark was tried.
      const markLost = (message: unknown) => String(message).startsWith(`Courriel ${String(id)} : état non enregistré`);
      restored = waitFor(async () => warn.mock.calls.some(([message]) => markLost(message)), 10_000).finally(() =>
        proxy.restore(),
      );
      restored.catch(() => undefined); // awaited below, where a mark that never failed fails the test
    });
    const recipients = await enqueue(12);
    await waitFor(() => allMarkedSent(recipients), 20_000);
    expect(cuts).toBeGreaterThan(0);
    await restored;
    // Mails arrive asynchronously at the SMTP server: every one once, none twice, even after the leases.
    await waitFor(async () => recipients.every((r) => received(r) === 1));
    await dispatcher.idle();
    await passAfterTheLeases();
    expect(recipients.map(received)).toEqual(recipients.map(() => 1));
  });
});
