import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type Cents, centsToEuros } from '../../../shared/money.js';
import { offersRefund, refundedCents, remainingRefundable, type RefundableOrder } from '../domain/refund.js';
import { RefundRepository, type StoredRefund } from './ports/refund.repository.js';

/** One refund as the back office shows it (amounts in euros). */
export interface RefundView {
  id: string;
  amount: number;
  reason: string;
  status: 'pending' | 'done';
  statusLabel: string;
  mollieRefundId: string | null;
  creditNoteNumber: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** An order's refunds and what the rules allow now (the SPA shows them, never recomputes them). */
export interface OrderRefundsView {
  /** What may still be refunded, in euros (0 when unpaid or fully refunded). */
  refundable: number;
  refunded: number;
  /** 'Rembourser' is offered: refund flag, cancelled after payment or returned, and money remains. */
  canRefund: boolean;
  refunds: RefundView[];
}

export function toRefundView(refund: StoredRefund): RefundView {
  return {
    id: refund.id,
    amount: centsToEuros(refund.amountCents),
    reason: refund.reason,
    status: refund.status,
    statusLabel: refund.status === 'done' ? 'Remboursé' : 'En cours',
    mollieRefundId: refund.mollieRefundId,
    creditNoteNumber: refund.creditNoteNumber,
    createdAt: refund.createdAt.toISOString(),
    completedAt: refund.completedAt ? refund.completedAt.toISOString() : null,
  };
}

/** Reads an order's refunds for the back office's order detail. */
@Injectable()
export class OrderRefundsQuery {
  constructor(
    private readonly refunds: RefundRepository,
    private readonly clock: Clock,
  ) {}

  async ofOrder(order: RefundableOrder & { id: string }): Promise<OrderRefundsView> {
    const now = this.clock.now().getTime();
    // A pending refund whose lease ran out was never confirmed by Mollie (unreachable): it counts for
    // nothing until the next refund of the order asks Mollie about it (RefundOrderService.recoverStale).
    const refunds = (await this.refunds.ofOrder(order.id)).filter(
      (r) => r.status === 'done' || (r.leaseUntil !== null && r.leaseUntil.getTime() > now),
    );
    const remaining: Cents = remainingRefundable(order, refunds);
    return {
      refundable: centsToEuros(remaining),
      refunded: centsToEuros(refundedCents(refunds.filter((r) => r.status === 'done'))),
      canRefund: offersRefund(order, refunds),
      refunds: refunds.map(toRefundView),
    };
  }
}
