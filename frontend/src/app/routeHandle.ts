import type { ReactNode } from 'react';
import type { Params } from 'react-router';

export interface Crumb {
  label: ReactNode;
  to?: string;
}

/** What a route tells the layout: its page title, description, indexing and its breadcrumb trail after 'Accueil'. */
export interface RouteHandle {
  title?: string;
  /** The page's meta description (the shop's own when absent). */
  description?: string;
  /** Kept out of search engines (a shopper's own pages, the back office). */
  noindex?: boolean;
  /** The page sets document.title itself (e.g. from loaded data). */
  ownTitle?: boolean;
  crumbs?: (params: Params) => Crumb[];
  /** Loads the route's screen (a lazy chunk) before the server renders it or the browser hydrates it. */
  preload?: () => Promise<unknown>;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
