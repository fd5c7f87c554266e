import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../../shared/clock.js';
import { centsToDecimalString, decimalStringToCents } from '../../../../shared/money.js';
import { PAYMENT_LOCALES } from '../../domain/payment-gateway.js';
import { type SandboxCertificate, createSandboxCertificate } from './sandbox-certificate.js';
import {
  SANDBOX_CHOICE_LABELS,
  type SandboxChoice,
  isSandboxChoice,
  renderCheckoutPage,
  renderMessagePage,
} from './sandbox-checkout-page.js';
import {
  SANDBOX_CURRENCY,
  SANDBOX_METHODS,
  type SandboxMethod,
  acceptsAmount,
  findSandboxMethod,
  issuerLogo,
  logoDataUri,
} from './sandbox-methods.js';
import { MollieHttpError, unprocessable } from './sandbox-http-error.js';
import { renderSandboxPayment } from './sandbox-payment-view.js';
import { SandboxRecurring, type SandboxStateChange } from './sandbox-recurring.js';
import { SandboxRefunds } from './sandbox-refunds.js';
import { type SandboxPayment, SandboxPaymentStore } from './sandbox-store.js';

/** The key the shop uses with its own sandbox (any `test_` key is accepted). */
export const SANDBOX_API_KEY = 'test_sandbox';
/** Open payments expire after 15 minutes, like the shop's payment window. */
export const SANDBOX_PAYMENT_TTL_MS = 15 * 60 * 1000;
export const SANDBOX_FILE_NAME = 'mollie-sandbox.json';

const MAX_BODY_BYTES = 100 * 1024;
const MAX_METADATA_BYTES = 1024;
const MAX_DESCRIPTION_LENGTH = 255;
const MAX_IDEMPOTENCY_KEYS = 10_000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DOCUMENTATION = 'https://docs.mollie.com/overview/handling-errors';
const AMOUNT_VALUE = /^\d{1,10}\.\d{2}$/;

export interface SandboxLog {
  info(message: string): void;
  warn(message: string): void;
}

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
  log?: SandboxLog;
}

export const SANDBOX_KEEP_ALIVE_MS = 10_000;

/** What the shop's checkout controller sends back to the shopper's browser. */
export type CheckoutResult =
  { kind: 'page'; status: number; html: string; redirectUrl: string | null } | { kind: 'redirect'; location: string };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const euros = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' });
const brusselsTime = new Intl.DateTimeFormat('fr-BE', {
  timeZone: 'Europe/Brussels',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A local stand-in for Mollie's v2 API (DESIGN §4), for development and tests only: HTTPS on
 * 127.0.0.1 with a certificate made at start, speaking Mollie's shapes for GET /v2/methods,
 * POST /v2/payments, GET and DELETE /v2/payments/:id, the payments' refunds (sandbox-refunds.ts) and
 * customers, mandates and recurring payments (sandbox-recurring.ts) (bearer auth, any `test_` key). The hosted
 * checkout page is served by the shop itself (its origin is plain HTTP in development, and a browser
 * would refuse the sandbox's self-signed certificate): see `checkoutPage` and `choose`.
 * Open payments expire 15 minutes after creation by the injected clock, like Mollie's.
 */
export class MollieSandbox {
  private readonly store: SandboxPaymentStore;
  /** Customers, mandates, first and recurring payments, chargebacks (sandbox-recurring.ts). */
  private readonly recurring: SandboxRecurring;
  /** Refunds of paid payments (sandbox-refunds.ts). */
  private readonly refunds: SandboxRefunds;
  private readonly server: https.Server;
  private readonly idempotency = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly log: SandboxLog;
  private readonly retryDelays: readonly number[];
  private sweepTimer: NodeJS.Timeout | undefined;
  private endpoint = '';
  private closed = false;

  private constructor(
    private readonly options: MollieSandboxOptions,
    private readonly certificate: SandboxCertificate,
  ) {
    this.log = options.log ?? { info: () => undefined, warn: () => undefined };
    this.retryDelays = options.webhookRetryDelaysMs ?? [1000, 5000, 15_000];
    this.store = new SandboxPaymentStore(options.stateFile, (message) => this.log.warn(message));
    this.recurring = new SandboxRecurring(
      {
        store: this.store,
        clock: options.clock,
        endpoint: () => this.endpoint,
        notify: (payment) => this.track(this.deliverWebhook(payment)),
      },
      options.recurringSettleDelayMs ?? 1000,
    );
    this.refunds = new SandboxRefunds(
      {
        store: this.store,
        clock: options.clock,
        endpoint: () => this.endpoint,
        readPayment: (id) => this.read(id),
      },
      options.refundSettleDelayMs ?? 1000,
    );
    this.server = https.createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.log.warn(`Bac à sable Mollie : erreur interne (${error instanceof Error ? error.message : error})`);
        if (!response.headersSent)
          this.sendError(response, new MollieHttpError(500, 'Internal Server Error', 'Sandbox error'));
      });
    });
    this.server.keepAliveTimeout = options.keepAliveTimeoutMs ?? SANDBOX_KEEP_ALIVE_MS;
  }

  /** Starts the HTTPS server. Refuses to run in production. */
  static async start(options: MollieSandboxOptions): Promise<MollieSandbox> {
    if (options.nodeEnv === 'production') {
      throw new Error(
        'Le bac à sable Mollie refuse de fonctionner en production (NODE_ENV=production) : définissez MOLLIE_API_KEY.',
      );
    }
    const sandbox = new MollieSandbox(options, await createSandboxCertificate());
    await sandbox.listen();
    return sandbox;
  }

  /** e.g. https://127.0.0.1:41234/v2/ (the official client's `apiEndpoint`). */
  get apiEndpoint(): string {
    return this.endpoint;
  }

  /** The PEM certificate the sandbox serves: the one certificate its clients must trust. */
  get certificatePem(): string {
    return this.certificate.cert;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** A copy of a payment as stored (tests and the checkout page). */
  peek(id: string): SandboxPayment | undefined {
    return this.read(id);
  }

  /** Nest calls this when the application closes (the sandbox is a provider of the payments module). */
  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.recurring.close();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
    this.store.flush();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async listen(): Promise<void> {
    const host = this.options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port ?? 0, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const shownHost = host.includes(':') ? `[${host}]` : host;
    this.endpoint = `https://${shownHost}:${this.port}/v2/`;
    const sweep = this.options.expirySweepIntervalMs ?? 30_000;
    if (sweep > 0) {
      this.sweepTimer = setInterval(() => this.sweepExpired(), sweep);
      this.sweepTimer.unref();
    }
    this.log.info(
      `Bac à sable Mollie prêt : API ${this.endpoint} (clé ${SANDBOX_API_KEY}), ` +
        `pages de paiement ${this.options.checkoutBaseUrl}/<id>`,
    );
  }

  // ---------------------------------------------------------------- hosted checkout page (served by the shop)

  /** GET of the hosted checkout page. */
  checkoutPage(id: string): CheckoutResult {
    const payment = this.read(id);
    if (!payment) return this.notFoundPage();
    if (payment.status !== 'open') {
      return {
        kind: 'page',
        status: 200,
        html: renderMessagePage({
          title: 'Paiement terminé',
          message: `Ce paiement est déjà au statut « ${SANDBOX_CHOICE_LABELS[payment.status as SandboxChoice] ?? payment.status} ».`,
          link: payment.redirectUrl ? { href: payment.redirectUrl, label: 'Retour à la boutique' } : undefined,
        }),
        redirectUrl: payment.redirectUrl,
      };
    }
    const cents = decimalStringToCents(payment.amount.value);
    const fixed = payment.method ? findSandboxMethod(payment.method) : undefined;
    const issuer = fixed?.issuers.find((candidate) => candidate.id === payment.issuer);
    return {
      kind: 'page',
      status: 200,
      html: renderCheckoutPage({
        paymentId: payment.id,
        description: payment.description,
        amountText: euros.format(cents / 100),
        method: fixed
          ? {
              id: fixed.id,
              description: fixed.description,
              logo: logoDataUri(fixed.logo),
              issuer: issuer?.name ?? null,
            }
          : null,
        methodChoices: fixed
          ? []
          : SANDBOX_METHODS.filter((method) => acceptsAmount(method, cents)).map((method) => ({
              id: method.id,
              description: method.description,
              logo: logoDataUri(method.logo),
            })),
        expiresText: `à ${brusselsTime.format(new Date(payment.expiresAt))}`,
      }),
      redirectUrl: payment.redirectUrl,
    };
  }

  /**
   * POST of the hosted checkout page: records the chosen status (nothing for 'open' or a payment that
   * is no longer open), calls the webhook (retried in the background if it fails) and sends the
   * shopper to the payment's redirectUrl.
   */
  async choose(id: string, choice: unknown, chosenMethod?: unknown): Promise<CheckoutResult> {
    const payment = this.read(id);
    if (!payment) return this.notFoundPage();
    if (!isSandboxChoice(choice)) {
      return {
        kind: 'page',
        status: 400,
        html: renderMessagePage({ title: 'Choix invalide', message: 'Choisissez un des statuts proposés.' }),
        redirectUrl: payment.redirectUrl,
      };
    }
    if (payment.status === 'open' && choice !== 'open') {
      const now = this.options.clock.now().toISOString();
      payment.status = choice;
      if (choice === 'paid') {
        const cents = decimalStringToCents(payment.amount.value);
        const picked = typeof chosenMethod === 'string' ? findSandboxMethod(chosenMethod) : undefined;
        payment.method ??= picked && acceptsAmount(picked, cents) ? picked.id : 'creditcard';
        payment.paidAt = now;
      } else if (choice === 'failed') payment.failedAt = now;
      else if (choice === 'canceled') payment.canceledAt = now;
      else payment.expiredAt = now;
      this.store.put(payment);
      this.recurring.onFinalStatus(payment);
      await this.track(this.deliverWebhook(payment));
    }
    if (!payment.redirectUrl) {
      return {
        kind: 'page',
        status: 200,
        html: renderMessagePage({
          title: 'Paiement enregistré',
          message: `Statut du paiement : « ${SANDBOX_CHOICE_LABELS[choice]} ». Vous pouvez fermer cette page.`,
        }),
        redirectUrl: null,
      };
    }
    return { kind: 'redirect', location: payment.redirectUrl };
  }

  private notFoundPage(): CheckoutResult {
    return {
      kind: 'page',
      status: 404,
      html: renderMessagePage({ title: 'Paiement introuvable', message: "Ce paiement n'existe pas ou plus." }),
      redirectUrl: null,
    };
  }

  // ---------------------------------------------------------------- Mollie v2 API

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const url = new URL(request.url ?? '/', 'https://sandbox.invalid');
      const authorization = request.headers.authorization ?? '';
      if (!/^Bearer test_[A-Za-z0-9_]+$/.test(authorization)) {
        throw new MollieHttpError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      }
      const [version, resource, id, ...rest] = url.pathname.split('/').filter(Boolean);
      const method = request.method ?? 'GET';
      if (version === 'v2' && resource === 'customers') {
        const body = method === 'POST' ? await this.readJson(request) : undefined;
        const key = request.headers['idempotency-key'];
        const segments = id === undefined ? [] : [id, ...rest];
        const [status, answer] = this.recurring.handle(
          method,
          segments,
          body,
          typeof key === 'string' ? key : undefined,
        );
        return this.send(response, status, answer);
      }
      if (version === 'v2' && resource === 'payments' && id !== undefined && rest[0] === 'refunds') {
        if (rest.length > 2) throw this.notFound();
        const body = method === 'POST' ? await this.readJson(request) : undefined;
        const key = request.headers['idempotency-key'];
        const [status, answer] = this.refunds.handle(
          method,
          id,
          rest[1],
          body,
          typeof key === 'string' ? key : undefined,
        );
        return this.send(response, status, answer);
      }
      if (version !== 'v2' || rest.length > 0) throw this.notFound();

      if (resource === 'methods' && method === 'GET') {
        if (id === undefined) return this.send(response, 200, this.listMethods(url));
        const found = findSandboxMethod(id);
        if (!found) throw new MollieHttpError(404, 'Not Found', `No method exists with id ${id}.`);
        return this.send(response, 200, this.renderMethod(found, this.includes(url), url.searchParams.get('locale')));
      }
      if (resource === 'payments' && id === undefined && method === 'POST') {
        const body = await this.readJson(request);
        const key = request.headers['idempotency-key'];
        return this.send(response, 201, this.createPayment(body, typeof key === 'string' ? key : undefined));
      }
      if (resource === 'payments' && id !== undefined && (method === 'GET' || method === 'DELETE')) {
        const payment = this.read(id);
        if (!payment) throw new MollieHttpError(404, 'Not Found', `No payment exists with token ${id}.`);
        if (method === 'GET') return this.send(response, 200, this.renderPayment(payment));
        return this.send(response, 200, this.renderPayment(await this.cancel(payment)));
      }
      if (resource === 'methods' || resource === 'payments') {
        throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
      }
      throw this.notFound();
    } catch (error) {
      if (error instanceof MollieHttpError) return this.sendError(response, error);
      throw error;
    }
  }

  private notFound(): MollieHttpError {
    return new MollieHttpError(404, 'Not Found', 'The requested resource does not exist.');
  }

  private includes(url: URL): Set<string> {
    return new Set((url.searchParams.get('include') ?? '').split(',').map((part) => part.trim()));
  }

  private listMethods(url: URL): unknown {
    const params = url.searchParams;
    const value = params.get('amount[value]');
    const currency = params.get('amount[currency]');
    let cents: number | undefined;
    if (value !== null || currency !== null) {
      if (value === null || !AMOUNT_VALUE.test(value)) {
        throw unprocessable('The amount contains an invalid value', 'amount.value');
      }
      if (currency === null || !/^[A-Z]{3}$/.test(currency)) {
        throw unprocessable('The amount contains an invalid currency', 'amount.currency');
      }
      cents = decimalStringToCents(value);
    }
    const locale = params.get('locale');
    if (locale !== null && !(PAYMENT_LOCALES as readonly string[]).includes(locale)) {
      throw unprocessable('The locale is invalid', 'locale');
    }
    const resource = params.get('resource');
    if (resource !== null && resource !== 'payments' && resource !== 'orders') {
      throw unprocessable('The resource is invalid', 'resource');
    }
    const billingCountry = params.get('billingCountry');
    if (billingCountry !== null && !/^[A-Z]{2}$/.test(billingCountry)) {
      throw unprocessable('The billing country is invalid', 'billingCountry');
    }

    // Every sandbox method works in euros only; another currency has no method.
    const methods =
      currency !== null && currency !== SANDBOX_CURRENCY
        ? []
        : this.recurring.filterMethods(
            params.get('sequenceType'),
            SANDBOX_METHODS.filter((method) => cents === undefined || acceptsAmount(method, cents)),
          );
    const include = this.includes(url);
    return {
      count: methods.length,
      _embedded: { methods: methods.map((method) => this.renderMethod(method, include, locale)) },
      _links: {
        self: { href: `${this.endpoint}methods${url.search}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/list-methods', type: 'text/html' },
      },
    };
  }

  private renderMethod(method: SandboxMethod, include: Set<string>, locale: string | null): Record<string, unknown> {
    const image = {
      size1x: logoDataUri(method.logo, 1),
      size2x: logoDataUri(method.logo, 2),
      svg: logoDataUri(method.logo, 1),
    };
    return {
      resource: 'method',
      id: method.id,
      description: this.describe(method, locale),
      minimumAmount: { value: centsToDecimalString(method.minimumCents), currency: SANDBOX_CURRENCY },
      maximumAmount:
        method.maximumCents === null
          ? null
          : { value: centsToDecimalString(method.maximumCents), currency: SANDBOX_CURRENCY },
      image,
      status: 'activated',
      ...(include.has('issuers') && method.issuers.length > 0
        ? {
            issuers: method.issuers.map((issuer) => ({
              resource: 'issuer',
              id: issuer.id,
              name: issuer.name,
              image: {
                size1x: logoDataUri(issuerLogo(issuer), 1),
                size2x: logoDataUri(issuerLogo(issuer), 2),
                svg: logoDataUri(issuerLogo(issuer), 1),
              },
            })),
          }
        : {}),
      ...(include.has('pricing')
        ? {
            pricing: method.pricing.map((price) => ({
              description: price.description,
              fixed: { value: centsToDecimalString(price.fixedCents), currency: SANDBOX_CURRENCY },
              variable: price.variable,
              feeRegion: price.feeRegion,
            })),
          }
        : {}),
      _links: {
        self: { href: `${this.endpoint}methods/${method.id}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/get-method', type: 'text/html' },
      },
    };
  }

  /** Card names follow the locale's language like Mollie's; brand names stay as they are. */
  private describe(method: SandboxMethod, locale: string | null): string {
    if (method.id !== 'creditcard' || locale === null) return method.description;
    const language = locale.slice(0, 2);
    return language === 'en'
      ? 'Card'
      : language === 'nl'
        ? 'Creditcard'
        : language === 'de'
          ? 'Kreditkarte'
          : method.description;
  }

  private createPayment(body: unknown, idempotencyKey: string | undefined): unknown {
    if (idempotencyKey) {
      const existing = this.idempotency.get(idempotencyKey);
      const payment = existing ? this.read(existing) : undefined;
      if (payment) return this.renderPayment(payment);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new MollieHttpError(400, 'Bad Request', 'The request body should be a JSON object');
    }
    const input = body as Record<string, unknown>;

    const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
    if (typeof amount !== 'object' || amount === null)
      throw unprocessable('The amount is required for payments', 'amount');
    if (typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value)) {
      throw unprocessable('The amount contains an invalid value', 'amount.value');
    }
    if (amount.currency !== SANDBOX_CURRENCY) {
      throw unprocessable('The currency is not supported (the sandbox accepts EUR only)', 'amount.currency');
    }
    const cents = decimalStringToCents(amount.value);
    if (cents < 1) throw unprocessable('The amount is lower than the minimum', 'amount');

    const description = input.description;
    if (typeof description !== 'string' || description.trim() === '' || description.length > MAX_DESCRIPTION_LENGTH) {
      throw unprocessable('The description is invalid', 'description');
    }
    const withoutShopper = input.sequenceType === 'recurring' && (input.redirectUrl ?? null) === null;
    if (!withoutShopper && !isHttpUrl(input.redirectUrl)) {
      throw unprocessable('The redirect URL is invalid', 'redirectUrl');
    }
    if (input.webhookUrl !== undefined && input.webhookUrl !== null && !isHttpUrl(input.webhookUrl)) {
      throw unprocessable('The webhook URL is invalid', 'webhookUrl');
    }
    if (input.cancelUrl !== undefined && input.cancelUrl !== null && !isHttpUrl(input.cancelUrl)) {
      throw unprocessable('The cancel URL is invalid', 'cancelUrl');
    }
    if (
      input.locale !== undefined &&
      input.locale !== null &&
      !(PAYMENT_LOCALES as readonly unknown[]).includes(input.locale)
    ) {
      throw unprocessable('The locale is invalid', 'locale');
    }

    let method: string | null = null;
    if (input.method !== undefined && input.method !== null) {
      const requested = Array.isArray(input.method) ? input.method : [input.method];
      const methods = requested.map((id) => (typeof id === 'string' ? findSandboxMethod(id) : undefined));
      if (methods.length === 0 || methods.some((found) => found === undefined)) {
        throw unprocessable('The payment method is invalid', 'method');
      }
      if (methods.length === 1) {
        const only = methods[0]!;
        if (cents < only.minimumCents)
          throw unprocessable('The amount is lower than the minimum for this payment method', 'amount');
        if (only.maximumCents !== null && cents > only.maximumCents) {
          throw unprocessable('The amount is higher than the maximum for this payment method', 'amount');
        }
        method = only.id;
      }
    }
    let issuer: string | null = null;
    if (input.issuer !== undefined && input.issuer !== null) {
      const issuers = method ? findSandboxMethod(method)!.issuers : [];
      if (typeof input.issuer !== 'string' || !issuers.some((candidate) => candidate.id === input.issuer)) {
        throw unprocessable('The issuer is invalid', 'issuer');
      }
      issuer = input.issuer;
    }
    const metadata = input.metadata ?? null;
    if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) {
      throw unprocessable('The metadata is too large (1024 bytes at most)', 'metadata');
    }

    const recurring = this.recurring.paymentFields(input, method);
    const now = this.options.clock.now();
    let payment: SandboxPayment = {
      id: this.newId(),
      amount: { value: amount.value, currency: SANDBOX_CURRENCY },
      description,
      redirectUrl: (input.redirectUrl as string | undefined) ?? null,
      cancelUrl: (input.cancelUrl as string | undefined) ?? null,
      webhookUrl: (input.webhookUrl as string | undefined) ?? null,
      method: recurring.method,
      issuer,
      locale: (input.locale as string | undefined) ?? null,
      metadata,
      status: 'open',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SANDBOX_PAYMENT_TTL_MS).toISOString(),
      paidAt: null,
      canceledAt: null,
      expiredAt: null,
      failedAt: null,
      sequenceType: recurring.sequenceType,
      customerId: recurring.customerId,
      mandateId: recurring.mandateId,
      amountChargedBack: null,
    };
    this.store.put(payment);
    payment = this.recurring.afterCreate(payment);
    if (idempotencyKey) {
      if (this.idempotency.size >= MAX_IDEMPOTENCY_KEYS) this.idempotency.clear();
      this.idempotency.set(idempotencyKey, payment.id);
    }
    return this.renderPayment(payment);
  }

  /** DELETE: an open payment becomes canceled; any other answers 422 like Mollie. */
  private async cancel(payment: SandboxPayment): Promise<SandboxPayment> {
    if (payment.status !== 'open') {
      throw unprocessable(`The payment cannot be canceled, its status is ${payment.status}`);
    }
    payment.status = 'canceled';
    payment.canceledAt = this.options.clock.now().toISOString();
    this.store.put(payment);
    this.notifyInBackground(payment);
    return payment;
  }

  /** Mollie's test-mode changePaymentState (and chargebacks): POST /api/mollie/sandbox/payments/:id/state. */
  async changeState(id: string, status: SandboxStateChange): Promise<Record<string, unknown>> {
    if (!this.read(id)) throw new MollieHttpError(404, 'Not Found', `No payment exists with token ${id}.`);
    return this.renderPayment(await this.recurring.changeState(id, status));
  }

  private renderPayment(payment: SandboxPayment): Record<string, unknown> {
    return renderSandboxPayment(
      payment,
      this.endpoint,
      this.options.checkoutBaseUrl,
      payment.status === 'paid' ? this.refunds.refundedCents(payment.id) : 0,
    );
  }

  // ---------------------------------------------------------------- expiry and webhooks

  /** Reads a payment, expiring it first when its 15 minutes are over (by the injected clock). */
  private read(id: string): SandboxPayment | undefined {
    const payment = this.store.get(id);
    if (!payment || payment.status !== 'open') return payment;
    if (this.options.clock.now().getTime() < Date.parse(payment.expiresAt)) return payment;
    payment.status = 'expired';
    payment.expiredAt = payment.expiresAt;
    this.store.put(payment);
    this.notifyInBackground(payment);
    return payment;
  }

  private sweepExpired(): void {
    for (const payment of this.store.all()) if (payment.status === 'open') this.read(payment.id);
  }

  private notifyInBackground(payment: SandboxPayment): void {
    void this.track(this.deliverWebhook(payment));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
    return promise;
  }

  /** Rings the doorbell once now; on failure, again after each retry delay. */
  private async deliverWebhook(payment: SandboxPayment): Promise<void> {
    if (!payment.webhookUrl || this.closed) return;
    if (await this.postWebhook(payment.webhookUrl, payment.id, 1)) return;
    this.scheduleRetry(payment.webhookUrl, payment.id, 0);
  }

  private scheduleRetry(url: string, id: string, retry: number): void {
    if (this.closed) return;
    if (retry >= this.retryDelays.length) {
      this.log.warn(`Bac à sable Mollie : webhook ${url} injoignable pour ${id}, abandon après ${retry + 1} essais`);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(
        this.postWebhook(url, id, retry + 2).then((delivered) => {
          if (!delivered) this.scheduleRetry(url, id, retry + 1);
        }),
      );
    }, this.retryDelays[retry]);
    timer.unref();
    this.timers.add(timer);
  }

  /** POST id=tr_… (form-encoded, like Mollie); true on a 2xx answer. */
  private async postWebhook(url: string, id: string, attempt: number): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie sandbox' },
        body: new URLSearchParams({ id }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.webhookTimeoutMs ?? 5000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      this.log.warn(`Bac à sable Mollie : webhook ${url} a répondu ${response.status} pour ${id} (essai ${attempt})`);
    } catch (error) {
      this.log.warn(
        `Bac à sable Mollie : webhook ${url} injoignable pour ${id} (essai ${attempt}) : ${
          error instanceof Error ? error.message : error
        }`,
      );
    }
    return false;
  }

  // ---------------------------------------------------------------- plumbing

  private newId(): string {
    for (;;) {
      let id = 'tr_';
      for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!this.store.get(id)) return id;
    }
  }

  private async readJson(request: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) throw new MollieHttpError(400, 'Bad Request', 'The request body is too large');
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new MollieHttpError(400, 'Bad Request', 'The request body is not valid JSON');
    }
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    if (status === 204) {
      response.writeHead(204).end();
      return;
    }
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/hal+json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    response.end(json);
  }

  private sendError(response: ServerResponse, error: MollieHttpError): void {
    this.send(response, error.status, {
      status: error.status,
      title: error.title,
      detail: error.message,
      ...(error.field ? { field: error.field } : {}),
      _links: { documentation: { href: DOCUMENTATION, type: 'text/html' } },
    });
  }
}
