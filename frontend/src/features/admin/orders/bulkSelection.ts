import bulkRule from '../../../../generated/rules/bulk.json';
import statuses from '../../../../generated/rules/statuses.json';
import { searchableText } from './orderQuery';
import type {
  BulkAction,
  BulkOrdersRequest,
  BulkOrdersResponse,
  BulkRule,
  OrderListQuery,
  OrderSelectionRequest,
} from './types';

/*
 * The shipping run's selection in /admin/orders (docs/design/shipping-run.md): some orders of the page
 * shown, or every order of the list's filter. Pure: the page keeps it in a reducer, the tests try it here.
 */

/** The server's bulk rule (GET /api/rules `bulk`, written to generated/rules/bulk.json): buttons, limit, message. */
export const BULK_RULE: BulkRule = bulkRule as BulkRule;

/** An order state's back-office label, as the server names it (generated/rules/statuses.json). */
export function statusLabel(status: string): string {
  return statuses.find((s) => s.value === status)?.label ?? status;
}

export type Selection =
  | { kind: 'none' }
  /** Orders of one page (their numbers), chosen one by one or all at once. */
  | { kind: 'ids'; ids: string[] }
  /** Every order of the filter, whatever the page: `total` as the list counted it. */
  | { kind: 'filter'; total: number; capped: boolean };

export interface SelectionState {
  /** The list the selection belongs to (pageKey for a page's orders, filterKey for the filter). */
  key: string;
  selection: Selection;
}

export type SelectionAction =
  | { type: 'toggle'; id: string; pageIds: string[]; pageKey: string }
  | { type: 'togglePage'; checked: boolean; pageIds: string[]; pageKey: string }
  | { type: 'selectFilter'; total: number; capped: boolean; filterKey: string }
  | { type: 'clear' }
  /** The list changed: a selection that belonged to another list is dropped. */
  | { type: 'sync'; pageKey: string; filterKey: string }
  /** After an action: the orders that moved leave the selection (a filter's selection ends). */
  | { type: 'done'; moved: string[] };

export const NO_SELECTION: SelectionState = { key: '', selection: { kind: 'none' } };

/** The filter a selection of the filter names: the list's query without its page. */
export function filterKey(query: OrderListQuery): string {
  const { orderStatus, status, refundOnly, sortBy, sortOrder } = query;
  return JSON.stringify([orderStatus, status, refundOnly, searchableText(query.search), sortBy, sortOrder]);
}

/** One page of that filter: a page's selection holds only while the same page is shown. */
export function pageKey(query: OrderListQuery): string {
  return `${filterKey(query)}#${query.limit}#${query.page}`;
}

/** The orders of the page that are selected. */
function pageSelection(state: SelectionState, pageIds: string[], pageKey: string): string[] {
  if (state.selection.kind === 'filter') return [...pageIds];
  if (state.selection.kind === 'ids' && state.key === pageKey) return state.selection.ids;
  return [];
}

function ofIds(ids: string[], key: string): SelectionState {
  return ids.length ? { key, selection: { kind: 'ids', ids } } : NO_SELECTION;
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'toggle': {
      // Unticking one order of a filter's selection goes back to the page, without that order.
      const ids = pageSelection(state, action.pageIds, action.pageKey);
      const next = ids.includes(action.id) ? ids.filter((id) => id !== action.id) : [...ids, action.id];
      return ofIds(next, action.pageKey);
    }
    case 'togglePage':
      return action.checked ? ofIds([...action.pageIds], action.pageKey) : NO_SELECTION;
    case 'selectFilter':
      return {
        key: action.filterKey,
        selection: { kind: 'filter', total: action.total, capped: action.capped },
      };
    case 'clear':
      return NO_SELECTION;
    case 'sync': {
      if (state.selection.kind === 'none') return state;
      const key = state.selection.kind === 'filter' ? action.filterKey : action.pageKey;
      return state.key === key ? state : NO_SELECTION;
    }
    case 'done':
      if (state.selection.kind !== 'ids') return NO_SELECTION;
      return ofIds(
        state.selection.ids.filter((id) => !action.moved.includes(id)),
        state.key,
      );
  }
}

/** Whether the selection still belongs to the list shown (else the page drops it). */
export function isCurrent(state: SelectionState, query: OrderListQuery): boolean {
  if (state.selection.kind === 'none') return true;
  return state.key === (state.selection.kind === 'filter' ? filterKey(query) : pageKey(query));
}

/** How many orders are selected. */
export function selectedCount(selection: Selection): number {
  return selection.kind === 'ids' ? selection.ids.length : selection.kind === 'filter' ? selection.total : 0;
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.kind === 'filter' || (selection.kind === 'ids' && selection.ids.includes(id));
}

/** The header's box: every order of the page, some of them, or none. */
export function pageState(selection: Selection, pageIds: string[]): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  return chosen === 0 ? 'none' : chosen === pageIds.length ? 'all' : 'some';
}

/** The whole page is selected and the filter holds more orders: the bar offers to select them all. */
export function offersFilter(selection: Selection, pageIds: string[], totalOrders: number): boolean {
  return selection.kind === 'ids' && pageState(selection, pageIds) === 'all' && totalOrders > pageIds.length;
}

/** The list's filter as the bulk request takes it (the list's query fields; the page is not part of it). */
export function bulkFilter(query: OrderListQuery): NonNullable<BulkOrdersRequest['filter']> {
  const search = searchableText(query.search);
  return {
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    ...(query.orderStatus ? { orderStatus: query.orderStatus } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.refundOnly ? { refundRequired: true } : {}),
    ...(search ? { search } : {}),
  };
}

/** POST /api/admin/orders/bulk's body: the orders chosen, or the filter they were chosen by. */
export function bulkRequest(
  action: BulkAction,
  selection: Selection,
  query: OrderListQuery,
): BulkOrdersRequest | null {
  if (selection.kind === 'ids') return selection.ids.length ? { action, orderIds: [...selection.ids] } : null;
  if (selection.kind === 'filter') return { action, filter: bulkFilter(query) };
  return null;
}

/** The selection alone, `{orderIds}` or `{filter}`: the body of the shipping run's documents. */
export function selectionBody(selection: Selection, query: OrderListQuery): OrderSelectionRequest | null {
  if (selection.kind === 'ids') return selection.ids.length ? { orderIds: [...selection.ids] } : null;
  if (selection.kind === 'filter') return { filter: bulkFilter(query) };
  return null;
}

const count = new Intl.NumberFormat('fr-BE');

/** '1 commande sélectionnée', '3 commandes sélectionnées', '1 000+ commandes sélectionnées'. */
export function selectedText(selection: Selection): string {
  const n = selectedCount(selection);
  const capped = selection.kind === 'filter' && selection.capped ? '+' : '';
  return n === 1 && !capped
    ? '1 commande sélectionnée'
    : `${count.format(n)}${capped} commandes sélectionnées`;
}

/** 'Sélectionner les 57 commandes du filtre'. */
export function filterLinkText(totalOrders: number, capped = false): string {
  return `Sélectionner les ${count.format(totalOrders)}${capped ? '+' : ''} commandes du filtre`;
}

/** The result's lines: what moved, what was already there (with the state's label), and the refusals. */
export function resultSummary(result: BulkOrdersResponse): {
  done: string;
  unchanged: string | null;
  refused: string | null;
} {
  const target = BULK_RULE.actions.find((a) => a.value === result.action)?.target;
  const label = `« ${target ? statusLabel(target) : result.action} »`;
  const n = result.done.length;
  const u = result.unchanged.length;
  const r = result.refused.length;
  return {
    done:
      n === 0
        ? `Aucune commande passée à ${label}`
        : n === 1
          ? `1 commande passée à ${label}`
          : `${count.format(n)} commandes passées à ${label}`,
    unchanged:
      u === 0
        ? null
        : u === 1
          ? `1 commande déjà à ${label}`
          : `${count.format(u)} commandes déjà à ${label}`,
    refused: r === 0 ? null : r === 1 ? '1 commande refusée :' : `${count.format(r)} commandes refusées :`,
  };
}
