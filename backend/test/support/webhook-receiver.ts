import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

/**
 * A plain HTTP server standing in for the shop's webhook endpoint: records every call and answers
 * the statuses it is told to (then 200).
 */
export class WebhookReceiver {
  readonly calls: ReceivedWebhook[] = [];
  private readonly server: http.Server;
  private waiters: { count: number; resolve: () => void }[] = [];
  private statuses: number[] = [];

  private constructor() {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.calls.push({
          method: request.method ?? '',
          path: request.url ?? '',
          contentType: request.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.statusCode = this.statuses.shift() ?? 200;
        response.end();
        this.waiters = this.waiters.filter((waiter) => {
          if (this.calls.length < waiter.count) return true;
          waiter.resolve();
          return false;
        });
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/mollie/webhook`;
  }

  /** The next calls answer these statuses (e.g. [500, 503] to make the first two fail). */
  failNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  /** Resolves once `count` calls have arrived (fails after `timeoutMs`). */
  waitForCalls(count: number, timeoutMs = 5000): Promise<void> {
    if (this.calls.length >= count) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.calls.length} appel(s) de webhook reçu(s), ${count} attendu(s)`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
