import { api } from '../../lib/api';
import type { CustomerOrder, CustomerWithdrawal } from './types';

/** POST /api/orders/:orderId/withdrawal: absent or empty items = the whole order. */
export interface WithdrawalRequestBody {
  items?: { productId: number; quantity: number }[];
  reason?: string;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders: my orders. */
    getMyOrders: build.query<CustomerOrder[], void>({
      query: () => '/orders',
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** GET /api/orders/:orderId: one of my orders (404 'Commande introuvable' otherwise). */
    getMyOrder: build.query<CustomerOrder, string>({
      query: (orderId) => `/orders/${encodeURIComponent(orderId)}`,
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
      keepUnusedDataFor: 0,
    }),
    /** 'Se rétracter': the server checks the 14 days and mails the acknowledgement. */
    requestWithdrawal: build.mutation<
      { success: true; message: string; withdrawal: CustomerWithdrawal },
      { orderId: string; body: WithdrawalRequestBody }
    >({
      query: ({ orderId, body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/withdrawal`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
      ],
    }),
    /** 'Me rétracter de cette carte': an unused card within 14 days, refunded on the order's payment. */
    withdrawGiftCard: build.mutation<
      { amountCents: number; message: string },
      { cardId: string; orderId: string }
    >({
      query: ({ cardId }) => ({ url: `/gift-cards/${encodeURIComponent(cardId)}/withdraw`, method: 'POST' }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id: orderId },
      ],
    }),
  }),
});

export const {
  useGetMyOrderQuery,
  useGetMyOrdersQuery,
  useLazyGetMyOrderQuery,
  useRequestWithdrawalMutation,
  useWithdrawGiftCardMutation,
} = ordersApi;
