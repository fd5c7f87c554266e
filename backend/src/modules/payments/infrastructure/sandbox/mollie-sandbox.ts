import type { Clock } from '../../../../shared/clock.js';
import { type SandboxCertificate, createSandboxCertificate } from './sandbox-certificate.js';
import { type CheckoutResult, SandboxCheckout } from './sandbox-checkout.js';
import { standaloneRoutes } from './sandbox-checkout-routes.js';
import { SandboxControl } from './sandbox-control.js';
import { announceSandbox, claimSandboxFile, releaseSandboxFile } from './sandbox-owner.js';
import { SANDBOX_PAYMENT_TTL_MS, SandboxPayments } from './sandbox-payments.js';
import { SandboxRecurring, type SandboxStateChange } from './sandbox-recurring.js';
import { SandboxRefunds } from './sandbox-refunds.js';
import { SANDBOX_KEEP_ALIVE_MS, SandboxHttpServer } from './sandbox-server.js';
import { type SandboxPayment, SandboxPaymentStore } from './sandbox-store.js';
import { type SandboxLog, SandboxWebhookSender } from './sandbox-webhooks.js';

export { SANDBOX_KEEP_ALIVE_MS, SANDBOX_PAYMENT_TTL_MS, type CheckoutResult, type SandboxLog };

/** The key the shop uses with its own sandbox (any `test_` key is accepted). */
export const SANDBOX_API_KEY = 'test_sandbox';
export const SANDBOX_FILE_NAME = 'mollie-sandbox.json';

export interface MollieSandboxOptions {
  clock: Clock;
  /** 'production' refuses the sandbox. */
  nodeEnv: string;
  /** Base URL of the hosted checkout pages, on the shop's own origin: the page of a payment is `${base}/${id}`. */
  checkoutBaseUrl: string;
  /** Default 127.0.0.1 (never reachable from outside). */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Where payments survive a restart (DATA_DIR/mollie-sandbox.json); none: memory only. */
  stateFile?: string;
  /** Webhook retries after a failed call. Default 1 s, 5 s, 15 s. */
  webhookRetryDelaysMs?: readonly number[];
  webhookTimeoutMs?: number;
  /** Where webhooks really go when the shop's public origin is not reachable from here (see SandboxWebhookOptions.origin). */
  webhookOrigin?: string;
  /** How often open payments are checked for expiry (and their webhook called). Default 30 s; 0: only on read. */
  expirySweepIntervalMs?: number;
  /** How long a refund stays 'pending' before it is 'refunded'. Default 1 s (by the clock). */
  refundSettleDelayMs?: number;
  /** How long a recurring payment stays 'pending' before it is settled 'paid'. Default 1 s. */
  recurringSettleDelayMs?: number;
  /**
   * How long an idle kept-alive connection stays open. Default SANDBOX_KEEP_ALIVE_MS (10 s), longer than
   * the shop's Mollie client keeps idle sockets (4 s): the client, not the server, closes them.
   */
  keepAliveTimeoutMs?: number;
  /** A certificate to serve (the standalone sandbox keeps its own); default: a fresh one. */
  certificate?: SandboxCertificate;
  /**
   * The standalone sandbox (`npm run mollie:sandbox`) also serves its checkout pages and the JSON
   * routes the shop instances relay them through (sandbox-checkout-routes.ts).
   */
  standalone?: boolean;
  log?: SandboxLog;
}

/**
 * A local stand-in for Mollie's v2 API (docs/design/payments.md), for development and tests only: HTTPS on
 * 127.0.0.1 with a certificate made at start, speaking Mollie's shapes for methods, payments,
 * customers and mandates (bearer auth, any `test_` key). It is assembled from small parts:
 * - `SandboxPaymentStore` (sandbox-store.ts): payments, customers, mandates, mirrored to a file;
 * - `SandboxPayments` (sandbox-payments.ts): creation checks, Idempotency-Key, cancel, expiry;
 * - `SandboxRecurring` (sandbox-recurring.ts): customers, mandates, first/recurring payments, chargebacks;
 * - `SandboxRefunds` (sandbox-refunds.ts): refunds of paid payments;
 * - `SandboxHttpServer` (sandbox-server.ts): the HTTPS server and Mollie's routes and error shape;
 * - `SandboxCheckout` (sandbox-checkout.ts, HTML in sandbox-checkout-page.ts): the hosted checkout
 *   page's behaviour, served on the shop's origin by `SandboxCheckoutController` (a browser would
 *   refuse the sandbox's self-signed certificate);
 * - `SandboxWebhookSender` (sandbox-webhooks.ts): the doorbell and its retries.
 * Open payments expire 15 minutes after creation by the injected clock, like Mollie's.
 */
export class MollieSandbox implements SandboxControl {
  /** Reached by the tests' fixture (a payment paid at Mollie without a webhook). */
  readonly store: SandboxPaymentStore;
  private readonly recurring: SandboxRecurring;
  private readonly payments: SandboxPayments;
  private readonly refunds: SandboxRefunds;
  private readonly checkout: SandboxCheckout;
  private readonly webhooks: SandboxWebhookSender;
  private readonly server: SandboxHttpServer;
  private readonly log: SandboxLog;
  private sweepTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly options: MollieSandboxOptions,
    private readonly certificate: SandboxCertificate,
  ) {
    this.log = options.log ?? { info: () => undefined, warn: () => undefined };
    this.store = new SandboxPaymentStore(options.stateFile, (message) => this.log.warn(message));
    this.webhooks = new SandboxWebhookSender({
      log: this.log,
      retryDelaysMs: options.webhookRetryDelaysMs,
      timeoutMs: options.webhookTimeoutMs,
      origin: options.webhookOrigin,
    });
    this.recurring = new SandboxRecurring(
      {
        store: this.store,
        clock: options.clock,
        endpoint: () => this.apiEndpoint,
        notify: (payment) => this.webhooks.deliver(payment),
      },
      options.recurringSettleDelayMs ?? 1000,
    );
    this.payments = new SandboxPayments({
      store: this.store,
      recurring: this.recurring,
      webhooks: this.webhooks,
      clock: options.clock,
      endpoint: () => this.apiEndpoint,
      checkoutBaseUrl: options.checkoutBaseUrl,
      refundedCents: (paymentId) => this.refunds.refundedCents(paymentId),
    });
    this.refunds = new SandboxRefunds(
      {
        store: this.store,
        clock: options.clock,
        endpoint: () => this.apiEndpoint,
        readPayment: (id) => this.payments.read(id),
      },
      options.refundSettleDelayMs ?? 1000,
    );
    this.checkout = new SandboxCheckout({
      payments: this.payments,
      store: this.store,
      recurring: this.recurring,
      webhooks: this.webhooks,
      clock: options.clock,
    });
    this.server = new SandboxHttpServer({
      payments: this.payments,
      recurring: this.recurring,
      refunds: this.refunds,
      certificate,
      log: this.log,
      keepAliveTimeoutMs: options.keepAliveTimeoutMs,
      persisted: () => this.store.persisted(),
      extraRoutes: options.standalone ? standaloneRoutes(this) : undefined,
    });
  }

  /** Starts the HTTPS server. Refuses to run in production. */
  static async start(options: MollieSandboxOptions): Promise<MollieSandbox> {
    if (options.nodeEnv === 'production') {
      throw new Error(
        'Le bac à sable Mollie refuse de fonctionner en production (NODE_ENV=production) : définissez MOLLIE_API_KEY.',
      );
    }
    // One process per state file: never two sandboxes writing over each other's payments.
    if (options.stateFile) await claimSandboxFile(options.stateFile);
    try {
      const sandbox = new MollieSandbox(options, options.certificate ?? (await createSandboxCertificate()));
      await sandbox.listen();
      if (options.stateFile) announceSandbox(options.stateFile, sandbox.apiEndpoint, sandbox.certificatePem);
      return sandbox;
    } catch (error) {
      if (options.stateFile) releaseSandboxFile(options.stateFile);
      throw error;
    }
  }

  /** How long this server keeps an idle kept-alive connection open. */
  get keepAliveTimeoutMs(): number {
    return this.server.keepAliveTimeoutMs;
  }

  /** e.g. https://127.0.0.1:41234/v2/ (the official client's `apiEndpoint`). */
  get apiEndpoint(): string {
    return this.server.apiEndpoint;
  }

  /** The PEM certificate the sandbox serves: the one certificate its clients must trust. */
  get certificatePem(): string {
    return this.certificate.cert;
  }

  get port(): number {
    return this.server.port;
  }

  /** A copy of a payment as stored (tests and the checkout page). */
  peek(id: string): SandboxPayment | undefined {
    return this.payments.read(id);
  }

  /** GET of the hosted checkout page. */
  checkoutPage(id: string): CheckoutResult {
    return this.checkout.page(id);
  }

  /** POST of the hosted checkout page: records the choice, rings the webhook, redirects. */
  choose(id: string, choice: unknown, chosenMethod?: unknown): Promise<CheckoutResult> {
    return this.checkout.choose(id, choice, chosenMethod);
  }

  /** Mollie's test-mode changePaymentState (and chargebacks): POST /api/mollie/sandbox/payments/:id/state. */
  changeState(id: string, status: SandboxStateChange): Promise<Record<string, unknown>> {
    return this.payments.changeState(id, status);
  }

  /** See SandboxControl.holdRecurring. */
  holdRecurring(subscriptionId: string): Promise<void> {
    this.recurring.hold(subscriptionId);
    return Promise.resolve();
  }

  releaseRecurring(subscriptionId: string): Promise<void> {
    this.recurring.release(subscriptionId);
    return Promise.resolve();
  }

  /**
   * Nest calls this when the application closes (the sandbox is a provider of the payments module):
   * after the HTTP server finished the requests under way, which may still need the sandbox.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.recurring.close();
    await this.webhooks.close();
    this.store.flush();
    await this.server.close();
    if (this.options.stateFile) releaseSandboxFile(this.options.stateFile);
  }

  private async listen(): Promise<void> {
    await this.server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1');
    const sweep = this.options.expirySweepIntervalMs ?? 30_000;
    if (sweep > 0) {
      this.sweepTimer = setInterval(() => this.payments.sweepExpired(), sweep);
      this.sweepTimer.unref();
    }
    this.log.info(
      `Bac à sable Mollie prêt : API ${this.apiEndpoint} (clé ${SANDBOX_API_KEY}), ` +
        `pages de paiement ${this.options.checkoutBaseUrl}/<id>`,
    );
  }
}
