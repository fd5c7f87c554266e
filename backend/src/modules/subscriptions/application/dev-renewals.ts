import { Injectable } from '@nestjs/common';
import { RenewalOrders } from '../../ordering/index.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { Clock } from '../../../shared/clock.js';
import { SubscriptionStateError } from '../domain/subscription.errors.js';
import { RenewalCharges } from './renewal-charges.js';
import { RenewalCycles } from './renewal-cycles.js';
import { SubscriptionRepository } from './ports/subscription.repository.js';
import { RenewalRepository } from './ports/renewal.repository.js';

/** A renewal started now (the development hook): the order and the Mollie payment asked for it. */
export interface RenewalStarted {
  orderId: string;
  orderNumber: string;
  paymentId: string | null;
}

/**
 * The development hook's renewal (POST /api/dev/subscriptions/:id/renew; registered, with its
 * controller, only while a Mollie sandbox is in use, never in production): this subscription's
 * renewal now, exactly as the run would on its due date — a new cycle for an active subscription, or
 * the next attempt of the pending cycle of a suspended one — and its recurring payment created (the
 * run's own steps, RenewalCharges). 409 in any other state.
 */
@Injectable()
export class DevRenewals {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly renewals: RenewalRepository,
    private readonly orders: RenewalOrders,
    private readonly cycles: RenewalCycles,
    private readonly charges: RenewalCharges,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  async renewNow(subscriptionId: string): Promise<RenewalStarted> {
    const started = await this.steps.commit('renewal:cycle-committed', async () => {
      const subscription = await this.subscriptions.findForUpdate(subscriptionId);
      if (!subscription) return null;
      if (subscription.status === 'suspendue') {
        const cycle = await this.renewals.lockPendingCycle(subscriptionId);
        if (!cycle?.orderId) throw new SubscriptionStateError(subscription.status, 'renouveler maintenant');
        const attempt = await this.cycles.addRecurringAttempt(subscriptionId, cycle.id, cycle.cycleNumber);
        await this.renewals.updateCycle(cycle.id, { nextAttemptOn: null, updatedAt: this.clock.now() });
        return { cycleId: cycle.id, attempt, orderId: cycle.orderId };
      }
      return this.charges.startCycle(subscriptionId, true);
    });
    if (!started) return { orderId: '', orderNumber: '', paymentId: null };
    const charged = await this.charges.charge(started.cycleId, started.attempt);
    const order = await this.orders.find(started.orderId);
    return {
      orderId: started.orderId,
      orderNumber: order?.orderNumber ?? '',
      paymentId: charged.kind === 'charged' ? charged.payment.id : null,
    };
  }
}
