import type { OrderSelection } from '../application/order-selections.js';
import { BulkSelectionRequiredError } from '../domain/bulk-actions.js';
import { DEFAULT_ORDER_LIST_QUERY, type OrderListQuery } from '../domain/order-list.js';
import type { OrderSelectionRequest } from './admin-bulk-orders.dto.js';
import type { ListAdminOrdersQuery } from './admin-orders.dto.js';

/** The selection a request names: its list of orders, or its filter with the list's defaults; exactly one of them. */
export function selectionOf(body: OrderSelectionRequest): OrderSelection {
  if ((body.orderIds === undefined) === (body.filter === undefined)) throw new BulkSelectionRequiredError();
  if (body.orderIds) return { orderIds: body.orderIds };
  const { page: _page, limit: _limit, ...filter } = listQueryOf(body.filter!);
  return { filter };
}

/** The orders list's query (GET /api/admin/orders, or a selection's filter) with the list's defaults. */
export function listQueryOf(query: ListAdminOrdersQuery): OrderListQuery {
  return {
    page: query.page ?? DEFAULT_ORDER_LIST_QUERY.page,
    limit: query.limit ?? DEFAULT_ORDER_LIST_QUERY.limit,
    sortBy: query.sortBy ?? DEFAULT_ORDER_LIST_QUERY.sortBy,
    sortOrder: query.sortOrder ?? DEFAULT_ORDER_LIST_QUERY.sortOrder,
    ...(query.orderStatus ? { orderStatus: query.orderStatus } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.refundRequired !== undefined ? { refundRequired: query.refundRequired } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
}
