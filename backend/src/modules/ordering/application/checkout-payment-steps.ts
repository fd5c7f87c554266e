import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import {
  type GatewayPayment,
  PaymentGateway,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
} from '../../payments/index.js';
import { type Order, type OrderSnapshot, amountDueCents } from '../domain/order.js';
import { type CheckoutAnswer, CheckoutLinks } from './checkout-links.js';
import { OrderNotResumableError } from './checkout.errors.js';
import { type DeclaredStep, DurableSteps } from '../../../shared/durable-steps.js';
import { SubscriptionCheckout } from './subscription-checkout.js';
import type { CheckoutOptions } from './ports/checkout-records.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRequestRepository } from './ports/checkout-request.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';
import { OrderLeaseRepository } from './ports/order-lease.repository.js';
import { OrderChanges } from './order-changes.js';

/** What the checkout's steps after 'order committed' carry from one to the next. */
interface CheckoutFlow {
  order: OrderSnapshot;
  options: CheckoutOptions;
  /** The shopper's own request removes the order when Mollie is unreachable; the sweep keeps it. */
  whenMollieIsDown: 'remove' | 'keep';
  payment: GatewayPayment | null;
  answer: CheckoutAnswer | null;
}

/** How long a checkout request owns its new order before a retry or the recovery sweep may take it over. */
export const CHECKOUT_LEASE_MS = 20_000;

/**
 * The checkout's steps after 'order committed' (docs/design/resilience.md): 'Mollie payment created' (idempotency key =
 * the order id, so asking again returns the same payment), then 'payment attached' (under the order's
 * row lock, idempotently, completing the Idempotency-Key's answer in the same transaction). Run by the
 * checkout request, by its retry with the same Idempotency-Key, and by the recovery sweep.
 */
@Injectable()
export class CheckoutPaymentSteps {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly steps: DurableSteps,
    private readonly leases: OrderLeaseRepository,
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly checkoutRequests: CheckoutRequestRepository,
    private readonly gateway: PaymentGateway,
    private readonly links: CheckoutLinks,
    private readonly clock: Clock,
    private readonly subscriptionCheckout: SubscriptionCheckout,
    private readonly changes: OrderChanges,
  ) {}

  /** The one Mollie payment request of an order (checkout and resume): the server's amount and links only. */
  async createPayment(
    order: OrderSnapshot,
    options: Pick<CheckoutOptions, 'method' | 'issuer'>,
    idempotencyKey: string,
  ): Promise<GatewayPayment> {
    return this.gateway.createPayment({
      // A subscription line: a `first` payment on the shopper's Mollie customer (a mandate for renewals).
      ...(await this.subscriptionCheckout.firstPaymentFields(order)),
      // The gift cards' shares are held already: Mollie is asked for the rest (docs/design/gift-cards.md).
      amountCents: amountDueCents(order),
      currency: order.currency,
      description: `Commande ${order.orderNumber}`,
      redirectUrl: this.links.redirectUrl(order.orderNumber),
      ...(this.links.webhookUrl() ? { webhookUrl: this.links.webhookUrl() } : {}),
      locale: 'fr_BE',
      // Small (Mollie: 1 KB at most): our order number and the customer, nothing the client sent.
      metadata: { orderId: order.orderNumber, customerId: order.customerId },
      idempotencyKey,
      ...(options.method ? { method: options.method } : {}),
      ...(options.issuer ? { issuer: options.issuer } : {}),
    });
  }

  /**
   * Creates (or gets again) the order's Mollie payment and attaches it. If Mollie refuses (or cannot be
   * reached, for the shopper's own request), the order and its Idempotency-Key go (nothing half-made
   * stays; the key may be used again). Any other failure (a lost database) leaves the order to a retry
   * or the sweep.
   */
  async finish(
    order: OrderSnapshot,
    options: CheckoutOptions,
    whenMollieIsDown: 'remove' | 'keep' = 'remove',
  ): Promise<CheckoutAnswer> {
    const flow: CheckoutFlow = { order, options, whenMollieIsDown, payment: null, answer: null };
    await this.steps.run(this.afterOrderCommitted, flow);
    return flow.answer!;
  }

  /** The checkout's steps after 'order committed', each with what undoes the checkout when it fails. */
  private readonly afterOrderCommitted: readonly DeclaredStep<CheckoutFlow>[] = [
    {
      name: 'paiement Mollie créé',
      kind: 'outside',
      reached: 'checkout:payment-created',
      // Idempotency key = the order id: asking again returns the same Mollie payment.
      run: async (flow) => {
        flow.payment = await this.createPayment(flow.order, flow.options, flow.order.id);
      },
      // Refused (or unreachable, for the shopper's own request): the order goes, nothing half-made stays.
      compensate: async (flow, error) => {
        const remove =
          error instanceof PaymentRefusedError ||
          (error instanceof PaymentProviderUnavailableError && flow.whenMollieIsDown === 'remove');
        if (remove) await this.removeUnpaid(flow.order, error as Error);
        else await this.leases.release(flow.order.id);
        throw error;
      },
    },
    {
      name: 'paiement rattaché',
      kind: 'commit',
      reached: 'checkout:payment-attached',
      run: async (flow) => {
        flow.answer = await this.attach(flow.order, flow.payment!);
      },
      // A lost database: the order waits for a retry or the sweep, without its lease.
      compensate: async (flow, error) => {
        await this.leases.release(flow.order.id);
        throw error;
      },
    },
  ];

  /** The order whose payment Mollie would not create is removed (best effort: else the sweep does it). */
  private async removeUnpaid(order: OrderSnapshot, why: Error): Promise<void> {
    await this.steps
      .commit(null, () => this.changes.remove(order.id))
      .then(() => this.logger.warn(`Paiement non créé pour ${order.orderNumber} : commande retirée (${why.message})`))
      .catch((cleanupError: unknown) =>
        this.logger.error(
          `Commande ${order.orderNumber} sans paiement non supprimée (reprise par le balayage) : ${(cleanupError as Error).message}`,
        ),
      );
  }

  /**
   * Under the caller's row lock: `payment` becomes the order's current payment, with its row (one fact).
   * `startedAt`: when its 15-minute window started (now, unless found late by the expiry sweep).
   */
  async record(locked: Order, payment: GatewayPayment, now: Date, startedAt = now): Promise<void> {
    locked.attachPayment(payment.id, now, startedAt);
    await this.changes.save(locked);
    await this.orderPayments.add({
      paymentId: payment.id,
      orderId: locked.id,
      status: locked.paymentStatus,
      amountCents: payment.amount.cents,
      currency: payment.amount.currency,
      checkoutUrl: payment.checkoutUrl,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Attaches the payment under the row lock; idempotent (already attached: the same answer). */
  private async attach(order: OrderSnapshot, payment: GatewayPayment): Promise<CheckoutAnswer> {
    const locked = await this.orders.findForUpdate(order.id);
    if (!locked) throw new Error(`commande ${order.orderNumber} disparue avant son paiement`);
    let answer = this.links.answer(payment, order.orderNumber);
    if (locked.molliePaymentId === null) {
      if (locked.status !== 'en_attente_paiement') throw new OrderNotResumableError('canceled');
      await this.record(locked, payment, this.clock.now());
      this.logger.log(`Commande ${order.orderNumber} : paiement ${payment.id} rattaché (${answer.amount.value} €)`);
    } else if (locked.molliePaymentId !== payment.id) {
      // Resumed meanwhile with another payment: the order's current one is the answer.
      const current = await this.orderPayments.find(locked.molliePaymentId);
      if (current) {
        answer = {
          ...answer,
          id: current.paymentId,
          status: current.status,
          checkoutUrl: current.checkoutUrl,
          _links: { checkout: current.checkoutUrl ? { href: current.checkoutUrl } : null },
        };
      }
    }
    await this.leases.lease(order.id, null);
    await this.checkoutRequests.completeCheckoutRequestsOf(order.id, answer as unknown as Record<string, unknown>);
    return answer;
  }
}
