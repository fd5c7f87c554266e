import type { RouteMatch } from 'react-router';
import { DEFAULT_DESCRIPTION, type HeadMeta } from '../lib/head';
import { isRouteHandle } from './routeHandle';

/**
 * The head of a route whose page does not write its own (the catalogue pages do): its title,
 * description and noindex from the matched routes' handles, the deepest first. Null for pages that
 * write their own head and for addresses no page answers (the catch-all sends them home).
 * Used by the layout in the browser and by the server for the pages it does not render.
 */
export function routeHead(matches: RouteMatch[], path: string): HeadMeta | null {
  if (matches.length === 0 || matches[matches.length - 1].route.path === '*') return null;
  const handles = matches.map((m) => m.route.handle as unknown).filter(isRouteHandle);
  if (handles.some((h) => h.ownTitle)) return null;
  const deepest = [...handles].reverse();
  const meta: HeadMeta = {
    title: deepest.find((h) => h.title)?.title,
    description: deepest.find((h) => h.description)?.description ?? DEFAULT_DESCRIPTION,
    path,
  };
  if (handles.some((h) => h.noindex)) meta.noindex = true;
  return meta;
}
