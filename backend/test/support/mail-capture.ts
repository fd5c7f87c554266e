import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server inside the test run that keeps every message it receives. */
export class MailCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() ends open (pooled) client connections within this, as a server going down would.
      closeTimeout: 200,
      disableReverseLookup: true,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            this.messages.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    // The first start listens on a port the system chooses; a restart listens again on the same one, the
    // address the shop under test was given, but free in between for any other process to take: the
    // tests play an SMTP outage with a TcpProxy cut in front of the capture instead (support/accounts.ts,
    // outbox-outages.api.spec.ts), and one that wants a fresh capture makes a new one.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    // A client that dies mid-session (a process killed by a test) resets its socket: not the server's failure.
    server.on('error', () => undefined);
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for a mail to that address (and matching subject) received after `since` messages. */
  async waitFor(
    to: string,
    options: { subject?: RegExp; timeoutMs?: number; since?: number } = {},
  ): Promise<CapturedMail> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const found = this.messages
        .slice(options.since ?? 0)
        .find(
          (m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)),
        );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`Aucun courriel reçu pour ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  countFor(to: string): number {
    return this.messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).length;
  }
}

/** The first link of a text mail that starts with the given prefix. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(mail.text);
  if (!match) throw new Error(`Pas de lien ${prefix} dans : ${mail.text}`);
  return match[0];
}
