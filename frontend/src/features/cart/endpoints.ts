import { api } from '../../lib/api';
import type { CartQuote, QuoteRequest } from './quote';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/cart/quote: the server prices the cart (the same function checkout charges with). */
    quoteCart: build.query<CartQuote, QuoteRequest>({
      query: (body) => ({ url: '/cart/quote', method: 'POST', body }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useQuoteCartQuery } = cartApi;
