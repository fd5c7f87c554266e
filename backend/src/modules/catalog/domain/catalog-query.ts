import { foldText } from '../../../shared/text.js';
import { paginate, type Page } from '../../../shared/pagination.js';
import type { Category, Product } from './product.js';

export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export const PURCHASE_TYPES = ['all', 'single', 'subscription'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 100;
export const MAX_QUERY_LENGTH = 100;

/** A listing request, already validated (see http/list-products.query.ts). Prices in euros as sent. */
export interface CatalogQuery {
  category?: Category;
  minPrice?: number;
  maxPrice?: number;
  purchaseType?: PurchaseType;
  /** Rating buckets 1..5: a product matches when floor(rating) is listed. */
  ratings?: number[];
  sort?: Sort;
  page?: number;
  limit?: number;
  q?: string;
}

export type NormalisedCatalogQuery = Required<
  Omit<CatalogQuery, 'category' | 'minPrice' | 'maxPrice' | 'ratings' | 'q'>
> &
  Pick<CatalogQuery, 'category' | 'minPrice' | 'maxPrice' | 'ratings' | 'q'>;

/** Fills defaults, sorts and de-duplicates ratings, folds the search text: equal meaning, equal value. */
export function normaliseCatalogQuery(query: CatalogQuery): NormalisedCatalogQuery {
  const q = query.q === undefined ? undefined : foldText(query.q);
  const ratings = query.ratings === undefined ? undefined : [...new Set(query.ratings)].sort((a, b) => a - b);
  return {
    category: query.category,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    purchaseType: query.purchaseType ?? 'all',
    ratings,
    sort: query.sort ?? 'featured',
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_LIMIT,
    q: q === '' ? undefined : q,
  };
}

/** A stable key for caches: two queries with the same meaning give the same key. */
export function catalogQueryKey(query: CatalogQuery): string {
  const n = normaliseCatalogQuery(query);
  return JSON.stringify([n.category, n.minPrice, n.maxPrice, n.purchaseType, n.ratings, n.sort, n.page, n.limit, n.q]);
}

const COMPARATORS: Record<Sort, (a: Product, b: Product) => number> = {
  featured: (a, b) => a.id - b.id,
  newest: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  'price-desc': (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.id - b.id,
};

function searchableText(product: Product): string {
  return foldText(`${product.name} ${product.category} ${product.description}`);
}

/**
 * Filters, sorts and paginates the catalogue. Pure: same products and query, same page.
 * Price bounds are inclusive and compared in whole cents.
 */
export function queryCatalog(products: readonly Product[], query: CatalogQuery): Page<Product> {
  const n = normaliseCatalogQuery(query);
  const minCents = n.minPrice === undefined ? undefined : Math.ceil(n.minPrice * 100 - 1e-6);
  const maxCents = n.maxPrice === undefined ? undefined : Math.floor(n.maxPrice * 100 + 1e-6);
  const terms = n.q?.split(' ') ?? [];

  const matching = products.filter((p) => {
    if (n.category !== undefined && p.category !== n.category) return false;
    if (minCents !== undefined && p.priceCents < minCents) return false;
    if (maxCents !== undefined && p.priceCents > maxCents) return false;
    if (n.purchaseType === 'single' && p.hasSubscriptionOption) return false;
    if (n.purchaseType === 'subscription' && !p.hasSubscriptionOption) return false;
    // A box nobody has rated yet (a new one from the back office) is not a badly rated box: the rating
    // filter keeps it.
    if (n.ratings !== undefined && p.reviewCount > 0 && !n.ratings.includes(Math.floor(p.rating))) return false;
    if (terms.length > 0) {
      const text = searchableText(p);
      if (!terms.every((term) => text.includes(term))) return false;
    }
    return true;
  });

  return paginate(matching.sort(COMPARATORS[n.sort]), { page: n.page, limit: n.limit });
}
