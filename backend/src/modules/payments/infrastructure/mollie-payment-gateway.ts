import { Logger } from '@nestjs/common';
import type { Locale, MollieClient, Payment, PaymentMethod as MolliePaymentMethodId } from '@mollie/api-client';
import { MollieApiError } from '@mollie/api-client';
import type { Clock } from '../../../shared/clock.js';
import { centsToDecimalString, decimalStringToCents } from '../../../shared/money.js';
import {
  type Amount,
  type CreatePaymentCommand,
  type GatewayPayment,
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
} from '../domain/payment.errors.js';
import { createMollieClientTrusting } from './mollie-client.js';

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
    const methods = await this.call('list-methods', () =>
      this.client.methods.list({
        locale: query.locale as Locale,
        include: 'issuers,pricing',
        ...(query.amount
          ? { amount: { value: centsToDecimalString(query.amount.cents), currency: query.amount.currency } }
          : {}),
        ...(query.billingCountry ? { billingCountry: query.billingCountry } : {}),
        ...(query.resource ? { resource: query.resource } : {}),
      } as unknown as Parameters<MollieClient['methods']['list']>[0]),
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
    const payment = await this.call('create', () =>
      this.client.payments.create({
        amount: { value: centsToDecimalString(command.amountCents), currency: command.currency ?? PAYMENT_CURRENCY },
        description: command.description,
        redirectUrl: command.redirectUrl,
        ...(command.webhookUrl ? { webhookUrl: command.webhookUrl } : {}),
        metadata: command.metadata,
        ...(command.method ? { method: command.method as MolliePaymentMethodId } : {}),
        ...(command.issuer ? { issuer: command.issuer } : {}),
        ...(command.locale ? { locale: command.locale as Locale } : {}),
        ...(command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {}),
      }),
    );
    return this.toGatewayPayment(payment);
  }

  async getPayment(id: string): Promise<GatewayPayment> {
    return this.toGatewayPayment(await this.call('get', () => this.client.payments.get(id), id));
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
    };
  }

  /** Runs one client call and turns Mollie's failures into our domain errors. */
  private async call<T>(operation: PaymentOperation, run: () => Promise<T>, paymentId?: string): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const status = error instanceof MollieApiError ? error.statusCode : undefined;
      const detail = error instanceof Error ? error.message : String(error);
      if (paymentId !== undefined && (status === 404 || status === 410)) throw new PaymentNotFoundError(paymentId);
      if (operation === 'cancel' && paymentId !== undefined && status === 422) {
        throw new PaymentNotCancelableError(paymentId);
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
