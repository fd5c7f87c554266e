import type { components } from '../../../../generated/api-schema';

type Schemas = components['schemas'];

/** A product as GET /api/admin/products answers it (docs/design/catalogue.md), generated from the OpenAPI document. */
export type AdminProduct = Schemas['AdminProductResponse'];
export type ProductListResponse = Schemas['AdminProductListResponse'];
/** What the form sends (POST): every field, but the parcel's weight may be left to the server's default. */
export type ProductPayload = Required<Omit<Schemas['CreateProductDto'], 'shippingWeightGrams'>> &
  Pick<Schemas['CreateProductDto'], 'shippingWeightGrams'>;
/** PUT: the fields to change; `expectedStock` is the stock the form showed when `stock` changes. */
export type ProductUpdate = Schemas['UpdateProductDto'];
export type MediaListResponse = Schemas['MediaListResponse'];

/** `published` filter of the list: absent = every product not archived. */
export type PublishedFilter = '' | 'true' | 'false' | 'archived' | 'all';

export interface ProductListQuery {
  search: string;
  published: PublishedFilter;
  page: number;
  limit: number;
}
