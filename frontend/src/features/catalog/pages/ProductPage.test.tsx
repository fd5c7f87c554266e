import '../../../test/pages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/AppRoutes';
import { routes } from '../../../app/routes';
import { makeProduct, renderRoutes, stubFetch } from '../../../test/utils';

function stubProduct(
  product: ReturnType<typeof makeProduct> | null,
  related = [] as ReturnType<typeof makeProduct>[],
) {
  return stubFetch((url) => {
    if (url.pathname === '/api/products')
      return { body: { items: related, total: related.length, page: 1, limit: 4 } };
    if (!product || url.pathname !== `/api/products/${product.id}`) {
      return {
        status: 404,
        body: { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Produit non trouvé' },
      };
    }
    return { body: product };
  });
}

describe('Product page', () => {
  it("shows 'Produit non trouvé' when the API answers 404", async () => {
    stubProduct(null);
    renderRoutes(routes, { path: '/product/999' });
    expect(await screen.findByRole('heading', { name: 'Produit non trouvé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes nos box' })).toHaveAttribute('href', '/category');
  });

  it('asks only once for a missing box: shown again with the answer in the store, it does not ask again', async () => {
    const { calls } = stubProduct(null);
    const { store, unmount } = renderRoutes(routes, { path: '/product/999' });
    await screen.findByRole('heading', { name: 'Produit non trouvé' });
    unmount();
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/product/999']}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByRole('heading', { name: 'Produit non trouvé' });
    expect(calls.filter((u) => u.pathname === '/api/products/999')).toHaveLength(1);
  });

  it("shows 'Produit non trouvé' for a non-numeric id without asking", async () => {
    const { calls } = stubProduct(null);
    renderRoutes(routes, { path: '/product/abc' });
    expect(await screen.findByRole('heading', { name: 'Produit non trouvé' })).toBeInTheDocument();
    expect(calls.filter((u) => u.pathname.startsWith('/api/products/'))).toHaveLength(0);
  });

  it('a box without pictures (published before they were required) shows an empty frame, nothing broken', async () => {
    stubProduct(makeProduct({ id: 9, name: 'Box Sans Image', image: '', images: [] }));
    const { container } = renderRoutes(routes, { path: '/product/9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Box Sans Image' })).toBeInTheDocument();
    const frame = container.querySelector('.product-gallery__main')!;
    expect(frame.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: "Agrandir l'image" })).toBeNull();
    expect(container.querySelector('img[src=""]')).toBeNull();
  });

  it('disables the add button when out of stock', async () => {
    stubProduct(
      makeProduct({ id: 7, name: 'Box Collector', stock: 0, inStock: false, hasSubscriptionOption: false }),
    );
    renderRoutes(routes, { path: '/product/7' });
    await screen.findByRole('heading', { level: 1, name: 'Box Collector' });
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByText('Rupture de stock', { selector: 'p.stock' })).toBeInTheDocument();
  });

  it('shows the product and adds the chosen quantity and subscription', async () => {
    stubProduct(makeProduct({ id: 1, stock: 8 }), [
      makeProduct({ id: 1 }),
      makeProduct({ id: 3, name: 'Box Découverte' }),
    ]);
    const { store } = renderRoutes(routes, { path: '/product/1' });
    await screen.findByRole('heading', { level: 1, name: 'Box Essentielle' });
    expect(screen.getByText('Plus que 8 en stock', { selector: 'p.stock' })).toBeInTheDocument();
    // Breadcrumb ends with the product's name.
    const crumbs = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(crumbs).getByText('Box Essentielle')).toHaveAttribute('aria-current', 'page');
    // Related products: same category, not itself.
    expect(await screen.findByRole('heading', { name: 'Box Découverte' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Abonnement/ }));
    expect(screen.getAllByText(/25,49\s€/).length).toBeGreaterThan(0);
    await screen.findByRole('option', { name: 'Tous les 2 mois' });
    await userEvent.selectOptions(screen.getByLabelText('Fréquence de livraison'), 'bimonthly');
    await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(store.getState().cart.items).toEqual([
      expect.objectContaining({ id: 1, quantity: 2, isSubscription: true, frequency: 'bimonthly' }),
    ]);
    expect(await screen.findByText('Box Essentielle ajouté au panier (abonnement)')).toBeInTheDocument();
  });

  it('switches the main image from the thumbnails and keeps favourites', async () => {
    stubProduct(makeProduct({ id: 2, name: 'Box Premium' }));
    renderRoutes(routes, { path: '/product/2' });
    await screen.findByRole('heading', { level: 1, name: 'Box Premium' });
    await userEvent.click(screen.getByRole('button', { name: "Afficher l'image 3 sur 4" }));
    expect(screen.getByRole('img', { name: 'Box Premium – image 3 sur 4' })).toHaveAttribute(
      'src',
      '/images/products/2-3.svg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() => expect(localStorage.getItem('favorites')).toBe('[2]'));
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('enlarges the photo in a dialog with zoom buttons and the other photos; Esc closes it', async () => {
    stubProduct(makeProduct({ id: 2, name: 'Box Premium' }));
    renderRoutes(routes, { path: '/product/2' });
    await screen.findByRole('heading', { level: 1, name: 'Box Premium' });
    const open = screen.getByRole('button', { name: "Agrandir l'image" });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Box Premium – image 1 sur 4' });
    expect(within(dialog).getByRole('button', { name: 'Zoom arrière' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('100 %');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom avant' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('150 %');
    expect(within(dialog).getByRole('img', { name: /agrandie/ })).toHaveStyle({ width: '150%' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Image suivante/ }));
    expect(screen.getByRole('dialog', { name: 'Box Premium – image 2 sur 4' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('opens an accessible share dialog that Esc closes', async () => {
    stubProduct(makeProduct({ id: 2, name: 'Box Premium' }));
    renderRoutes(routes, { path: '/product/2' });
    await screen.findByRole('heading', { level: 1, name: 'Box Premium' });
    const shareButton = screen.getByRole('button', { name: 'Partager' });
    await userEvent.click(shareButton);
    const dialog = await screen.findByRole('dialog', { name: 'Partager cette box' });
    expect(within(dialog).getByLabelText('Lien de la page')).toHaveValue('http://localhost:3000/product/2');
    expect(within(dialog).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/?text='),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shareButton).toHaveFocus();
  });
});

describe('Product page title', () => {
  it('names the product in the document title', async () => {
    stubProduct(makeProduct({ id: 2, name: 'Box Premium' }));
    renderRoutes(routes, { path: '/product/2' });
    await screen.findByRole('heading', { level: 1, name: 'Box Premium' });
    await waitFor(() => expect(document.title).toBe('Box Premium · BoxPlaisir'));
  });
});
