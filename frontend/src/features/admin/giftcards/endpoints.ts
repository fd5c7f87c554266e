import { api } from '../../../lib/api';
import type {
  AdminGiftCard,
  AdminGiftCardDetail,
  AdminGiftCardList,
  AdminGiftCardQuery,
  IssueGiftCardBody,
} from './types';

export const ADMIN_GIFT_CARDS_PAGE_SIZE = 20;

/** The back office's gift cards (docs/design/gift-cards.md, "Back office"): list, one card, disable, issue by hand. */
export const adminGiftCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminGiftCards: build.query<AdminGiftCardList, AdminGiftCardQuery>({
      query: ({ status, search, page }) => ({
        url: '/admin/gift-cards',
        params: {
          ...(status ? { status } : {}),
          ...(search ? { q: search } : {}),
          page,
          limit: ADMIN_GIFT_CARDS_PAGE_SIZE,
        },
      }),
    }),
    getAdminGiftCard: build.query<AdminGiftCardDetail, string>({
      query: (id) => `/admin/gift-cards/${encodeURIComponent(id)}`,
    }),
    disableAdminGiftCard: build.mutation<AdminGiftCardDetail, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/gift-cards/${encodeURIComponent(id)}/disable`,
        method: 'POST',
        body: { reason },
      }),
    }),
    issueAdminGiftCard: build.mutation<AdminGiftCard, IssueGiftCardBody>({
      query: (body) => ({ url: '/admin/gift-cards', method: 'POST', body }),
    }),
  }),
});

export const {
  useListAdminGiftCardsQuery,
  useGetAdminGiftCardQuery,
  useDisableAdminGiftCardMutation,
  useIssueAdminGiftCardMutation,
} = adminGiftCardsApi;
