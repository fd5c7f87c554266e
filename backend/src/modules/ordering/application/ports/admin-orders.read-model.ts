import type { OrderListQuery } from '../../domain/order-list.js';
import type { OrderSnapshot } from '../../domain/order.js';
import { type OrderStatus } from '../../domain/order-status.js';
import { type PaymentStatus } from '../../domain/payment-status.js';

/** One history entry, with the administrator's name when an administrator made it. */
export interface AdminOrderHistoryRecord {
  from: OrderStatus | null;
  to: OrderStatus;
  at: Date;
  by: string;
  adminName: string | null;
  note: string | null;
}

/** An order as the back office reads it (the `orders` row's columns, amounts in cents). */
export interface AdminOrderRecord extends Omit<
  OrderSnapshot,
  'status' | 'paymentStatus' | 'currency' | 'notes' | 'history'
> {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  currency: string;
  customerNote: string | null;
  /** A subscription renewal created short of stock ('À réapprovisionner'). */
  restockNeeded: boolean;
  history: AdminOrderHistoryRecord[];
}

export interface AdminOrderPage {
  orders: AdminOrderRecord[];
  total: number;
  /** A search counted SEARCH_COUNT_CAP matches and stopped. */
  capped: boolean;
}

/** Figures of the statistics cards and chart, in cents and counts. */
export interface OrderFigures {
  totalOrders: number;
  /** Orders whose payment is paid and that are neither cancelled nor returned (docs/design/orders.md). */
  revenueOrders: number;
  revenueCents: number;
  toProcess: number;
  refundRequired: number;
  byStatus: Partial<Record<OrderStatus, number>>;
  byPaymentStatus: Partial<Record<PaymentStatus, number>>;
  /** The last 30 Brussels days, oldest first, every day present. */
  revenueByDay: { day: string; revenueCents: number; orders: number }[];
}

/**
 * The back office's read model of orders, in SQL (docs/architecture.md: admin owns these read models). Counts and
 * statistics come from `order_figures`, kept exact by triggers; pages of the date and order-number
 * sorts start from the Brussels day that holds them, so page 25,000 of a million orders skips at most
 * one day of rows. A page, its count and its history are read in one REPEATABLE READ snapshot.
 */
export abstract class AdminOrdersReadModel {
  abstract list(query: OrderListQuery): Promise<AdminOrderPage>;

  /**
   * The numbers of the orders a filter of the list selects (its states, search and sort; no page), in
   * the list's order, at most `max` (a bulk action of the shipping run over 'the N orders of the filter').
   */
  abstract matchingOrderNumbers(filter: Omit<OrderListQuery, 'page' | 'limit'>, max: number): Promise<string[]>;

  /** One order by number (BP-…) or id, with its history; null when there is none. */
  abstract findOne(reference: string): Promise<AdminOrderRecord | null>;

  /**
   * Orders still to prepare (waiting for payment, paid, in preparation) that were created short of
   * stock — subscription renewals flagged 'À réapprovisionner' — oldest first, at most `limit`.
   */
  abstract restockNeeded(limit: number): Promise<AdminOrderRecord[]>;

  /** The statistics, from `order_figures` only (a few thousand rows, whatever the number of orders). */
  abstract figures(now: Date): Promise<OrderFigures>;

  /**
   * Sums the figures' delta rows into one row per (day, state, payment, refund flag). Safe at any time
   * and on any number of instances (one at a time: an advisory lock; concurrent writers only append).
   * Returns the number of rows before and after, or null when another instance is compacting.
   */
  abstract compactFigures(): Promise<{ before: number; after: number } | null>;
}
