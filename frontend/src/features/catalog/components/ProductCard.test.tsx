import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderWithRouter } from '../../../test/utils';
import { CartDrawer } from '../../cart';
import { ProductCard, ProductGrid } from './ProductCard';

describe('ProductCard', () => {
  it('fetches the first row of a grid at once and first (the largest image in view), the rest lazily', () => {
    const { container } = renderWithRouter(
      <ProductGrid products={[1, 2, 3].map((id) => makeProduct({ id, name: `Box ${id}` }))} />,
    );
    const images = [...container.querySelectorAll('.product-card__media img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });

  it('fetches every card lazily in a grid below the fold (the boxes under a product)', () => {
    const { container } = renderWithRouter(
      <ProductGrid products={[1, 2, 3].map((id) => makeProduct({ id, name: `Box ${id}` }))} belowTheFold />,
    );
    const images = [...container.querySelectorAll('.product-card__media img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null, null]);
  });

  it('shows name, link, category, price, rating and the subscription hint', () => {
    renderWithRouter(<ProductCard product={makeProduct()} />);
    const heading = screen.getByRole('heading', { name: 'Box Essentielle' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/product/1');
    expect(screen.getByText('Mensuelle')).toBeInTheDocument();
    expect(screen.getByText(/29,99\s€/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('(128 avis)')).toBeInTheDocument();
    expect(screen.getByText('Abonnement')).toBeInTheDocument();
    expect(screen.queryByText('Nouveau')).not.toBeInTheDocument();
  });

  it("shows the 'Nouveau' badge, no subscription hint for single-only boxes, and 12 reviews when none", () => {
    renderWithRouter(
      <ProductCard
        product={makeProduct({
          id: 4,
          name: 'Box Édition Limitée Été',
          isNew: true,
          hasSubscriptionOption: false,
          reviewCount: 0,
        })}
      />,
    );
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(screen.queryByText('Abonnement')).not.toBeInTheDocument();
    expect(screen.getByText('(12 avis)')).toBeInTheDocument();
  });

  it('adds the box to the cart and opens the cart drawer (no toast)', async () => {
    const { store } = renderWithRouter(
      <>
        <ProductCard product={makeProduct()} />
        <CartDrawer />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Ajouter au panier/ }));
    expect(store.getState().cart.totalItems).toBe(1);
    const drawer = await screen.findByRole('dialog', { name: 'Ajouté au panier' });
    expect(within(drawer).getByRole('status')).toHaveTextContent('Box Essentielle ajouté au panier');
    await userEvent.click(screen.getByRole('button', { name: /Ajouter au panier/ }));
    expect(await screen.findByText('Quantité de Box Essentielle augmentée')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('Quantité : 2')).toBeInTheDocument();
    expect(store.getState().cart.items[0].quantity).toBe(2);
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('cannot be added when out of stock', () => {
    renderWithRouter(<ProductCard product={makeProduct({ inStock: false, stock: 0 })} />);
    expect(screen.getByRole('button', { name: /Ajouter au panier/ })).toBeDisabled();
    expect(screen.getByText('Rupture de stock')).toBeInTheDocument();
  });
});
