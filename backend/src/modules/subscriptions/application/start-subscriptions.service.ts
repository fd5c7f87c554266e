import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { shippingCentsFor } from '../../cart-pricing/index.js';
import { type OrderSnapshot, RenewalOrders } from '../../ordering/index.js';
import { type GatewayPayment, PaymentGateway } from '../../payments/index.js';
import { isFrequency } from '../domain/frequency.js';
import { paymentMethodLabel } from '../domain/payment-method-label.js';
import { brusselsDate } from '../domain/schedule.js';
import { Subscription } from '../domain/subscription.js';
import { SubscriptionMails } from './subscription-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';

/** What starting the subscriptions of a paid first order did. */
export interface StartSubscriptionsResult {
  /** Subscriptions made by this call (0 when an earlier call made them, or nothing was due). */
  created: number;
  /** Why nothing was made, when nothing was. */
  skipped?: 'not-a-paid-first-payment' | 'no-subscription-line' | 'mandate-not-valid';
}

/**
 * A first order paid with a valid mandate becomes its subscriptions (docs/design/subscriptions.md): one per
 * subscription line, active, cycle 1 = this order, the next box one interval later. The amount of
 * each box is frozen: that line's price as paid, and the shipping the pricing rule charges on that
 * line alone (no promo code: promo codes apply to the first order only). Idempotent: the webhook
 * and the shopper's return may both call it, any number of times (unique (first order, line)).
 * Mollie is asked about the mandate before the transaction, never while it holds locks.
 */
@Injectable()
export class StartSubscriptionsService {
  private readonly logger = new Logger('Abonnements');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: SubscriptionRepository,
    private readonly gateway: PaymentGateway,
    private readonly mails: SubscriptionMails,
    private readonly clock: Clock,
    private readonly orders: RenewalOrders,
  ) {}

  async fromPaidFirstOrder(order: OrderSnapshot, payment: GatewayPayment): Promise<StartSubscriptionsResult> {
    const lines = order.items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.isSubscription && isFrequency(item.frequency));
    if (lines.length === 0 || !order.customerId) return { created: 0, skipped: 'no-subscription-line' };
    if (payment.status !== 'paid' || payment.sequenceType !== 'first' || !payment.customerId || !payment.mandateId) {
      return { created: 0, skipped: 'not-a-paid-first-payment' };
    }
    // Already started (a repeated webhook, the shopper's return polling): no need to ask Mollie again.
    if ((await this.subscriptions.countForFirstOrder(order.id)) >= lines.length) return { created: 0 };
    const mandate = await this.gateway.getMandate(payment.customerId, payment.mandateId);
    if (mandate?.status !== 'valid') {
      this.logger.warn(`Commande ${order.orderNumber} payée sans mandat valide : aucun abonnement créé`);
      return { created: 0, skipped: 'mandate-not-valid' };
    }
    const mandateRef = {
      mandateId: mandate.id,
      paymentMethod: paymentMethodLabel({
        method: mandate.method,
        cardLabel: mandate.details.cardLabel,
        cardNumber: mandate.details.cardNumber,
      }),
    };
    const customerId = order.customerId;
    const mollieCustomerId = payment.customerId;
    const now = this.clock.now();
    const created = await this.uow.transaction(async () => {
      let count = 0;
      for (const { item, index } of lines) {
        const subtotalCents = item.unitPriceCents * item.quantity;
        const subscription = Subscription.create({
          id: randomUUID(),
          customerId,
          mollieCustomerId,
          frequency: item.frequency!,
          items: [
            {
              productId: item.productId,
              name: item.name,
              quantity: item.quantity,
              unitPriceCents: item.unitPriceCents,
            },
          ],
          subtotalCents,
          shippingCents: shippingCentsFor(subtotalCents),
          firstOrderId: order.id,
          firstOrderLine: index,
          now,
          by: 'mollie',
        });
        subscription.activate(mandateRef, now);
        if (!(await this.subscriptions.insert(subscription))) continue;
        // The first order points at its first subscription (the 'Abo' link of /orders and the back office).
        await this.orders.linkFirstOrder(order.id, subscription.id);
        await this.subscriptions.insertCycle({
          id: randomUUID(),
          subscriptionId: subscription.id,
          cycleNumber: 1,
          dueOn: brusselsDate(now),
          orderId: order.id,
          amountCents: subscription.toSnapshot().amountCents,
          status: 'paid',
          failedAttempts: 0,
          nextAttemptOn: null,
          createdAt: now,
          updatedAt: now,
        });
        await this.mails.started(subscription, {
          email: order.billing.email,
          firstName: order.billing.firstName,
        });
        count += 1;
      }
      return count;
    });
    if (created > 0) this.mails.nudge();
    if (created > 0) this.logger.log(`Commande ${order.orderNumber} : ${created} abonnement(s) démarré(s)`);
    return { created };
  }
}
