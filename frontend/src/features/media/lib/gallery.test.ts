import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  DEFAULT_GALLERY_SETTINGS,
  formatBytes,
  matchesDate,
  parseFavorites,
  parseGallerySettings,
  relativeDate,
  sanitiseEntries,
  sizeBucket,
  uploadMetadata,
  visibleImages,
  type GalleryImage,
} from './gallery';

const MB = 1024 * 1024;
const NOW = new Date(2026, 4, 20, 15, 0, 0).getTime();
const daysAgo = (n: number, hour = 12) => new Date(2026, 4, 20 - n, hour).toISOString();

function image(id: string, patch: Partial<GalleryImage> = {}): GalleryImage {
  return {
    id,
    name: `${id}.jpg`,
    originalName: `${id}.jpg`,
    dataUrl: 'data:image/jpeg;base64,AAAA',
    size: 1000,
    type: 'image/jpeg',
    createdAt: daysAgo(0),
    dimensions: { width: 100, height: 100 },
    tags: [],
    description: '',
    metadata: {},
    ...patch,
  };
}

describe('gallery', () => {
  it('buckets sizes: small < 1 MB, medium 1–5 MB, large ≥ 5 MB', () => {
    expect(sizeBucket(MB - 1)).toBe('small');
    expect(sizeBucket(MB)).toBe('medium');
    expect(sizeBucket(5 * MB - 1)).toBe('medium');
    expect(sizeBucket(5 * MB)).toBe('large');
  });

  it('filters dates: today, 7 days, 30 days', () => {
    expect(matchesDate(daysAgo(0, 1), 'today', NOW)).toBe(true);
    expect(matchesDate(daysAgo(1, 23), 'today', NOW)).toBe(false);
    expect(matchesDate(daysAgo(6), 'week', NOW)).toBe(true);
    expect(matchesDate(daysAgo(8), 'week', NOW)).toBe(false);
    expect(matchesDate(daysAgo(29), 'month', NOW)).toBe(true);
    expect(matchesDate(daysAgo(31), 'month', NOW)).toBe(false);
    expect(matchesDate('nonsense', 'month', NOW)).toBe(false);
    expect(matchesDate('nonsense', 'all', NOW)).toBe(true);
  });

  it('says Aujourd’hui, Hier, Il y a N jours, then the date', () => {
    expect(relativeDate(daysAgo(0, 1), NOW)).toBe("Aujourd'hui");
    expect(relativeDate(daysAgo(1, 23), NOW)).toBe('Hier');
    expect(relativeDate(daysAgo(3), NOW)).toBe('Il y a 3 jours');
    expect(relativeDate(daysAgo(6), NOW)).toBe('Il y a 6 jours');
    expect(relativeDate(daysAgo(7), NOW)).toBe('13 mai 2026');
  });

  it('sorts by name, size, dimensions, type and date, date descending by default', () => {
    const images = [
      image('b', {
        size: 3 * MB,
        createdAt: daysAgo(2),
        dimensions: { width: 10, height: 10 },
        type: 'image/png',
      }),
      image('a', { size: 2 * MB, createdAt: daysAgo(0), dimensions: { width: 50, height: 50 } }),
      image('c', {
        size: 10,
        createdAt: daysAgo(1),
        dimensions: { width: 20, height: 20 },
        type: 'image/gif',
      }),
    ];
    const order = (sortBy: typeof DEFAULT_GALLERY_SETTINGS.sortBy, sortOrder: 'asc' | 'desc' = 'asc') =>
      visibleImages(images, DEFAULT_FILTERS, { sortBy, sortOrder }, new Set(), NOW).map((i) => i.id);
    expect(order(DEFAULT_GALLERY_SETTINGS.sortBy, DEFAULT_GALLERY_SETTINGS.sortOrder)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(order('name')).toEqual(['a', 'b', 'c']);
    expect(order('size')).toEqual(['c', 'a', 'b']);
    expect(order('size', 'desc')).toEqual(['b', 'a', 'c']);
    expect(order('dimensions')).toEqual(['b', 'c', 'a']);
    expect(order('type')).toEqual(['c', 'a', 'b']);
  });

  it('filters by size, date, favourites and name', () => {
    const images = [
      image('small', { size: 10 }),
      image('medium', { size: 2 * MB, createdAt: daysAgo(10) }),
      image('large', { size: 6 * MB, createdAt: daysAgo(40) }),
    ];
    const ids = (patch: Partial<typeof DEFAULT_FILTERS>, favs: string[] = []) =>
      visibleImages(
        images,
        { ...DEFAULT_FILTERS, ...patch },
        DEFAULT_GALLERY_SETTINGS,
        new Set(favs),
        NOW,
      ).map((i) => i.id);
    expect(ids({ size: 'medium' })).toEqual(['medium']);
    expect(ids({ size: 'large' })).toEqual(['large']);
    expect(ids({ date: 'month' })).toEqual(['small', 'medium']);
    expect(ids({ date: 'today' })).toEqual(['small']);
    expect(ids({ favoritesOnly: true }, ['large'])).toEqual(['large']);
    expect(ids({ query: 'MED' })).toEqual(['medium']);
  });

  it('discards entries missing id, data or original name', () => {
    const kept = sanitiseEntries([
      image('ok'),
      { ...image('x'), id: '' },
      { ...image('y'), dataUrl: undefined },
      { ...image('z'), originalName: null },
      'junk',
      { id: 'min', dataUrl: 'data:image/png;base64,AAAA', originalName: 'min.png' },
    ]);
    expect(kept.map((i) => i.id)).toEqual(['ok', 'min']);
    expect(kept[1].name).toBe('min.png');
    expect(kept[1].dimensions).toEqual({ width: 0, height: 0 });
    expect(sanitiseEntries({})).toEqual([]);
  });

  it('reads settings and favourites defensively', () => {
    expect(parseGallerySettings(null)).toEqual(DEFAULT_GALLERY_SETTINGS);
    expect(DEFAULT_GALLERY_SETTINGS.viewMode).toBe('grid');
    expect(
      parseGallerySettings({ viewMode: 'list', sortBy: 'size', sortOrder: 'x', showFilters: true }),
    ).toEqual({
      ...DEFAULT_GALLERY_SETTINGS,
      viewMode: 'list',
      sortBy: 'size',
      showFilters: true,
    });
    expect(parseFavorites(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(parseFavorites('a')).toEqual([]);
  });

  it('formats sizes and upload metadata', () => {
    expect(formatBytes(512)).toBe('512 o');
    expect(formatBytes(2048)).toBe('2 Ko');
    expect(formatBytes(2.5 * MB)).toBe('2,5 Mo');
    expect(uploadMetadata(4000, 3000, 1)).toEqual({ lastModified: 1, aspectRatio: 1.333, megapixels: 12 });
  });
});
