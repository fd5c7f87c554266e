import { downloadFile } from '../../../lib/download';
import { api } from '../../../lib/api';
import { apiParamsFromQuery } from './orderQuery';
import type {
  AdminOrder,
  BulkOrdersRequest,
  BulkOrdersResponse,
  OrderListQuery,
  OrderListResponse,
  OrderSelectionRequest,
  OrderStats,
  PickList,
  ToPrepare,
  RefundPayload,
  RefundResponse,
  TrackingImportResult,
  UpdateOrderStatusPayload,
  UpdateOrderStatusResponse,
} from './types';

const LIST = { type: 'AdminOrder' as const, id: 'LIST' };
const STATS = { type: 'AdminOrder' as const, id: 'STATS' };

/**
 * After a change to one order, done or refused because of its state (409) or absence (404): the lists, the figures
 * and that order reload. Another failure changed nothing.
 */
const afterOrderChange = (
  _result: unknown,
  error: { status: unknown } | undefined,
  { orderId }: { orderId: string },
) =>
  !error || error.status === 409 || error.status === 404
    ? [LIST, STATS, { type: 'AdminOrder' as const, id: orderId }]
    : [];

/** The back office's order calls (docs/design/orders.md): pages, filters and figures all answered by the server. */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query<OrderListResponse, OrderListQuery>({
      query: (query) => ({ url: '/admin/orders', params: apiParamsFromQuery(query) }),
      // A bare array is accepted too; anything else counts as no orders.
      transformResponse: (response: unknown): OrderListResponse => {
        const orders = Array.isArray(response)
          ? (response as AdminOrder[])
          : Array.isArray((response as Partial<OrderListResponse> | null)?.orders)
            ? (response as OrderListResponse).orders
            : [];
        const pagination = (response as Partial<OrderListResponse> | null)?.pagination;
        return {
          orders,
          pagination: pagination ?? {
            currentPage: 1,
            totalPages: 1,
            totalOrders: orders.length,
            hasPrevPage: false,
            hasNextPage: false,
          },
        };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.orders ?? []).map((order) => ({ type: 'AdminOrder' as const, id: order.orderId })),
      ],
    }),
    restockOrders: build.query<{ orders: AdminOrder[] }, void>({
      query: () => '/admin/orders/restock',
      providesTags: [LIST],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (orderId) => `/admin/orders/${encodeURIComponent(orderId)}`,
      providesTags: (result, _error, orderId) => [{ type: 'AdminOrder', id: result?.orderId ?? orderId }],
    }),
    getOrderStats: build.query<OrderStats, void>({
      query: () => '/admin/stats',
      providesTags: [STATS],
    }),
    updateOrderStatus: build.mutation<
      UpdateOrderStatusResponse,
      { orderId: string; body: UpdateOrderStatusPayload }
    >({
      query: ({ orderId, body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderId)}/status`,
        method: 'PUT',
        body,
      }),
      // Success: the orders and the figures reload (docs/design/orders.md). A conflict too: someone else moved it.
      invalidatesTags: afterOrderChange,
    }),
    refundOrder: build.mutation<RefundResponse, { orderId: string; body: RefundPayload }>({
      query: ({ orderId, body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderId)}/refund`,
        method: 'POST',
        body,
      }),
      // Done or refused because of the order's state: the order (and the figures) reload.
      invalidatesTags: afterOrderChange,
    }),
    runBulkOrders: build.mutation<BulkOrdersResponse, BulkOrdersRequest>({
      query: (body) => ({ url: '/admin/orders/bulk', method: 'POST', body }),
      // The orders that moved, the lists and the figures reload; a refused request (400) changed nothing.
      invalidatesTags: (result, error) =>
        result
          ? [LIST, STATS, ...result.done.map((id) => ({ type: 'AdminOrder' as const, id }))]
          : error && typeof error.status === 'number' && error.status < 500
            ? []
            : [LIST, STATS],
    }),
    // The pick list reads the orders and changes nothing: a mutation, so that each opening asks afresh.
    // À préparer: reloads with the list (the bulk action and the import invalidate LIST and STATS).
    getToPrepare: build.query<ToPrepare, void>({
      query: () => '/admin/orders/to-prepare',
      providesTags: [LIST, STATS],
    }),
    getPickList: build.mutation<PickList, OrderSelectionRequest>({
      query: (body) => ({ url: '/admin/orders/pick-list', method: 'POST', body }),
    }),
    importTracking: build.mutation<TrackingImportResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/admin/orders/tracking-import', method: 'POST', body };
      },
      // As the bulk action: the orders shipped, the lists and the figures reload.
      invalidatesTags: (result) =>
        result ? [LIST, STATS, ...result.shipped.map((id) => ({ type: 'AdminOrder' as const, id }))] : [],
    }),
  }),
});

/** The selection's documents (POST, the selection as body), downloaded with the session's token. */
export const downloadPackingSlips = (body: OrderSelectionRequest) =>
  downloadFile('/admin/orders/packing-slips', 'bons-de-livraison.pdf', body);
export const downloadMessageCards = (body: OrderSelectionRequest) =>
  downloadFile('/admin/orders/message-cards', 'cartes-message.pdf', body);
export const downloadCarrierExport = (body: OrderSelectionRequest) =>
  downloadFile('/admin/orders/carrier-export', 'export-transporteur.csv', body);
export const downloadPickListCsv = (body: OrderSelectionRequest) =>
  downloadFile('/admin/orders/pick-list?format=csv', 'liste-de-preparation.csv', body);

export const {
  useGetPickListMutation,
  useGetToPrepareQuery,
  useImportTrackingMutation,
  useRunBulkOrdersMutation,
  useRefundOrderMutation,
  useListAdminOrdersQuery,
  useGetAdminOrderQuery,
  useRestockOrdersQuery,
  useGetOrderStatsQuery,
  useUpdateOrderStatusMutation,
} = adminOrdersApi;
