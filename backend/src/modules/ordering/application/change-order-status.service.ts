import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { Clock } from '../../../shared/clock.js';
import { carrierTrackingUrl } from '../domain/carrier-tracking.js';
import type { ChangeContext, Order, OrderSnapshot, TrackingInput } from '../domain/order.js';
import { type OrderStatus, isOrderStatus } from '../domain/order-status.js';
import {
  InvalidOrderError,
  InvalidOrderTransitionError,
  OrderChangedMeanwhileError,
  OrderStatusUnchangedError,
} from '../domain/order.errors.js';
import { OrderNotFoundError } from './checkout.errors.js';
import { OrderMails } from './order-mails.js';
import { orderTransitionEffects } from './order-transitions.js';
import { OrderRepository } from './ports/order.repository.js';
import { OrderChanges } from './order-changes.js';

export interface ChangeOrderStatusCommand {
  /** The order's number (BP-…) or id. */
  orderId: string;
  /** The state asked for. */
  orderStatus: string;
  /** The state the administrator saw: when the order has moved since, the change is refused (409). */
  expectedStatus?: OrderStatus;
  /** Internal note for the history; empty: 'Statut mis à jour de X vers Y'. */
  notes?: string | null;
  /** Carrier and tracking number, required to ship (the link is the carrier's page when none is given). */
  tracking?: TrackingInput | null;
  /** The administrator, recorded in the history as `admin:<id>`. */
  adminId: string;
}

/**
 * An administrator moves an order through its lifecycle (back office, PUT
 * /api/admin/orders/:orderId/status): in one transaction, with the order row locked (the webhook,
 * the expiry job and other administrators wait), through the aggregate's intent methods, which check the
 * one transition table, stamp the date and record the history. What the transition causes (the
 * invoice, the customer's mail: shipped with its tracking link, delivered, cancelled) is the
 * transition's handlers' (OrderTransitions), run in the same transaction.
 */
@Injectable()
export class ChangeOrderStatusService {
  private readonly logger = new Logger('Commandes');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly mails: OrderMails,
    private readonly clock: Clock,
    private readonly changes: OrderChanges,
  ) {}

  async execute(command: ChangeOrderStatusCommand): Promise<OrderSnapshot> {
    const target = command.orderStatus;
    if (!isOrderStatus(target)) throw new InvalidOrderError(`Statut inconnu : ${String(target)}`, 'orderStatus');
    let mailed = false;
    const changed = await this.uow.transaction(async () => {
      const id = await this.orders.resolveId(command.orderId);
      const order = id ? await this.orders.findForUpdate(id) : null;
      if (!order) throw new OrderNotFoundError();
      if (command.expectedStatus && order.status !== command.expectedStatus) {
        throw new OrderChangedMeanwhileError(command.expectedStatus, order.status);
      }
      if (order.status === target) throw new OrderStatusUnchangedError(target);

      const from = order.status;
      mailed = orderTransitionEffects(order, target).some((e) => e === 'customer-mail' || e === 'recipient-mail');
      this.apply(order, target, command, { by: `admin:${command.adminId}`, note: command.notes ?? null });
      await this.changes.save(order, { from, trigger: 'admin' });
      this.logger.log(`Commande ${order.orderNumber} : ${from} → ${target} (admin:${command.adminId})`);
      return order.toSnapshot();
    });
    if (mailed) this.mails.nudge();
    return changed;
  }

  /** One intent method per target state (each checks the transition table). */
  private apply(order: Order, target: OrderStatus, command: ChangeOrderStatusCommand, context: ChangeContext): void {
    const now = this.clock.now();
    switch (target) {
      case 'payee':
        return order.markPaid(now, context);
      case 'en_preparation':
        return order.startPreparation(now, context);
      case 'expediee':
        return order.ship(this.withCarrierLink(order, command.tracking ?? {}), now, context);
      case 'livree':
        return order.deliver(now, context);
      case 'annulee':
        return order.cancel(now, context);
      case 'retournee':
        return order.markReturned(now, context);
      case 'en_attente_paiement':
        throw new InvalidOrderTransitionError(order.status, target);
    }
  }

  /** Without a link typed by the administrator, the carrier's own tracking page for the number. */
  private withCarrierLink(order: Order, tracking: TrackingInput): TrackingInput {
    const typed = typeof tracking.trackingUrl === 'string' ? tracking.trackingUrl.trim() : '';
    if (typed !== '' || typeof tracking.carrier !== 'string' || typeof tracking.trackingNumber !== 'string') {
      return tracking;
    }
    const url = carrierTrackingUrl(tracking.carrier.trim(), tracking.trackingNumber, order.toSnapshot().shipping);
    return { ...tracking, trackingUrl: url };
  }
}
