import { Injectable } from '@nestjs/common';
import { type StockLine, StockReservations } from '../../catalog/index.js';
import type { Order, OrderSnapshot } from '../domain/order.js';
import type { OrderStatus } from '../domain/order-status.js';
import { type OrderTransitionContext, OrderTransitions } from './order-transitions.js';
import { GiftCardCheckout } from './gift-card-checkout.js';
import { OrderRepository } from './ports/order.repository.js';

/** How an order moved, when it did: where it was, and who or what moved it. */
export interface OrderMove extends Partial<Pick<OrderTransitionContext, 'payment'>> {
  from: OrderStatus;
  trigger: OrderTransitionContext['trigger'];
}

/**
 * The one way a use case writes an order, inside its unit of work (docs/design/orders.md, "What a
 * change causes"): the repository stores the aggregate; the stock policy (catalog's
 * StockReservations, docs/design/stock.md) puts its units where its state says — reserved when it is
 * placed, sold when paid, released when cancelled, expired or its payment failed, reserved again for a
 * new payment — and a move runs its transition's handlers (OrderTransitions: invoice, mails).
 * Nothing else writes an order, so nothing happens to one that is not written here.
 */
@Injectable()
export class OrderChanges {
  constructor(
    private readonly orders: OrderRepository,
    private readonly stock: StockReservations,
    private readonly transitions: OrderTransitions,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  /**
   * A new order: stored, its units reserved (InsufficientStockError, 409, when another order took
   * them first), except a subscription's renewal (`renewal`), created anyway and flagged
   * 'À réapprovisionner' when units are missing.
   */
  async place(order: Order, options: { renewal?: boolean } = {}): Promise<void> {
    await this.orders.insert(order);
    const lines = stockLines(order.toSnapshot());
    const { state, restockNeeded } = options.renewal
      ? await this.stock.reserveRenewal(lines)
      : { state: await this.stock.reserve(lines), restockNeeded: false };
    await this.orders.setStockState(order.id, state, restockNeeded);
  }

  /**
   * A changed order: stored, its units moved to where its new state says, and when it moved
   * (`move.from` is not its state now) its transition's handlers run.
   */
  async save(order: Order, move?: OrderMove): Promise<void> {
    await this.orders.save(order);
    const snapshot = order.toSnapshot();
    const current = await this.orders.stockStateOf(order.id);
    const settled = await this.stock.settle(current, snapshot, stockLines(snapshot));
    if (settled.state !== current || settled.restockNeeded) {
      await this.orders.setStockState(order.id, settled.state, settled.restockNeeded);
    }
    if (move && move.from !== order.status) {
      const context = { trigger: move.trigger, payment: move.payment ?? { id: null, method: null } };
      await this.transitions.after({ from: move.from, to: order.status, subject: order }, context);
    }
  }

  /** An order whose payment could not be created: removed, its reserved units and held gift cards given back. */
  async remove(orderId: string): Promise<void> {
    const removed = await this.orders.delete(orderId);
    if (!removed) return;
    await this.stock.forget(removed.stockState, stockLines(removed));
    await this.giftCards.removed(removed);
  }
}

/**
 * The order's units, per line (the line's position names the cart field a stock refusal is shown on).
 * A gift subscription's line takes none: each of its boxes is an order of its own, which reserves its unit.
 */
function stockLines(order: Pick<OrderSnapshot, 'items'>): StockLine[] {
  return order.items.flatMap((item, index) =>
    item.giftSubscription === true
      ? []
      : [{ productId: item.productId, name: item.name, quantity: item.quantity, field: `items.${index}.quantity` }],
  );
}
