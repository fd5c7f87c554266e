import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../../test/utils';
import { moveItem } from './ImagesField';
import type { AdminProduct } from './types';

beforeEach(() => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub: 'u-admin', isAdmin: true, jti: 'session-1', exp }));
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Chef Admin');
});

const MEDIA = `/media/${'a'.repeat(64)}-800.webp`;
const OTHER = `/media/${'b'.repeat(64)}-800.webp`;

const product = (id: number, name: string, extra: Partial<AdminProduct> = {}): AdminProduct => ({
  id,
  name,
  description: 'Une box',
  contents: ['Thé'],
  price: 39.9,
  category: 'Cadeau',
  hasSubscriptionOption: false,
  isNew: false,
  image: MEDIA,
  images: [MEDIA],
  rating: 0,
  reviewCount: 0,
  stock: 10,
  reserved: 2,
  available: 8,
  inStock: true,
  published: true,
  archived: false,
  archivedAt: null,
  vatRate: 21,
  shippingWeightGrams: 1500,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

function serve(handlers: Record<string, (url: URL, body: unknown) => StubResponse>) {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  stubFetch(async (url, request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    seen.push({ method: request.method, url, body });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(url, body);
    return { body: { items: [], total: 0, page: 1, limit: 12 } };
  });
  return (key: string) => seen.filter((s) => `${s.method} ${s.url.pathname}` === key);
}

const list = (products: AdminProduct[]) => ({
  body: {
    products,
    pagination: { currentPage: 1, totalPages: 2, totalProducts: 12, hasPrevPage: false, hasNextPage: true },
  },
});
const firstLoad = { timeout: 5000 };

describe('/admin/products', () => {
  it('lists stock, reservations and availability, with the low-stock badge, and filters on the server', async () => {
    const calls = serve({
      'GET /api/admin/products': () =>
        list([
          product(9, 'Box Montagne'),
          product(7, 'Box Collector', { stock: 3, reserved: 1, available: 2 }),
        ]),
    });
    renderRoutes(routes, { path: '/admin/products' });
    expect(
      await screen.findByRole('heading', { name: 'Gestion des produits' }, firstLoad),
    ).toBeInTheDocument();
    const collector = await screen.findByTestId('product-row-7');
    expect(collector).toHaveTextContent('Box Collector');
    expect(within(collector).getByText('stock bas')).toBeInTheDocument();
    expect(within(screen.getByTestId('product-row-9')).queryByText('stock bas')).toBeNull();
    expect(within(collector).getByText('Publié')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Publication'), 'archived');
    await waitFor(() =>
      expect(calls('GET /api/admin/products').at(-1)!.url.searchParams.get('published')).toBe('archived'),
    );
    await userEvent.type(screen.getByLabelText('Rechercher un produit'), 'mont');
    await waitFor(() =>
      expect(calls('GET /api/admin/products').at(-1)!.url.searchParams.get('search')).toBe('mont'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(calls('GET /api/admin/products').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );
  });

  it('archives a product after confirmation', async () => {
    const calls = serve({
      'GET /api/admin/products': () => list([product(9, 'Box Montagne')]),
      'DELETE /api/admin/products/9': () => ({
        body: product(9, 'Box Montagne', { archived: true, published: false }),
      }),
    });
    renderRoutes(routes, { path: '/admin/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Archiver Box Montagne' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(calls('DELETE /api/admin/products/9')).toHaveLength(1));
  });

  it('creates a product with every field and shows the server’s field messages', async () => {
    let attempt = 0;
    const calls = serve({
      'GET /api/admin/media': () => ({
        body: {
          media: [MEDIA, OTHER].map((url, i) => ({
            id: String(i),
            url,
            width: 800,
            height: 800,
            format: 'png',
            variants: [],
            createdAt: '2026-11-20T10:00:00.000Z',
          })),
          total: 2,
          page: 1,
          limit: 100,
        },
      }),
      'POST /api/admin/products': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'PRODUCT_NAME_TAKEN',
                message: 'Un produit porte déjà ce nom',
                errors: { name: ['Un produit porte déjà ce nom'] },
              },
            }
          : { status: 201, body: product(12, 'Box Forêt') },
      'GET /api/admin/products/12': () => ({ body: product(12, 'Box Forêt') }),
    });
    renderRoutes(routes, { path: '/admin/products/new' });
    await userEvent.type(await screen.findByLabelText('Nom', {}, firstLoad), 'Box Forêt');
    await userEvent.type(screen.getByLabelText('Description'), 'Balade en forêt');
    await userEvent.type(
      screen.getByLabelText('Contenu de la box (un article par ligne)'),
      'Miel{enter}Bougie',
    );
    await userEvent.type(screen.getByLabelText('Prix TTC (€)'), '42,50');
    await userEvent.clear(screen.getByLabelText('Stock (unités)'));
    await userEvent.type(screen.getByLabelText('Stock (unités)'), '15');
    await userEvent.selectOptions(screen.getByLabelText('Taux de TVA'), '6');
    await userEvent.selectOptions(screen.getByLabelText('Catégorie'), 'Premium');
    fireEvent.click(screen.getByLabelText('Publié sur la boutique'));
    // The live preview follows the form.
    const preview = screen.getByRole('complementary', { name: 'Aperçu de la carte produit' });
    expect(preview).toHaveTextContent('Box Forêt');
    expect(preview).toHaveTextContent('42,50');

    fireEvent.click(screen.getByRole('button', { name: /Choisir dans la médiathèque/ }));
    const dialog = await screen.findByRole('dialog');
    const pictures = await within(dialog).findAllByRole('button', { name: /Image 800 × 800/ });
    fireEvent.click(pictures[0]!);
    fireEvent.click(pictures[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminé' }));
    fireEvent.click(screen.getByRole('button', { name: "Reculer l'image 1" }));

    fireEvent.click(screen.getByRole('button', { name: 'Créer le produit' }));
    expect(
      await screen.findByText('Un produit porte déjà ce nom', { selector: '.product-form__error' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le produit' }));
    await waitFor(() => expect(calls('POST /api/admin/products')).toHaveLength(2));
    expect(calls('POST /api/admin/products')[1]!.body).toEqual({
      name: 'Box Forêt',
      description: 'Balade en forêt',
      contents: ['Miel', 'Bougie'],
      price: 42.5,
      category: 'Premium',
      vatRate: 6,
      stock: 15,
      hasSubscriptionOption: false,
      isNew: true,
      published: true,
      images: [OTHER, MEDIA],
    });
  }, 30_000);

  it('edits a price without sending the stock it loaded (a sale made meanwhile stays sold)', async () => {
    const calls = serve({
      'GET /api/admin/products/7': () => ({ body: product(7, 'Box Collector') }),
      'PUT /api/admin/products/7': () => ({ body: product(7, 'Box Collector', { price: 41 }) }),
      'GET /api/admin/products': () => list([product(7, 'Box Collector', { price: 41 })]),
    });
    renderRoutes(routes, { path: '/admin/products/7' });
    const price = await screen.findByLabelText('Prix TTC (€)', {}, firstLoad);
    await userEvent.clear(price);
    await userEvent.type(price, '41,00');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(calls('PUT /api/admin/products/7')).toHaveLength(1));
    const body = calls('PUT /api/admin/products/7')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Box Collector', price: 41, images: [MEDIA] });
    expect(body).not.toHaveProperty('stock');
    expect(body).not.toHaveProperty('expectedStock');
    expect(await screen.findByRole('heading', { name: 'Gestion des produits' })).toBeInTheDocument();
  }, 30_000);

  it('sends a new stock with the figure it showed; refused because sales moved it, it shows why and the new stock', async () => {
    let reads = 0;
    let puts = 0;
    const changed = 'Le stock a changé entre-temps (8 en stock maintenant) : vérifiez-le avant d’enregistrer';
    const calls = serve({
      'GET /api/admin/products/7': () => ({
        body:
          ++reads === 1
            ? product(7, 'Box Collector')
            : product(7, 'Box Collector', { stock: 8, available: 6 }),
      }),
      'PUT /api/admin/products/7': () =>
        ++puts === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                code: 'PRODUCT_STOCK_CHANGED',
                message: changed,
                errors: { stock: [changed] },
              },
            }
          : { body: product(7, 'Box Collector', { stock: 20, available: 18 }) },
      'GET /api/admin/products': () => list([product(7, 'Box Collector', { stock: 20, available: 18 })]),
    });
    renderRoutes(routes, { path: '/admin/products/7' });
    const stock = await screen.findByLabelText('Stock (unités)', {}, firstLoad);
    await userEvent.clear(stock);
    await userEvent.type(stock, '20');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(changed, { selector: '.product-form__error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(changed);
    expect(calls('PUT /api/admin/products/7')[0]!.body).toMatchObject({ stock: 20, expectedStock: 10 });
    // The product is read again: the form now knows the stock is 8, and saving again says so.
    expect(await screen.findByText(/Stock 8 · réservé 2 · disponible 6/)).toBeInTheDocument();
    expect(screen.getByLabelText('Stock (unités)')).toHaveValue('20');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(calls('PUT /api/admin/products/7')).toHaveLength(2));
    expect(calls('PUT /api/admin/products/7')[1]!.body).toMatchObject({ stock: 20, expectedStock: 8 });
  }, 30_000);

  it('moves images (drag and drop and the arrow buttons share it)', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });
});
