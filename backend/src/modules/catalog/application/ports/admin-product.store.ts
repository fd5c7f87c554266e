import type { Product } from '../../domain/product.js';

/** Which products the back office lists: published, unpublished (not archived), archived, live (default) or all. */
export type ProductListFilter = 'live' | 'published' | 'unpublished' | 'archived' | 'all';

export interface ProductListCriteria {
  search: string;
  filter: ProductListFilter;
  page: number;
  limit: number;
}

/** A product as stored, with its timestamps. */
export type StoredProduct = Product & { createdAt: Date; updatedAt: Date };

/** The back office's reads and writes of `products` (the storefront reads through ProductRepository). */
export abstract class AdminProductStore {
  abstract list(criteria: ProductListCriteria): Promise<{ products: StoredProduct[]; total: number }>;

  /** Products whose available units are under `threshold` (live ones, fewest first). */
  abstract lowStock(threshold: number): Promise<StoredProduct[]>;

  abstract find(id: number, lock?: boolean): Promise<StoredProduct | null>;

  /** Refuses a name another live product has (checked first; the unique index settles a race). */
  abstract refuseTakenName(name: string, exceptId: number | null): Promise<void>;

  abstract insert(product: Omit<Product, 'id'>): Promise<number>;

  abstract update(id: number, changes: Partial<Omit<Product, 'id'>>): Promise<void>;
}
