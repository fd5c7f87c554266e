import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import { IssueCreditNoteService } from '../../invoicing/index.js';
import {
  type GatewayRefund,
  PaymentGateway,
  PaymentProviderUnavailableError,
  RefundRefusedError,
} from '../../payments/index.js';
import { OrderNotRefundableError, decideRefundAmount, remainingRefundable } from '../domain/refund.js';
import { OrderNotFoundError, frenchEuros } from './checkout.errors.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { OrderMails } from './order-mails.js';
import { OrderRepository } from './ports/order.repository.js';
import { RefundRepository, type StoredRefund } from './ports/refund.repository.js';
import { WithdrawalRepository } from './ports/withdrawal.repository.js';
import { OrderChanges } from './order-changes.js';
import { GiftCardCheckout } from './gift-card-checkout.js';
import { GIFT_CARD_PAYMENT_METHOD } from './gift-card-payment-steps.js';

/** How long one refund request may talk to Mollie before someone else may settle it. */
export const REFUND_LEASE_MS = 2 * 60 * 1000;

export interface RefundOrderCommand {
  /** The order's number (BP-…) or id. */
  orderId: string;
  /** Absent: all that remains. */
  amountCents?: Cents;
  reason: string;
  /** 'admin:<id>' (history and the refund row). */
  by: string;
  /** A withdrawal's refund closes that withdrawal (absent: the order's withdrawal whose goods were received). */
  withdrawalId?: string | null;
}

export interface RefundOutcome {
  refund: StoredRefund;
  /** What may still be refunded afterwards. */
  remainingCents: Cents;
}

/**
 * An administrator gives money back (POST /api/admin/orders/:orderId/refund), in steps that a crash
 * may cut anywhere (DurableSteps):
 * 1. one transaction under the order's row lock checks the rules (paid, one refund at a time, never
 *    more than what remains) and records the refund 'pending' with a lease — a second refund at the same
 *    moment waits for that lock, then finds it and gets 409;
 * 2. outside any transaction, Mollie refunds, with the refund's id as idempotency key (sent again, Mollie
 *    answers the same refund: never two);
 * 3. one transaction under the row lock marks it done, issues the credit note (NC-…, gap-free), clears the
 *    refund flag, records the history and writes the customer's mail (with the credit note) to the outbox.
 * When Mollie cannot be reached or refuses, nothing stays recorded: the pending row is dropped (after
 * asking Mollie whether it has the refund after all); when even that question fails, the row keeps no
 * lease and the every-minute sweep (`recoverStale`, from the expiry job and `npm run orders:expire`), or the
 * next refund of the order, asks again: finished when Mollie has it, dropped when it does not.
 */
@Injectable()
export class RefundOrderService {
  private readonly logger = new Logger('Remboursements');

  constructor(
    private readonly steps: DurableSteps,
    private readonly orders: OrderRepository,
    private readonly refunds: RefundRepository,
    private readonly withdrawals: WithdrawalRepository,
    private readonly gateway: PaymentGateway,
    private readonly creditNotes: IssueCreditNoteService,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
    private readonly changes: OrderChanges,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  /**
   * What of a refund goes back to the order's gift cards: their captured shares not credited yet, up to
   * the refund (docs/design/gift-cards.md, "Refunds"). Refunds of one order are one at a time, so this
   * stays what step 3 credits.
   */
  private async toGiftCards(refund: StoredRefund): Promise<Cents> {
    const order = await this.orders.findById(refund.orderId);
    if (!order || order.giftCardPaidCents === 0) return 0;
    const shares = (await this.giftCards.ofOrders([order])).get(order.id)?.payments ?? [];
    const creditable = shares
      .filter((share) => share.status === 'captured')
      .reduce((sum, share) => sum + share.amountCents - share.creditedCents, 0);
    return Math.min(creditable, refund.amountCents);
  }

  async execute(command: RefundOrderCommand): Promise<RefundOutcome> {
    const orderId = await this.orders.resolveId(command.orderId);
    if (!orderId) throw new OrderNotFoundError();
    // A refund left half-way (a crash, Mollie unreachable) is settled first: its amount counts.
    await this.recoverStale(orderId);

    const pending = await this.record(orderId, command);
    // The gift cards' share is credited back to them (step 3); Mollie refunds the rest, if any.
    const online = pending.amountCents - (await this.toGiftCards(pending));
    if (online === 0) {
      const done = await this.finish(pending, { id: GIFT_CARD_PAYMENT_METHOD, status: 'refunded' } as GatewayRefund);
      return { refund: done, remainingCents: await this.remaining(orderId) };
    }
    let refund: GatewayRefund;
    try {
      refund = await this.steps.outside(null, () =>
        this.gateway.createRefund({
          paymentId: pending.paymentId,
          amountCents: online,
          description: pending.reason.slice(0, 140),
          metadata: { orderId: pending.orderId, refundId: pending.id },
          idempotencyKey: `refund-${pending.id}`,
        }),
      );
    } catch (error) {
      await this.afterFailure(pending, error);
      throw error;
    }
    const done = await this.finish(pending, refund);
    return { refund: done, remainingCents: await this.remaining(orderId) };
  }

  /** Settles the order's (or every order's) pending refunds whose lease ran out, by asking Mollie. */
  async recoverStale(orderId?: string): Promise<number> {
    let settled = 0;
    for (const stale of await this.refunds.stalePending(this.clock.now(), 20, orderId)) {
      if (!(await this.refunds.claim(stale.id, this.clock.now(), this.steps.leaseEnd(REFUND_LEASE_MS)))) continue;
      const atMollie = await this.findAtMollie(stale).catch(async (error: unknown) => {
        await this.refunds.releaseLease(stale.id, this.clock.now());
        throw error;
      });
      if (atMollie) await this.finish(stale, atMollie);
      else await this.refunds.deletePending(stale.id);
      settled += 1;
    }
    return settled;
  }

  /** Step 1: the rules, under the order's row lock; the refund recorded 'pending'. */
  private async record(orderId: string, command: RefundOrderCommand): Promise<StoredRefund> {
    // Another refund of this order recorded at the same instant: the repository refuses it (RefundInProgressError).
    return this.steps.commit(null, async () => {
      const order = await this.orders.findForUpdate(orderId);
      if (!order) throw new OrderNotFoundError();
      const s = order.toSnapshot();
      const existing = await this.refunds.ofOrder(orderId);
      const amountCents = decideRefundAmount(s, existing, command.amountCents);
      if (!s.molliePaymentId && s.giftCardPaidCents === 0) throw new OrderNotRefundableError();
      const withdrawal = await this.withdrawals.ofOrder(orderId);
      const refund = {
        id: randomUUID(),
        orderId,
        // An order its gift cards paid whole has no Mollie payment: its refund goes to the cards only.
        paymentId: s.molliePaymentId ?? GIFT_CARD_PAYMENT_METHOD,
        amountCents,
        reason: command.reason,
        requestedBy: command.by,
        withdrawalId: command.withdrawalId ?? (withdrawal?.status === 'recue' ? withdrawal.id : null),
        leaseUntil: this.steps.leaseEnd(REFUND_LEASE_MS),
        createdAt: this.clock.now(),
      };
      await this.refunds.insertPending(refund);
      return {
        ...refund,
        status: 'pending' as const,
        mollieRefundId: null,
        mollieStatus: null,
        creditNoteNumber: null,
        completedAt: null,
      };
    });
  }

  /** Step 3: done, with its credit note, the flag cleared, the history and the mail. Idempotent. */
  private async finish(pending: StoredRefund, atMollie: GatewayRefund): Promise<StoredRefund> {
    const done = await this.steps.commit(null, async () => {
      const order = await this.orders.findForUpdate(pending.orderId);
      if (!order) throw new OrderNotFoundError();
      const current = await this.refunds.find(pending.id);
      if (!current || current.status === 'done') return current;
      const now = this.clock.now();
      // Credited in the transaction that completes the refund: a refund dropped before never credits.
      const giftCardCredits = await this.giftCards.credit(order.toSnapshot(), pending.amountCents, order.orderNumber);
      const note = await this.creditNotes.issue({
        orderId: pending.orderId,
        amountCents: pending.amountCents,
        reason: pending.reason,
        refundedAt: now,
        refundReference: atMollie.id,
      });
      await this.refunds.markDone(pending.id, {
        mollieRefundId: atMollie.id,
        mollieStatus: atMollie.status,
        creditNoteNumber: note.number,
        completedAt: now,
      });
      order.recordRefund(
        `Remboursement de ${frenchEuros(pending.amountCents)} (note de crédit ${note.number}) : ${pending.reason}`,
        now,
        { by: pending.requestedBy },
      );
      await this.changes.save(order);
      const refunds = await this.refunds.ofOrder(pending.orderId);
      const remaining = remainingRefundable(order.toSnapshot(), refunds);
      await this.mails.refunded(order, {
        amountCents: pending.amountCents,
        reason: pending.reason,
        creditNoteNumber: note.number,
        remainingCents: remaining,
        giftCardCredits,
      });
      this.logger.log(
        `Commande ${order.orderNumber} : ${frenchEuros(pending.amountCents)} remboursés (${atMollie.id}, ${note.number})`,
      );
      return (await this.refunds.find(pending.id))!;
    });
    this.mails.nudge();
    return done ?? pending;
  }

  /** Mollie failed or refused: keep nothing, unless Mollie has the refund after all. */
  private async afterFailure(pending: StoredRefund, error: unknown): Promise<void> {
    if (error instanceof RefundRefusedError) {
      await this.refunds.deletePending(pending.id);
      return;
    }
    try {
      const atMollie = await this.findAtMollie(pending);
      if (atMollie) {
        await this.finish(pending, atMollie);
        return;
      }
      await this.refunds.deletePending(pending.id);
    } catch {
      // Mollie cannot even be asked: the sweep (or the next refund of this order) asks again.
      await this.refunds.releaseLease(pending.id, this.clock.now());
      this.logger.warn(`Remboursement ${pending.id} en suspens : Mollie injoignable, vérifié au prochain passage`);
    }
    if (!(error instanceof PaymentProviderUnavailableError))
      this.logger.error(`Remboursement ${pending.id} : ${error}`);
  }

  /** The refund Mollie made for this row (its id in the metadata), if any. */
  private async findAtMollie(refund: StoredRefund): Promise<GatewayRefund | null> {
    // A refund to gift cards only never reached Mollie: left half-way, it is dropped (nothing was credited).
    if (refund.paymentId === GIFT_CARD_PAYMENT_METHOD) return null;
    const listed = await this.gateway.listRefunds(refund.paymentId);
    return (
      listed.find(
        (candidate) =>
          candidate.status !== 'failed' &&
          candidate.status !== 'canceled' &&
          typeof candidate.metadata === 'object' &&
          candidate.metadata !== null &&
          (candidate.metadata as { refundId?: unknown }).refundId === refund.id,
      ) ?? null
    );
  }

  /** What was refunded of the order so far, pending refunds included (a prepaid gift's cancellation). */
  async refundedOf(orderId: string): Promise<Cents> {
    const refunds = await this.refunds.ofOrder(orderId);
    return refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  }

  private async remaining(orderId: string): Promise<Cents> {
    const order = await this.orders.findById(orderId);
    return order ? remainingRefundable(order, await this.refunds.ofOrder(orderId)) : 0;
  }
}
