import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { centsToEuros } from '../../../shared/money.js';
import { AdminOrdersReadModel } from './ports/admin-orders.read-model.js';
import { ADMIN_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../domain/order-status.js';
import { PAYMENT_STATUSES, PAYMENT_STATUS_BADGES, type PaymentStatus } from '../domain/payment-status.js';

export interface OrderStatsView {
  overview: {
    /** Every order, whatever its state. */
    totalOrders: number;
    /** Euros, over orders paid and neither cancelled nor returned (docs/design/orders.md). */
    totalRevenue: number;
    /** totalRevenue / paidOrders, in euros (0 without paid orders). */
    averageOrderValue: number;
    /** The orders counted in the revenue. */
    paidOrders: number;
  };
  /** 'A traiter': orders received (payee), waiting to be prepared. */
  toProcess: number;
  /** Orders whose money must be given back. */
  refundRequired: number;
  /** Every order state with its back-office label (the filter's options) and its count. */
  byStatus: { status: OrderStatus; label: string; count: number }[];
  /** Every payment status with its badge (docs/design/payments.md) and its count. */
  paymentStatuses: { status: PaymentStatus; label: string; count: number }[];
  /** The last 30 days in Brussels, oldest first: revenue (euros) and paid orders placed that day. */
  revenueByDay: { date: string; revenue: number; orders: number }[];
}

/** GET /api/admin/stats, from the daily figures (never a count over the orders). */
@Injectable()
export class GetOrderStatsService {
  constructor(
    private readonly orders: AdminOrdersReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<OrderStatsView> {
    const figures = await this.orders.figures(this.clock.now());
    const average = figures.revenueOrders > 0 ? Math.round(figures.revenueCents / figures.revenueOrders) : 0;
    return {
      overview: {
        totalOrders: figures.totalOrders,
        totalRevenue: centsToEuros(figures.revenueCents),
        averageOrderValue: centsToEuros(average),
        paidOrders: figures.revenueOrders,
      },
      toProcess: figures.toProcess,
      refundRequired: figures.refundRequired,
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        label: ADMIN_STATUS_LABELS[status],
        count: figures.byStatus[status] ?? 0,
      })),
      paymentStatuses: PAYMENT_STATUSES.map((status) => ({
        status,
        label: PAYMENT_STATUS_BADGES[status],
        count: figures.byPaymentStatus[status] ?? 0,
      })),
      revenueByDay: figures.revenueByDay.map((day) => ({
        date: day.day,
        revenue: centsToEuros(day.revenueCents),
        orders: day.orders,
      })),
    };
  }
}
