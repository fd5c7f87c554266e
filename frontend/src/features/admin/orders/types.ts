import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** The back office's orders (GET /api/admin/orders, /stats, PUT …/status), generated from the OpenAPI document: euros. */
export type OrderStatus = Schemas['OrderStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type AdminOrder = Schemas['AdminOrderResponse'];
export type BillingInfo = AdminOrder['billingInfo'];
export type ShippingInfo = AdminOrder['shippingInfo'];
type Pagination = Schemas['AdminOrderPaginationResponse'];
/** limit and totalIsCapped: absent when the server answers a bare list (the SPA's fallback). */
export type OrderListPagination = Omit<Pagination, 'limit' | 'totalIsCapped'> &
  Partial<Pick<Pagination, 'limit' | 'totalIsCapped'>>;
export interface OrderListResponse {
  orders: AdminOrder[];
  pagination: OrderListPagination;
}
export type OrderStats = Schemas['OrderStatsResponse'];
export type UpdateOrderStatusPayload = Schemas['UpdateOrderStatusDto'];
export type UpdateOrderStatusResponse = Schemas['OrderStatusUpdatedResponse'];
export type RefundPayload = Schemas['RefundOrderRequest'];
export type RefundResponse = Schemas['RefundOrderResponse'];
/** The customer's withdrawal of an order, as the back office sees it. */
export type AdminWithdrawal = Schemas['AdminWithdrawalResponse'];

export type OrderSort = 'createdAt' | 'total' | 'orderNumber' | 'customer';
export type SortOrder = 'asc' | 'desc';

/** The list's state (kept in the address): what the screen asks the server. */
export interface OrderListQuery {
  page: number;
  limit: number;
  sortBy: OrderSort;
  sortOrder: SortOrder;
  orderStatus: OrderStatus | '';
  status: PaymentStatus | '';
  refundOnly: boolean;
  search: string;
}

/** The shipping run's bulk actions (POST /api/admin/orders/bulk, docs/design/shipping-run.md). */
export type BulkAction = Schemas['BulkOrderAction'];
export type BulkOrdersRequest = Schemas['BulkOrdersRequest'];
export type BulkOrdersResponse = Schemas['BulkOrdersResponse'];
/** The server's rule for them (GET /api/rules `bulk`): the buttons, the limit and its message. */
export type BulkRule = Schemas['BulkRule'];
/** The shipping run's documents and tracking import (docs/design/shipping-run.md). */
export type OrderSelectionRequest = Schemas['OrderSelectionRequest'];
export type PickList = Schemas['PickListResponse'];
export type TrackingImportResult = Schemas['TrackingImportResponse'];
/** À préparer (GET /api/admin/orders/to-prepare): the paid orders waiting, per day and per box. */
export type ToPrepare = Schemas['ToPrepareResponse'];
