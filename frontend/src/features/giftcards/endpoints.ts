import { api } from '../../lib/api';
import type { BalanceAnswer } from './types';

/** The public balance of an e-gift card (docs/design/gift-cards.md): POST, the code never in a URL. */
export const giftCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkGiftCardBalance: build.mutation<BalanceAnswer, string>({
      query: (code) => ({ url: '/gift-cards/balance', method: 'POST', body: { code } }),
    }),
  }),
});

export const { useCheckGiftCardBalanceMutation } = giftCardsApi;
