import https from 'node:https';
import { PaymentProviderUnavailableError } from '../../domain/payment.errors.js';
import type { CheckoutResult } from './sandbox-checkout.js';
import { SandboxControl } from './sandbox-control.js';
import { MollieHttpError } from './sandbox-http-error.js';
import type { SandboxStateChange } from './sandbox-recurring.js';

/**
 * The shop's side of a shared sandbox (`npm run mollie:sandbox`, MOLLIE_API_URL): the hosted checkout
 * page and changePaymentState are relayed, over HTTPS trusting only the sandbox's certificate, to the
 * sandbox's JSON routes (sandbox-checkout-routes.ts). The shopper's browser stays on PUBLIC_URL,
 * whichever instance answers.
 */
export class RemoteSandboxControl extends SandboxControl {
  private readonly origin: string;
  private readonly agent: https.Agent;

  constructor(
    apiUrl: string,
    certificatePem: string,
    private readonly apiKey: string,
  ) {
    super();
    this.origin = new URL(apiUrl).origin;
    this.agent = new https.Agent({ ca: [certificatePem], keepAlive: true, timeout: 4000 });
  }

  checkoutPage(id: string): Promise<CheckoutResult> {
    return this.call<CheckoutResult>('GET', `/sandbox/checkout/${encodeURIComponent(id)}`);
  }

  choose(id: string, choice: unknown, chosenMethod?: unknown): Promise<CheckoutResult> {
    return this.call<CheckoutResult>('POST', `/sandbox/checkout/${encodeURIComponent(id)}`, {
      status: choice,
      method: chosenMethod,
    });
  }

  changeState(id: string, status: SandboxStateChange): Promise<Record<string, unknown>> {
    return this.call<Record<string, unknown>>('POST', `/sandbox/payments/${encodeURIComponent(id)}/state`, {
      status,
    });
  }

  async holdRecurring(subscriptionId: string): Promise<void> {
    await this.call('POST', `/sandbox/recurring-holds/${encodeURIComponent(subscriptionId)}`, { held: true });
  }

  async releaseRecurring(subscriptionId: string): Promise<void> {
    await this.call('POST', `/sandbox/recurring-holds/${encodeURIComponent(subscriptionId)}`, { held: false });
  }

  /** After the HTTP server finished the requests under way. */
  onApplicationShutdown(): void {
    this.agent.destroy();
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<T>((resolve, reject) => {
      const request = https.request(
        `${this.origin}${path}`,
        {
          method,
          agent: this.agent,
          timeout: 10_000,
          headers: {
            authorization: `Bearer ${this.apiKey}`,
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            let json: Record<string, unknown>;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
            } catch {
              reject(
                new PaymentProviderUnavailableError('get', `réponse illisible du bac à sable (${response.statusCode})`),
              );
              return;
            }
            const status = response.statusCode ?? 500;
            if (status >= 200 && status < 300) resolve(json as T);
            else if (status < 500)
              reject(
                new MollieHttpError(status, String(json.title ?? ''), String(json.detail ?? ''), json.field as string),
              );
            else reject(new PaymentProviderUnavailableError('get', `bac à sable : ${status}`));
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('délai dépassé')));
      request.on('error', (error) => reject(new PaymentProviderUnavailableError('get', error.message)));
      if (payload) request.write(payload);
      request.end();
    });
  }
}
