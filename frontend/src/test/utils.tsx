import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { AppRoutes } from '../app/AppRoutes';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { api } from '../lib/api';
import { makeStore } from '../app/store';
import type { RootState } from '../lib/storeTypes';
import { emptyCart } from '../features/cart';
import type { Product } from '../features/catalog';
import { RULES } from './rules';

export interface StubResponse {
  status?: number;
  body: unknown;
}

/**
 * Replaces fetch at the network boundary; the handler sees every request the app makes, but for
 * GET /api/rules, answered with the server's rules (RULES) and not counted in `calls`.
 */
export function stubFetch(handler: (url: URL, request: Request) => StubResponse | Promise<StubResponse>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const { status = 200, body } =
      url.pathname === '/api/rules' ? { body: RULES } : (calls.push(url), await handler(url, request));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/**
 * Files the app downloads (a PDF, a CSV), after stubFetch: the requests `isFile` picks are answered by
 * `answer` and kept in `requests`; the name each saved file gets (the link's `download`) lands in
 * `downloads`. `restore()` gives the links their own click back.
 */
export function captureDownloads(
  fetchMock: ReturnType<typeof stubFetch>['fetchMock'],
  isFile: (request: Request) => boolean,
  answer: (request: Request) => Response,
) {
  const json = fetchMock.getMockImplementation()!;
  const requests: Request[] = [];
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!isFile(request)) return json(input, init);
    requests.push(request);
    return answer(request);
  });
  const downloads: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  return { requests, downloads, restore: () => click.mockRestore() };
}

/** What the tests read of the router: the current location, as react-router's own router state. */
export interface TestRouter {
  state: { location: Location };
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders routes in a memory router with a fresh store (empty cart unless a state is given). */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(preloadedState ?? { cart: emptyCart });
  store.dispatch(api.util.resetApiState());
  const router: TestRouter = { state: { location: undefined as unknown as Location } };
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <LocationProbe
          onLocation={(location) => {
            router.state.location = location;
          }}
        />
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, router };
}

export function renderWithRouter(
  element: ReactElement,
  options?: { path?: string; preloadedState?: Partial<RootState> },
) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
    options,
  );
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'Box Essentielle',
    description: 'La box mensuelle classique : chocolats belges, spéculoos, thé artisanal et une bougie.',
    contents: ['Chocolats belges', 'Spéculoos', 'Thé artisanal', 'Bougie parfumée'],
    price: 29.99,
    subscriptionPrice: 25.49,
    image: `/images/products/${id}-1.svg`,
    images: [1, 2, 3, 4].map((n) => `/images/products/${id}-${n}.svg`),
    category: 'Mensuelle',
    rating: 4.5,
    reviewCount: 128,
    stock: 50,
    inStock: true,
    isNew: false,
    hasSubscriptionOption: true,
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with the given payload (the SPA only decodes it). */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** A token valid for an hour (or expired when `expired`). */
export function tokenFor({ isAdmin = false, expired = false } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return makeToken({ sub: '1', isAdmin, jti: 'session-1', exp: expired ? now - 60 : now + 3600 });
}
