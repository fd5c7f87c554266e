import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation } from '../../../shared/database/unique-violation.js';
import { Order, type OrderHistoryEntry, type OrderSnapshot } from '../domain/order.js';
import { type OrderStatus, PAID_ORDER_STATUSES } from '../domain/order-status.js';
import { parseOrderReference } from '../domain/order-number.js';
import type { PaymentStatus } from '../domain/payment-status.js';
import type { StockState } from '../../catalog/index.js';
import { toStatusHistoryColumns, toStatusHistoryEntry } from '../../../shared/database/status-history.js';
import { OrderHistorySchema, type OrderColumns, type OrderRow, OrderSchema } from './order.schema.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { OrderNumberTakenError, OrderRepository, type RemovedOrder } from '../application/ports/order.repository.js';

/**
 * A row's columns are the snapshot's fields under the same names (OrderColumns is derived from
 * OrderSnapshot), so a new order field needs no edit here. Only what differs is written out: the
 * customer's note (its own column), the database's text for statuses and currency, the history (its
 * own table), and the columns that are not the aggregate's state.
 */
function toSnapshot(row: OrderRow, history: OrderHistoryEntry[]): OrderSnapshot {
  const {
    customerNote,
    searchText: _searchText,
    stockState: _stockState,
    restockNeeded: _restockNeeded,
    leaseUntil: _leaseUntil,
    checkoutOptions: _checkoutOptions,
    ...columns
  } = row;
  return {
    ...columns,
    subscriptionId: row.subscriptionId ?? null,
    giftSubscriptionId: row.giftSubscriptionId ?? null,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    currency: row.currency as OrderSnapshot['currency'],
    notes: { customer: customerNote },
    history,
  };
}

function toRow(s: OrderSnapshot): OrderColumns {
  const { notes, history: _history, ...columns } = s;
  return { ...columns, customerNote: notes.customer };
}

/**
 * Persistence of the Order aggregate (its payments: OrderPaymentRepository; its checkout requests:
 * CheckoutRequestRepository). Every use case that changes an order calls
 * `findForUpdate` inside its transaction (SELECT … FOR UPDATE), changes the aggregate, then `save`:
 * the webhook, the expiry job and the admin updates serialize on the order row.
 */
@Injectable()
export class TypeOrmOrderRepository extends OrderRepository {
  /** How many history entries of each loaded order are already stored (new ones are appended on save). */
  private readonly storedHistory = new WeakMap<Order, number>();

  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async insert(order: Order): Promise<void> {
    const snapshot = order.toSnapshot();
    try {
      // A savepoint keeps the caller's transaction usable when the number is taken.
      await this.db.manager.transaction((inner) => inner.getRepository(OrderSchema).insert(toRow(snapshot)));
    } catch (error) {
      if (isUniqueViolation(error, 'orders_order_number_key')) throw new OrderNumberTakenError(snapshot.orderNumber);
      throw error;
    }
    await this.appendHistory(snapshot.id, snapshot.history);
    this.storedHistory.set(order, snapshot.history.length);
  }

  /** Loads and locks the order row until the end of the caller's transaction (null: no such order). */
  async findForUpdate(id: string): Promise<Order | null> {
    const row = await this.db.manager
      .getRepository(OrderSchema)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
    return row ? this.rebuild(row) : null;
  }

  /** The id of an order given by its number (BP-…) or its id; null when there is no such order. */
  async resolveId(reference: string): Promise<string | null> {
    const parsed = parseOrderReference(reference);
    if (!parsed) return null;
    const rows: { id: string }[] = await this.db.manager.query(`SELECT id FROM orders WHERE ${parsed.column} = $1`, [
      parsed.value,
    ]);
    return rows[0]?.id ?? null;
  }

  /**
   * An account is deleted: its orders stay (kept 10 years, with their billing snapshot) but no longer
   * point at it; its checkout requests (idempotency keys, only useful for minutes) go. Returns how many
   * orders were detached.
   */
  async detachCustomer(customerId: string): Promise<number> {
    const [, detached] = (await this.db.manager.query(`UPDATE orders SET customer_id = NULL WHERE customer_id = $1`, [
      customerId,
    ])) as [unknown, number];
    await this.db.manager.query(`DELETE FROM checkout_requests WHERE customer_id = $1`, [customerId]);
    return detached;
  }

  /**
   * Writes the aggregate's state and appends its new history entries; settles the order's units with
   * its new state (paid: sold; cancelled, expired, failed: released), whichever use case saved it.
   */
  async save(order: Order): Promise<void> {
    const snapshot = order.toSnapshot();
    const {
      id,
      orderNumber: _number,
      customerId: _customer,
      subscriptionId: _subscription,
      giftSubscriptionId: _gift,
      createdAt: _created,
      ...changes
    } = toRow(snapshot);
    await this.db.manager.getRepository(OrderSchema).update({ id }, changes);
    // One fact: the current payment's row always says what the order says about its payment.
    if (snapshot.molliePaymentId) {
      await this.db.manager.query(
        `UPDATE order_payments SET status = $2, updated_at = $3 WHERE payment_id = $1 AND status <> $2`,
        [snapshot.molliePaymentId, snapshot.paymentStatus, snapshot.updatedAt],
      );
    }
    const stored = this.storedHistory.get(order) ?? 0;
    await this.appendHistory(id, snapshot.history.slice(stored));
    this.storedHistory.set(order, snapshot.history.length);
  }

  /** A first order whose subscriptions just started points at the first of them (kept when already set). */
  async linkSubscription(orderId: string, subscriptionId: string): Promise<void> {
    await this.db.manager.query(`UPDATE orders SET subscription_id = $2 WHERE id = $1 AND subscription_id IS NULL`, [
      orderId,
      subscriptionId,
    ]);
  }

  /** Removes an order that never got its payment (the gateway failed): nothing half-created stays. */
  async delete(id: string): Promise<RemovedOrder | null> {
    // TypeORM answers a DELETE … RETURNING with [rows, affected].
    const [rows] = (await this.db.manager.query(
      `DELETE FROM orders WHERE id = $1 RETURNING stock_state, items, gift_card_paid_cents`,
      [id],
    )) as [{ stock_state: StockState; items: OrderSnapshot['items']; gift_card_paid_cents: number }[], number];
    const row = rows[0];
    return row
      ? { id, stockState: row.stock_state, items: row.items, giftCardPaidCents: row.gift_card_paid_cents }
      : null;
  }

  async stockStateOf(id: string): Promise<StockState> {
    const rows: { stock_state: StockState }[] = await this.db.manager.query(
      `SELECT stock_state FROM orders WHERE id = $1`,
      [id],
    );
    return rows[0]?.stock_state ?? 'none';
  }

  async setStockState(id: string, state: StockState, restockNeeded: boolean): Promise<void> {
    await this.db.manager.query(
      `UPDATE orders SET stock_state = $2, restock_needed = restock_needed OR $3 WHERE id = $1`,
      [id, state, restockNeeded],
    );
  }

  /**
   * Paid orders without an invoice (paid before invoices existed), in the order they were paid. A
   * prepaid gift box has none on purpose: its gift's order was invoiced for every box.
   */
  async paidWithoutInvoice(): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(
      `SELECT o.id FROM orders o
       WHERE o.paid_at IS NOT NULL AND o.gift_subscription_id IS NULL
         AND jsonb_array_length(o.items) > 0
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice')
       ORDER BY o.paid_at, o.id`,
    );
    return rows.map((row) => row.id);
  }

  // ------------------------------------------------------------------ reads (no lock)

  /** The customer's orders, newest first (no history: the lists do not show it). */
  async listForCustomer(customerId: string): Promise<OrderSnapshot[]> {
    const rows = await this.db.manager.getRepository(OrderSchema).find({
      where: { customerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => toSnapshot(row, []));
  }

  /** An order given by its number (BP-…) or its id (see parseOrderReference); null when there is none. */
  async findByReference(reference: string): Promise<OrderSnapshot | null> {
    const parsed = parseOrderReference(reference);
    if (!parsed) return null;
    return parsed.column === 'id' ? this.findById(parsed.value) : this.findByNumber(parsed.value);
  }

  async findByNumber(orderNumber: string): Promise<OrderSnapshot | null> {
    const row = await this.db.manager.getRepository(OrderSchema).findOneBy({ orderNumber });
    return row ? toSnapshot(row, []) : null;
  }

  async findById(id: string): Promise<OrderSnapshot | null> {
    const row = await this.db.manager.getRepository(OrderSchema).findOneBy({ id });
    return row ? toSnapshot(row, []) : null;
  }

  async hasPaidOrder(customerId: string): Promise<boolean> {
    return this.db.manager
      .getRepository(OrderSchema)
      .exists({ where: { customerId, status: In([...PAID_ORDER_STATUSES]) } });
  }

  // ------------------------------------------------------------------ plumbing

  private async rebuild(row: OrderRow): Promise<Order> {
    const history = await this.db.manager
      .getRepository(OrderHistorySchema)
      .find({ where: { orderId: row.id }, order: { id: 'ASC' } });
    const entries = history.map((entry) => toStatusHistoryEntry<OrderStatus>(entry));
    const order = Order.fromSnapshot(toSnapshot(row, entries));
    this.storedHistory.set(order, history.length);
    return order;
  }

  private async appendHistory(orderId: string, entries: OrderHistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.manager
      .getRepository(OrderHistorySchema)
      .insert(entries.map((entry) => ({ orderId, ...toStatusHistoryColumns(entry) })));
  }
}
