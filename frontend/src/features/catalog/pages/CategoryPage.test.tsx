import '../../../test/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { makeProduct, renderRoutes, stubFetch } from '../../../test/utils';

const catalogue = [
  makeProduct({ id: 1, name: 'Box Essentielle', price: 29.99 }),
  makeProduct({ id: 2, name: 'Box Premium', price: 49.99, category: 'Premium' }),
  makeProduct({ id: 6, name: 'Box Wellness', price: 45.99, category: 'Premium', isNew: true }),
  makeProduct({ id: 7, name: 'Box Collector', price: 79.99, category: 'Édition limitée' }),
];

/** A tiny stand-in for GET /api/products that filters by price like the server. */
function stubCatalogue(items = catalogue, total?: number) {
  return stubFetch((url) => {
    const min = Number(url.searchParams.get('minPrice') ?? 0);
    const max = Number(url.searchParams.get('maxPrice') ?? 1000);
    const matching = items.filter((p) => p.price >= min && p.price <= max);
    return { body: { items: matching, total: total ?? matching.length, page: 1, limit: 12 } };
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Category page', () => {
  it("shows 'Aucun produit trouvé' when the API answers no product", async () => {
    stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 12 } }));
    renderRoutes(routes, { path: '/category' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nos Box' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aucun produit trouvé' })).toBeInTheDocument();
    expect(screen.getByText('0 produit')).toBeInTheDocument();
  });

  it('lists the products and asks the API with the default filters', async () => {
    const { calls } = stubCatalogue();
    renderRoutes(routes, { path: '/category' });
    expect(await screen.findByRole('heading', { name: 'Box Collector' })).toBeInTheDocument();
    expect(screen.getByText('4 produits')).toBeInTheDocument();
    const url = calls[0];
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      minPrice: '0',
      maxPrice: '100',
      ratings: '3,4,5',
      sort: 'featured',
      page: '1',
      limit: '12',
    });
    // No pagination for 12 results or fewer.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('puts the filters in the URL and sends them to the API', async () => {
    const { calls } = stubCatalogue();
    const { router } = renderRoutes(routes, { path: '/category' });
    await screen.findByRole('heading', { name: 'Box Collector' });

    fireEvent.change(screen.getByLabelText('Prix minimum'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Prix maximum'), { target: { value: '50' } });
    await waitFor(() => expect(router.state.location.search).toContain('minPrice=40'));
    expect(router.state.location.search).toContain('maxPrice=50');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Box Collector' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Box Premium' })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('minPrice')).toBe('40');

    await userEvent.click(screen.getByRole('button', { name: 'Premium' }));
    await waitFor(() => expect(router.state.location.search).toContain('category=Premium'));
    expect(calls.at(-1)?.searchParams.get('category')).toBe('Premium');

    await userEvent.selectOptions(screen.getByLabelText('Trier par'), 'price-asc');
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('price-asc'));

    await userEvent.click(screen.getByLabelText('Abonnement'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('purchaseType')).toBe('subscription'));

    await userEvent.click(screen.getByLabelText('3 étoiles et +'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('ratings')).toBe('4,5'));

    const filters = screen.getByRole('form', { name: 'Filtres' });
    await userEvent.click(within(filters).getByRole('button', { name: /Réinitialiser les filtres/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Prix minimum')).toHaveValue(0);
    expect(screen.getByLabelText('Prix maximum')).toHaveValue(100);
  });

  it('ignores a minimum above the maximum', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubCatalogue();
    const { router } = renderRoutes(routes, { path: '/category?maxPrice=50' });
    await screen.findByRole('heading', { name: 'Box Premium' });
    fireEvent.change(screen.getByLabelText('Prix minimum'), { target: { value: '70' } });
    // Past the typing debounce (300 ms): the entry has been looked at, and ignored.
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(router.state.location.search).toBe('?maxPrice=50');
    expect(calls.every((u) => u.searchParams.get('minPrice') === '0')).toBe(true);
  });

  it('paginates 12 per page when there are more results', async () => {
    const { calls } = stubCatalogue(catalogue, 30);
    const { router } = renderRoutes(routes, { path: '/category' });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('search shows the term in the title and sends q', async () => {
    const { calls } = stubCatalogue();
    renderRoutes(routes, { path: '/search?q=chocolat' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Résultats pour «\u00a0chocolat\u00a0»' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Box Essentielle' });
    expect(calls[0].searchParams.get('q')).toBe('chocolat');
  });
});
