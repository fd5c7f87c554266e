import '../../test/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { renderRoutes } from '../../test/utils';
import { firstLoad, serve, signInAsAdmin } from './test/users';

beforeEach(() => signInAsAdmin());

describe('admin layout and dashboard', () => {
  it('shows the documented sidebar without the shop header, and the dashboard cards', async () => {
    serve({
      'GET /api/admin/products/low-stock': () => ({
        body: { products: [{ id: 7, name: 'Box Collector', available: 2 }] },
      }),
      'GET /api/admin/orders/restock': () => ({
        body: { orders: [{ orderId: 'BP-20260101-RENEW1', restockNeeded: true }] },
      }),
    });
    renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' }, firstLoad)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/admin',
      '/admin/users',
      '/admin/create',
      '/admin/orders',
      '/admin/subscriptions',
      '/admin/gift-cards',
      '/admin/invoices',
      '/admin/withdrawals',
      '/admin/products',
      '/admin/image-editor',
      '/admin/gallery',
    ]);
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
    // The shop's header, breadcrumb and footer are not there.
    expect(document.querySelector('.site-header, .site-footer, .breadcrumb')).toBeNull();

    expect(screen.getByRole('link', { name: /Mettre à jour les statuts/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
    expect(screen.getByRole('link', { name: /Gérer les utilisateurs/ })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByRole('link', { name: /Ouvrir l'éditeur/ })).toHaveAttribute(
      'href',
      '/admin/image-editor',
    );
    expect(screen.getByRole('link', { name: /Voir la galerie/ })).toHaveAttribute('href', '/admin/gallery');
    expect(screen.getByRole('link', { name: /Gérer les produits/ })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    // The low-stock card lists what the server says is under 5 available units.
    const low = await screen.findByRole('list', { name: 'Produits en stock bas' });
    expect(within(low).getByRole('link', { name: 'Box Collector' })).toHaveAttribute(
      'href',
      '/admin/products/7',
    );
    expect(low).toHaveTextContent('2 disponibles');
    // …and the orders created short of stock (subscription renewals), 'À réapprovisionner'.
    const restock = await screen.findByRole('list', { name: 'Commandes à réapprovisionner' });
    expect(within(restock).getByRole('link', { name: 'BP-20260101-RENEW1' })).toHaveAttribute(
      'href',
      '/admin/orders/BP-20260101-RENEW1',
    );
    expect(restock).toHaveTextContent('À réapprovisionner');
    // The statistics card shows the figures (here the server gave none) and leads to the orders.
    const stats = screen.getByRole('heading', { name: 'Statistiques' }).closest('li')!;
    expect(stats).not.toHaveAttribute('aria-disabled');
    expect(within(stats).getByRole('link', { name: /Voir les commandes/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('logout ends the session on the server, clears it here and goes to the shop', async () => {
    const token = localStorage.getItem('token');
    const api = serve({ 'POST /api/auth/logout': () => ({ body: { success: true } }) });
    const { router } = renderRoutes(routes, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Déconnexion' }, firstLoad));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
    expect(api.calls('POST /api/auth/logout')[0]!.authorization).toBe(`Bearer ${token}`);
  });

  it('/admin/orders is the order management screen', async () => {
    serve({});
    renderRoutes(routes, { path: '/admin/orders' });
    expect(
      await screen.findByRole('heading', { name: 'Gestion des commandes' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Statistiques des commandes' })).toBeInTheDocument();
  });
});
