import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import {
  type GatewayPayment,
  PaymentGateway,
  PaymentNotCancelableError,
  PaymentNotFoundError,
  PaymentRefusedError,
} from '../../payments/index.js';
import { type OrderSnapshot, PAYMENT_WINDOW_MS } from '../domain/order.js';
import { CheckoutPaymentSteps } from './checkout-payment-steps.js';
import { storedRefusal } from './checkout.errors.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { OrderMails } from './order-mails.js';
import { SyncPaymentStatusService } from './sync-payment-status.service.js';
import { OrderRepository } from './ports/order.repository.js';
import { CheckoutRequestRepository } from './ports/checkout-request.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';
import { OrderLeaseRepository } from './ports/order-lease.repository.js';
import { OrderChanges } from './order-changes.js';

/** What the sweep decided for one order. */
export type ExpiryDecision =
  | 'paid' // Mollie says paid: the order is paid (confirmation mail), never cancelled
  | 'expired' // unpaid: payment expired (cancelled at Mollie where it still could be), order annulee
  | 'skipped'; // Mollie could not be asked, or the amounts differ: left for a later sweep or a person

export interface ExpirySweepResult {
  claimed: number;
  decisions: { orderNumber: string; decision: ExpiryDecision; detail: string }[];
}

/** How long the sweep owns an order it claimed (an order Mollie could not be asked about waits that long). */
export const EXPIRY_LEASE_MS = 60_000;
const BATCH_SIZE = 10;
const MAX_BATCHES = 100;

interface MollieView {
  payment: GatewayPayment | null;
  canceledAtMollie: boolean;
  /** The payment Mollie holds for an order that had none attached (created before a crash, or now). */
  found?: GatewayPayment;
}

/**
 * The 15-minute expiry (docs/design/orders.md), run every minute by the scheduler and by `npm run orders:expire`.
 * No call to Mollie while holding an order's row lock: waiting orders whose payment started more than
 * 15 minutes ago (by the Clock) are claimed with a short lease (one committed statement, SKIP LOCKED —
 * any number of instances may sweep, none gets an order another holds); Mollie is asked outside any
 * transaction for the real status (and a still-open payment is cancelled where Mollie allows it); then
 * the order is locked, checked again (paid or resumed meanwhile: left as it is) and the outcome applied:
 * paid → the order is paid; otherwise Mollie's status is recorded on the order and its payment row
 * together (one fact: 'canceled' when the sweep cancelled it at Mollie, else 'expired') and the order
 * becomes 'annulee'. A payment paid later anyway is flagged for refund by the webhook.
 *
 * An order left half-way by a checkout that the recovery sweep could not finish (Mollie down past the
 * 15 minutes) has no payment attached, yet Mollie may hold one, created before the crash: the sweep
 * first finishes the keyed step (Mollie asked with the order id as idempotency key: that payment comes
 * back, or the one payment is created now), cancels it at Mollie, and records it on the order before
 * cancelling the order. Mollie unreachable: the order waits for a later sweep, never cancelled blind.
 * The order's unanswered Idempotency-Keys get their final answer (409 ORDER_NOT_RESUMABLE, cancelled).
 */
@Injectable()
export class ExpireUnpaidOrdersService {
  private readonly logger = new Logger('Expiration');

  constructor(
    private readonly steps: DurableSteps,
    private readonly leases: OrderLeaseRepository,
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly checkoutRequests: CheckoutRequestRepository,
    private readonly gateway: PaymentGateway,
    private readonly paymentSteps: CheckoutPaymentSteps,
    private readonly sync: SyncPaymentStatusService,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
    private readonly changes: OrderChanges,
  ) {}

  async sweep(): Promise<ExpirySweepResult> {
    const result: ExpirySweepResult = { claimed: 0, decisions: [] };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const startedBefore = new Date(this.clock.now().getTime() - PAYMENT_WINDOW_MS);
      const ids = await this.leases.claim(
        { kind: 'expired-payment', startedBefore },
        this.steps.leaseWindow(EXPIRY_LEASE_MS),
        BATCH_SIZE,
      );
      result.claimed += ids.length;
      if (ids.length > 0) this.logger.log(`${ids.length} commande(s) non payée(s) depuis 15 minutes réclamée(s)`);
      for (const id of ids) {
        const decision = await this.expireOne(id);
        if (!decision) continue;
        result.decisions.push(decision);
        this.logger[decision.decision === 'skipped' ? 'warn' : 'log'](`${decision.orderNumber} : ${decision.detail}`);
      }
      if (ids.length < BATCH_SIZE) break;
    }
    if (result.decisions.some((d) => d.decision === 'paid')) this.mails.nudge();
    return result;
  }

  private async expireOne(id: string): Promise<ExpirySweepResult['decisions'][number] | undefined> {
    const seen = await this.orders.findById(id);
    if (!seen) return undefined;
    const paymentId = seen.molliePaymentId;
    let view: MollieView = { payment: null, canceledAtMollie: false };
    try {
      if (paymentId) view = await this.askMollie(paymentId);
      else {
        const found = await this.keyedPayment(seen);
        if (found) view = { ...(await this.askMollie(found.id)), found };
      }
    } catch (error) {
      // The lease stays: the order is looked at again once it runs out.
      const detail = `Mollie injoignable (${(error as Error).message}) : revue au prochain passage`;
      return { orderNumber: seen.orderNumber, decision: 'skipped', detail };
    }
    await this.steps.outside('expiry:asked-mollie', async () => undefined);
    return this.steps.commit(null, async () => {
      const decision = await this.apply(id, paymentId, view);
      await this.leases.lease(id, null);
      return decision;
    });
  }

  /**
   * The checkout's keyed step, finished: the payment Mollie holds for this order (idempotency key = the
   * order id), created now if the crash came before it. Null when Mollie refuses the payment (none exists).
   */
  private async keyedPayment(order: OrderSnapshot): Promise<GatewayPayment | null> {
    try {
      return await this.paymentSteps.createPayment(
        order,
        await this.checkoutRequests.checkoutOptionsOf(order.id),
        order.id,
      );
    } catch (error) {
      if (error instanceof PaymentRefusedError) return null;
      throw error;
    }
  }

  /** Outside any transaction: the payment's real status, cancelled at Mollie when it is still open and cancelable. */
  private async askMollie(paymentId: string): Promise<MollieView> {
    // The fault point just before each call: the tests check there that no order row is locked.
    const call = <T>(work: () => Promise<T>) =>
      this.steps.outside('expiry:asking-mollie', async () => undefined).then(work);
    try {
      let payment = await call(() => this.gateway.getPayment(paymentId));
      let canceledAtMollie = false;
      if (payment.status === 'open' && payment.isCancelable) {
        try {
          payment = await call(() => this.gateway.cancelPayment(paymentId));
          canceledAtMollie = true;
        } catch (error) {
          if (!(error instanceof PaymentNotCancelableError)) throw error;
          payment = await this.gateway.getPayment(paymentId); // it moved meanwhile: paid?
        }
      }
      return { payment, canceledAtMollie };
    } catch (error) {
      if (error instanceof PaymentNotFoundError) return { payment: null, canceledAtMollie: false };
      throw error;
    }
  }

  /** Under the order's row lock: what Mollie said, applied to the order and its payment row together. */
  private async apply(
    id: string,
    attached: string | null,
    { payment, canceledAtMollie, found }: MollieView,
  ): Promise<ExpirySweepResult['decisions'][number] | undefined> {
    const order = await this.orders.findForUpdate(id);
    const now = this.clock.now();
    let paymentId = attached;
    // Paid, resumed (a new payment and window) or cancelled meanwhile: nothing for the sweep to do.
    if (!order || order.status !== 'en_attente_paiement' || order.molliePaymentId !== paymentId) return undefined;
    if (!order.isPaymentWindowOver(now)) return undefined;
    if (found && payment) {
      // The payment of the interrupted checkout: the order's, within the window it started with.
      await this.paymentSteps.record(order, found, now, order.toSnapshot().paymentStartedAt);
      paymentId = found.id;
    }

    if (payment && paymentId) {
      const row = await this.orderPayments.find(paymentId);
      if (row && payment.status === 'paid') {
        const applied = await this.sync.applyToLockedOrder(order, row, payment, 'expiry');
        if (applied.kind !== 'applied') {
          const detail = `payé chez Mollie mais montants différents : à vérifier (${paymentId})`;
          return { orderNumber: order.orderNumber, decision: 'skipped', detail };
        }
        const detail = `payée chez Mollie (${paymentId}) : commande payée, pas annulée`;
        return { orderNumber: order.orderNumber, decision: 'paid', detail };
      }
      // Mollie's word (canceled by this sweep, expired, failed…) becomes the order's payment status.
      if (row) order.recordPaymentStatus(payment.status, now, { by: 'system' });
    }

    const from = order.status;
    order.expire(now);
    await this.changes.save(order, { from, trigger: 'expiry' }); // the order and its current payment row together
    await this.checkoutRequests.completeCheckoutRequestsOf(id, storedRefusal('canceled'));
    const why = !paymentId
      ? 'aucun paiement chez Mollie'
      : found
        ? `paiement ${paymentId} créé avant une interruption, ${canceledAtMollie ? 'annulé chez Mollie' : `« ${payment?.status} » chez Mollie`}`
        : !payment
          ? `paiement ${paymentId} inconnu de Mollie`
          : canceledAtMollie
            ? `paiement ${paymentId} encore ouvert, annulé chez Mollie`
            : `paiement ${paymentId} « ${payment.status} » chez Mollie`;
    const outcome = order.paymentStatus === 'canceled' ? 'paiement annulé' : 'paiement expiré';
    return { orderNumber: order.orderNumber, decision: 'expired', detail: `${why} → ${outcome}, commande annulée` };
  }
}
