import { Injectable } from '@nestjs/common';
import { BULK_MAX_ORDERS, BulkSelectionTooLargeError } from '../domain/bulk-actions.js';
import type { OrderListQuery } from '../domain/order-list.js';
import type { OrderStatus } from '../domain/order-status.js';
import { AdminOrdersReadModel } from './ports/admin-orders.read-model.js';

/** The orders an administrator selected in the list: named one by one, or every order of a filter of the list. */
export type OrderSelection = { orderIds: readonly string[] } | { filter: Omit<OrderListQuery, 'page' | 'limit'> };

/**
 * Turns a selection into the orders it names, in its order (docs/design/shipping-run.md): the list
 * as given (duplicates once), or the filter's orders in the list's order; at most BULK_MAX_ORDERS.
 */
@Injectable()
export class OrderSelections {
  constructor(private readonly orders: AdminOrdersReadModel) {}

  /** The oldest orders in a state, at most `max`, oldest first. */
  oldest(status: OrderStatus, max: number): Promise<string[]> {
    return this.orders.matchingOrderNumbers({ orderStatus: status, sortBy: 'createdAt', sortOrder: 'asc' }, max);
  }

  async resolve(selection: OrderSelection): Promise<readonly string[]> {
    if ('orderIds' in selection) {
      if (selection.orderIds.length > BULK_MAX_ORDERS) throw new BulkSelectionTooLargeError();
      return [...new Set(selection.orderIds)];
    }
    const numbers = await this.orders.matchingOrderNumbers(selection.filter, BULK_MAX_ORDERS + 1);
    if (numbers.length > BULK_MAX_ORDERS) throw new BulkSelectionTooLargeError();
    return numbers;
  }
}
