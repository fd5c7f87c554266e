import { api } from '../../../lib/api';
import type { AdminWithdrawal } from '../orders/types';
import type { WithdrawalListResponse, WithdrawalStatus } from './types';

const ORDERS = { type: 'AdminOrder' as const, id: 'LIST' };

/** The customers' withdrawal requests (droit de rétractation), administrators only. */
export const adminWithdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWithdrawals: build.query<WithdrawalListResponse, { status: WithdrawalStatus | null; page: number }>({
      query: ({ status, page }) => ({
        url: '/admin/withdrawals',
        params: { ...(status ? { status } : {}), page },
      }),
      // Any change to an order (received, refunded) reloads the list.
      providesTags: [ORDERS],
    }),
    /** 'Marchandise reçue': the request is received and the order 'retournee'. */
    receiveWithdrawal: build.mutation<AdminWithdrawal, { id: string; orderId: string }>({
      query: ({ id }) => ({
        url: `/admin/withdrawals/${encodeURIComponent(id)}/receive`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        ORDERS,
        { type: 'AdminOrder', id: 'STATS' },
        { type: 'AdminOrder', id: orderId },
      ],
    }),
  }),
});

export const { useListWithdrawalsQuery, useReceiveWithdrawalMutation } = adminWithdrawalsApi;
