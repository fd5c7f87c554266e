import { api } from '../../lib/api';
import type { CustomerOrder } from './types';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/mollie/orders: my orders. */
    getMyOrders: build.query<CustomerOrder[], void>({
      query: () => '/mollie/orders',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** GET /api/mollie/orders/:orderId: one of my orders (404 'Commande introuvable' otherwise). */
    getMyOrder: build.query<CustomerOrder, string>({
      query: (orderId) => `/mollie/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMyOrderQuery, useGetMyOrdersQuery, useLazyGetMyOrderQuery } = ordersApi;
