import { DomainError } from '../../../shared/domain-error.js';
import { type Cents, centsToDecimalString } from '../../../shared/money.js';
import type { OrderStatus } from './order-status.js';
import type { PaymentStatus } from './payment-status.js';

/**
 * Refund rules (docs/design/invoices.md): only money received can go back (a paid payment), whole by default,
 * in part if asked, never more than what remains (the total minus the refunds already made or under
 * way), one refund at a time per order. Pure: the use case hands over the order and its refunds.
 */

export const REFUND_REASON_MAX_LENGTH = 500;

/** A refund already recorded for the order: 'pending' while Mollie is being asked, 'done' once accepted. */
export interface RefundRecord {
  amountCents: Cents;
  status: 'pending' | 'done';
}

/** What the rules need of the order. */
export interface RefundableOrder {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  totalCents: Cents;
  refundRequired: boolean;
  /**
   * The e-gift cards bought with the order: not refunded with it in this slice (a card's refund is
   * its own, docs/design/gift-cards.md), so a refund never exceeds the boxes' invoice.
   */
  giftCardsCents?: Cents;
}

const euros = (cents: Cents) => `${centsToDecimalString(cents).replace('.', ',')} €`;

/** The order was never paid: nothing to give back (409). */
export class OrderNotRefundableError extends DomainError {
  constructor() {
    super('ORDER_NOT_REFUNDABLE', "Cette commande n'a pas été payée : il n'y a rien à rembourser.", 'conflict');
  }
}

/** Everything was given back already (409). */
export class OrderFullyRefundedError extends DomainError {
  constructor() {
    super('ORDER_ALREADY_REFUNDED', 'Cette commande a déjà été entièrement remboursée.', 'conflict');
  }
}

/** Another refund of this order is being made right now (409): one at a time. */
export class RefundInProgressError extends DomainError {
  constructor() {
    super(
      'REFUND_IN_PROGRESS',
      'Un remboursement de cette commande est déjà en cours. Rechargez la commande dans un instant.',
      'conflict',
    );
  }
}

/** More than what remains, nothing, or not whole cents (400, on the `amount` field). */
export class RefundAmountError extends DomainError {
  constructor(code: 'REFUND_AMOUNT_TOO_HIGH' | 'REFUND_AMOUNT_INVALID', message: string) {
    super(code, message, 'invalid', { amount: [message] });
  }
}

/** Money given back (or on its way back). */
export function refundedCents(refunds: readonly RefundRecord[]): Cents {
  return refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
}

/**
 * What may still be refunded: the total paid for the boxes (the gift cards aside) minus every refund
 * made or under way (0 when unpaid).
 */
export function remainingRefundable(order: RefundableOrder, refunds: readonly RefundRecord[]): Cents {
  if (order.paymentStatus !== 'paid') return 0;
  return Math.max(0, order.totalCents - (order.giftCardsCents ?? 0) - refundedCents(refunds));
}

/**
 * The amount of a new refund: `requested` (cents) or, when absent, all that remains. Throws when the
 * order was not paid, is fully refunded, has a refund under way, or the amount is not in 0.01…remaining.
 */
export function decideRefundAmount(
  order: RefundableOrder,
  refunds: readonly RefundRecord[],
  requested: Cents | undefined,
): Cents {
  if (order.paymentStatus !== 'paid') throw new OrderNotRefundableError();
  if (refunds.some((refund) => refund.status === 'pending')) throw new RefundInProgressError();
  const remaining = remainingRefundable(order, refunds);
  if (remaining === 0) throw new OrderFullyRefundedError();
  if (requested === undefined) return remaining;
  if (!Number.isSafeInteger(requested) || requested < 1) {
    throw new RefundAmountError('REFUND_AMOUNT_INVALID', 'Le montant à rembourser doit être d’au moins 0,01 €.');
  }
  if (requested > remaining) {
    throw new RefundAmountError(
      'REFUND_AMOUNT_TOO_HIGH',
      `Le montant dépasse ce qui reste à rembourser sur cette commande (${euros(remaining)} au plus).`,
    );
  }
  return requested;
}

/**
 * Whether the back office offers 'Rembourser': money remains, and the order is flagged for a refund,
 * cancelled after payment or returned. (The API also accepts a refund of any other paid order, such as a
 * goodwill gesture on a delivered one.)
 */
export function offersRefund(order: RefundableOrder, refunds: readonly RefundRecord[]): boolean {
  if (remainingRefundable(order, refunds) === 0) return false;
  return order.refundRequired || order.status === 'annulee' || order.status === 'retournee';
}
