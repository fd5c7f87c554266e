import { CATEGORIES, type ProductQuery, type PurchaseType, type SortKey } from './types';

/** The category page's filter state. It lives in the URL query string (shareable, back button works). */
export interface CatalogFilters {
  category: string | null;
  minPrice: number;
  maxPrice: number;
  purchaseType: PurchaseType;
  /** Rating buckets (floor of the rating) that are shown: 5, 4 ('4+') and 3 ('3+'). */
  ratings: number[];
  sort: SortKey;
  page: number;
}

export const PAGE_SIZE = 12;
/** The home page's 'Nos Box Populaires'. */
export const HOME_QUERY = { limit: 4 } as const;

/** 'Vous aimerez aussi' on a product page: boxes of the same category. */
export function relatedQuery(product: { category: string }): ProductQuery {
  return { category: product.category, limit: 4 };
}
export const RATING_BUCKETS = [5, 4, 3] as const;
export const PURCHASE_TYPES: readonly PurchaseType[] = ['all', 'single', 'subscription'];
export const SORT_KEYS: readonly SortKey[] = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'];

export const SORT_LABELS: Record<SortKey, string> = {
  featured: 'Mis en avant',
  newest: 'Nouveautés',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
  rating: 'Mieux notés',
};

export const PURCHASE_TYPE_LABELS: Record<PurchaseType, string> = {
  all: 'Tous les achats',
  single: 'Achat unique',
  subscription: 'Abonnement',
};

export const DEFAULT_FILTERS: CatalogFilters = {
  category: null,
  minPrice: 0,
  maxPrice: 100,
  purchaseType: 'all',
  ratings: [5, 4, 3],
  sort: 'featured',
  page: 1,
};

function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Reads the filters from a query string; anything missing or invalid falls back to its default. */
export function filtersFromSearch(params: URLSearchParams): CatalogFilters {
  const filters: CatalogFilters = { ...DEFAULT_FILTERS, ratings: [...DEFAULT_FILTERS.ratings] };

  const category = params.get('category');
  if (category && (CATEGORIES as readonly string[]).includes(category)) filters.category = category;

  const min = parsePrice(params.get('minPrice'));
  const max = parsePrice(params.get('maxPrice'));
  if (min !== null) filters.minPrice = min;
  if (max !== null) filters.maxPrice = max;
  if (filters.minPrice > filters.maxPrice) {
    filters.minPrice = DEFAULT_FILTERS.minPrice;
    filters.maxPrice = DEFAULT_FILTERS.maxPrice;
  }

  const purchaseType = params.get('purchaseType');
  if (purchaseType && (PURCHASE_TYPES as readonly string[]).includes(purchaseType)) {
    filters.purchaseType = purchaseType as PurchaseType;
  }

  const ratings = params.get('ratings');
  if (ratings !== null) {
    const buckets = ratings
      .split(',')
      .map((r) => Number(r))
      .filter((r) => (RATING_BUCKETS as readonly number[]).includes(r));
    filters.ratings = RATING_BUCKETS.filter((b) => buckets.includes(b));
  }

  const sort = params.get('sort');
  if (sort && (SORT_KEYS as readonly string[]).includes(sort)) filters.sort = sort as SortKey;

  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) filters.page = page;

  return filters;
}

function sameRatings(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((r) => b.includes(r));
}

/**
 * Writes the filters into a query string, leaving out the defaults so a plain /category stays plain.
 * Other parameters (such as the search term `q`) are kept.
 */
export function filtersToSearch(filters: CatalogFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const q = base?.get('q');
  if (q !== null && q !== undefined) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.purchaseType !== DEFAULT_FILTERS.purchaseType) params.set('purchaseType', filters.purchaseType);
  if (!sameRatings(filters.ratings, DEFAULT_FILTERS.ratings))
    params.set('ratings', filters.ratings.join(','));
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** The GET /api/products parameters for these filters (null when no rating bucket is selected: nothing can match). */
export function filtersToQuery(filters: CatalogFilters, q?: string): ProductQuery | null {
  if (filters.ratings.length === 0) return null;
  const query: ProductQuery = {
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    ratings: [...filters.ratings].sort((a, b) => a - b).join(','),
    sort: filters.sort,
    page: filters.page,
    limit: PAGE_SIZE,
  };
  if (filters.category) query.category = filters.category;
  if (filters.purchaseType !== 'all') query.purchaseType = filters.purchaseType;
  const term = q?.trim();
  if (term) query.q = term.slice(0, 100);
  return query;
}

/** Any filter change other than the page itself goes back to page 1. */
export function updateFilters(current: CatalogFilters, change: Partial<CatalogFilters>): CatalogFilters {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export function isDefaultFilters(filters: CatalogFilters): boolean {
  return filtersToSearch(filters).toString() === '';
}
