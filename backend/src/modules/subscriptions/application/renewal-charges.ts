import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type OrderSnapshot, RenewalOrders } from '../../ordering/index.js';
import { type DeclaredStep, DurableSteps } from '../../../shared/durable-steps.js';
import {
  type GatewayPayment,
  PaymentGateway,
  PaymentProviderUnavailableError,
  PaymentRefusedError,
} from '../../payments/index.js';
import { RenewalPaymentsService } from './renewal-payments.service.js';
import { RenewalCycles } from './renewal-cycles.js';
import { type AttemptToCharge, RenewalRepository } from './ports/renewal.repository.js';

/** What a renewal's steps after 'cycle committed' carry from one to the next. */
interface RenewalCharge {
  cycleId: string;
  attempt: number;
  target: AttemptToCharge;
  order: OrderSnapshot;
  payment: GatewayPayment | null;
  outcome: ChargeOutcome;
}

export type ChargeOutcome =
  { kind: 'charged'; payment: GatewayPayment } | { kind: 'postponed' | 'refused' | 'skipped' };

/**
 * The steps of one renewal (docs/architecture.md, "Subscriptions"), shared by the renewal run and the
 * development hook: (1) the cycle, its order and its first attempt, in the caller's transaction;
 * (2) Mollie's `recurring` payment, outside any transaction, idempotent by key; (3) the payment
 * attached to the order.
 */
@Injectable()
export class RenewalCharges {
  private readonly logger = new Logger('Renouvellements');

  constructor(
    private readonly renewals: RenewalRepository,
    private readonly orders: RenewalOrders,
    private readonly cycles: RenewalCycles,
    private readonly payments: RenewalPaymentsService,
    private readonly gateway: PaymentGateway,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  /** Step 1 (in the caller's transaction): the cycle, its order and attempt 1 (leased to this run). */
  async startCycle(
    subscriptionId: string,
    early: boolean,
  ): Promise<{ cycleId: string; attempt: number; orderId: string }> {
    const cycle = await this.cycles.start(subscriptionId, early ? 'early' : 'due');
    const attempt = await this.cycles.addRecurringAttempt(subscriptionId, cycle.cycleId, cycle.cycleNumber);
    return { cycleId: cycle.cycleId, attempt, orderId: cycle.orderId };
  }

  /** Steps 2 and 3 for one attempt: Mollie's recurring payment (idempotent by key), then attached. */
  async charge(cycleId: string, attempt: number): Promise<ChargeOutcome> {
    const target = await this.renewals.attemptToCharge(cycleId, attempt);
    if (!target || target.status !== 'creating') return { kind: 'skipped' };
    if (target.subscriptionStatus === 'annulee' || !target.mandateId) {
      // Cancelled between the cycle's creation and its payment: nothing is charged, the box is dropped.
      await this.payments.dropCycle(target.subscriptionId, cycleId, attempt);
      return { kind: 'skipped' };
    }
    const order = await this.orders.find(target.orderId);
    if (!order) return { kind: 'skipped' };
    const flow: RenewalCharge = { cycleId, attempt, target, order, payment: null, outcome: { kind: 'skipped' } };
    await this.steps.run(this.afterCycleCommitted, flow);
    return flow.outcome;
  }

  /** A renewal's steps after 'cycle committed', each with what it does when it fails. */
  private readonly afterCycleCommitted: readonly DeclaredStep<RenewalCharge>[] = [
    {
      name: 'paiement récurrent créé',
      kind: 'outside',
      reached: 'renewal:payment-created',
      // Idempotent by the attempt's key: asked again after a crash, Mollie answers the same payment.
      run: async (flow) => {
        const { target, order } = flow;
        flow.payment = await this.gateway.createPayment({
          sequenceType: 'recurring',
          customerId: target.mollieCustomerId,
          mandateId: target.mandateId!,
          amountCents: target.amountCents,
          currency: order.currency,
          description: `Commande ${order.orderNumber} (abonnement, box n° ${target.cycleNumber})`,
          ...(this.orders.webhookUrl() ? { webhookUrl: this.orders.webhookUrl() } : {}),
          metadata: { subscriptionId: target.subscriptionId, cycle: target.cycleNumber, orderId: order.orderNumber },
          idempotencyKey: target.idempotencyKey,
        });
      },
      compensate: async (flow, error) => {
        const { target, cycleId, attempt } = flow;
        if (error instanceof PaymentRefusedError) {
          // No valid mandate any more (revoked): this attempt failed, like a refused payment.
          this.logger.warn(`Abonnement ${target.subscriptionId} : paiement refusé par Mollie (${error.message})`);
          await this.payments.attemptRefused(target.subscriptionId, cycleId, attempt);
          flow.outcome = { kind: 'refused' };
          return;
        }
        await this.renewals.releaseAttempt(cycleId, attempt);
        if (!(error instanceof PaymentProviderUnavailableError)) throw error;
        this.logger.warn(
          `Abonnement ${target.subscriptionId} : Mollie injoignable, paiement reporté au prochain passage`,
        );
        flow.outcome = { kind: 'postponed' };
      },
    },
    {
      name: 'paiement rattaché',
      kind: 'commit',
      reached: 'renewal:payment-attached',
      run: async (flow) => {
        const payment = flow.payment!;
        await this.orders.attachPayment(flow.target.orderId, payment);
        await this.renewals.updateAttempt(flow.cycleId, flow.attempt, {
          paymentId: payment.id,
          status: payment.status,
          leaseUntil: null,
          updatedAt: this.clock.now(),
        });
        flow.outcome = { kind: 'charged', payment };
      },
    },
  ];
}
