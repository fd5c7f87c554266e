import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { isRouteHandle } from './routeHandle';

const MatchesContext = createContext<RouteMatch[]>([]);

/**
 * The route table rendered for the current address (react-router's declarative mode: its data
 * router, which the shop does not use, would double the router's weight in the first download).
 * The matched routes are shared with the layout, which reads their handles (title, breadcrumb).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const element = useRoutes(routes, location);
  return <MatchesContext.Provider value={matches}>{element}</MatchesContext.Provider>;
}

/** The routes matching the current address, outermost first (each with its params and handle). */
export function useRouteMatches(): RouteMatch[] {
  return useContext(MatchesContext);
}

/**
 * Loads the screens of the routes matching `path`: a server-rendered page is rendered, then
 * hydrated, with its screen at hand (no loading state in either).
 */
export function preloadMatchedPages(routes: RouteObject[], path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(
    matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.preload?.() : undefined)),
  );
}
