import { api } from '../../lib/api';
import type {
  GiftAddressRequest,
  GiftCancellation,
  GiftNoticeRequest,
  GiftSubscription,
  GiftSubscriptionList,
} from './giftSubscriptions';

const GIFTS = { type: 'Subscription' as const, id: 'GIFTS' };
const path = (id: string, action: string) => `/gift-subscriptions/${encodeURIComponent(id)}/${action}`;

/** The prepaid gift subscriptions given and received (docs/design/gifting.md) and what each side may change. */
export const giftSubscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGiftSubscriptions: build.query<GiftSubscriptionList, void>({
      query: () => '/gift-subscriptions',
      providesTags: [GIFTS],
    }),
    changeGiftAddress: build.mutation<GiftSubscription, { id: string; body: GiftAddressRequest }>({
      query: ({ id, body }) => ({ url: path(id, 'address'), method: 'PATCH', body }),
      invalidatesTags: [GIFTS],
    }),
    changeGiftNotice: build.mutation<GiftSubscription, { id: string; body: GiftNoticeRequest }>({
      query: ({ id, body }) => ({ url: path(id, 'notice'), method: 'PATCH', body }),
      invalidatesTags: [GIFTS],
    }),
    postponeGiftBox: build.mutation<GiftSubscription, { id: string; date: string }>({
      query: ({ id, date }) => ({ url: path(id, 'postpone'), method: 'POST', body: { date } }),
      invalidatesTags: [GIFTS],
    }),
    cancelGiftSubscription: build.mutation<GiftCancellation, string>({
      query: (id) => ({ url: path(id, 'cancel'), method: 'POST', body: {} }),
      invalidatesTags: [GIFTS, { type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetGiftSubscriptionsQuery,
  useChangeGiftAddressMutation,
  useChangeGiftNoticeMutation,
  usePostponeGiftBoxMutation,
  useCancelGiftSubscriptionMutation,
} = giftSubscriptionsApi;
