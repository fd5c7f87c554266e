import { api } from '../../../lib/api';
import type {
  AdminGiftSubscriptionList,
  AdminSubscription,
  AdminSubscriptionList,
  AdminSubscriptionQuery,
  SubscriptionStats,
} from './types';

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 10;

/** The back office's subscriptions (docs/design/subscriptions.md): list, statistics, cancellation on a customer's behalf. */
export const adminSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminSubscriptions: build.query<AdminSubscriptionList, AdminSubscriptionQuery>({
      query: ({ status, search, page }) => ({
        url: '/admin/subscriptions',
        params: {
          ...(status ? { status } : {}),
          ...(search ? { search } : {}),
          page,
          limit: ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
        },
      }),
      providesTags: [{ type: 'AdminSubscription', id: 'LIST' }],
    }),
    listAdminGiftSubscriptions: build.query<AdminGiftSubscriptionList, AdminSubscriptionQuery>({
      query: ({ search, page }) => ({
        url: '/admin/gift-subscriptions',
        params: { ...(search ? { search } : {}), page, limit: ADMIN_SUBSCRIPTIONS_PAGE_SIZE },
      }),
      providesTags: [{ type: 'AdminSubscription', id: 'GIFTS' }],
    }),
    getSubscriptionStats: build.query<SubscriptionStats, void>({
      query: () => '/admin/subscriptions/stats',
      providesTags: [{ type: 'AdminSubscription', id: 'STATS' }],
    }),
    cancelAdminSubscription: build.mutation<AdminSubscription, string>({
      query: (id) => ({
        url: `/admin/subscriptions/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [
        { type: 'AdminSubscription', id: 'LIST' },
        { type: 'AdminSubscription', id: 'STATS' },
      ],
    }),
  }),
});

export const {
  useListAdminSubscriptionsQuery,
  useListAdminGiftSubscriptionsQuery,
  useGetSubscriptionStatsQuery,
  useCancelAdminSubscriptionMutation,
} = adminSubscriptionsApi;
