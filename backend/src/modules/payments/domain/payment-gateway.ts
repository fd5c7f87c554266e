import type { Cents } from '../../../shared/money.js';

/**
 * The payment gateway port: what the shop needs from a payment provider (Mollie in production, the
 * Mollie sandbox in development and tests). Plain shapes with integer cents; the adapter converts
 * from and to the provider's wire format and raises the errors of payment.errors.ts.
 */

/** Mollie's payment statuses (the ordering module records the same values on the order). */
export const GATEWAY_PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

export function isGatewayPaymentStatus(value: unknown): value is GatewayPaymentStatus {
  return typeof value === 'string' && (GATEWAY_PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Locales Mollie accepts (list-methods and create-payment `locale`). */
export const PAYMENT_LOCALES = [
  'en_US',
  'en_GB',
  'nl_NL',
  'nl_BE',
  'fr_FR',
  'fr_BE',
  'fr_LU',
  'de_DE',
  'de_AT',
  'de_CH',
  'de_LU',
  'es_ES',
  'ca_ES',
  'pt_PT',
  'it_IT',
  'nb_NO',
  'sv_SE',
  'fi_FI',
  'da_DK',
  'is_IS',
  'hu_HU',
  'pl_PL',
  'lv_LV',
  'lt_LT',
] as const;
export type PaymentLocale = (typeof PAYMENT_LOCALES)[number];
export const DEFAULT_PAYMENT_LOCALE: PaymentLocale = 'fr_BE';

/** The shop sells in euros only. */
export const PAYMENT_CURRENCY = 'EUR';

export interface Amount {
  cents: Cents;
  /** ISO 4217, 'EUR' for everything the shop does. */
  currency: string;
}

/**
 * Mollie's sequence types: 'oneoff' (a single purchase), 'first' (the shopper pays and a mandate is
 * made for later charges), 'recurring' (charged on a mandate, without the shopper).
 */
export const SEQUENCE_TYPES = ['oneoff', 'first', 'recurring'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];

/** Which payment methods to offer (Mollie's list-methods parameters). */
export interface ListMethodsQuery {
  /** Only methods accepting this amount. */
  amount?: Amount;
  /** e.g. fr_BE: the language of the method names. */
  locale: string;
  /** ISO 3166-1 alpha-2 of the billing address, e.g. BE. */
  billingCountry?: string;
  /** 'payments' (default) or 'orders'. */
  resource?: 'payments' | 'orders';
  /** 'first': only the methods that can create a mandate (a subscription's first order). */
  sequenceType?: SequenceType;
}

export interface MethodImage {
  size1x: string;
  size2x: string;
  svg: string;
}

export interface PaymentIssuer {
  id: string;
  name: string;
  image: MethodImage | null;
}

export interface MethodPricing {
  description: string;
  fixed: Amount;
  /** Percentage as Mollie gives it, e.g. '1.8'. */
  variable: string;
  feeRegion: string | null;
}

export interface PaymentMethod {
  id: string;
  description: string;
  image: MethodImage;
  /** Banks to choose from (iDEAL); empty when the method has none. */
  issuers: PaymentIssuer[];
  pricing: MethodPricing[];
  minimumAmount: Amount | null;
  maximumAmount: Amount | null;
  status: string | null;
}

export interface CreatePaymentCommand {
  amountCents: Cents;
  /** Default EUR. */
  currency?: string;
  description: string;
  /** Where the shopper comes back after paying (the shop's own origin); none for a recurring payment. */
  redirectUrl?: string;
  /**
   * Where the provider rings the doorbell (form-encoded `id=tr_…`). Absent when the shop cannot be
   * reached from the provider (Mollie refuses a localhost webhook): statuses are then read on demand.
   */
  webhookUrl?: string;
  method?: string;
  issuer?: string;
  locale?: string;
  /** Small JSON (Mollie: at most 1 KB), e.g. `{ orderId }`. */
  metadata: Record<string, unknown>;
  /** Sent as the Idempotency-Key header: a retried request creates no second payment. */
  idempotencyKey?: string;
  /** Default 'oneoff'. 'first' and 'recurring' need `customerId`. */
  sequenceType?: SequenceType;
  customerId?: string;
  /** 'recurring' only: the mandate to charge (default: the customer's valid one). */
  mandateId?: string;
}

export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amount: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  /** The hosted checkout page while the payment is open, else null. */
  checkoutUrl: string | null;
  redirectUrl: string | null;
  webhookUrl: string | null;
  isCancelable: boolean;
  createdAt: Date;
  expiresAt: Date | null;
  paidAt: Date | null;
  canceledAt: Date | null;
  expiredAt: Date | null;
  failedAt: Date | null;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  /** Money taken back by the payer's bank (a chargeback): the status stays 'paid'. */
  amountChargedBack: Amount | null;
}

export interface CreateCustomerCommand {
  name: string;
  email: string;
  /** Small JSON, e.g. `{ userId }`. */
  metadata: Record<string, unknown>;
  idempotencyKey?: string;
}

export interface GatewayCustomer {
  id: string;
  name: string | null;
  email: string | null;
}

export const MANDATE_STATUSES = ['valid', 'pending', 'invalid'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** A mandate Mollie holds: the permission to charge the customer without them. */
export interface GatewayMandate {
  id: string;
  customerId: string;
  status: MandateStatus;
  /** 'creditcard', 'directdebit' or 'paypal'. */
  method: string;
  /** Card: brand and last four digits; direct debit: the account holder and IBAN. */
  details: {
    cardLabel: string | null;
    cardNumber: string | null;
    consumerName: string | null;
    consumerAccount: string | null;
  };
  createdAt: Date;
}

/** Mollie's refund statuses: queued/pending/processing on their way, refunded done; failed and canceled never paid out. */
export const REFUND_STATUSES = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface CreateRefundCommand {
  paymentId: string;
  amountCents: Cents;
  /** Default EUR. */
  currency?: string;
  /** Shown to the customer by some methods (Mollie: 140 characters at most). */
  description: string;
  /** Small JSON, e.g. `{ orderId, refundId }`. */
  metadata: Record<string, unknown>;
  /** Sent as the Idempotency-Key header: a retried request creates no second refund. */
  idempotencyKey: string;
}

/** A refund at the provider. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  status: RefundStatus;
  amount: Amount;
  description: string;
  metadata: unknown;
  createdAt: Date;
}

/** Port (abstract class: also the Nest injection token, like Clock). */
export abstract class PaymentGateway {
  /** Methods available for the query. The adapter may cache the answer (5 minutes for Mollie). */
  abstract listMethods(query: ListMethodsQuery): Promise<PaymentMethod[]>;
  abstract createPayment(command: CreatePaymentCommand): Promise<GatewayPayment>;
  /** Throws PaymentNotFoundError for an unknown id. */
  abstract getPayment(id: string): Promise<GatewayPayment>;
  /** Throws PaymentNotCancelableError once the payment left 'open'. */
  abstract cancelPayment(id: string): Promise<GatewayPayment>;
  /** A Mollie customer, to hold the mandates of one of our customers. */
  abstract createCustomer(command: CreateCustomerCommand): Promise<GatewayCustomer>;
  /** The customer's mandates, newest first. */
  abstract listMandates(customerId: string): Promise<GatewayMandate[]>;
  /** One mandate; null when the customer has no such mandate. */
  abstract getMandate(customerId: string, mandateId: string): Promise<GatewayMandate | null>;
  /**
   * Gives money of a paid payment back (whole or part). Throws RefundRefusedError when the provider
   * refuses it (more than what remains, payment not refundable), PaymentProviderUnavailableError when it
   * cannot be reached.
   */
  abstract createRefund(command: CreateRefundCommand): Promise<GatewayRefund>;
  /** The refunds of a payment, oldest first. */
  abstract listRefunds(paymentId: string): Promise<GatewayRefund[]>;
}
