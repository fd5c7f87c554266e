import '../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderRoutes, stubFetch } from '../test/utils';
import { loadCart } from '../features/cart';
import { routes } from './routes';
import { isRouteHandle, type RouteHandle } from './routeHandle';
import type { RouteObject } from 'react-router';

const page = {
  items: [1, 2, 3, 4].map((id) => makeProduct({ id, name: `Box ${id}` })),
  total: 8,
  page: 1,
  limit: 4,
};

describe('routes and layout', () => {
  it('home: hero, 4 popular boxes from the API, header with cart badge, no breadcrumb', async () => {
    const { calls } = stubFetch(() => ({ body: page }));
    renderRoutes(routes, { path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Livraison gratuite en Belgique dès 50€' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir nos box' })).toHaveAttribute('href', '/category');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/how-it-works');
    expect(await screen.findByRole('heading', { name: 'Box 4' })).toBeInTheDocument();
    expect(calls[0].searchParams.get('limit')).toBe('4');
    expect(screen.getByRole('link', { name: /^Panier/ })).toContainElement(screen.getByTestId('cart-count'));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/register');
  });

  it('the cart badge shows the stored cart', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        version: 2,
        items: [
          {
            id: 2,
            name: 'Box Premium',
            image: '',
            category: 'Premium',
            price: 49.99,
            quantity: 3,
            isSubscription: false,
            hasSubscriptionOption: true,
          },
        ],
      }),
    );
    stubFetch(() => ({ body: page }));
    renderRoutes(routes, { path: '/legal-notice', preloadedState: { cart: loadCart() } });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('an unknown path goes home', async () => {
    stubFetch(() => ({ body: page }));
    const { router } = renderRoutes(routes, { path: '/nimporte/quoi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('legal pages: 12 sections in the terms, the notice links to the privacy policy', async () => {
    renderRoutes(routes, { path: '/terms-of-service' });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(headings).toHaveLength(12);
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent(
      'Conditions générales de vente',
    );
  });

  it('the terms describe the online withdrawal function in Mes commandes', () => {
    renderRoutes(routes, { path: '/terms-of-service' });
    const section = screen
      .getByRole('heading', { level: 2, name: /Droit de rétractation/ })
      .closest('section')!;
    expect(section).toHaveTextContent('le bouton « Se rétracter » de la commande concernée');
    expect(section).toHaveTextContent('Un accusé de réception est envoyé aussitôt par e-mail');
    expect(section).not.toHaveTextContent('disponible sur demande');
    expect(within(section).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/orders');
  });

  it('the legal notice links to /privacy-policy', () => {
    renderRoutes(routes, { path: '/legal-notice' });
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('sign-in pages have no header, breadcrumb or footer', () => {
    stubFetch(() => ({ body: { google: false } }));
    renderRoutes(routes, { path: '/login' });
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('signed-in pages send visitors to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Vous devez être connecté pour accéder à cette page')).toBeInTheDocument();
  });

  it('/payment-success redirects to /payment-result keeping the order', async () => {
    const { router } = renderRoutes(routes, { path: '/payment-success?order=BP-20261121-ABC123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-result'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      order: 'BP-20261121-ABC123',
      status: 'paid',
      origin: 'success',
    });
  });

  it('every client-rendered page has its own title and description; private pages are noindex', () => {
    const handles = new Map<string, RouteHandle>();
    const walk = (list: RouteObject[], prefix: string) => {
      for (const route of list) {
        const path = route.path ? `${prefix}/${route.path}`.replace('//', '/') : prefix;
        if (isRouteHandle(route.handle) && (route.path || route.index))
          handles.set(path || '/', route.handle);
        if (route.children) walk(route.children, path);
      }
    };
    walk(routes, '');
    const described = [...handles].filter(([, h]) => !h.ownTitle && h.title);
    expect(described.length).toBeGreaterThan(20);
    for (const [path, handle] of described) {
      expect(handle.description, path).toMatch(/BoxPlaisir|box/i);
    }
    expect(new Set(described.map(([, h]) => h.description)).size).toBe(described.length);
    for (const path of [
      '/cart',
      '/checkout',
      '/payment-success',
      '/payment-result',
      '/profile',
      '/orders',
      '/abonnements',
      '/login',
      '/admin/*',
    ]) {
      expect(handles.get(path)?.noindex, path).toBe(true);
    }
    for (const path of ['/about', '/contact', '/legal-notice', '/faq']) {
      expect(handles.get(path)?.noindex, path).toBeUndefined();
    }
  });
});
