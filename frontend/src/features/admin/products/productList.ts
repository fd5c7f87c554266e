import type { AdminProduct, ProductListQuery, PublishedFilter } from './types';

export const PRODUCTS_PAGE_SIZE = 10;
/** Under this many available units a product shows 'stock bas' (the server lists the same on the dashboard). */
export const LOW_STOCK = 5;

export const PUBLISHED_FILTERS: { value: PublishedFilter; label: string }[] = [
  { value: '', label: 'En ligne et brouillons' },
  { value: 'true', label: 'Publiés' },
  { value: 'false', label: 'Non publiés' },
  { value: 'archived', label: 'Archivés' },
  { value: 'all', label: 'Tous' },
];

const FILTER_VALUES = new Set(PUBLISHED_FILTERS.map((f) => f.value));

export function listQueryFromParams(params: URLSearchParams): ProductListQuery {
  const page = Number(params.get('page'));
  const published = params.get('published') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    published: FILTER_VALUES.has(published as PublishedFilter) ? (published as PublishedFilter) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: PRODUCTS_PAGE_SIZE,
  };
}

export function paramsFromListQuery(query: ProductListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.published) params.set('published', query.published);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function publicationLabel(product: Pick<AdminProduct, 'published' | 'archived'>): {
  label: string;
  tone: 'forest' | 'muted' | 'gold';
} {
  if (product.archived) return { label: 'Archivé', tone: 'muted' };
  return product.published ? { label: 'Publié', tone: 'forest' } : { label: 'Brouillon', tone: 'gold' };
}

export function isLowStock(product: Pick<AdminProduct, 'available' | 'archived'>): boolean {
  return !product.archived && product.available < LOW_STOCK;
}

/** The smallest variant of a media library image for thumbnails (seed illustrations stay as they are). */
export function thumbnailOf(url: string, size: 150 | 300 | 600 | 800 = 150): string {
  return url.replace(/^(\/media\/[0-9a-f]{64})-(150|300|600|800)\.webp$/, `$1-${size}.webp`);
}
