import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { errorStatus } from '../../lib/api';
import { catalogApi, useGetProductQuery } from './endpoints';

/**
 * The product query for `id` (null: not a product id), with `missing` when there is no such box.
 * A box the server already answered 404 for (while rendering the page, or on an earlier visit) is not
 * asked for again: RTK Query would refetch an errored entry for every new subscriber, and each such
 * request is one more 'Failed to load resource' line in the browser's console.
 */
export function useProduct(id: number | null) {
  // A yes/no, not the cache entry: a selector that built a new object on every store change would
  // render the product page and its breadcrumb again at each action (hydration dispatches dozens).
  const knownMissing = useAppSelector((state) => {
    if (id === null) return false;
    const cached = catalogApi.endpoints.getProduct.select(id)(state);
    return cached.isError && errorStatus(cached.error) === 404;
  });
  // Kept once seen, so that the entry's removal from the cache later does not ask again.
  const [missingId, setMissingId] = useState<number | null>(null);
  if (knownMissing && missingId !== id) setMissingId(id);
  const missing = id === null || knownMissing || missingId === id;
  const query = useGetProductQuery(missing ? skipToken : id);
  return { ...query, missing };
}
