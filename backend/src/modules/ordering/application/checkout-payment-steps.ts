import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import {
  type GatewayPayment,
  PaymentGateway,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
} from '../../payments/index.js';
import type { Order, OrderSnapshot } from '../domain/order.js';
import { type CheckoutAnswer, CheckoutLinks } from './checkout-links.js';
import { OrderNotResumableError } from './checkout.errors.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { SubscriptionCheckout } from './subscription-checkout.js';
import type { CheckoutOptions } from './ports/checkout-records.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRequestRepository } from './ports/checkout-request.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';
import { OrderLeaseRepository } from './ports/order-lease.repository.js';
import { OrderChanges } from './order-changes.js';

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
      amountCents: order.totalCents,
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
    let payment: GatewayPayment;
    try {
      payment = await this.steps.outside('checkout:payment-created', async () =>
        // Idempotency key = the order id: asking again returns the same Mollie payment.
        this.createPayment(order, options, order.id),
      );
    } catch (error) {
      const remove =
        error instanceof PaymentRefusedError ||
        (error instanceof PaymentProviderUnavailableError && whenMollieIsDown === 'remove');
      if (remove) {
        await this.steps
          .commit(null, () => this.changes.remove(order.id))
          .then(() =>
            this.logger.warn(`Paiement non créé pour ${order.orderNumber} : commande retirée (${error.message})`),
          )
          .catch((cleanupError: unknown) =>
            this.logger.error(
              `Commande ${order.orderNumber} sans paiement non supprimée (reprise par le balayage) : ${(cleanupError as Error).message}`,
            ),
          );
      } else {
        await this.leases.release(order.id);
      }
      throw error;
    }
    try {
      return await this.steps.commit('checkout:payment-attached', () => this.attach(order, payment));
    } catch (error) {
      await this.leases.release(order.id);
      throw error;
    }
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
