import { api } from '../../lib/api';
import type { components } from '../../../generated/api-schema';

/** GET /api/gifts/:token: the gift as its recipient sees it (never a price). */
export type GiftView = components['schemas']['GiftClaimResponse'];

/** The recipient's link (docs/design/gifting.md): the public view of a gift and its claim into the account. */
export const giftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGift: build.query<GiftView, string>({
      query: (token) => `/gifts/${encodeURIComponent(token)}`,
    }),
    claimGift: build.mutation<GiftView, string>({
      query: (token) => ({ url: `/gifts/${encodeURIComponent(token)}/claim`, method: 'POST', body: {} }),
      // 'Mes abonnements' lists the gifts received.
      invalidatesTags: [{ type: 'Subscription', id: 'GIFTS' }],
    }),
  }),
});

export const { useGetGiftQuery, useClaimGiftMutation } = giftsApi;
