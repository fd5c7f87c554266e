import { api } from '../../lib/api';
import type { Product, ProductPage, ProductQuery } from './types';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductQuery>({
      query: (params) => ({ url: '/products', params: params as Record<string, string | number> }),
      providesTags: (result) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
      ],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => `/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product' as const, id }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
