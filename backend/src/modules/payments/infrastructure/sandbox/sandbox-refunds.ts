import { randomInt } from 'node:crypto';
import type { Clock } from '../../../../shared/clock.js';
import { centsToDecimalString, decimalStringToCents } from '../../../../shared/money.js';
import { MollieHttpError, notFound, unprocessable } from './sandbox-http-error.js';
import type { SandboxPayment, SandboxPaymentStore, SandboxRefund } from './sandbox-store.js';

/**
 * The sandbox's refunds (Mollie's Refunds API on payments): POST, GET (list) /v2/payments/:id/refunds,
 * GET and DELETE /v2/payments/:id/refunds/:refundId. Like Mollie: only a paid payment is refundable,
 * never more than its remaining amount (amount − refunded − charged back), the currency must be the
 * payment's, the `Idempotency-Key` header answers the same refund again. A refund is created 'pending'
 * and becomes 'refunded' once `settleDelayMs` passed by the clock; a pending or queued one may be
 * cancelled (DELETE, 204). Answers parse with Mollie's generated SDK (`mollie-api-typescript`).
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const AMOUNT_VALUE = /^\d{1,10}\.\d{2}$/;
const MAX_DESCRIPTION_LENGTH = 140;
const MAX_METADATA_BYTES = 1024;
/** Statuses whose money is (or will be) paid out: they count against the remaining amount. */
const COUNTED: readonly SandboxRefund['status'][] = ['queued', 'pending', 'processing', 'refunded'];

export interface SandboxRefundsHost {
  store: SandboxPaymentStore;
  clock: Clock;
  endpoint(): string;
  /** A payment as Mollie reads it now (expired when its time is over); undefined when unknown. */
  readPayment(id: string): SandboxPayment | undefined;
}

export class SandboxRefunds {
  constructor(
    private readonly host: SandboxRefundsHost,
    private readonly settleDelayMs: number,
  ) {}

  /** Cents refunded (or on their way) for a payment. */
  refundedCents(paymentId: string): number {
    return this.host.store
      .refundsOf(paymentId)
      .map((refund) => this.settle(refund))
      .filter((refund) => COUNTED.includes(refund.status))
      .reduce((sum, refund) => sum + decimalStringToCents(refund.amount.value), 0);
  }

  /** Routes /v2/payments/:paymentId/refunds[/:refundId]; answers [status, body]. */
  handle(
    method: string,
    paymentId: string,
    refundId: string | undefined,
    body: unknown,
    idempotencyKey: string | undefined,
  ): [number, unknown] {
    const payment = this.host.readPayment(paymentId);
    if (!payment) throw new MollieHttpError(404, 'Not Found', `No payment exists with token ${paymentId}.`);
    if (refundId === undefined) {
      if (method === 'POST') return [201, this.render(this.create(payment, body, idempotencyKey))];
      if (method === 'GET') return [200, this.list(payment)];
    } else {
      const found = this.host.store.getRefund(refundId);
      if (!found || found.paymentId !== paymentId) throw notFound(`No refund exists with token ${refundId}.`);
      if (method === 'GET') return [200, this.render(this.settle(found))];
      if (method === 'DELETE') {
        const refund = this.settle(found);
        if (refund.status !== 'queued' && refund.status !== 'pending') {
          throw unprocessable(`The refund cannot be canceled, its status is ${refund.status}`);
        }
        refund.status = 'canceled';
        this.host.store.putRefund(refund);
        return [204, null];
      }
    }
    throw new MollieHttpError(405, 'Method Not Allowed', `The method ${method} is not allowed here.`);
  }

  private create(payment: SandboxPayment, body: unknown, idempotencyKey: string | undefined): SandboxRefund {
    if (idempotencyKey) {
      const existing = this.host.store.keyed('refund', idempotencyKey);
      const refund = existing ? this.host.store.getRefund(existing) : undefined;
      if (refund) return this.settle(refund);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new MollieHttpError(400, 'Bad Request', 'The request body should be a JSON object');
    }
    const input = body as Record<string, unknown>;
    if (payment.status !== 'paid') {
      throw unprocessable(`The payment cannot be refunded, its status is ${payment.status}`);
    }
    const amount = input.amount as { value?: unknown; currency?: unknown } | undefined;
    if (typeof amount !== 'object' || amount === null) throw unprocessable('The amount is required', 'amount');
    if (typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value)) {
      throw unprocessable('The amount contains an invalid value', 'amount.value');
    }
    if (amount.currency !== payment.amount.currency) {
      throw unprocessable('The currency must be the currency of the payment', 'amount.currency');
    }
    const cents = decimalStringToCents(amount.value);
    if (cents < 1) throw unprocessable('The amount is lower than the minimum', 'amount');
    const remaining = this.remainingCents(payment);
    if (cents > remaining) {
      throw unprocessable(
        `The amount is higher than the remaining amount of the payment (${centsToDecimalString(remaining)} ${payment.amount.currency})`,
        'amount',
      );
    }
    const description = input.description ?? '';
    if (typeof description !== 'string' || description.length > MAX_DESCRIPTION_LENGTH) {
      throw unprocessable('The description is invalid', 'description');
    }
    const metadata = input.metadata ?? null;
    if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES) {
      throw unprocessable('The metadata is too large (1024 bytes at most)', 'metadata');
    }
    const refund: SandboxRefund = {
      id: this.newId(),
      paymentId: payment.id,
      amount: { value: amount.value, currency: payment.amount.currency },
      description,
      metadata,
      status: 'pending',
      createdAt: this.host.clock.now().toISOString(),
    };
    this.host.store.putRefund(refund);
    if (idempotencyKey) this.host.store.rememberKey('refund', idempotencyKey, refund.id);
    return refund;
  }

  private remainingCents(payment: SandboxPayment): number {
    const charged = payment.amountChargedBack ? decimalStringToCents(payment.amountChargedBack.value) : 0;
    return decimalStringToCents(payment.amount.value) - this.refundedCents(payment.id) - charged;
  }

  private list(payment: SandboxPayment): unknown {
    const refunds = this.host.store.refundsOf(payment.id).map((refund) => this.settle(refund));
    const self = `${this.host.endpoint()}payments/${payment.id}/refunds`;
    return {
      count: refunds.length,
      _embedded: { refunds: refunds.map((refund) => this.render(refund, false)) },
      _links: {
        self: { href: self, type: 'application/hal+json' },
        previous: null,
        next: null,
        documentation: { href: 'https://docs.mollie.com/reference/list-refunds', type: 'text/html' },
      },
    };
  }

  /** A pending refund is paid out once its delay passed (by the sandbox's clock). */
  private settle(refund: SandboxRefund): SandboxRefund {
    if (refund.status !== 'pending' && refund.status !== 'queued') return refund;
    if (this.host.clock.now().getTime() - Date.parse(refund.createdAt) < this.settleDelayMs) return refund;
    const settled: SandboxRefund = { ...refund, status: 'refunded' };
    this.host.store.putRefund(settled);
    return settled;
  }

  private render(refund: SandboxRefund, withDocumentation = true): Record<string, unknown> {
    const endpoint = this.host.endpoint();
    return {
      resource: 'refund',
      id: refund.id,
      mode: 'test',
      description: refund.description,
      amount: refund.amount,
      ...(refund.status === 'refunded' ? { settlementAmount: negative(refund.amount) } : {}),
      metadata: refund.metadata,
      paymentId: refund.paymentId,
      status: refund.status,
      createdAt: refund.createdAt,
      _links: {
        self: { href: `${endpoint}payments/${refund.paymentId}/refunds/${refund.id}`, type: 'application/hal+json' },
        payment: { href: `${endpoint}payments/${refund.paymentId}`, type: 'application/hal+json' },
        ...(withDocumentation
          ? { documentation: { href: 'https://docs.mollie.com/reference/get-refund', type: 'text/html' } }
          : {}),
      },
    };
  }

  private newId(): string {
    for (;;) {
      let id = 're_';
      for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      if (!this.host.store.getRefund(id)) return id;
    }
  }
}

function negative(amount: { value: string; currency: string }) {
  return { value: `-${amount.value}`, currency: amount.currency };
}
