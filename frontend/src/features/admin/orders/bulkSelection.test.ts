import { describe, expect, it } from 'vitest';
import bulkRule from '../../../../generated/rules/bulk.json';
import statuses from '../../../../generated/rules/statuses.json';
import {
  bulkFilter,
  bulkRequest,
  selectionBody,
  filterKey,
  filterLinkText,
  isCurrent,
  NO_SELECTION,
  offersFilter,
  pageKey,
  pageState,
  resultSummary,
  selectedText,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './bulkSelection';
import { DEFAULT_ORDER_QUERY } from './orderQuery';
import type { OrderListQuery } from './types';

const query: OrderListQuery = { ...DEFAULT_ORDER_QUERY };
const PAGE = ['BP-1', 'BP-2', 'BP-3'];
const keys = { pageKey: pageKey(query), filterKey: filterKey(query) };
const run = (...actions: SelectionAction[]) => actions.reduce(selectionReducer, NO_SELECTION);
const toggle = (id: string): SelectionAction => ({
  type: 'toggle',
  id,
  pageIds: PAGE,
  pageKey: keys.pageKey,
});
const togglePage = (checked: boolean): SelectionAction => ({
  type: 'togglePage',
  checked,
  pageIds: PAGE,
  pageKey: keys.pageKey,
});
const selectFilter: SelectionAction = {
  type: 'selectFilter',
  total: 57,
  capped: false,
  filterKey: keys.filterKey,
};
const label = (status: string) => statuses.find((s) => s.value === status)!.label;

describe('the shipping run selection', () => {
  it('ticks and unticks orders of the page; the header box reads all, some or none', () => {
    let state = run(toggle('BP-1'), toggle('BP-3'));
    expect(state.selection).toEqual({ kind: 'ids', ids: ['BP-1', 'BP-3'] });
    expect(pageState(state.selection, PAGE)).toBe('some');
    state = selectionReducer(state, toggle('BP-1'));
    expect(state.selection).toEqual({ kind: 'ids', ids: ['BP-3'] });
    state = selectionReducer(state, toggle('BP-3'));
    expect(state).toEqual(NO_SELECTION);
    expect(pageState(state.selection, PAGE)).toBe('none');
    expect(pageState(run(togglePage(true)).selection, PAGE)).toBe('all');
    expect(run(togglePage(true), togglePage(false))).toEqual(NO_SELECTION);
  });

  it('offers the whole filter once the whole page is selected and the filter holds more', () => {
    const page = run(togglePage(true)).selection;
    expect(offersFilter(page, PAGE, 57)).toBe(true);
    expect(offersFilter(page, PAGE, 3)).toBe(false);
    expect(offersFilter(run(toggle('BP-1')).selection, PAGE, 57)).toBe(false);
    const filter = run(togglePage(true), selectFilter);
    expect(filter.selection).toEqual({ kind: 'filter', total: 57, capped: false });
    expect(offersFilter(filter.selection, PAGE, 57)).toBe(false);
    expect(pageState(filter.selection, PAGE)).toBe('all');
    expect(selectedText(filter.selection)).toBe('57 commandes sélectionnées');
    // Unticking one order of the filter's selection goes back to the page without it.
    expect(selectionReducer(filter, toggle('BP-2')).selection).toEqual({
      kind: 'ids',
      ids: ['BP-1', 'BP-3'],
    });
  });

  it('drops a page selection when the page, the filter or the search changes; a filter selection survives a page change', () => {
    const page = run(toggle('BP-1'));
    expect(isCurrent(page, query)).toBe(true);
    for (const changed of [
      { ...query, page: 2 },
      { ...query, orderStatus: 'payee' as const },
      { ...query, search: 'dupont' },
      { ...query, limit: 50 },
    ]) {
      expect(isCurrent(page, changed)).toBe(false);
      const synced = selectionReducer(page, {
        type: 'sync',
        pageKey: pageKey(changed),
        filterKey: filterKey(changed),
      });
      expect(synced).toEqual(NO_SELECTION);
    }
    // A search too short to be sent is no search: the selection stays.
    expect(isCurrent(page, { ...query, search: 'du' })).toBe(true);
    const filter = run(selectFilter);
    expect(isCurrent(filter, { ...query, page: 2 })).toBe(true);
    expect(isCurrent(filter, { ...query, status: 'paid' })).toBe(false);
  });

  it('after an action, the orders that moved leave the selection; a filter selection ends', () => {
    const state: SelectionState = run(togglePage(true));
    expect(selectionReducer(state, { type: 'done', moved: ['BP-1', 'BP-2'] }).selection).toEqual({
      kind: 'ids',
      ids: ['BP-3'],
    });
    expect(selectionReducer(state, { type: 'done', moved: PAGE })).toEqual(NO_SELECTION);
    expect(selectionReducer(run(selectFilter), { type: 'done', moved: [] })).toEqual(NO_SELECTION);
  });

  it('builds the request: the order numbers, or the list filter without its page', () => {
    expect(bulkRequest('start_preparation', run(toggle('BP-2'), toggle('BP-1')).selection, query)).toEqual({
      action: 'start_preparation',
      orderIds: ['BP-2', 'BP-1'],
    });
    expect(bulkRequest('start_preparation', NO_SELECTION.selection, query)).toBeNull();
    const filtered: OrderListQuery = {
      ...query,
      page: 3,
      limit: 50,
      orderStatus: 'expediee',
      status: 'paid',
      refundOnly: true,
      search: '  dupont ',
      sortBy: 'total',
      sortOrder: 'asc',
    };
    expect(bulkRequest('mark_delivered', run(selectFilter).selection, filtered)).toEqual({
      action: 'mark_delivered',
      filter: {
        orderStatus: 'expediee',
        status: 'paid',
        refundRequired: true,
        search: 'dupont',
        sortBy: 'total',
        sortOrder: 'asc',
      },
    });
    expect(bulkFilter({ ...query, search: 'du' })).toEqual({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('says the counts in French, with the labels of the server', () => {
    expect(selectedText({ kind: 'ids', ids: ['BP-1'] })).toBe('1 commande sélectionnée');
    expect(selectedText({ kind: 'filter', total: 1000, capped: true })).toBe(
      '1\u202f000+ commandes sélectionnées',
    );
    expect(filterLinkText(57)).toBe('Sélectionner les 57 commandes du filtre');
    const action = bulkRule.actions[0]!;
    const target = label(action.target);
    expect(
      resultSummary({
        action: action.value as 'start_preparation',
        done: ['BP-1', 'BP-2', 'BP-3'],
        unchanged: ['BP-4'],
        refused: [
          {
            orderId: 'BP-5',
            code: 'ORDER_INVALID_TRANSITION',
            message: 'BP-5 : la commande est déjà expédiée',
          },
        ],
      }),
    ).toEqual({
      done: `3 commandes passées à « ${target} »`,
      unchanged: `1 commande déjà à « ${target} »`,
      refused: '1 commande refusée :',
    });
    expect(resultSummary({ action: 'mark_delivered', done: [], unchanged: [], refused: [] })).toEqual({
      done: `Aucune commande passée à « ${label('livree')} »`,
      unchanged: null,
      refused: null,
    });
  });
});

describe("the documents' selection", () => {
  it('is the bulk body without its action: the page ids or the filter', () => {
    const query: OrderListQuery = { ...DEFAULT_ORDER_QUERY, orderStatus: 'en_preparation', page: 3 };
    expect(selectionBody({ kind: 'ids', ids: ['BP-1'] }, query)).toEqual({ orderIds: ['BP-1'] });
    const { action: _action, ...filterBody } = bulkRequest(
      'start_preparation',
      { kind: 'filter', total: 57, capped: false },
      query,
    )!;
    expect(selectionBody({ kind: 'filter', total: 57, capped: false }, query)).toEqual(filterBody);
    expect(selectionBody({ kind: 'ids', ids: [] }, query)).toBeNull();
    expect(selectionBody({ kind: 'none' }, query)).toBeNull();
  });
});
