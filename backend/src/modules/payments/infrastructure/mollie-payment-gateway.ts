import { Logger } from '@nestjs/common';
import type {
  Locale,
  Mandate,
  MollieClient,
  Payment,
  PaymentMethod as MolliePaymentMethodId,
  Refund,
  SequenceType as MollieSequenceType,
} from '@mollie/api-client';
import { MollieApiError } from '@mollie/api-client';
import type { Clock } from '../../../shared/clock.js';
import { centsToDecimalString, decimalStringToCents } from '../../../shared/money.js';
import {
  type Amount,
  type CreateCustomerCommand,
  type CreatePaymentCommand,
  type CreateRefundCommand,
  type GatewayCustomer,
  type GatewayRefund,
  REFUND_STATUSES,
  type RefundStatus,
  type GatewayMandate,
  type GatewayPayment,
  MANDATE_STATUSES,
  type MandateStatus,
  SEQUENCE_TYPES,
  type SequenceType,
  type ListMethodsQuery,
  PAYMENT_CURRENCY,
  PaymentGateway,
  type PaymentMethod,
  isGatewayPaymentStatus,
} from '../domain/payment-gateway.js';
import {
  type PaymentOperation,
  PaymentNotCancelableError,
  PaymentNotFoundError,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
  RefundRefusedError,
} from '../domain/payment.errors.js';
import { createMollieClientTrusting, dropIdleSockets } from './mollie-client.js';

export const METHODS_CACHE_TTL_MS = 5 * 60 * 1000;
const METHODS_CACHE_MAX_ENTRIES = 200;

export interface MolliePaymentGatewayOptions {
  apiKey: string;
  /** Default: Mollie's own API. The sandbox's https://127.0.0.1:<port>/v2/ in sandbox mode. */
  apiEndpoint?: string;
  /** PEM certificates trusted on top of the client's bundled list (the sandbox's, in sandbox mode only). */
  extraCaCertificates?: readonly string[];
  clock: Clock;
  methodsCacheTtlMs?: number;
  /** Idle kept-alive sockets are closed after this (default MOLLIE_IDLE_SOCKET_MS, below the server's keep-alive). */
  idleSocketMs?: number;
}

/** A connection reset by the server as it was reused (the request may not have reached Mollie). */
export function isSocketReset(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === 'ECONNRESET' || e.code === 'EPIPE') return true;
    if (typeof e.message === 'string' && /ECONNRESET|socket hang up|EPIPE/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

interface MollieAmount {
  value: string;
  currency: string;
}

function toAmount(amount: MollieAmount | null | undefined): Amount | null {
  if (!amount) return null;
  try {
    return { cents: decimalStringToCents(amount.value), currency: amount.currency };
  } catch {
    return null; // a currency without 2 decimals: not one the shop uses
  }
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The PaymentGateway on the official Mollie client (`@mollie/api-client`), for Mollie itself or for the
 * sandbox. Converts cents ↔ Mollie's 2-decimal strings and Mollie's errors ↔ our domain errors.
 * The methods list is cached 5 minutes per query (by the injected clock); concurrent identical
 * queries share one request; failures are not cached.
 */
export class MolliePaymentGateway extends PaymentGateway {
  private readonly logger = new Logger('Mollie');
  private readonly client: MollieClient;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly methodsCache = new Map<string, { expiresAt: number; methods: Promise<PaymentMethod[]> }>();

  constructor(options: MolliePaymentGatewayOptions) {
    super();
    this.client = createMollieClientTrusting(
      { apiKey: options.apiKey, ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}) },
      options.extraCaCertificates ?? [],
      options.idleSocketMs,
    );
    this.clock = options.clock;
    this.ttlMs = options.methodsCacheTtlMs ?? METHODS_CACHE_TTL_MS;
  }

  listMethods(query: ListMethodsQuery): Promise<PaymentMethod[]> {
    const key = JSON.stringify([
      query.amount?.cents ?? null,
      query.amount?.currency ?? null,
      query.locale,
      query.billingCountry ?? null,
      query.resource ?? 'payments',
      query.sequenceType ?? 'oneoff',
    ]);
    const now = this.clock.now().getTime();
    const cached = this.methodsCache.get(key);
    if (cached && cached.expiresAt > now) return cached.methods.then((methods) => structuredClone(methods));

    const methods = this.fetchMethods(query);
    if (this.methodsCache.size >= METHODS_CACHE_MAX_ENTRIES) {
      const oldest = this.methodsCache.keys().next().value;
      if (oldest !== undefined) this.methodsCache.delete(oldest);
    }
    this.methodsCache.delete(key);
    this.methodsCache.set(key, { expiresAt: now + this.ttlMs, methods });
    methods.catch(() => {
      if (this.methodsCache.get(key)?.methods === methods) this.methodsCache.delete(key);
    });
    return methods.then((list) => structuredClone(list));
  }

  private async fetchMethods(query: ListMethodsQuery): Promise<PaymentMethod[]> {
    const methods = await this.call(
      'list-methods',
      () =>
        this.client.methods.list({
          locale: query.locale as Locale,
          include: 'issuers,pricing',
          ...(query.amount
            ? { amount: { value: centsToDecimalString(query.amount.cents), currency: query.amount.currency } }
            : {}),
          ...(query.billingCountry ? { billingCountry: query.billingCountry } : {}),
          ...(query.resource ? { resource: query.resource } : {}),
          ...(query.sequenceType ? { sequenceType: query.sequenceType as MollieSequenceType } : {}),
        } as unknown as Parameters<MollieClient['methods']['list']>[0]),
      undefined,
      'read',
    );
    return methods.map((method) => ({
      id: method.id,
      description: method.description,
      image: { size1x: method.image.size1x, size2x: method.image.size2x, svg: method.image.svg },
      issuers: (method.issuers ?? []).map((issuer) => ({
        id: issuer.id,
        name: issuer.name,
        image: issuer.image
          ? { size1x: issuer.image.size1x, size2x: issuer.image.size2x, svg: issuer.image.svg }
          : null,
      })),
      pricing: (method.pricing ?? []).flatMap((price) => {
        const fixed = toAmount(price.fixed);
        return fixed
          ? [{ description: price.description, fixed, variable: price.variable, feeRegion: price.feeRegion ?? null }]
          : [];
      }),
      minimumAmount: toAmount(method.minimumAmount),
      maximumAmount: toAmount(method.maximumAmount),
      status: method.status ?? null,
    }));
  }

  async createPayment(command: CreatePaymentCommand): Promise<GatewayPayment> {
    const payment = await this.call(
      'create',
      () =>
        this.client.payments.create({
          amount: { value: centsToDecimalString(command.amountCents), currency: command.currency ?? PAYMENT_CURRENCY },
          description: command.description,
          ...(command.redirectUrl ? { redirectUrl: command.redirectUrl } : {}),
          ...(command.webhookUrl ? { webhookUrl: command.webhookUrl } : {}),
          metadata: command.metadata,
          ...(command.method ? { method: command.method as MolliePaymentMethodId } : {}),
          ...(command.issuer ? { issuer: command.issuer } : {}),
          ...(command.locale ? { locale: command.locale as Locale } : {}),
          ...(command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {}),
          ...(command.sequenceType ? { sequenceType: command.sequenceType as MollieSequenceType } : {}),
          ...(command.customerId ? { customerId: command.customerId } : {}),
          ...(command.mandateId ? { mandateId: command.mandateId } : {}),
        } as Parameters<MollieClient['payments']['create']>[0]),
      undefined,
      // Only with its idempotency key: sent again, it gives the same payment, never a second one.
      command.idempotencyKey ? 'keyed' : 'no',
    );
    return this.toGatewayPayment(payment);
  }

  async getPayment(id: string): Promise<GatewayPayment> {
    return this.toGatewayPayment(await this.call('get', () => this.client.payments.get(id), id, 'read'));
  }

  async cancelPayment(id: string): Promise<GatewayPayment> {
    return this.toGatewayPayment(await this.call('cancel', () => this.client.payments.cancel(id), id));
  }

  private toGatewayPayment(payment: Payment): GatewayPayment {
    const amount = toAmount(payment.amount);
    if (!isGatewayPaymentStatus(payment.status) || !amount) {
      throw new PaymentProviderUnavailableError('get', `réponse inattendue pour ${payment.id}`);
    }
    return {
      id: payment.id,
      status: payment.status,
      amount,
      description: payment.description,
      method: (payment.method as string | null | undefined) ?? null,
      metadata: payment.metadata ?? null,
      checkoutUrl: payment._links?.checkout?.href ?? null,
      redirectUrl: payment.redirectUrl ?? null,
      webhookUrl: payment.webhookUrl ?? null,
      isCancelable: payment.isCancelable === true,
      createdAt: toDate(payment.createdAt) ?? this.clock.now(),
      expiresAt: toDate(payment.expiresAt),
      paidAt: toDate(payment.paidAt),
      canceledAt: toDate(payment.canceledAt),
      expiredAt: toDate(payment.expiredAt),
      failedAt: toDate(payment.failedAt),
      sequenceType: (SEQUENCE_TYPES as readonly string[]).includes(payment.sequenceType)
        ? (payment.sequenceType as SequenceType)
        : 'oneoff',
      customerId: payment.customerId ?? null,
      mandateId: payment.mandateId ?? null,
      amountChargedBack: toAmount(payment.amountChargedBack),
    };
  }

  async createCustomer(command: CreateCustomerCommand): Promise<GatewayCustomer> {
    const customer = await this.call('customer', () =>
      this.client.customers.create({
        name: command.name,
        email: command.email,
        metadata: command.metadata,
        ...(command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {}),
      }),
    );
    return { id: customer.id, name: customer.name ?? null, email: customer.email ?? null };
  }

  async listMandates(customerId: string): Promise<GatewayMandate[]> {
    const page = await this.call(
      'mandates',
      () => this.client.customerMandates.page({ customerId }),
      undefined,
      'read',
    );
    return [...page].map((mandate) => this.toGatewayMandate(mandate, customerId));
  }

  async getMandate(customerId: string, mandateId: string): Promise<GatewayMandate | null> {
    const mandate = await this.call(
      'mandates',
      () =>
        this.client.customerMandates.get(mandateId, { customerId }).catch((error: unknown) => {
          if (error instanceof MollieApiError && (error.statusCode === 404 || error.statusCode === 410)) return null;
          throw error;
        }),
      undefined,
      'read',
    );
    return mandate ? this.toGatewayMandate(mandate, customerId) : null;
  }

  private toGatewayMandate(mandate: Mandate, customerId: string): GatewayMandate {
    const details = (mandate.details ?? {}) as unknown as Record<string, unknown>;
    const text = (key: string): string | null => (typeof details[key] === 'string' ? (details[key] as string) : null);
    const status = (MANDATE_STATUSES as readonly string[]).includes(mandate.status)
      ? (mandate.status as MandateStatus)
      : 'invalid';
    return {
      id: mandate.id,
      customerId,
      status,
      method: mandate.method,
      details: {
        cardLabel: text('cardLabel'),
        cardNumber: text('cardNumber'),
        consumerName: text('consumerName'),
        consumerAccount: text('consumerAccount'),
      },
      createdAt: toDate(mandate.createdAt) ?? this.clock.now(),
    };
  }

  async createRefund(command: CreateRefundCommand): Promise<GatewayRefund> {
    const refund = await this.call(
      'refund',
      () =>
        this.client.paymentRefunds.create({
          paymentId: command.paymentId,
          amount: { value: centsToDecimalString(command.amountCents), currency: command.currency ?? PAYMENT_CURRENCY },
          description: command.description,
          metadata: command.metadata,
          idempotencyKey: command.idempotencyKey,
        }),
      undefined,
      // Always keyed: sent again, Mollie answers the same refund and never pays twice.
      'keyed',
    );
    return this.toGatewayRefund(refund);
  }

  async listRefunds(paymentId: string): Promise<GatewayRefund[]> {
    const page = await this.call(
      'refunds',
      () => this.client.paymentRefunds.page({ paymentId, limit: 250 }),
      undefined,
      'read',
    );
    return [...page].map((refund) => this.toGatewayRefund(refund));
  }

  private toGatewayRefund(refund: Refund): GatewayRefund {
    const amount = toAmount(refund.amount);
    if (!amount || !(REFUND_STATUSES as readonly string[]).includes(refund.status)) {
      throw new PaymentProviderUnavailableError('refund', `réponse inattendue pour ${refund.id}`);
    }
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      status: refund.status as RefundStatus,
      amount,
      description: refund.description,
      metadata: refund.metadata ?? null,
      createdAt: toDate(refund.createdAt) ?? this.clock.now(),
    };
  }

  /**
   * Runs one client call and turns Mollie's failures into our domain errors. A call that is safe to send
   * twice ('read': a GET; 'keyed': a creation carrying its idempotency key, so Mollie answers the same
   * payment) is sent once more when the connection was reset under it; nothing else is ever repeated.
   */
  private async call<T>(
    operation: PaymentOperation,
    run: () => Promise<T>,
    paymentId?: string,
    repeatable: 'read' | 'keyed' | 'no' = 'no',
  ): Promise<T> {
    try {
      try {
        return await run();
      } catch (error) {
        if (repeatable === 'no' || !isSocketReset(error)) throw error;
        this.logger.warn(`Connexion à Mollie réinitialisée (${operation}) : requête renvoyée une fois`);
        dropIdleSockets(this.client); // the other idle sockets are as stale: the retry opens a fresh one
        return await run();
      }
    } catch (error) {
      const status = error instanceof MollieApiError ? error.statusCode : undefined;
      const detail = error instanceof Error ? error.message : String(error);
      if (paymentId !== undefined && (status === 404 || status === 410)) throw new PaymentNotFoundError(paymentId);
      if (operation === 'cancel' && paymentId !== undefined && status === 422) {
        throw new PaymentNotCancelableError(paymentId);
      }
      if (operation === 'refund' && (status === 400 || status === 409 || status === 422)) {
        this.logger.warn(`Remboursement refusé par Mollie : ${detail}`);
        throw new RefundRefusedError(detail);
      }
      if (operation === 'create' && (status === 400 || status === 422)) {
        this.logger.warn(`Paiement refusé par Mollie : ${detail}`);
        throw new PaymentRefusedError(detail, error instanceof MollieApiError ? error.field : undefined);
      }
      this.logger.error(`Mollie indisponible (${operation}${status ? `, HTTP ${status}` : ''}) : ${detail}`);
      throw new PaymentProviderUnavailableError(operation, detail);
    }
  }
}
