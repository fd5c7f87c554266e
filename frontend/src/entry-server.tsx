/**
 * The server's side of the first paint: renders the catalogue pages (/, /category, /product/:id)
 * to HTML from the same components and store as the browser, which then hydrates them.
 * Built by `vite build --ssr` into dist-ssr/ and called by the backend (backend/src/spa/ssr.ts).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, matchRoutes, StaticRouter } from 'react-router';
import { Provider } from 'react-redux';
import { AppRoutes, preloadMatchedPages } from './app/AppRoutes';
import { headHtml } from './lib/head';
import { routeHead } from './app/routeHead';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { dehydrateState } from './app/ssrState';
import { SSR_SCREENS } from './app/ssrScreens';
import { preloadCatalogPage } from './features/catalog/preload';
import type { ApiFetch } from './lib/api';
import { emptyCart } from './features/cart';
import { HydrationGate } from './lib/useHydrated';

export interface RenderRequest {
  /** Path and query of the page ('/category?sort=rating'). */
  url: string;
  /** The shop's public address, for canonical URLs and Open Graph. */
  origin: string;
  /** Answers GET /api/… in-process. */
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  status: number;
  /** Title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The page's markup, to go inside #root; null for a page the browser renders (only its head is written). */
  html: string | null;
  /** The store's data, as JSON for the hydrating browser; null with `html`. */
  state: string | null;
  /** The screens rendered, as sources (keys of Vite's build manifest): the server preloads their chunks and styles. */
  screens: string[];
}

function screensOf(pathname: string): string[] {
  return Object.entries(SSR_SCREENS).flatMap(([route, source]) =>
    matchPath(route, pathname) ? [source] : [],
  );
}

/**
 * The catalogue pages' HTML; for the other pages, rendered in the browser, their head only (title,
 * description, canonical, Open Graph, noindex), so that even before any script their HTML says what
 * they are. Null for an address no page answers.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const store = makeStore({ cart: emptyCart }, { fetchApi: request.fetchApi });
  const page = await preloadCatalogPage(url, store.dispatch);
  if (!page) {
    const head = routeHead(matchRoutes(routes, url.pathname) ?? [], url.pathname);
    return (
      head && { status: 200, head: headHtml(head, request.origin), html: null, state: null, screens: [] }
    );
  }
  await preloadMatchedPages(routes, url.pathname);

  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <HydrationGate hydrating>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </HydrationGate>
      </Provider>
    </StrictMode>,
  );
  return {
    status: page.status,
    head: headHtml(page.head, request.origin),
    html,
    state: dehydrateState(store.getState()),
    screens: screensOf(url.pathname),
  };
}
