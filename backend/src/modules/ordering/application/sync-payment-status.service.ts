import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { type GatewayPayment, PaymentGateway, PaymentNotFoundError } from '../../payments/index.js';
import type { Order, OrderSnapshot, PaymentStatusOutcome } from '../domain/order.js';
import { OrderInvoices } from './order-invoices.js';
import { OrderMails } from './order-mails.js';
import { RenewalNotCommittedError } from './checkout.errors.js';
import { SubscriptionCheckout, subscriptionIdOf } from './subscription-checkout.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import type { OrderPaymentRow } from './ports/checkout-records.js';
import { OrderRepository } from './ports/order.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';
import { OrderChanges } from './order-changes.js';

export type PaymentSyncSource = 'webhook' | 'status-check';

export type PaymentSyncResult =
  | { kind: 'unknown' }
  | {
      kind: 'applied';
      payment: GatewayPayment;
      order: OrderSnapshot;
      outcome: PaymentStatusOutcome;
    }
  | { kind: 'ignored'; reason: 'amount-mismatch' | 'gone-at-provider'; paymentRow: OrderPaymentRow };

/**
 * The doorbell (docs/design/payments.md): Mollie says "something happened to tr_…"; we GET that payment from
 * Mollie, find its order by the stored payment id, check amount and currency, then apply the
 * status through the Order aggregate under the row lock — idempotently, so any number of calls, in
 * any order, before or after the shopper's redirect, make one transition and one confirmation mail.
 * Also used when the payment result page asks for the status (the webhook may be late or lost).
 */
@Injectable()
export class SyncPaymentStatusService {
  private readonly logger = new Logger('Paiements');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly mails: OrderMails,
    private readonly invoices: OrderInvoices,
    private readonly clock: Clock,
    private readonly subscriptionCheckout: SubscriptionCheckout,
    private readonly changes: OrderChanges,
  ) {}

  /** Throws when Mollie or the database fails (the webhook then answers 5xx and Mollie retries). */
  async execute(paymentId: string, source: PaymentSyncSource): Promise<PaymentSyncResult> {
    const known = await this.orderPayments.find(paymentId);
    if (!known) {
      await this.refuseUncommittedRenewal(paymentId, source);
      this.logger.log(`Paiement inconnu ${paymentId} (${source}) : rien à faire`);
      return { kind: 'unknown' };
    }
    let payment: GatewayPayment;
    try {
      payment = await this.gateway.getPayment(paymentId);
    } catch (error) {
      if (!(error instanceof PaymentNotFoundError)) throw error;
      this.logger.warn(`Paiement ${paymentId} introuvable chez Mollie (${source}) : commande inchangée`);
      return { kind: 'ignored', reason: 'gone-at-provider', paymentRow: known };
    }
    return this.apply(payment, source);
  }

  /**
   * A renewal's payment reported before its order holds it (the renewal run was cut, or is still
   * between Mollie and the attach step): 5xx, so Mollie rings again once the run attached it; never an
   * orphan order. Other unknown payments change nothing (200).
   */
  private async refuseUncommittedRenewal(paymentId: string, source: PaymentSyncSource): Promise<void> {
    if (source !== 'webhook') return;
    let payment: GatewayPayment;
    try {
      payment = await this.gateway.getPayment(paymentId);
    } catch (error) {
      if (error instanceof PaymentNotFoundError) return;
      throw error;
    }
    if (!subscriptionIdOf(payment)) return;
    this.logger.warn(`Paiement de renouvellement ${paymentId} pas encore rattaché à sa commande : Mollie réessaiera`);
    throw new RenewalNotCommittedError();
  }

  /** Applies a payment as Mollie reports it, in a transaction of its own. */
  async apply(payment: GatewayPayment, source: PaymentSyncSource): Promise<PaymentSyncResult> {
    let becamePaid = false;
    const result = await this.uow.transaction(async (): Promise<PaymentSyncResult> => {
      const row = await this.orderPayments.find(payment.id);
      if (!row) return { kind: 'unknown' };
      const order = await this.orders.findForUpdate(row.orderId);
      if (!order) return { kind: 'unknown' };
      const applied = await this.applyToLockedOrder(order, row, payment, source);
      becamePaid = applied.kind === 'applied' && applied.outcome.becamePaid;
      return applied;
    });
    if (becamePaid) this.mails.nudge();
    // After the commit, outside the row lock: a paid `first` payment starts the order's subscriptions
    // (idempotent; a failure propagates, so the webhook answers 5xx and Mollie rings again).
    if (result.kind === 'applied') await this.subscriptionCheckout.afterPayment(result.order, payment);
    return result;
  }

  /**
   * Applies a payment to its order, already locked by the caller's transaction (the expiry job holds
   * its claimed rows). Checks amount and currency first. The caller nudges the outbox after commit.
   */
  async applyToLockedOrder(
    order: Order,
    row: OrderPaymentRow,
    payment: GatewayPayment,
    source: PaymentSyncSource | 'expiry',
  ): Promise<PaymentSyncResult> {
    if (
      payment.amount.cents !== row.amountCents ||
      payment.amount.currency !== row.currency ||
      row.amountCents !== order.amountDueCents ||
      row.currency !== order.currency
    ) {
      this.logger.error(
        `Paiement ${payment.id} de ${payment.amount.cents} ${payment.amount.currency} pour la commande ` +
          `${order.orderNumber} (${order.amountDueCents} ${order.currency} à payer par Mollie) : montants différents, statut « ${payment.status} » non appliqué`,
      );
      return { kind: 'ignored', reason: 'amount-mismatch', paymentRow: row };
    }
    const now = this.clock.now();
    // An earlier payment's row keeps Mollie's word; the current payment's row is written with the order
    // (save), so that the order and its payment never disagree.
    const current = payment.id === order.molliePaymentId;
    if (!current && row.status !== payment.status) {
      await this.orderPayments.updateStatus(payment.id, payment.status, now);
    }
    const from = order.status;
    const outcome = order.recordPaymentOf({ id: payment.id, status: payment.status, recordedStatus: row.status }, now);
    const paidWith = { id: payment.id, method: payment.method };
    // en_attente_paiement → payee runs the transition's handlers (the invoice).
    if (outcome.changed) await this.changes.save(order, { from, trigger: 'payment', payment: paidWith });
    if (!outcome.becamePaid && outcome.refundRequired) {
      // Paid after its cancellation (or paid twice): no transition, but the money was received.
      await this.invoices.issueIfPaid(order, paidWith);
    }
    if (outcome.becamePaid) {
      // The payment's own consequence: an administrator confirming a payment by hand mails nothing.
      await this.mails.confirmation(order);
      this.logger.log(`Commande ${order.orderNumber} payée (${payment.id}, ${source})`);
    }
    if (outcome.refundRequired) {
      this.logger.warn(
        `Paiement ${payment.id} reçu pour la commande ${order.orderNumber} au statut « ${order.status} » : ` +
          'remboursement à effectuer',
      );
    }
    return { kind: 'applied', payment, order: order.toSnapshot(), outcome };
  }
}
