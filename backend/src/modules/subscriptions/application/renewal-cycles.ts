import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { RenewalOrders } from '../../ordering/index.js';
import { renewalIdempotencyKey } from '../domain/cycle.js';
import { SubscriptionStateError } from '../domain/subscription.errors.js';
import { SubscriberAddresses } from './subscriber-addresses.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { RenewalRepository } from './ports/renewal.repository.js';

/** How long a run owns an attempt while it asks Mollie for its payment (then the next run may take it). */
export const RENEWAL_LEASE_MS = 60_000;

/**
 * - 'due': the renewal run's box, due today or earlier;
 * - 'early': the test hook's, the next box of an active subscription now;
 * - 'catch-up': a suspended subscription with no unpaid box (charged back) pays a box again now.
 */
export type CycleStart = 'due' | 'early' | 'catch-up';

export interface StartedCycle {
  cycleId: string;
  cycleNumber: number;
  orderId: string;
  amountCents: number;
}

/**
 * A subscription's new box, in the caller's transaction (docs/design/subscriptions.md): the schedule moved on through
 * the aggregate, the cycle row, and its renewal order (the customer's current address, the frozen
 * price of the subscription, no promo code, stock reserved as a renewal: never refused).
 */
@Injectable()
export class RenewalCycles {
  private readonly logger = new Logger('Renouvellements');

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly renewals: RenewalRepository,
    private readonly orders: RenewalOrders,
    private readonly addresses: SubscriberAddresses,
    private readonly clock: Clock,
  ) {}

  async start(subscriptionId: string, mode: CycleStart): Promise<StartedCycle> {
    try {
      const subscription = await this.subscriptions.findForUpdate(subscriptionId);
      if (!subscription) throw new Error('abonnement disparu');
      const now = this.clock.now();
      const slot =
        mode === 'catch-up'
          ? subscription.startCatchUpCycle(now)
          : subscription.startRenewalCycle(now, 'system', { early: mode === 'early' });
      const s = subscription.toSnapshot();
      const subscriber = await this.addresses.of(s);
      if (!subscriber) throw new Error('compte client introuvable');
      const order = await this.orders.place({
        subscriptionId: s.id,
        customerId: s.customerId,
        items: s.items.map((item) => ({
          productId: item.productId,
          name: item.name,
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
          isSubscription: true,
          frequency: s.frequency,
        })),
        subtotalCents: s.subtotalCents,
        shippingCents: s.shippingCents,
        billing: subscriber.billing,
        shipping: subscriber.shipping,
      });
      const cycleId = randomUUID();
      await this.subscriptions.insertCycle({
        id: cycleId,
        subscriptionId: s.id,
        cycleNumber: slot.cycle,
        dueOn: slot.dueOn,
        orderId: order.id,
        amountCents: s.amountCents,
        status: 'pending',
        failedAttempts: 0,
        nextAttemptOn: null,
        firstFailedOn: null,
        createdAt: now,
        updatedAt: now,
      });
      await this.subscriptions.save(subscription);
      this.logger.log(`Abonnement ${s.id} : box n° ${slot.cycle} du ${slot.dueOn}, commande ${order.orderNumber}`);
      return { cycleId, cycleNumber: slot.cycle, orderId: order.id, amountCents: s.amountCents };
    } catch (error) {
      if (error instanceof SubscriptionStateError) throw error;
      throw Object.assign(new Error(`abonnement ${subscriptionId} : ${(error as Error).message}`), { subscriptionId });
    }
  }

  /** A new recurring payment attempt of a cycle, leased to the caller's run (its Idempotency-Key fixed now). */
  async addRecurringAttempt(subscriptionId: string, cycleId: string, cycle: number): Promise<number> {
    const attempt = await this.renewals.nextAttemptNumber(cycleId);
    const now = this.clock.now();
    await this.renewals.insertAttempt({
      cycleId,
      attempt,
      idempotencyKey: renewalIdempotencyKey(subscriptionId, cycle, attempt),
      paymentId: null,
      status: 'creating',
      leaseUntil: new Date(now.getTime() + RENEWAL_LEASE_MS),
      createdAt: now,
      updatedAt: now,
    });
    return attempt;
  }
}
