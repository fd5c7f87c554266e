import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { PaymentGateway } from '../../payments/index.js';
import type { OrderSnapshot } from '../domain/order.js';
import { type CheckoutAnswer, CheckoutLinks } from './checkout-links.js';
import { OrderNotResumableError } from './checkout.errors.js';
import { CheckoutPaymentSteps } from './checkout-payment-steps.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { SyncPaymentStatusService } from './sync-payment-status.service.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { OrderRepository } from './ports/order.repository.js';
import { OrderPaymentRepository } from './ports/order-payment.repository.js';

export interface ResumeOrderPaymentCommand {
  customerId: string;
  orderId: string;
  method?: string;
  issuer?: string;
}

function notResumable(order: OrderSnapshot): OrderNotResumableError | undefined {
  if (order.status === 'en_attente_paiement' && order.paymentStatus !== 'paid') return undefined;
  return new OrderNotResumableError(order.status === 'annulee' ? 'canceled' : 'paid');
}

/**
 * POST /api/orders/:orderId/resume: a new Mollie payment for the SAME server-side amount of
 * the customer's unpaid order (its 15-minute window starts again). The current payment is checked
 * first (already paid: nothing to resume), and cancelled at Mollie afterwards where it still can be,
 * so an old tab cannot pay twice; if it is paid all the same, the webhook flags the refund.
 */
@Injectable()
export class ResumeOrderPaymentService {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly orderPayments: OrderPaymentRepository,
    private readonly customerOrders: CustomerOrdersService,
    private readonly sync: SyncPaymentStatusService,
    private readonly gateway: PaymentGateway,
    private readonly links: CheckoutLinks,
    private readonly clock: Clock,
    private readonly checkoutSteps: CheckoutPaymentSteps,
  ) {}

  async execute(command: ResumeOrderPaymentCommand): Promise<CheckoutAnswer> {
    let order = await this.customerOrders.get(command.customerId, command.orderId);
    const refused = notResumable(order);
    if (refused) throw refused;
    const previousPaymentId = order.molliePaymentId;
    if (previousPaymentId) {
      const synced = await this.sync.execute(previousPaymentId, 'status-check');
      if (synced.kind === 'applied') order = synced.order;
      const nowRefused = notResumable(order);
      if (nowRefused) throw nowRefused;
    }

    // A key of its own: the client may retry this creation safely (a lost answer gives the same payment).
    const payment = await this.checkoutSteps.createPayment(order, command, randomUUID());

    const refusedMeanwhile = await this.uow.transaction(async () => {
      const locked = await this.orders.findForUpdate(order.id);
      if (!locked) throw new Error(`commande ${order.orderNumber} disparue`);
      const lateRefusal = notResumable(locked.toSnapshot());
      if (lateRefusal) return lateRefusal;
      // The same attach step as the checkout's: the order's current payment, with its row (one fact).
      await this.checkoutSteps.record(locked, payment, this.clock.now());
      return undefined;
    });
    if (refusedMeanwhile) {
      await this.cancelQuietly(payment.id);
      throw refusedMeanwhile;
    }
    if (previousPaymentId) await this.cancelQuietly(previousPaymentId);
    this.logger.log(`Commande ${order.orderNumber} : paiement repris (${payment.id})`);
    return this.links.answer(payment, order.orderNumber);
  }

  /**
   * Best effort: many methods cannot be cancelled once started; Mollie then expires them itself. The
   * payment's row records what Mollie answered (it is no longer the order's current payment).
   */
  private async cancelQuietly(paymentId: string): Promise<void> {
    try {
      const canceled = await this.gateway.cancelPayment(paymentId);
      await this.uow.transaction(async () => {
        const row = await this.orderPayments.find(paymentId);
        const order = row ? await this.orders.findById(row.orderId) : null;
        if (row && order?.molliePaymentId !== paymentId && row.status !== canceled.status) {
          await this.orderPayments.updateStatus(paymentId, canceled.status, this.clock.now());
        }
      });
    } catch (error) {
      this.logger.debug?.(`Paiement ${paymentId} non annulé : ${(error as Error).message}`);
    }
  }
}
