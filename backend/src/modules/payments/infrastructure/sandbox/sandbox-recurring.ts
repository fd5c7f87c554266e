import { randomInt } from 'node:crypto';
import type { Clock } from '../../../../shared/clock.js';
import { MollieHttpError, notFound, unprocessable } from './sandbox-http-error.js';
import type {
  SandboxCustomer,
  SandboxMandate,
  SandboxPayment,
  SandboxPaymentStore,
  SandboxSequenceType,
} from './sandbox-store.js';

/**
 * The sandbox's recurring side (docs/design/subscriptions.md): Mollie customers, mandates, `first` payments (which make
 * a mandate: pending at creation, valid once paid with a mandate-capable method, left pending when the
 * payment is cancelled, fails or expires), `recurring` payments (refused without a valid mandate;
 * created 'pending' and settled 'paid' after a moment unless a test sets another outcome or holds
 * them for the test hook),
 * chargebacks (the status stays 'paid', `amountChargedBack` is set) and Mollie's test-mode
 * changePaymentState. Answers keep Mollie's shapes (checked with `mollie-api-typescript`).
 */

/** Methods that can create a mandate with a `first` payment, and the mandate they create. */
export const MANDATE_METHODS: Readonly<Record<string, SandboxMandate['method']>> = {
  creditcard: 'creditcard',
  bancontact: 'directdebit',
  kbc: 'directdebit',
  belfius: 'directdebit',
  ideal: 'directdebit',
};

/** What a test (or a developer) may set with POST /api/mollie/sandbox/payments/:id/state. */
export const SANDBOX_STATE_CHANGES = ['paid', 'failed', 'canceled', 'expired', 'charged_back'] as const;
export type SandboxStateChange = (typeof SANDBOX_STATE_CHANGES)[number];

export const isSandboxStateChange = (value: unknown): value is SandboxStateChange =>
  typeof value === 'string' && (SANDBOX_STATE_CHANGES as readonly string[]).includes(value);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SEQUENCE_TYPES: readonly SandboxSequenceType[] = ['oneoff', 'first', 'recurring'];
const MAX_TEXT = 255;

/** What the sandbox's payment API lends this part. */
export interface SandboxRecurringHost {
  store: SandboxPaymentStore;
  clock: Clock;
  /** e.g. https://127.0.0.1:41234/v2/ */
  endpoint(): string;
  /** Rings the payment's webhook (retried in the background); resolves after the first try. */
  notify(payment: SandboxPayment): Promise<void>;
}

/** The recurring fields of a payment being created. */
export interface RecurringFields {
  sequenceType: SandboxSequenceType;
  customerId: string | null;
  mandateId: string | null;
  /** A recurring payment's method is its mandate's. */
  method: string | null;
}

export class SandboxRecurring {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Subscriptions whose recurring payments stay 'pending' until a test sets their outcome (count of holders). */
  private readonly holds = new Map<string, number>();

  constructor(
    private readonly host: SandboxRecurringHost,
    /** How long a recurring payment stays 'pending' before the sandbox settles it 'paid'. */
    private readonly settleDelayMs: number,
  ) {}

  /**
   * The test hook's hold: recurring payments created for this subscription (metadata.subscriptionId)
   * while it is held are never settled by the sandbox on its own; the hook sets their outcome.
   */
  hold(subscriptionId: string): void {
    this.holds.set(subscriptionId, (this.holds.get(subscriptionId) ?? 0) + 1);
  }

  release(subscriptionId: string): void {
    const left = (this.holds.get(subscriptionId) ?? 0) - 1;
    if (left > 0) this.holds.set(subscriptionId, left);
    else this.holds.delete(subscriptionId);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  // ------------------------------------------------------------------ /v2/customers…

  /** Routes /v2/customers[/:id[/mandates[/:mandateId]]]; answers [status, body]. */
  handle(method: string, segments: string[], body: unknown, idempotencyKey: string | undefined): [number, unknown] {
    const [customerId, sub, mandateId, ...rest] = segments;
    if (rest.length > 0 || (sub !== undefined && sub !== 'mandates')) throw notFound();
    if (customerId === undefined) {
      if (method === 'POST') return [201, this.renderCustomer(this.createCustomer(body, idempotencyKey))];
      throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
    }
    const customer = this.host.store.getCustomer(customerId);
    if (!customer) throw notFound(`No customer exists with token ${customerId}.`);
    if (sub === undefined) {
      if (method === 'GET') return [200, this.renderCustomer(customer)];
      throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
    }
    if (mandateId === undefined) {
      if (method !== 'GET')
        throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
      const mandates = this.host.store.mandatesOf(customer.id);
      return [
        200,
        {
          count: mandates.length,
          _embedded: { mandates: mandates.map((mandate) => this.renderMandate(mandate)) },
          _links: {
            self: { href: `${this.host.endpoint()}customers/${customer.id}/mandates`, type: 'application/hal+json' },
            previous: null,
            next: null,
            documentation: { href: 'https://docs.mollie.com/reference/list-mandates', type: 'text/html' },
          },
        },
      ];
    }
    const mandate = this.host.store.getMandate(mandateId);
    if (!mandate || mandate.customerId !== customer.id) throw notFound(`No mandate exists with token ${mandateId}.`);
    if (method === 'GET') return [200, this.renderMandate(mandate)];
    if (method === 'DELETE') {
      mandate.status = 'invalid';
      this.host.store.putMandate(mandate);
      return [204, null];
    }
    throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
  }

  private createCustomer(body: unknown, idempotencyKey: string | undefined): SandboxCustomer {
    const known = idempotencyKey ? this.host.store.keyed('customer', idempotencyKey) : undefined;
    const existing = known ? this.host.store.getCustomer(known) : undefined;
    if (existing) return existing;
    const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
      string,
      unknown
    >;
    const text = (field: string): string | null => {
      const value = input[field];
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string' || value.length > MAX_TEXT) throw unprocessable(`The ${field} is invalid`, field);
      return value;
    };
    const customer: SandboxCustomer = {
      id: this.newId('cst_'),
      name: text('name'),
      email: text('email'),
      locale: text('locale'),
      metadata: input.metadata ?? null,
      createdAt: this.host.clock.now().toISOString(),
    };
    this.host.store.putCustomer(customer);
    if (idempotencyKey) this.host.store.rememberKey('customer', idempotencyKey, customer.id);
    return customer;
  }

  private renderCustomer(customer: SandboxCustomer): Record<string, unknown> {
    const self = `${this.host.endpoint()}customers/${customer.id}`;
    return {
      resource: 'customer',
      id: customer.id,
      mode: 'test',
      name: customer.name,
      email: customer.email,
      locale: customer.locale,
      metadata: customer.metadata,
      createdAt: customer.createdAt,
      _links: {
        self: { href: self, type: 'application/hal+json' },
        dashboard: { href: self, type: 'text/html' },
        mandates: { href: `${self}/mandates`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/get-customer', type: 'text/html' },
      },
    };
  }

  private renderMandate(mandate: SandboxMandate): Record<string, unknown> {
    return {
      resource: 'mandate',
      id: mandate.id,
      mode: 'test',
      method: mandate.method,
      details: mandate.details,
      signatureDate: mandate.signatureDate,
      mandateReference: mandate.mandateReference,
      status: mandate.status,
      customerId: mandate.customerId,
      createdAt: mandate.createdAt,
      _links: {
        self: {
          href: `${this.host.endpoint()}customers/${mandate.customerId}/mandates/${mandate.id}`,
          type: 'application/hal+json',
        },
        customer: { href: `${this.host.endpoint()}customers/${mandate.customerId}`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/get-mandate', type: 'text/html' },
      },
    };
  }

  // ------------------------------------------------------------------ payments

  /** GET /v2/methods?sequenceType=first lists only the methods that can create a mandate. */
  filterMethods<T extends { id: string }>(sequenceType: string | null, methods: T[]): T[] {
    if (sequenceType === null || sequenceType === 'oneoff') return methods;
    if (sequenceType === 'first') return methods.filter((method) => method.id in MANDATE_METHODS);
    if (sequenceType === 'recurring') return [];
    throw unprocessable('The sequence type is invalid', 'sequenceType');
  }

  /** Checks the recurring part of a payment request, like Mollie (422 with the field). */
  paymentFields(input: Record<string, unknown>, method: string | null): RecurringFields {
    const sequenceType = (input.sequenceType ?? 'oneoff') as SandboxSequenceType;
    if (!SEQUENCE_TYPES.includes(sequenceType)) throw unprocessable('The sequence type is invalid', 'sequenceType');
    const customerId = input.customerId ?? null;
    if (customerId !== null && (typeof customerId !== 'string' || !this.host.store.getCustomer(customerId))) {
      throw unprocessable('The customer id is invalid', 'customerId');
    }
    if (sequenceType === 'oneoff') {
      return { sequenceType, customerId, mandateId: null, method };
    }
    if (customerId === null) throw unprocessable('A customer is required for this sequence type', 'customerId');
    if (sequenceType === 'first') {
      if (method !== null && !(method in MANDATE_METHODS)) {
        throw unprocessable('The payment method does not support first payments', 'method');
      }
      return { sequenceType, customerId, mandateId: null, method };
    }
    const mandates = this.host.store.mandatesOf(customerId).filter((mandate) => mandate.status === 'valid');
    const asked = input.mandateId;
    if (asked !== undefined && asked !== null && typeof asked !== 'string') {
      throw unprocessable('The mandate id is invalid', 'mandateId');
    }
    const mandate = asked ? mandates.find((candidate) => candidate.id === asked) : mandates[0];
    if (!mandate) throw unprocessable('The customer has no valid mandate for recurring payments', 'mandateId');
    return { sequenceType, customerId, mandateId: mandate.id, method: mandate.method };
  }

  /** After a payment is stored: a first payment makes its pending mandate, a recurring one is settled later. */
  afterCreate(payment: SandboxPayment): SandboxPayment {
    if (payment.sequenceType === 'first' && payment.customerId) {
      const mandate: SandboxMandate = {
        id: this.newId('mdt_'),
        customerId: payment.customerId,
        method: MANDATE_METHODS[payment.method ?? 'creditcard'] ?? 'creditcard',
        status: 'pending',
        details: {},
        mandateReference: null,
        signatureDate: null,
        createdAt: payment.createdAt,
      };
      this.host.store.putMandate(mandate);
      payment.mandateId = mandate.id;
      this.host.store.put(payment);
    } else if (payment.sequenceType === 'recurring') {
      payment.status = 'pending';
      this.host.store.put(payment);
      if (this.isHeld(payment)) return payment;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        const current = this.host.store.get(payment.id);
        if (current?.status === 'pending') void this.settle(current, 'paid');
      }, this.settleDelayMs);
      timer.unref();
      this.timers.add(timer);
    }
    return payment;
  }

  /** Called whenever a payment reaches a final status: a paid first payment makes its mandate valid. */
  onFinalStatus(payment: SandboxPayment): void {
    if (payment.sequenceType !== 'first' || payment.status !== 'paid' || !payment.mandateId) return;
    const mandate = this.host.store.getMandate(payment.mandateId);
    const kind = MANDATE_METHODS[payment.method ?? ''];
    if (!mandate || !kind) return; // paid with a method that makes no mandate: it stays pending
    const now = this.host.clock.now();
    mandate.method = kind;
    mandate.status = 'valid';
    mandate.signatureDate = now.toISOString().slice(0, 10);
    mandate.mandateReference = `BOXPLAISIR-${mandate.id.slice(4)}`;
    mandate.details =
      kind === 'creditcard'
        ? {
            cardHolder: 'T. TEST',
            cardNumber: '4242',
            cardLabel: 'Visa',
            cardFingerprint: mandate.id,
            cardExpiryDate: '2030-12-31',
          }
        : { consumerName: 'T. TEST', consumerAccount: 'BE68539007547034', consumerBic: 'GKCCBEBB' };
    this.host.store.putMandate(mandate);
  }

  /**
   * Mollie's test-mode changePaymentState: an open or pending payment gets `status`; a paid one may
   * be charged back. Rings the webhook (first try awaited) and answers the payment.
   */
  async changeState(id: string, status: SandboxStateChange): Promise<SandboxPayment> {
    const payment = this.host.store.get(id);
    if (!payment) throw notFound(`No payment exists with token ${id}.`);
    if (status === 'charged_back') {
      if (payment.status !== 'paid')
        throw unprocessable(`Only a paid payment can be charged back, its status is ${payment.status}`);
      if (payment.amountChargedBack) return payment;
      payment.amountChargedBack = { ...payment.amount };
      this.host.store.put(payment);
      await this.host.notify(payment);
      return payment;
    }
    if (payment.status !== 'open' && payment.status !== 'pending') {
      throw unprocessable(`The payment status cannot be changed, its status is ${payment.status}`);
    }
    return this.settle(payment, status);
  }

  private async settle(
    payment: SandboxPayment,
    status: Exclude<SandboxStateChange, 'charged_back'>,
  ): Promise<SandboxPayment> {
    const now = this.host.clock.now().toISOString();
    payment.status = status;
    if (status === 'paid') {
      payment.paidAt = now;
      payment.method ??= 'creditcard';
    } else if (status === 'failed') payment.failedAt = now;
    else if (status === 'canceled') payment.canceledAt = now;
    else payment.expiredAt = now;
    this.host.store.put(payment);
    this.onFinalStatus(payment);
    await this.host.notify(payment);
    return payment;
  }

  private isHeld(payment: SandboxPayment): boolean {
    const metadata = payment.metadata as { subscriptionId?: unknown } | null;
    const subscriptionId = typeof metadata === 'object' && metadata !== null ? metadata.subscriptionId : undefined;
    return typeof subscriptionId === 'string' && this.holds.has(subscriptionId);
  }

  private newId(prefix: string): string {
    let id = prefix;
    for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
    return id;
  }
}
