import { Injectable } from '@nestjs/common';
import { type OrderListPagination, type OrderListQuery, orderListPagination } from '../domain/order-list.js';
import { type AdminOrderView, toAdminOrderView } from './admin-order.view.js';
import { AdminOrdersReadModel } from './ports/admin-orders.read-model.js';

/** At most this many orders in the dashboard's restock list. */
export const RESTOCK_LIST_LIMIT = 20;

export interface AdminOrderListPage {
  orders: AdminOrderView[];
  pagination: OrderListPagination;
}

/** GET /api/admin/orders: one page of orders, filtered, searched and sorted by the database. */
@Injectable()
export class ListAdminOrdersService {
  constructor(private readonly orders: AdminOrdersReadModel) {}

  async execute(query: OrderListQuery): Promise<AdminOrderListPage> {
    const page = await this.orders.list(query);
    return {
      orders: page.orders.map(toAdminOrderView),
      pagination: orderListPagination(page.total, query.page, query.limit, page.capped),
    };
  }

  /** The dashboard's 'À réapprovisionner' list: orders still to prepare that were created short of stock. */
  async restockNeeded(): Promise<{ orders: AdminOrderView[] }> {
    return { orders: (await this.orders.restockNeeded(RESTOCK_LIST_LIMIT)).map(toAdminOrderView) };
  }
}
