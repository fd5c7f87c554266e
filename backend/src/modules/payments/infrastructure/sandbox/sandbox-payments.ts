import { randomInt } from 'node:crypto';
import type { Clock } from '../../../../shared/clock.js';
import { decimalStringToCents } from '../../../../shared/money.js';
import { PAYMENT_LOCALES } from '../../domain/payment-gateway.js';
import { MollieHttpError, unprocessable } from './sandbox-http-error.js';
import { AMOUNT_VALUE } from './sandbox-method-view.js';
import { SANDBOX_CURRENCY, findSandboxMethod } from './sandbox-methods.js';
import { renderSandboxPayment } from './sandbox-payment-view.js';
import type { SandboxRecurring, SandboxStateChange } from './sandbox-recurring.js';
import type { SandboxPayment, SandboxPaymentStore } from './sandbox-store.js';
import type { SandboxWebhookSender } from './sandbox-webhooks.js';

/** Open payments expire after 15 minutes, like the shop's payment window. */
export const SANDBOX_PAYMENT_TTL_MS = 15 * 60 * 1000;

const MAX_METADATA_BYTES = 1024;
const MAX_DESCRIPTION_LENGTH = 255;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface SandboxPaymentsDeps {
  store: SandboxPaymentStore;
  recurring: SandboxRecurring;
  webhooks: SandboxWebhookSender;
  clock: Clock;
  /** e.g. https://127.0.0.1:41234/v2/ */
  endpoint(): string;
  /** The page of a payment is `${checkoutBaseUrl}/${id}`. */
  checkoutBaseUrl: string;
  /** Cents refunded (or on their way) for a paid payment (sandbox-refunds.ts). */
  refundedCents?: (paymentId: string) => number;
}

/**
 * The sandbox's payments: creation with Mollie's checks (422 with the field), the Idempotency-Key
 * (kept in the store's file, so a restarted sandbox still answers the same payment to it),
 * cancellation, Mollie's test-mode state changes, and expiry: an open payment read after its 15
 * minutes (by the injected clock) becomes expired and rings its webhook.
 */
export class SandboxPayments {
  constructor(private readonly deps: SandboxPaymentsDeps) {}

  /** Reads a payment, expiring it first when its 15 minutes are over (by the injected clock). */
  read(id: string): SandboxPayment | undefined {
    const payment = this.deps.store.get(id);
    if (!payment || payment.status !== 'open') return payment;
    if (this.deps.clock.now().getTime() < Date.parse(payment.expiresAt)) return payment;
    payment.status = 'expired';
    payment.expiredAt = payment.expiresAt;
    this.deps.store.put(payment);
    this.deps.webhooks.deliverInBackground(payment);
    return payment;
  }

  /** Expires the open payments whose time is over (their webhooks ring). */
  sweepExpired(): void {
    for (const payment of this.deps.store.all()) if (payment.status === 'open') this.read(payment.id);
  }

  render(payment: SandboxPayment): Record<string, unknown> {
    const refunded = payment.status === 'paid' ? (this.deps.refundedCents?.(payment.id) ?? 0) : 0;
    return renderSandboxPayment(payment, this.deps.endpoint(), this.deps.checkoutBaseUrl, refunded);
  }

  /** POST /v2/payments. */
  create(body: unknown, idempotencyKey: string | undefined): unknown {
    if (idempotencyKey) {
      const existing = this.deps.store.keyed('payment', idempotencyKey);
      const payment = existing ? this.read(existing) : undefined;
      if (payment) return this.render(payment);
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

    const recurring = this.deps.recurring.paymentFields(input, method);
    const now = this.deps.clock.now();
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
    this.deps.store.put(payment);
    payment = this.deps.recurring.afterCreate(payment);
    if (idempotencyKey) this.deps.store.rememberKey('payment', idempotencyKey, payment.id);
    return this.render(payment);
  }

  /** DELETE /v2/payments/:id: an open payment becomes canceled; any other answers 422 like Mollie. */
  cancel(payment: SandboxPayment): SandboxPayment {
    if (payment.status !== 'open') {
      throw unprocessable(`The payment cannot be canceled, its status is ${payment.status}`);
    }
    payment.status = 'canceled';
    payment.canceledAt = this.deps.clock.now().toISOString();
    this.deps.store.put(payment);
    this.deps.webhooks.deliverInBackground(payment);
    return payment;
  }

  /** Mollie's test-mode changePaymentState (and chargebacks). */
  async changeState(id: string, status: SandboxStateChange): Promise<Record<string, unknown>> {
    if (!this.read(id)) throw new MollieHttpError(404, 'Not Found', `No payment exists with token ${id}.`);
    return this.render(await this.deps.recurring.changeState(id, status));
  }

  private newId(): string {
    for (;;) {
      let id = 'tr_';
      for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!this.deps.store.get(id)) return id;
    }
  }
}
