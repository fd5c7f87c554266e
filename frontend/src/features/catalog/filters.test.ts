import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  isDefaultFilters,
  updateFilters,
  type CatalogFilters,
} from './filters';

const parse = (qs: string) => filtersFromSearch(new URLSearchParams(qs));

describe('category filters ↔ query string', () => {
  it('an empty query string gives the defaults: 0–100 €, all purchase types, 3/4/5 stars, featured, page 1', () => {
    expect(parse('')).toEqual({
      category: null,
      minPrice: 0,
      maxPrice: 100,
      purchaseType: 'all',
      ratings: [5, 4, 3],
      sort: 'featured',
      page: 1,
    });
    expect(isDefaultFilters(parse(''))).toBe(true);
  });

  it('the defaults write an empty query string', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: CatalogFilters = {
      category: 'Édition limitée',
      minPrice: 12.5,
      maxPrice: 60,
      purchaseType: 'single',
      ratings: [5, 4],
      sort: 'price-desc',
      page: 2,
    };
    const qs = filtersToSearch(filters);
    expect(Object.fromEntries(qs)).toEqual({
      category: 'Édition limitée',
      minPrice: '12.5',
      maxPrice: '60',
      purchaseType: 'single',
      ratings: '5,4',
      sort: 'price-desc',
      page: '2',
    });
    expect(filtersFromSearch(new URLSearchParams(qs.toString()))).toEqual(filters);
  });

  it('keeps the search term', () => {
    const qs = filtersToSearch(
      { ...DEFAULT_FILTERS, sort: 'rating' },
      new URLSearchParams('q=chocolat&sort=newest'),
    );
    expect(qs.toString()).toBe('q=chocolat&sort=rating');
  });

  it('ignores invalid values', () => {
    expect(
      parse('category=Inconnue&minPrice=-3&maxPrice=abc&purchaseType=gratuit&sort=random&page=0'),
    ).toEqual(DEFAULT_FILTERS);
    expect(parse('ratings=9,x,4')).toMatchObject({ ratings: [4] });
    expect(parse('page=2.5').page).toBe(1);
  });

  it('drops a price range whose minimum exceeds its maximum', () => {
    expect(parse('minPrice=80&maxPrice=20')).toMatchObject({ minPrice: 0, maxPrice: 100 });
  });

  it('no rating box checked is kept as such', () => {
    expect(parse('ratings=').ratings).toEqual([]);
    expect(filtersToSearch({ ...DEFAULT_FILTERS, ratings: [] }).toString()).toBe('ratings=');
  });

  it('any change other than the page goes back to page 1', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(updateFilters(onPage3, { sort: 'newest' }).page).toBe(1);
    expect(updateFilters(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('filters → GET /api/products parameters', () => {
  it('sends the defaults explicitly with 12 per page', () => {
    expect(filtersToQuery(DEFAULT_FILTERS)).toEqual({
      minPrice: 0,
      maxPrice: 100,
      ratings: '3,4,5',
      sort: 'featured',
      page: 1,
      limit: 12,
    });
  });

  it('adds category, purchase type and search term when set', () => {
    expect(
      filtersToQuery({ ...DEFAULT_FILTERS, category: 'Cadeau', purchaseType: 'subscription' }, '  chocolat '),
    ).toMatchObject({ category: 'Cadeau', purchaseType: 'subscription', q: 'chocolat' });
  });

  it('asks nothing when no rating bucket is selected', () => {
    expect(filtersToQuery({ ...DEFAULT_FILTERS, ratings: [] })).toBeNull();
  });
});
