import '../../test/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../test/utils';
import type { AdminUser, UserListItem, UserListResponse } from './types';

const ME = 'u-admin';

function signInAsAdmin(sub = ME) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub, isAdmin: true, jti: 'session-1', exp }));
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Chef Admin');
  localStorage.setItem('userEmail', 'chef@boxplaisir.be');
}

beforeEach(() => signInAsAdmin());

const row = (
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<UserListItem> = {},
): UserListItem => ({
  _id: id,
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.be`,
  phone: '',
  isAdmin: false,
  isEmailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  ...extra,
});

const USERS: UserListItem[] = [
  row(ME, 'Chef', 'Admin', { email: 'chef@boxplaisir.be', isAdmin: true }),
  row('u2', 'Léa', 'Dupont', { phone: '+32 470 12 34 56' }),
  row('u3', 'Noah', 'Maes', { isEmailVerified: false }),
];

function listBody(users = USERS, extra: Partial<UserListResponse> = {}): UserListResponse {
  return {
    users,
    pagination: { currentPage: 1, totalPages: 3, totalUsers: 25, hasPrevPage: false, hasNextPage: true },
    adminCount: 1,
    ...extra,
  };
}

interface Seen {
  method: string;
  url: URL;
  body?: unknown;
  authorization: string | null;
}

/** The API at the fetch boundary: `routes` answers per "METHOD /path", the rest is an empty catalogue. */
function serve(handlers: Record<string, (url: URL, body: unknown) => StubResponse>) {
  const seen: Seen[] = [];
  stubFetch(async (url, request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    seen.push({ method: request.method, url, body, authorization: request.headers.get('Authorization') });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(url, body);
    return { body: { items: [], total: 0, page: 1, limit: 12 } };
  });
  const calls = (key: string) => seen.filter((s) => `${s.method} ${s.url.pathname}` === key);
  return { seen, calls };
}

const firstLoad = { timeout: 5000 };

describe('admin layout and dashboard', () => {
  it('shows the sidebar of the spec without the shop header, and the dashboard cards', async () => {
    serve({
      'GET /api/admin/products/low-stock': () => ({
        body: { products: [{ id: 7, name: 'Box Collector', available: 2 }] },
      }),
      'GET /api/mollie/admin/orders/restock': () => ({
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

describe('/admin/users', () => {
  it('asks the server for the first page sorted by last name and protects your own row and the last admin', async () => {
    const api = serve({ 'GET /api/users/all': () => ({ body: listBody() }) });
    renderRoutes(routes, { path: '/admin/users' });
    expect(await screen.findByText('Dupont', {}, firstLoad)).toBeInTheDocument();
    const [first] = api.calls('GET /api/users/all');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({
      sortBy: 'lastName',
      sortOrder: 'asc',
      page: '1',
      limit: '10',
    });
    expect(first!.url.searchParams.has('search')).toBe(false);
    expect(screen.getByText('25 utilisateurs · 1 administrateur')).toBeInTheDocument();

    // Your own row: marked, neither editable nor deletable.
    expect(screen.getByText('Vous')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier Chef Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer Chef Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Modifier Léa Dupont' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer Léa Dupont' })).toBeEnabled();
    expect(screen.getByText('non vérifié')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('matches your own row by the stored email too, and never deletes the only administrator', async () => {
    signInAsAdmin('another-id');
    serve({
      'GET /api/users/all': () => ({
        body: listBody([
          row('x1', 'Chef', 'Admin', { email: 'CHEF@boxplaisir.be', isAdmin: true }),
          row('x2', 'Autre', 'Admin', { isAdmin: true }),
        ]),
      }),
    });
    renderRoutes(routes, { path: '/admin/users' });
    expect(await screen.findByRole('button', { name: 'Supprimer Chef Admin' }, firstLoad)).toBeDisabled();
    const lastAdmin = screen.getByRole('button', { name: 'Supprimer Autre Admin' });
    expect(lastAdmin).toBeDisabled();
    expect(lastAdmin).toHaveAttribute('title', 'Impossible de supprimer le dernier administrateur.');
  });

  it('searches, sorts and pages on the server, keeping the state in the address', async () => {
    const api = serve({ 'GET /api/users/all': () => ({ body: listBody() }) });
    const { router } = renderRoutes(routes, { path: '/admin/users' });
    await screen.findByText('Dupont', {}, firstLoad);

    fireEvent.change(screen.getByLabelText('Rechercher un utilisateur'), { target: { value: '  léa ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=l%C3%A9a'));
    await waitFor(() =>
      expect(api.calls('GET /api/users/all').at(-1)!.url.searchParams.get('search')).toBe('léa'),
    );

    fireEvent.click(screen.getByRole('button', { name: /Email et téléphone/ }));
    await waitFor(() =>
      expect(api.calls('GET /api/users/all').at(-1)!.url.searchParams.get('sortBy')).toBe('email'),
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Email et téléphone/ }));
    await waitFor(() =>
      expect(api.calls('GET /api/users/all').at(-1)!.url.searchParams.get('sortOrder')).toBe('desc'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(api.calls('GET /api/users/all').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );
    const last = Object.fromEntries(api.calls('GET /api/users/all').at(-1)!.url.searchParams);
    expect(last).toEqual({ search: 'léa', sortBy: 'email', sortOrder: 'desc', page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?search=l%C3%A9a&sortBy=email&sortOrder=desc&page=2');
  });

  it('deletes after confirmation, then reloads the list', async () => {
    let users = USERS;
    const api = serve({
      'GET /api/users/all': () => ({ body: listBody(users) }),
      'DELETE /api/users/u2': () => {
        users = USERS.filter((u) => u.id !== 'u2');
        return { body: { success: true, message: 'Utilisateur supprimé avec succès' } };
      },
    });
    renderRoutes(routes, { path: '/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Léa Dupont' }, firstLoad));
    let dialog = screen.getByRole('dialog', { name: "Supprimer l'utilisateur" });
    expect(dialog).toHaveTextContent('Léa Dupont');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE /api/users/u2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Léa Dupont' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Utilisateur supprimé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Dupont')).toBeNull());
    expect(api.calls('DELETE /api/users/u2')).toHaveLength(1);
  });

  it('says so when a deletion fails, with the server’s reason when it gives one', async () => {
    serve({
      'GET /api/users/all': () => ({ body: listBody() }),
      'DELETE /api/users/u2': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: 'Impossible de supprimer le dernier administrateur.',
        },
      }),
      'DELETE /api/users/u3': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue.' },
      }),
    });
    renderRoutes(routes, { path: '/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Léa Dupont' }, firstLoad));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText("Erreur lors de la suppression de l'utilisateur.")).toBeInTheDocument();
    expect(screen.getByText('Impossible de supprimer le dernier administrateur.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Noah Maes' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(screen.getAllByText("Erreur lors de la suppression de l'utilisateur.").length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.queryByText('Une erreur interne est survenue.')).toBeNull();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let fail = true;
    serve({
      'GET /api/users/all': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erreur' } }
          : { body: listBody() },
    });
    renderRoutes(routes, { path: '/admin/users' });
    expect(
      await screen.findByText('Impossible de récupérer les utilisateurs.', {}, firstLoad),
    ).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Dupont')).toBeInTheDocument();
  });

  it('opens the edit screen of a row and comes back to the same search after saving', async () => {
    serve({
      'GET /api/users/all': () => ({ body: listBody() }),
      'GET /api/users/u2': () => ({
        body: {
          ...USERS[1],
          pendingEmail: '',
          gender: '',
          address: { street: '', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
          profilePicture: '',
          updatedAt: '2026-11-21T10:00:00.000Z',
        },
      }),
      'PUT /api/users/u2': () => ({
        body: { success: true, message: 'Utilisateur mis à jour avec succès', user: USERS[1] },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/users?search=lea&page=2' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Léa Dupont' }, firstLoad));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/edit/u2'));
    expect(await screen.findByRole('link', { name: 'Retour aux utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/users?search=lea&page=2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(router.state.location.search).toBe('?search=lea&page=2');
  });
});

describe('/admin/create', () => {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the fields in French before sending, then creates and goes to the list', async () => {
    const api = serve({
      'POST /api/users/create': (_url, body) => ({
        status: 201,
        body: { success: true, message: 'Utilisateur créé avec succès', user: body },
      }),
      'GET /api/users/all': () => ({ body: listBody() }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/create' });
    expect(await screen.findByRole('link', { name: 'Retour au tableau de bord' }, firstLoad)).toHaveAttribute(
      'href',
      '/admin',
    );
    fireEvent.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(api.calls('POST /api/users/create')).toHaveLength(0);

    fill(/^Prénom/, ' Julie ');
    fill(/^Nom/, 'Peeters');
    fill(/^Email/, 'julie@example.be');
    fill(/^Téléphone/, '+32 470 00 00 00');
    fill(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByLabelText(/^Administrateur/));
    fireEvent.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('Utilisateur créé avec succès')).toBeInTheDocument();
    expect(api.calls('POST /api/users/create')[0]!.body).toEqual({
      firstName: 'Julie',
      lastName: 'Peeters',
      email: 'julie@example.be',
      password: 'Secret123!',
      phone: '+32 470 00 00 00',
      isAdmin: true,
    });
  });

  it('shows a taken email on its field and the failure message', async () => {
    serve({
      'POST /api/users/create': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'EMAIL_TAKEN',
          message: 'Un compte existe déjà avec cette adresse email.',
        },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/create' });
    await screen.findByLabelText(/^Prénom/, {}, firstLoad);
    fill(/^Prénom/, 'Julie');
    fill(/^Nom/, 'Peeters');
    fill(/^Email/, 'julie@example.be');
    fill(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await screen.findByText("Erreur lors de la création de l'utilisateur.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Un compte existe déjà avec cette adresse email.',
    );
    expect(router.state.location.pathname).toBe('/admin/create');
  });

  it('shows the server’s field messages when it refuses the data', async () => {
    serve({
      'POST /api/users/create': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Valeur invalide',
          errors: { email: ["Format d'email invalide"] },
        },
      }),
    });
    renderRoutes(routes, { path: '/admin/create' });
    await screen.findByLabelText(/^Prénom/, {}, firstLoad);
    fill(/^Prénom/, 'Julie');
    fill(/^Nom/, 'Peeters');
    fill(/^Email/, 'julie@example.be');
    fill(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
    expect(await screen.findByText("Erreur lors de la création de l'utilisateur.")).toBeInTheDocument();
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
  });
});

describe('/admin/edit/:id', () => {
  const detail = (overrides: Partial<AdminUser> = {}): AdminUser => ({
    ...row('u2', 'Léa', 'Dupont', { phone: '+32 470 12 34 56' }),
    pendingEmail: '',
    gender: 'femme',
    address: {
      street: 'Rue Haute 12',
      address2: '',
      postalCode: '1000',
      city: 'Bruxelles',
      region: '',
      country: 'BE',
    },
    profilePicture: '',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  });

  it('edits the account, admin flag included, and goes back to the list', async () => {
    const api = serve({
      'GET /api/users/u2': () => ({ body: detail() }),
      'PUT /api/users/u2': (_url, body) => ({
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...detail(), ...(body as object) },
        },
      }),
      'GET /api/users/all': () => ({ body: listBody() }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/edit/u2' });
    expect(await screen.findByLabelText(/^Prénom/, {}, firstLoad)).toHaveValue('Léa');
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Bruxelles');
    expect(screen.getByLabelText(/^Genre/)).toHaveValue('femme');
    const admin = screen.getByLabelText(/^Administrateur/);
    expect(admin).not.toBeChecked();
    expect(admin).toBeEnabled();

    fireEvent.change(screen.getByLabelText(/^Nom/), { target: { value: 'Dupont-Martin' } });
    fireEvent.click(admin);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('Utilisateur mis à jour avec succès')).toBeInTheDocument();
    expect(api.calls('PUT /api/users/u2')[0]!.body).toEqual({
      firstName: 'Léa',
      lastName: 'Dupont-Martin',
      email: 'léa@example.be',
      phone: '+32 470 12 34 56',
      gender: 'femme',
      address: {
        street: 'Rue Haute 12',
        address2: '',
        postalCode: '1000',
        city: 'Bruxelles',
        region: '',
        country: 'BE',
      },
      isAdmin: true,
    });
  });

  it('for your own account the admin flag is disabled and never sent', async () => {
    const api = serve({
      [`GET /api/users/${ME}`]: () => ({
        body: detail({
          id: ME,
          _id: ME,
          firstName: 'Chef',
          lastName: 'Admin',
          email: 'chef@boxplaisir.be',
          isAdmin: true,
        }),
      }),
      [`PUT /api/users/${ME}`]: (_url, body) => ({
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...detail(), ...(body as object) },
        },
      }),
      'GET /api/users/all': () => ({ body: listBody() }),
    });
    renderRoutes(routes, { path: `/admin/edit/${ME}` });
    const admin = await screen.findByLabelText(/^Administrateur/, {}, firstLoad);
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(
      screen.getByText("Vous ne pouvez pas retirer vos propres droits d'administrateur."),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(api.calls(`PUT /api/users/${ME}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/users/${ME}`)[0]!.body).not.toHaveProperty('isAdmin');
  });

  it('an unknown account says so', async () => {
    serve({
      'GET /api/users/nope': () => ({
        status: 404,
        body: { statusCode: 404, code: 'USER_NOT_FOUND', message: 'Utilisateur non trouvé' },
      }),
    });
    renderRoutes(routes, { path: '/admin/edit/nope' });
    expect(await screen.findByText('Utilisateur non trouvé', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it('shows the server’s refusal (last administrator) with the failure message', async () => {
    serve({
      'GET /api/users/u2': () => ({ body: detail({ isAdmin: true }) }),
      'PUT /api/users/u2': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: 'Impossible de retirer les droits du dernier administrateur.',
        },
      }),
    });
    renderRoutes(routes, { path: '/admin/edit/u2' });
    fireEvent.click(await screen.findByLabelText(/^Administrateur/, {}, firstLoad));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText("Erreur lors de la mise à jour de l'utilisateur.")).toBeInTheDocument();
    expect(
      screen.getByText('Impossible de retirer les droits du dernier administrateur.'),
    ).toBeInTheDocument();
  });
});
