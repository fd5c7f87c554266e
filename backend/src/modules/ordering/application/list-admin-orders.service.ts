import { Injectable } from '@nestjs/common';
import { type OrderListPagination, type OrderListQuery, orderListPagination } from '../domain/order-list.js';
import { type AdminOrderView, toAdminOrderView } from './admin-order.view.js';
import { type AdminOrderRecord, AdminOrdersReadModel } from './ports/admin-orders.read-model.js';
import { GiftCardCheckout } from './gift-card-checkout.js';

/** At most this many orders in the dashboard's restock list. */
export const RESTOCK_LIST_LIMIT = 20;

export interface AdminOrderListPage {
  orders: AdminOrderView[];
  pagination: OrderListPagination;
}

/** GET /api/admin/orders: one page of orders, filtered, searched and sorted by the database. */
@Injectable()
export class ListAdminOrdersService {
  constructor(
    private readonly orders: AdminOrdersReadModel,
    private readonly giftCards: GiftCardCheckout,
  ) {}

  async execute(query: OrderListQuery): Promise<AdminOrderListPage> {
    const page = await this.orders.list(query);
    return {
      orders: await this.views(page.orders),
      pagination: orderListPagination(page.total, query.page, query.limit, page.capped),
    };
  }

  /** The dashboard's 'À réapprovisionner' list: orders still to prepare that were created short of stock. */
  async restockNeeded(): Promise<{ orders: AdminOrderView[] }> {
    return { orders: await this.views(await this.orders.restockNeeded(RESTOCK_LIST_LIMIT)) };
  }

  /** The page's orders with their gift cards, asked once for the whole page. */
  private async views(records: readonly AdminOrderRecord[]): Promise<AdminOrderView[]> {
    const cards = await this.giftCards.ofOrders(records);
    return records.map((record) => toAdminOrderView(record, cards.get(record.id)));
  }
}
