import { useReducer, useState } from 'react';
import {
  filterKey,
  isCurrent,
  NO_SELECTION,
  pageKey,
  pageState,
  selectionReducer,
  type Selection,
} from './bulkSelection';
import type { AdminOrder, BulkOrdersResponse, OrderListPagination, OrderListQuery } from './types';

const NONE: Selection = { kind: 'none' };

/**
 * The orders list's selection for the shipping run: the page's orders or the whole filter, dropped when
 * the page, the filter or the search changes; the last action's result until it is closed.
 */
export function useBulkSelection(
  query: OrderListQuery,
  list: AdminOrder[],
  pagination: OrderListPagination | undefined,
) {
  const pageIds = list.map((order) => order.orderId);
  const totalOrders = pagination?.totalOrders ?? 0;
  const capped = !!pagination?.totalIsCapped;
  const [state, dispatch] = useReducer(selectionReducer, NO_SELECTION);
  const [result, setResult] = useState<BulkOrdersResponse | null>(null);
  const keys = { pageKey: pageKey(query), filterKey: filterKey(query) };
  const current = isCurrent(state, query);
  // Another page or filter: the selection made on the former one ends (a state change during render,
  // React's way to follow a prop).
  if (!current) dispatch({ type: 'sync', ...keys });
  const selection = current ? state.selection : NONE;

  return {
    selection,
    result,
    pageState: pageState(selection, pageIds),
    toggle: (id: string) => dispatch({ type: 'toggle', id, pageIds, pageKey: keys.pageKey }),
    togglePage: (checked: boolean) =>
      dispatch({ type: 'togglePage', checked, pageIds, pageKey: keys.pageKey }),
    closeResult: () => setResult(null),
    /** The selection bar's props. */
    bar: {
      selection,
      query,
      pageIds,
      totalOrders,
      capped,
      onSelectFilter: () =>
        dispatch({ type: 'selectFilter', total: totalOrders, capped, filterKey: keys.filterKey }),
      onClear: () => dispatch({ type: 'clear' }),
      onDone: (outcome: BulkOrdersResponse) => {
        setResult(outcome);
        dispatch({ type: 'done', moved: outcome.done });
      },
    },
  };
}
