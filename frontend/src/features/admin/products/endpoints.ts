import { api } from '../../../lib/api';
import type {
  AdminProduct,
  MediaListResponse,
  ProductListQuery,
  ProductListResponse,
  ProductPayload,
  ProductUpdate,
} from './types';

const LIST = { type: 'AdminProduct' as const, id: 'LIST' };
const LOW = { type: 'AdminProduct' as const, id: 'LOW' };

/** The back office's catalogue and media library calls (docs/design/catalogue.md). Writes refresh the shop's lists too. */
export const adminProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<ProductListResponse, ProductListQuery>({
      query: ({ search, published, page, limit }) => ({
        url: '/admin/products',
        params: { ...(search ? { search } : {}), ...(published ? { published } : {}), page, limit },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.products ?? []).map((p) => ({ type: 'AdminProduct' as const, id: p.id })),
      ],
    }),
    lowStockProducts: build.query<{ products: AdminProduct[] }, void>({
      query: () => '/admin/products/low-stock',
      providesTags: [LOW],
    }),
    getAdminProduct: build.query<AdminProduct, number>({
      query: (id) => `/admin/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminProduct', id }],
    }),
    createProduct: build.mutation<AdminProduct, ProductPayload>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      invalidatesTags: [LIST, LOW, 'Product'],
    }),
    updateProduct: build.mutation<AdminProduct, { id: number; body: ProductUpdate }>({
      query: ({ id, body }) => ({ url: `/admin/products/${id}`, method: 'PUT', body }),
      // Refused too (stock changed meanwhile): the form reads the product again and shows the new stock.
      invalidatesTags: (_result, _error, { id }) => [LIST, LOW, { type: 'AdminProduct', id }, 'Product'],
    }),
    archiveProduct: build.mutation<AdminProduct, number>({
      query: (id) => ({ url: `/admin/products/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, LOW, { type: 'AdminProduct', id }, 'Product'],
    }),
    listMedia: build.query<MediaListResponse, { page: number; limit: number }>({
      query: (params) => ({ url: '/admin/media', params }),
      providesTags: ['Media'],
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useLowStockProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useArchiveProductMutation,
  useListMediaQuery,
} = adminProductsApi;
