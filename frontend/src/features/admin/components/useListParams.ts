import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DEBOUNCE_MS = 300;

interface ListQuery {
  search: string;
  page: number;
}

/**
 * A back-office list whose state lives in the address (search, filters, sort, page), so back and reload keep it.
 * The search box types freely (`draft`); the address, and the request, follow 300 ms after the last key.
 */
export function useListParams<Q extends ListQuery>(
  fromParams: (params: URLSearchParams) => Q,
  toParams: (query: Q) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => fromParams(params), [params, fromParams]);

  const update = (changes: Partial<Q>, replace = false) =>
    setParams(toParams({ ...query, ...changes }), { replace });

  const [draft, setDraft] = useState(query.search);
  const [draftFor, setDraftFor] = useState(query.search);
  if (draftFor !== query.search) {
    // The address changed elsewhere (back button, a link): the box follows it.
    setDraftFor(query.search);
    setDraft(query.search);
  }
  useEffect(() => {
    if (draft.trim() === query.search) return;
    const timer = setTimeout(() => {
      setParams(toParams({ ...query, search: draft.trim(), page: 1 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setParams, toParams]);

  /** Clears the box and puts these parameters in the address at once. */
  const reset = (next: URLSearchParams) => {
    setDraft('');
    setParams(next);
  };

  return { query, update, draft, setDraft, reset, setParams };
}

/**
 * A page past the end (after a deletion, a status change or an old link) moves to the last page.
 * `emptyPage`: the server answered this page with no rows.
 */
export function useLastPageFallback(
  emptyPage: boolean,
  page: number,
  totalPages: number,
  goTo: (page: number) => void,
) {
  useEffect(() => {
    if (emptyPage && page > totalPages) goTo(totalPages);
    // goTo is a fresh closure on each render; the page numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emptyPage, page, totalPages]);
}

/** A page of a list paged by the server, once it answered. */
export interface ListPage {
  rows: readonly unknown[];
  /** Rows in the whole list. */
  total: number;
  totalPages: number;
}

/**
 * The paging of a list the server pages `pageSize` rows at a time: a page past the end moves to the last one
 * (replacing the address), and the footer gets its range and pages (`footer` is null until the server answered).
 */
export function useListPaging(
  page: number,
  pageSize: number,
  list: ListPage | undefined,
  goTo: (page: number, replace?: boolean) => void,
) {
  const totalPages = list?.totalPages ?? 1;
  useLastPageFallback(list?.rows.length === 0, page, totalPages, (last) => goTo(last, true));
  const footer = list && {
    range: pageRange(page, pageSize, list.rows.length, list.total),
    page,
    totalPages,
    onPage: (next: number) => goTo(next),
  };
  return { totalPages, footer };
}

/**
 * Clicking a column header: the same column flips its order; another starts descending when it is one of
 * `descendingFirst` (dates, amounts…), ascending otherwise.
 */
export function nextColumnSort<K extends string>(
  current: { sortBy: K; sortOrder: 'asc' | 'desc' },
  column: K,
  descendingFirst: readonly K[],
): { sortBy: K; sortOrder: 'asc' | 'desc' } {
  if (current.sortBy === column)
    return { sortBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, sortOrder: descendingFirst.includes(column) ? 'desc' : 'asc' };
}

/** '11–20 sur 42' for a page of a list, or '' when the list is empty. */
export function pageRange(page: number, pageSize: number, shown: number, total: number): string {
  if (total <= 0) return '';
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} sur ${total}`;
}
