import type { components } from '../../../generated/api-schema';
import categories from '../../../generated/rules/categories.json';

type Schemas = components['schemas'];

/** GET /api/products/:id and the list's items (generated from the backend's OpenAPI document). */
export type Product = Schemas['ProductResponse'];
export type ProductPage = Schemas['ProductListResponse'];

/** The catalogue's categories, in the order the server serves them (GET /api/rules). */
export type Category = Schemas['ProductCategory'];
export const CATEGORIES = categories as readonly Category[];

export type PurchaseType = 'all' | 'single' | 'subscription';
export type SortKey = 'featured' | 'newest' | 'price-asc' | 'price-desc' | 'rating';

/** Query parameters of GET /api/products (absent = the server's default). */
export interface ProductQuery {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  purchaseType?: PurchaseType;
  ratings?: string;
  sort?: SortKey;
  page?: number;
  limit?: number;
  q?: string;
}
