import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { rulesApi } from '../rules';
import { catalogApi } from './endpoints';
import { filtersFromSearch, filtersToQuery, HOME_QUERY, relatedQuery } from './filters';
import { categoryHead, homeHead, productHead, productNotFoundHead } from './head';
import { parseProductId } from './pages/productId';
import type { HeadMeta } from '../../lib/head';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export interface PreloadedPage {
  status: number;
  head: HeadMeta;
}

const CATALOG_PAGE = /^\/(category|product\/[^/]+)?$/;

/**
 * The server-rendered catalogue pages: fetches what the page's components will ask for (the very
 * same queries, so the hooks find their data in the store: the shop's rules too, such as the
 * subscription frequencies) and says the page's status and head. Null for every other route:
 * those stay client-rendered.
 */
export async function preloadCatalogPage(url: URL, dispatch: Dispatch): Promise<PreloadedPage | null> {
  const { pathname } = url;
  if (!CATALOG_PAGE.test(pathname)) return null;
  const [page] = await Promise.all([
    preloadPage(url, dispatch),
    dispatch(rulesApi.endpoints.getRules.initiate()),
  ]);
  return page;
}

async function preloadPage(url: URL, dispatch: Dispatch): Promise<PreloadedPage | null> {
  const { pathname, searchParams } = url;
  if (pathname === '/') {
    await dispatch(catalogApi.endpoints.getProducts.initiate(HOME_QUERY));
    return { status: 200, head: homeHead() };
  }
  if (pathname === '/category') {
    const query = filtersToQuery(filtersFromSearch(searchParams));
    if (query) await dispatch(catalogApi.endpoints.getProducts.initiate(query));
    return { status: 200, head: categoryHead() };
  }
  const match = /^\/product\/([^/]+)$/.exec(pathname);
  if (match) {
    const id = parseProductId(match[1]);
    const found = id === null ? null : await dispatch(catalogApi.endpoints.getProduct.initiate(id));
    const product = found?.data;
    if (!product) {
      const status =
        !found || (found.error && 'status' in found.error && found.error.status === 404) ? 404 : 500;
      return { status, head: productNotFoundHead(pathname) };
    }
    await dispatch(catalogApi.endpoints.getProducts.initiate(relatedQuery(product)));
    return { status: 200, head: productHead(product) };
  }
  return null;
}
