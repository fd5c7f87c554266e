import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DomainError } from '../../../shared/domain-error.js';
import { type OrderSnapshot, RenewalOrders } from '../../ordering/index.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { type GatewayPayment, PaymentGateway } from '../../payments/index.js';
import { recordFailedAttempt } from '../domain/cycle.js';
import { paymentMethodLabel } from '../domain/payment-method-label.js';
import { brusselsDate } from '../domain/schedule.js';
import { SubscriptionNotFoundError, SubscriptionStateError } from '../domain/subscription.errors.js';
import type { MandateRef, Subscription } from '../domain/subscription.js';
import { StartSubscriptionsService } from './start-subscriptions.service.js';
import { RenewalCycles } from './renewal-cycles.js';
import { SubscriberAddresses } from './subscriber-addresses.js';
import { SubscriptionMails } from './subscription-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import type { SubscriptionCycleRow } from './ports/renewal-records.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { RenewalRepository } from './ports/renewal.repository.js';

const FAILED = new Set(['failed', 'expired', 'canceled']);

/** Nothing waits for a payment: the subscription is not suspended with an unpaid box (409). */
export class NothingToPayError extends DomainError {
  constructor() {
    super(
      'SUBSCRIPTION_NOTHING_TO_PAY',
      "Aucune box de cet abonnement n'attend de paiement : votre moyen de paiement actuel reste utilisé.",
      'conflict',
    );
  }
}

/**
 * What the payments of a subscription's boxes do to it (docs/design/subscriptions.md), after the webhook applied them to
 * their order (ordering's SubscriptionCheckout calls `reported`): paid → the cycle is paid (a suspended
 * subscription comes back, with the new mandate of a `first` payment); failed, expired or canceled →
 * the subscription is suspended with a mail and the cycle retried at +3 and +7 days, the third failure
 * cancels the cycle's order and the subscription (a mail says so); a chargeback suspends it. Each
 * report is applied once under the subscription's row lock (the attempt's status says whether it was).
 * Also the customer's new payment method: a `first` payment for the pending cycle (after a
 * chargeback, which leaves none, a box paid again today).
 */
@Injectable()
export class RenewalPaymentsService {
  private readonly logger = new Logger('Renouvellements');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: SubscriptionRepository,
    private readonly renewals: RenewalRepository,
    private readonly orders: RenewalOrders,
    private readonly addresses: SubscriberAddresses,
    private readonly cycles: RenewalCycles,
    private readonly start: StartSubscriptionsService,
    private readonly mails: SubscriptionMails,
    private readonly gateway: PaymentGateway,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  /** A payment of an order belonging to a subscription, as the webhook applied it (idempotent). */
  async reported(order: OrderSnapshot, payment: GatewayPayment): Promise<void> {
    const subscriptionId = order.subscriptionId ?? subscriptionIdIn(payment);
    if (!subscriptionId) return;
    // Mollie is asked about a new mandate before the transaction, never while it holds locks.
    let mandate: MandateRef | null = null;
    if (payment.status === 'paid' && payment.sequenceType === 'first' && payment.customerId && payment.mandateId) {
      const found = await this.gateway.getMandate(payment.customerId, payment.mandateId);
      if (found?.status === 'valid') {
        mandate = {
          mandateId: found.id,
          paymentMethod: paymentMethodLabel({
            method: found.method,
            cardLabel: found.details.cardLabel,
            cardNumber: found.details.cardNumber,
          }),
        };
      }
    }
    let firstOrder = false;
    let mailed = false;
    await this.uow.transaction(async () => {
      const subscription = await this.subscriptions.findForUpdate(subscriptionId);
      if (!subscription) return;
      const cycle = await this.renewals.lockCycleOfOrder(subscriptionId, order.id);
      if (!cycle) return;
      if (cycle.cycleNumber === 1) {
        firstOrder = true;
        return;
      }
      const attempt = await this.renewals.attemptOfPayment(payment.id);
      const chargedBack = payment.status === 'paid' && payment.amountChargedBack !== null;
      if (attempt && attempt.status === payment.status && !chargedBack) return; // reported before
      const now = this.clock.now();
      if (attempt) {
        await this.renewals.updateAttempt(attempt.cycleId, attempt.attempt, {
          status: payment.status,
          updatedAt: now,
        });
      }
      if (chargedBack) {
        mailed = await this.chargedBack(subscription, cycle, order);
      } else if (payment.status === 'paid') {
        await this.paid(subscription, cycle, mandate);
      } else if (FAILED.has(payment.status) && payment.sequenceType !== 'first' && cycle.status === 'pending') {
        // A `first` payment the customer abandoned on the checkout page is not a failed renewal.
        mailed = await this.failed(subscription, cycle, order.orderNumber);
      }
    });
    if (mailed) this.mails.nudge();
    if (firstOrder && payment.status === 'paid' && payment.sequenceType === 'first') {
      await this.start.fromPaidFirstOrder(order, payment);
    }
  }

  /** Mollie refused to create the recurring payment (no valid mandate): a failed attempt. */
  async attemptRefused(subscriptionId: string, cycleId: string, attempt: number): Promise<void> {
    let mailed = false;
    await this.uow.transaction(async () => {
      const subscription = await this.subscriptions.findForUpdate(subscriptionId);
      const cycle = await this.renewals.lockPendingCycle(subscriptionId);
      await this.renewals.updateAttempt(cycleId, attempt, {
        status: 'failed',
        leaseUntil: null,
        updatedAt: this.clock.now(),
      });
      if (!subscription || cycle?.id !== cycleId || !cycle.orderId) return;
      const order = await this.orders.find(cycle.orderId);
      mailed = await this.failed(subscription, cycle, order?.orderNumber ?? '');
    });
    if (mailed) this.mails.nudge();
  }

  /** The subscription was cancelled before its box's payment was asked for: nothing is charged. */
  async dropCycle(subscriptionId: string, cycleId: string, attempt: number): Promise<void> {
    await this.steps.commit(null, async () => {
      await this.subscriptions.findForUpdate(subscriptionId);
      const cycle = await this.renewals.lockPendingCycle(subscriptionId);
      await this.renewals.updateAttempt(cycleId, attempt, {
        status: 'canceled',
        leaseUntil: null,
        updatedAt: this.clock.now(),
      });
      if (cycle?.id !== cycleId) return;
      await this.renewals.updateCycle(cycleId, {
        status: 'canceled',
        nextAttemptOn: null,
        updatedAt: this.clock.now(),
      });
      if (cycle.orderId) await this.orders.cancel(cycle.orderId, 'Abonnement annulé avant le paiement');
    });
  }

  /**
   * POST /api/subscriptions/:id/payment-method: a `first` payment of the pending cycle's amount on
   * the customer's Mollie customer, attached to that cycle's order. Paid, it pays the box and makes
   * the new mandate the subscription's (webhook → `reported`). After a chargeback (no unpaid box), a
   * box is paid again today (a catch-up cycle). Owner only; 409 unless suspended.
   */
  async newPaymentMethod(customerId: string, subscriptionId: string): Promise<{ checkoutUrl: string }> {
    const snapshot = await this.subscriptions.findById(subscriptionId);
    if (!snapshot || snapshot.customerId !== customerId) throw new SubscriptionNotFoundError();
    if (snapshot.status !== 'suspendue') {
      throw new SubscriptionStateError(snapshot.status, 'changer de moyen de paiement pour une box impayée');
    }
    const pending = await this.steps.commit(null, async () => {
      await this.subscriptions.findForUpdate(subscriptionId);
      let cycle = await this.renewals.lockPendingCycle(subscriptionId);
      if (!cycle) {
        // Suspended after a chargeback: no unpaid box, the new payment method pays a box again now.
        await this.cycles.start(subscriptionId, 'catch-up');
        cycle = await this.renewals.lockPendingCycle(subscriptionId);
      }
      if (!cycle?.orderId) return null;
      const order = await this.orders.find(cycle.orderId);
      if (order?.status !== 'en_attente_paiement') return null;
      const attempt = await this.renewals.nextAttemptNumber(cycle.id);
      const now = this.clock.now();
      await this.renewals.insertAttempt({
        cycleId: cycle.id,
        attempt,
        idempotencyKey: `subscription-${subscriptionId}-cycle-${cycle.cycleNumber}-mandate-${randomUUID()}`,
        paymentId: null,
        status: 'open',
        leaseUntil: null,
        createdAt: now,
        updatedAt: now,
      });
      return { cycle, order, attempt };
    });
    if (!pending) throw new NothingToPayError();
    const { cycle, order, attempt } = pending;
    const payment = await this.gateway.createPayment({
      sequenceType: 'first',
      customerId: snapshot.mollieCustomerId,
      amountCents: cycle.amountCents,
      currency: order.currency,
      description: `Commande ${order.orderNumber} (abonnement, nouveau moyen de paiement)`,
      redirectUrl: this.orders.redirectUrl(order.orderNumber),
      ...(this.orders.webhookUrl() ? { webhookUrl: this.orders.webhookUrl() } : {}),
      locale: 'fr_BE',
      metadata: { subscriptionId, cycle: cycle.cycleNumber, orderId: order.orderNumber },
      idempotencyKey: `subscription-${subscriptionId}-cycle-${cycle.cycleNumber}-mandate-${attempt}-${order.id}`,
    });
    await this.steps.commit(null, async () => {
      await this.orders.attachPayment(order.id, payment);
      await this.renewals.updateAttempt(cycle.id, attempt, {
        paymentId: payment.id,
        status: payment.status,
        updatedAt: this.clock.now(),
      });
    });
    if (!payment.checkoutUrl) throw new Error(`paiement ${payment.id} sans page de paiement`);
    return { checkoutUrl: payment.checkoutUrl };
  }

  // ------------------------------------------------------------------ rules

  private async paid(
    subscription: Subscription,
    cycle: SubscriptionCycleRow,
    mandate: MandateRef | null,
  ): Promise<void> {
    const now = this.clock.now();
    if (cycle.status !== 'paid') {
      await this.renewals.updateCycle(cycle.id, { status: 'paid', nextAttemptOn: null, updatedAt: now });
    }
    if (subscription.status === 'suspendue') {
      subscription.reinstate(now, mandate);
      await this.subscriptions.save(subscription);
      this.logger.log(`Abonnement ${subscription.id} : box n° ${cycle.cycleNumber} payée, abonnement rétabli`);
    }
  }

  /** One more failed attempt: suspended with a mail and a retry date, or given up after the third. */
  private async failed(subscription: Subscription, cycle: SubscriptionCycleRow, orderNumber: string): Promise<boolean> {
    const now = this.clock.now();
    const failure = recordFailedAttempt(
      { failedAttempts: cycle.failedAttempts, firstFailedOn: cycle.firstFailedOn ?? null },
      brusselsDate(now),
    );
    const subscriber = await this.addresses.of(subscription.toSnapshot());
    if (failure.nextAttemptOn) {
      await this.renewals.updateCycle(cycle.id, { ...failure, updatedAt: now });
      if (subscription.status === 'active') {
        subscription.suspend(
          now,
          `Paiement de la box n° ${cycle.cycleNumber} refusé (essai ${failure.failedAttempts})`,
        );
        await this.subscriptions.save(subscription);
      }
      if (subscription.status !== 'suspendue' || !subscriber) return false;
      await this.mails.renewalFailed(subscription, subscriber.recipient, {
        orderNumber,
        nextAttemptOn: failure.nextAttemptOn,
      });
      this.logger.warn(
        `Abonnement ${subscription.id} suspendu : box n° ${cycle.cycleNumber} impayée, nouvel essai le ${failure.nextAttemptOn}`,
      );
      return true;
    }
    await this.renewals.updateCycle(cycle.id, { ...failure, status: 'canceled', updatedAt: now });
    if (cycle.orderId) await this.orders.cancel(cycle.orderId, 'Trois paiements refusés : box annulée');
    if (subscription.status === 'annulee') return false;
    subscription.cancel(now, 'system', 'Trois paiements refusés : abonnement annulé');
    await this.subscriptions.save(subscription);
    this.logger.warn(`Abonnement ${subscription.id} annulé après trois paiements refusés`);
    if (!subscriber) return false;
    await this.mails.ended(subscription, subscriber.recipient, orderNumber);
    return true;
  }

  /** The bank took the money of a paid box back: suspended, with the mail to set a new payment method. */
  private async chargedBack(
    subscription: Subscription,
    cycle: SubscriptionCycleRow,
    order: OrderSnapshot,
  ): Promise<boolean> {
    if (cycle.status === 'failed' || subscription.status !== 'active') return false;
    const now = this.clock.now();
    await this.renewals.updateCycle(cycle.id, { status: 'failed', updatedAt: now });
    subscription.suspend(now, `Paiement de la box n° ${cycle.cycleNumber} contesté (rétrofacturation)`);
    await this.subscriptions.save(subscription);
    this.logger.warn(`Abonnement ${subscription.id} suspendu : rétrofacturation de la commande ${order.orderNumber}`);
    const subscriber = await this.addresses.of(subscription.toSnapshot());
    if (!subscriber) return false;
    await this.mails.renewalFailed(subscription, subscriber.recipient, {
      orderNumber: order.orderNumber,
      nextAttemptOn: null,
    });
    return true;
  }
}

function subscriptionIdIn(payment: GatewayPayment): string | null {
  const metadata = payment.metadata as Record<string, unknown> | null;
  const id = metadata && typeof metadata === 'object' ? metadata.subscriptionId : null;
  return typeof id === 'string' ? id : null;
}
