import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../shared/clock.js';
import {
  type GatewayPayment,
  PaymentGateway,
  PaymentNotCancelableError,
  PaymentNotFoundError,
} from '../../payments/index.js';
import { type Order, PAYMENT_WINDOW_MS } from '../domain/order.js';
import { OrderRepository } from '../infrastructure/order.repository.js';
import { OrderMails } from './order-mails.js';
import { SyncPaymentStatusService } from './sync-payment-status.service.js';

/** What the sweep decided for one order. */
export type ExpiryDecision =
  | 'paid' // Mollie says paid: the order is paid (confirmation mail), never cancelled
  | 'expired' // unpaid: payment expired (cancelled at Mollie where it still could be), order annulee
  | 'skipped'; // Mollie could not be asked, or the amounts differ: left for a later sweep or a person

export interface ExpirySweepResult {
  claimed: number;
  decisions: { orderNumber: string; decision: ExpiryDecision; detail: string }[];
}

const BATCH_SIZE = 10;
const MAX_BATCHES = 100;

/**
 * The 15-minute expiry (DESIGN §3), run every minute by the scheduler and by `npm run orders:expire`.
 * Claims waiting orders whose payment started more than 15 minutes ago (by the Clock), in small
 * batches locked FOR UPDATE SKIP LOCKED — any number of instances may sweep at once, none gets an
 * order another holds — asks Mollie for the real status first (paid → the order is paid), cancels a
 * still-open payment where Mollie allows it, then records payment 'expired' and order 'annulee'.
 * A payment paid later anyway is flagged for refund by the webhook.
 */
@Injectable()
export class ExpireUnpaidOrdersService {
  private readonly logger = new Logger('Expiration');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderRepository,
    private readonly gateway: PaymentGateway,
    private readonly sync: SyncPaymentStatusService,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
  ) {}

  async sweep(): Promise<ExpirySweepResult> {
    const result: ExpirySweepResult = { claimed: 0, decisions: [] };
    const skipped: string[] = [];
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const claimed = await this.dataSource.transaction(async (manager) => {
        const startedBefore = new Date(this.clock.now().getTime() - PAYMENT_WINDOW_MS);
        const orders = await this.orders.claimAwaitingPayment(manager, startedBefore, BATCH_SIZE, skipped);
        if (orders.length > 0) {
          this.logger.log(
            `${orders.length} commande(s) non payée(s) depuis 15 minutes réclamée(s) : ${orders.map((o) => o.orderNumber).join(', ')}`,
          );
        }
        for (const order of orders) {
          const decision = await this.decide(manager, order);
          result.decisions.push({ orderNumber: order.orderNumber, ...decision });
          if (decision.decision === 'skipped') skipped.push(order.id);
          const log = decision.decision === 'skipped' ? 'warn' : 'log';
          this.logger[log](`${order.orderNumber} : ${decision.detail}`);
        }
        return orders.length;
      });
      result.claimed += claimed;
      if (result.decisions.some((d) => d.decision === 'paid')) this.mails.nudge();
      if (claimed < BATCH_SIZE) break;
    }
    return result;
  }

  private async decide(
    manager: EntityManager,
    order: Order,
  ): Promise<{ decision: ExpiryDecision; detail: string }> {
    const paymentId = order.molliePaymentId;
    let payment: GatewayPayment | null = null;
    let canceledAtMollie = false;
    if (paymentId) {
      try {
        payment = await this.gateway.getPayment(paymentId);
        if (payment.status === 'open' && payment.isCancelable) {
          try {
            payment = await this.gateway.cancelPayment(paymentId);
            canceledAtMollie = true;
          } catch (error) {
            if (!(error instanceof PaymentNotCancelableError)) throw error;
            payment = await this.gateway.getPayment(paymentId); // it moved meanwhile: paid?
          }
        }
      } catch (error) {
        if (!(error instanceof PaymentNotFoundError)) {
          return { decision: 'skipped', detail: `Mollie injoignable (${(error as Error).message}) : revue au prochain passage` };
        }
        payment = null;
      }
    }

    if (payment && paymentId) {
      const row = await this.orders.findPayment(manager, paymentId);
      if (row && payment.status === 'paid') {
        const applied = await this.sync.applyToLockedOrder(manager, order, row, payment, 'expiry');
        if (applied.kind !== 'applied') {
          return { decision: 'skipped', detail: `payé chez Mollie mais montants différents : à vérifier (${paymentId})` };
        }
        return { decision: 'paid', detail: `payée chez Mollie (${paymentId}) : commande payée, pas annulée` };
      }
      if (row && row.status !== payment.status) {
        await this.orders.updatePaymentStatus(manager, paymentId, payment.status, this.clock.now());
      }
    }

    order.expire(this.clock.now());
    await this.orders.save(manager, order);
    const why = !paymentId
      ? 'aucun paiement créé'
      : !payment
        ? `paiement ${paymentId} inconnu de Mollie`
        : canceledAtMollie
          ? `paiement ${paymentId} encore ouvert, annulé chez Mollie`
          : `paiement ${paymentId} « ${payment.status} » chez Mollie`;
    return { decision: 'expired', detail: `${why} → paiement expiré, commande annulée` };
  }
}
