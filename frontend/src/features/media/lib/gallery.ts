/** The gallery's pure parts: entries, size buckets, date filters, sorting, relative dates, stats. */

export interface GalleryImage {
  id: string;
  name: string;
  originalName: string;
  dataUrl: string;
  size: number;
  type: string;
  createdAt: string;
  dimensions: { width: number; height: number };
  tags: string[];
  description: string;
  metadata: Record<string, unknown>;
  /** A small JPEG for the grid (kept beside the full image so the grid stays light). */
  thumbnailUrl?: string;
}

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

export type SizeFilter = 'all' | 'small' | 'medium' | 'large';
export type DateFilter = 'all' | 'today' | 'week' | 'month';
export type SortBy = 'name' | 'size' | 'dimensions' | 'type' | 'date';
export type SortOrder = 'asc' | 'desc';
export type ViewMode = 'grid' | 'list';
export type GridSize = 'small' | 'medium' | 'large';

export interface GallerySettings {
  viewMode: ViewMode;
  sortBy: SortBy;
  sortOrder: SortOrder;
  gridSize: GridSize;
  showFilters: boolean;
}

export const DEFAULT_GALLERY_SETTINGS: GallerySettings = {
  viewMode: 'grid',
  sortBy: 'date',
  sortOrder: 'desc',
  gridSize: 'medium',
  showFilters: false,
};

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Settings read back from storage: unknown or missing values take their defaults. */
export function parseGallerySettings(raw: unknown): GallerySettings {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_GALLERY_SETTINGS;
  return {
    viewMode: oneOf(r.viewMode, ['grid', 'list'], d.viewMode),
    sortBy: oneOf(r.sortBy, ['name', 'size', 'dimensions', 'type', 'date'], d.sortBy),
    sortOrder: oneOf(r.sortOrder, ['asc', 'desc'], d.sortOrder),
    gridSize: oneOf(r.gridSize, ['small', 'medium', 'large'], d.gridSize),
    showFilters: typeof r.showFilters === 'boolean' ? r.showFilters : d.showFilters,
  };
}

/** Size buckets: small < 1 MB, medium 1–5 MB, large ≥ 5 MB. */
export function sizeBucket(bytes: number): Exclude<SizeFilter, 'all'> {
  if (bytes < MB) return 'small';
  if (bytes < 5 * MB) return 'medium';
  return 'large';
}

function startOfDay(time: number): number {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Date filters: today (since midnight), week (7 days), month (30 days). */
export function matchesDate(createdAt: string, filter: DateFilter, now = Date.now()): boolean {
  if (filter === 'all') return true;
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return false;
  if (filter === 'today') return time >= startOfDay(now);
  const days = filter === 'week' ? 7 : 30;
  return now - time <= days * DAY;
}

export interface GalleryFilters {
  size: SizeFilter;
  date: DateFilter;
  favoritesOnly: boolean;
  query: string;
}

export const DEFAULT_FILTERS: GalleryFilters = { size: 'all', date: 'all', favoritesOnly: false, query: '' };

const collator = new Intl.Collator('fr-BE', { sensitivity: 'base', numeric: true });

function compare(a: GalleryImage, b: GalleryImage, sortBy: SortBy): number {
  switch (sortBy) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'size':
      return a.size - b.size;
    case 'dimensions':
      return a.dimensions.width * a.dimensions.height - b.dimensions.width * b.dimensions.height;
    case 'type':
      return collator.compare(a.type, b.type);
    case 'date':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  }
}

/** Filtered and sorted images (ties by name, then id, so the order is stable). */
export function visibleImages(
  images: readonly GalleryImage[],
  filters: GalleryFilters,
  settings: Pick<GallerySettings, 'sortBy' | 'sortOrder'>,
  favorites: ReadonlySet<string>,
  now = Date.now(),
): GalleryImage[] {
  const query = filters.query.trim().toLocaleLowerCase('fr-BE');
  const direction = settings.sortOrder === 'asc' ? 1 : -1;
  return images
    .filter((image) => filters.size === 'all' || sizeBucket(image.size) === filters.size)
    .filter((image) => matchesDate(image.createdAt, filters.date, now))
    .filter((image) => !filters.favoritesOnly || favorites.has(image.id))
    .filter(
      (image) =>
        !query ||
        image.name.toLocaleLowerCase('fr-BE').includes(query) ||
        image.originalName.toLocaleLowerCase('fr-BE').includes(query),
    )
    .sort(
      (a, b) =>
        direction * compare(a, b, settings.sortBy) ||
        collator.compare(a.name, b.name) ||
        (a.id < b.id ? -1 : 1),
    );
}

/** 'Aujourd'hui', 'Hier', 'Il y a N jours' under 7 days, else the date (fr-BE). */
export function relativeDate(createdAt: string, now = Date.now()): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  const days = Math.round((startOfDay(now) - startOfDay(time)) / DAY);
  if (days <= 0) return "Aujourd'hui";
  if (days === 1) return 'Hier';
  if (days < 7) return `Il y a ${days} jours`;
  return new Intl.DateTimeFormat('fr-BE', { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
}

/** Sizes as the gallery shows them: "820 Ko", "2,4 Mo". */
export function formatBytes(bytes: number): string {
  const nf = (digits: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: digits });
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < MB) return `${nf(0).format(bytes / 1024)} Ko`;
  return `${nf(1).format(bytes / MB)} Mo`;
}

export function totalSize(images: readonly GalleryImage[]): number {
  return images.reduce((sum, image) => sum + image.size, 0);
}

/** Entries read back from storage: those missing id, dataUrl or originalName are discarded. */
export function sanitiseEntries(raw: unknown): GalleryImage[] {
  if (!Array.isArray(raw)) return [];
  const out: GalleryImage[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const e = item as Record<string, unknown>;
    if (typeof e.id !== 'string' || !e.id) continue;
    if (typeof e.dataUrl !== 'string' || !e.dataUrl) continue;
    if (typeof e.originalName !== 'string' || !e.originalName) continue;
    const dims = (e.dimensions && typeof e.dimensions === 'object' ? e.dimensions : {}) as Record<
      string,
      unknown
    >;
    out.push({
      id: e.id,
      name: typeof e.name === 'string' && e.name ? e.name : e.originalName,
      originalName: e.originalName,
      dataUrl: e.dataUrl,
      size: typeof e.size === 'number' && e.size >= 0 ? e.size : Math.round((e.dataUrl.length * 3) / 4),
      type: typeof e.type === 'string' ? e.type : '',
      createdAt: typeof e.createdAt === 'string' ? e.createdAt : new Date(0).toISOString(),
      dimensions: {
        width: typeof dims.width === 'number' ? dims.width : 0,
        height: typeof dims.height === 'number' ? dims.height : 0,
      },
      tags: Array.isArray(e.tags) ? e.tags.filter((t): t is string => typeof t === 'string') : [],
      description: typeof e.description === 'string' ? e.description : '',
      metadata: e.metadata && typeof e.metadata === 'object' ? (e.metadata as Record<string, unknown>) : {},
      thumbnailUrl: typeof e.thumbnailUrl === 'string' ? e.thumbnailUrl : undefined,
    });
  }
  return out;
}

/** Favourites read back from storage: an array of ids. */
export function parseFavorites(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
}

/** Metadata of an uploaded photo. */
export function uploadMetadata(width: number, height: number, lastModified: number): Record<string, unknown> {
  return {
    lastModified,
    aspectRatio: height > 0 ? Math.round((width / height) * 1000) / 1000 : 0,
    megapixels: Math.round(((width * height) / 1_000_000) * 100) / 100,
  };
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
