import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { FixedClock } from '../../src/shared/clock.js';
import { linkIn, MailCapture } from './mail-capture.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { type SuiteFixture, useSuiteFixture } from './suite-fixture.js';
import { TcpProxy } from './tcp-proxy.js';
import { createTestApp } from './test-app.js';

export const PUBLIC_URL = 'http://boutique.test';
let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${++counter}@example.be`;

export interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  payload: unknown;
}

/**
 * What the account suites share: the real app with a real SMTP capture and a pinned clock, and the
 * calls that register, verify and sign in. Each suite has a database of its own, so its outbox is
 * sent by its own app only: two suites running at once never take each other's mails.
 */
export class AccountsApp implements SuiteFixture {
  app!: NestFastifyApplication;
  private database: ScratchDatabase | undefined;
  readonly mail = new MailCapture();
  readonly clock = new FixedClock(new Date());
  /**
   * The app reaches the SMTP capture through this relay, so that an SMTP outage is the relay cut
   * (smtpDown/smtpBack): the capture keeps its port all along, never free for another process to take
   * before it would listen there again.
   */
  private smtpRelay: TcpProxy | undefined;

  async start(): Promise<void> {
    await this.mail.start();
    const smtp = new URL(this.mail.smtpUrl);
    this.smtpRelay = await TcpProxy.start({ host: smtp.hostname, port: Number(smtp.port) });
    this.database = await createScratchDatabase();
    this.app = await createTestApp(
      {
        DATABASE_URL: this.database.url,
        SMTP_URL: this.smtpRelay.url(this.mail.smtpUrl),
        PUBLIC_URL,
        RATE_LIMIT: '1000',
        OUTBOX_POLL_MS: '100',
        OUTBOX_RETRY_BASE_MS: '100',
      },
      { clock: this.clock },
    );
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.smtpRelay?.stop();
    await this.mail.stop();
    await this.database?.drop();
  }

  /** The SMTP server down, as the app sees it: open connections dropped, new ones reset. */
  smtpDown(): void {
    this.smtpRelay!.cut('reset');
  }

  /** The SMTP server back, at the same address. */
  smtpBack(): void {
    this.smtpRelay!.restore();
  }

  post = (url: string, payload: object, token?: string) =>
    this.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  profile = (token: string) =>
    this.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

  putProfile = (token: string, payload: object) =>
    this.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });

  /** The newest outbox row to that recipient. */
  outboxRow = async (recipient: string): Promise<OutboxRow | undefined> =>
    (
      (await this.app
        .get(DataSource)
        .query(
          `SELECT status, attempts, last_error, sent_at, payload FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
          [recipient],
        )) as OutboxRow[]
    )[0];

  /** Registers, follows the mailed verification link and signs in: the session token. */
  registerAndVerify = async (email: string, password = 'Motdepasse1!'): Promise<string> => {
    const since = this.mail.messages.length;
    const res = await this.post('/api/auth/register', { firstName: 'Léa', lastName: 'Dupont', email, password });
    expect(res.statusCode).toBe(201);
    const message = await this.mail.waitFor(email, { since });
    const link = linkIn(message, `${PUBLIC_URL}/email-verification?token=`);
    const token = new URL(link).searchParams.get('token')!;
    expect((await this.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const login = await this.post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    return login.json().token as string;
  };
}

/** The accounts app, started before the suite's tests and stopped after them. */
export const useAccountsApp = (): AccountsApp => useSuiteFixture(new AccountsApp());
