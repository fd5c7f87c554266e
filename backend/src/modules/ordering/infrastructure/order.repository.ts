import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, QueryFailedError } from 'typeorm';
import { Order, type OrderHistoryEntry, type OrderSnapshot } from '../domain/order.js';
import type { OrderStatus } from '../domain/order-status.js';
import type { PaymentStatus } from '../domain/payment-status.js';
import {
  type CheckoutRequestRow,
  CheckoutRequestSchema,
  type OrderHistoryRow,
  OrderHistorySchema,
  type OrderPaymentRow,
  OrderPaymentSchema,
  type OrderRow,
  OrderSchema,
} from './order.schema.js';

/** The order number drawn is already taken (unique index): the caller draws again. */
export class OrderNumberTakenError extends Error {
  constructor(readonly orderNumber: string) {
    super(`numéro de commande déjà pris : ${orderNumber}`);
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

function toSnapshot(row: OrderRow, history: OrderHistoryEntry[]): OrderSnapshot {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    status: row.status as OrderStatus,
    items: row.items,
    billing: row.billing,
    shipping: row.shipping,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    promoCode: row.promoCode,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    currency: row.currency as OrderSnapshot['currency'],
    molliePaymentId: row.molliePaymentId,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentStartedAt: row.paymentStartedAt,
    tracking: row.tracking,
    notes: { customer: row.customerNote },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    paidAt: row.paidAt,
    confirmedAt: row.confirmedAt,
    preparationStartedAt: row.preparationStartedAt,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    canceledAt: row.canceledAt,
    returnedAt: row.returnedAt,
    refundRequired: row.refundRequired,
    history,
  };
}

function toRow(s: OrderSnapshot): OrderRow {
  return {
    id: s.id,
    orderNumber: s.orderNumber,
    customerId: s.customerId,
    status: s.status,
    paymentStatus: s.paymentStatus,
    molliePaymentId: s.molliePaymentId,
    paymentStartedAt: s.paymentStartedAt,
    items: s.items,
    billing: s.billing,
    shipping: s.shipping,
    subtotalCents: s.subtotalCents,
    discountCents: s.discountCents,
    promoCode: s.promoCode,
    shippingCents: s.shippingCents,
    totalCents: s.totalCents,
    currency: s.currency,
    tracking: s.tracking,
    customerNote: s.notes.customer,
    refundRequired: s.refundRequired,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    paidAt: s.paidAt,
    confirmedAt: s.confirmedAt,
    preparationStartedAt: s.preparationStartedAt,
    shippedAt: s.shippedAt,
    deliveredAt: s.deliveredAt,
    canceledAt: s.canceledAt,
    returnedAt: s.returnedAt,
  };
}

const toHistoryEntry = (row: OrderHistoryRow): OrderHistoryEntry => ({
  from: row.fromStatus as OrderStatus | null,
  to: row.toStatus as OrderStatus,
  at: row.at,
  by: row.actor,
  note: row.note,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Paid orders: what makes BIENVENUE no longer a first order (a cancelled order does not count). */
const PAID_ORDER_STATUSES: OrderStatus[] = ['payee', 'en_preparation', 'expediee', 'livree', 'retournee'];

/**
 * Persistence of the Order aggregate and its payments. Every use case that changes an order calls
 * `findForUpdate` inside its transaction (SELECT … FOR UPDATE), changes the aggregate, then `save`:
 * the webhook, the expiry job and the admin updates serialize on the order row.
 */
@Injectable()
export class OrderRepository {
  /** How many history entries of each loaded order are already stored (new ones are appended on save). */
  private readonly storedHistory = new WeakMap<Order, number>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts a new order (and its history). Throws OrderNumberTakenError when the number is taken. */
  async insert(manager: EntityManager, order: Order): Promise<void> {
    const snapshot = order.toSnapshot();
    try {
      // A savepoint keeps the caller's transaction usable when the number is taken.
      await manager.transaction((inner) => inner.getRepository(OrderSchema).insert(toRow(snapshot)));
    } catch (error) {
      if (isUniqueViolation(error, 'orders_order_number_key')) throw new OrderNumberTakenError(snapshot.orderNumber);
      throw error;
    }
    await this.appendHistory(manager, snapshot.id, snapshot.history);
    this.storedHistory.set(order, snapshot.history.length);
  }

  /** Loads and locks the order row until the end of the caller's transaction (null: no such order). */
  async findForUpdate(manager: EntityManager, id: string): Promise<Order | null> {
    const row = await manager
      .getRepository(OrderSchema)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
    return row ? this.rebuild(manager, row) : null;
  }

  /** The id of an order given by its number (BP-…) or its id; null when there is no such order. */
  async resolveId(manager: EntityManager | undefined, reference: string): Promise<string | null> {
    const column = UUID.test(reference) ? 'id' : 'order_number';
    if (column === 'order_number' && !/^BP-\d{8}-[A-Z0-9]{6}$/i.test(reference)) return null;
    const rows: { id: string }[] = await (manager ?? this.dataSource.manager).query(
      `SELECT id FROM orders WHERE ${column} = $1`,
      [column === 'id' ? reference : reference.toUpperCase()],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * An account is deleted: its orders stay (kept 10 years, with their billing snapshot) but no longer
   * point at it; its checkout requests (idempotency keys, only useful for minutes) go. Returns how many
   * orders were detached.
   */
  async detachCustomer(manager: EntityManager, customerId: string): Promise<number> {
    const [, detached] = (await manager.query(`UPDATE orders SET customer_id = NULL WHERE customer_id = $1`, [
      customerId,
    ])) as [unknown, number];
    await manager.query(`DELETE FROM checkout_requests WHERE customer_id = $1`, [customerId]);
    return detached;
  }

  /**
   * The expiry job's claim: waiting orders whose payment started before `startedBefore`, oldest
   * first, locked FOR UPDATE SKIP LOCKED so that another instance's sweep never gets the same ones.
   */
  async claimAwaitingPayment(
    manager: EntityManager,
    startedBefore: Date,
    limit: number,
    excludeIds: readonly string[] = [],
  ): Promise<Order[]> {
    const query = manager
      .getRepository(OrderSchema)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where('o.status = :status', { status: 'en_attente_paiement' })
      .andWhere('o.paymentStartedAt <= :startedBefore', { startedBefore })
      .orderBy('o.paymentStartedAt', 'ASC')
      .limit(limit);
    if (excludeIds.length > 0) query.andWhere('o.id NOT IN (:...excludeIds)', { excludeIds });
    const rows = await query.getMany();
    const orders: Order[] = [];
    for (const row of rows) orders.push(await this.rebuild(manager, row)); // one connection: one query at a time
    return orders;
  }

  /** Writes the aggregate's state and appends its new history entries. */
  async save(manager: EntityManager, order: Order): Promise<void> {
    const snapshot = order.toSnapshot();
    const { id, orderNumber: _number, customerId: _customer, createdAt: _created, ...changes } = toRow(snapshot);
    await manager.getRepository(OrderSchema).update({ id }, changes);
    const stored = this.storedHistory.get(order) ?? 0;
    await this.appendHistory(manager, id, snapshot.history.slice(stored));
    this.storedHistory.set(order, snapshot.history.length);
  }

  /** Removes an order that never got its payment (the gateway failed): nothing half-created stays. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(OrderSchema).delete({ id });
  }

  // ------------------------------------------------------------------ payments of an order

  async addPayment(manager: EntityManager, payment: OrderPaymentRow): Promise<void> {
    await manager.getRepository(OrderPaymentSchema).insert(payment);
  }

  async findPayment(manager: EntityManager | undefined, paymentId: string): Promise<OrderPaymentRow | null> {
    return (manager ?? this.dataSource.manager).getRepository(OrderPaymentSchema).findOneBy({ paymentId });
  }

  async updatePaymentStatus(manager: EntityManager, paymentId: string, status: string, now: Date): Promise<void> {
    await manager.getRepository(OrderPaymentSchema).update({ paymentId }, { status, updatedAt: now });
  }

  // ------------------------------------------------------------------ reads (no lock)

  /** The customer's orders, newest first (no history: the lists do not show it). */
  async listForCustomer(customerId: string): Promise<OrderSnapshot[]> {
    const rows = await this.dataSource.manager.getRepository(OrderSchema).find({
      where: { customerId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => toSnapshot(row, []));
  }

  async findByNumber(orderNumber: string): Promise<OrderSnapshot | null> {
    const row = await this.dataSource.manager.getRepository(OrderSchema).findOneBy({ orderNumber });
    return row ? toSnapshot(row, []) : null;
  }

  async findById(manager: EntityManager | undefined, id: string): Promise<OrderSnapshot | null> {
    const row = await (manager ?? this.dataSource.manager).getRepository(OrderSchema).findOneBy({ id });
    return row ? toSnapshot(row, []) : null;
  }

  async hasPaidOrder(customerId: string): Promise<boolean> {
    return this.dataSource.manager
      .getRepository(OrderSchema)
      .exists({ where: { customerId, status: In(PAID_ORDER_STATUSES) } });
  }

  // ------------------------------------------------------------------ checkout requests (Idempotency-Key)

  /** Records a new request for (customer, key); false when one exists already (a repeat). */
  async claimCheckoutRequest(manager: EntityManager, row: CheckoutRequestRow): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO checkout_requests (customer_id, idempotency_key, request_hash, order_id, response, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (customer_id, idempotency_key) DO NOTHING
       RETURNING customer_id`,
      [
        row.customerId,
        row.idempotencyKey,
        row.requestHash,
        row.orderId,
        row.response === null ? null : JSON.stringify(row.response),
        row.createdAt,
      ],
    );
    return inserted.length > 0;
  }

  async findCheckoutRequest(customerId: string, idempotencyKey: string): Promise<CheckoutRequestRow | null> {
    return this.dataSource.manager
      .getRepository(CheckoutRequestSchema)
      .findOneBy({ customerId, idempotencyKey });
  }

  async completeCheckoutRequest(
    manager: EntityManager,
    customerId: string,
    idempotencyKey: string,
    values: { orderId: string; response: Record<string, unknown> },
  ): Promise<void> {
    await manager.query(
      `UPDATE checkout_requests SET order_id = $3, response = $4 WHERE customer_id = $1 AND idempotency_key = $2`,
      [customerId, idempotencyKey, values.orderId, JSON.stringify(values.response)],
    );
  }

  async deleteCheckoutRequest(manager: EntityManager, customerId: string, idempotencyKey: string): Promise<void> {
    await manager.getRepository(CheckoutRequestSchema).delete({ customerId, idempotencyKey });
  }

  // ------------------------------------------------------------------ plumbing

  private async rebuild(manager: EntityManager, row: OrderRow): Promise<Order> {
    const history = await manager
      .getRepository(OrderHistorySchema)
      .find({ where: { orderId: row.id }, order: { id: 'ASC' } });
    const order = Order.fromSnapshot(toSnapshot(row, history.map(toHistoryEntry)));
    this.storedHistory.set(order, history.length);
    return order;
  }

  private async appendHistory(manager: EntityManager, orderId: string, entries: OrderHistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await manager.getRepository(OrderHistorySchema).insert(
      entries.map((entry) => ({
        orderId,
        fromStatus: entry.from,
        toStatus: entry.to,
        at: entry.at,
        actor: entry.by.slice(0, 100),
        note: entry.note,
      })),
    );
  }
}
