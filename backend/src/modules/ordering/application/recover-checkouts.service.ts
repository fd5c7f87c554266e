import { Injectable, Logger } from '@nestjs/common';
import { PaymentProviderUnavailableError, PaymentRefusedError } from '../../payments/index.js';
import { CheckoutPaymentSteps } from './checkout-payment-steps.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRequestRepository } from './ports/checkout-request.repository.js';
import { OrderLeaseRepository } from './ports/order-lease.repository.js';

/** How long the sweep owns an order it took over (Mollie's client retries for up to ~10 s). */
export const RECOVERY_LEASE_MS = 60_000;
const BATCH_SIZE = 10;
const MAX_BATCHES = 20;

export type RecoveryDecision = 'completed' | 'removed' | 'skipped';

export interface RecoverySweepResult {
  decisions: { orderNumber: string; decision: RecoveryDecision; detail: string }[];
}

/**
 * The recovery sweep (docs/design/resilience.md), run by the scheduled job before the expiry sweep and by
 * `npm run orders:expire`: finds checkouts left half-way — an order committed without its payment
 * attached, whose request's lease ran out (the process died, or the database went away between two
 * steps) — takes each over with a short lease (safe on several instances), and finishes it: Mollie is
 * asked with the order id as idempotency key (the payment created before the crash comes back, or
 * the one payment is created now), the payment is attached and the Idempotency-Key gets its answer.
 * The order is then an ordinary unpaid order: paid by the shopper, or cancelled by the 15-minute expiry.
 * Mollie refusing the payment removes the order (as at checkout); Mollie down leaves it to the next sweep.
 */
@Injectable()
export class RecoverCheckoutsService {
  private readonly logger = new Logger('Reprise');

  constructor(
    private readonly steps: DurableSteps,
    private readonly leases: OrderLeaseRepository,
    private readonly orders: OrderRepository,
    private readonly checkoutRequests: CheckoutRequestRepository,
    private readonly paymentSteps: CheckoutPaymentSteps,
  ) {}

  async sweep(): Promise<RecoverySweepResult> {
    const result: RecoverySweepResult = { decisions: [] };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = await this.leases.claim(
        { kind: 'checkout-without-payment' },
        this.steps.leaseWindow(RECOVERY_LEASE_MS),
        BATCH_SIZE,
      );
      for (const id of ids) {
        const decision = await this.recover(id);
        if (decision) {
          result.decisions.push(decision);
          this.logger[decision.decision === 'completed' ? 'log' : 'warn'](
            `${decision.orderNumber} : ${decision.detail}`,
          );
        }
      }
      if (ids.length < BATCH_SIZE) break;
    }
    return result;
  }

  private async recover(id: string): Promise<RecoverySweepResult['decisions'][number] | undefined> {
    const order = await this.orders.findById(id);
    if (!order) return undefined;
    try {
      const answer = await this.paymentSteps.finish(order, await this.checkoutRequests.checkoutOptionsOf(id), 'keep');
      return {
        orderNumber: order.orderNumber,
        decision: 'completed',
        detail: `commande interrompue avant son paiement : paiement ${answer.id} rattaché`,
      };
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        return {
          orderNumber: order.orderNumber,
          decision: 'removed',
          detail: `paiement refusé par Mollie : commande retirée`,
        };
      }
      const why = error instanceof PaymentProviderUnavailableError ? 'Mollie injoignable' : (error as Error).message;
      return {
        orderNumber: order.orderNumber,
        decision: 'skipped',
        detail: `reprise impossible (${why}) : au prochain passage`,
      };
    }
  }
}
