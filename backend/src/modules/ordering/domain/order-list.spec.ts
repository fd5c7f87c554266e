import {
  MAX_ROWS_SKIPPED,
  PageTooDeepError,
  SearchTooShortError,
  boundedWindow,
  orderListPagination,
  planSearch,
} from './order-list.js';

describe('order list rules', () => {
  it('paginates with at least one page', () => {
    expect(orderListPagination(0, 1, 20)).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalOrders: 0,
      hasPrevPage: false,
      hasNextPage: false,
      limit: 20,
      totalIsCapped: false,
    });
    expect(orderListPagination(1_000_000, 25_000, 20)).toMatchObject({
      totalPages: 50_000,
      hasPrevPage: true,
      hasNextPage: true,
    });
    expect(orderListPagination(41, 3, 20, true)).toMatchObject({
      totalPages: 3,
      hasNextPage: false,
      totalIsCapped: true,
    });
  });

  it('reads the start of an order number from the order numbers, other text as words', () => {
    expect(planSearch(undefined)).toEqual({ kind: 'none' });
    expect(planSearch('   ')).toEqual({ kind: 'none' });
    expect(planSearch(' bp-20251121-004a50 ')).toEqual({ kind: 'orderNumber', prefix: 'BP-20251121-004A50' });
    expect(planSearch('BP-2025')).toEqual({ kind: 'orderNumber', prefix: 'BP-2025' });
    expect(planSearch('BP-20251121-')).toEqual({ kind: 'orderNumber', prefix: 'BP-20251121' });
    expect(planSearch('004A50')).toEqual({ kind: 'text', words: ['004A50'] });
    expect(planSearch('  Léa   Dupont ')).toEqual({ kind: 'text', words: ['Léa', 'Dupont'] });
    expect(planSearch('camille.peeters12@example.be')).toEqual({
      kind: 'text',
      words: ['camille.peeters12@example.be'],
    });
  });

  it('refuses a search without a word of three characters', () => {
    expect(() => planSearch('ab')).toThrow(SearchTooShortError);
    expect(() => planSearch('a b c')).toThrow(SearchTooShortError);
    expect(planSearch('li wei')).toEqual({ kind: 'text', words: ['li', 'wei'] });
  });

  it('reads pages of the amount and customer sorts from the nearer end, within the bound', () => {
    expect(boundedWindow(40, 20, 1_000_000)).toEqual({ reverse: false, offset: 40, limit: 20 });
    expect(boundedWindow(MAX_ROWS_SKIPPED, 20, null)).toEqual({ reverse: false, offset: MAX_ROWS_SKIPPED, limit: 20 });
    // The last page of 1,000,000 (skip 999,980): the first 20 rows from the end.
    expect(boundedWindow(999_980, 20, 1_000_000)).toEqual({ reverse: true, offset: 0, limit: 20 });
    // A short last page: 7 rows left.
    expect(boundedWindow(999_993 - 1_000, 20, 999_993)).toEqual({ reverse: true, offset: 980, limit: 20 });
    expect(boundedWindow(99_980, 20, 100_007)).toEqual({ reverse: true, offset: 7, limit: 20 });
    expect(() => boundedWindow(499_980, 20, 1_000_000)).toThrow(PageTooDeepError);
    expect(() => boundedWindow(MAX_ROWS_SKIPPED + 1, 20, null)).toThrow(PageTooDeepError);
  });
});
