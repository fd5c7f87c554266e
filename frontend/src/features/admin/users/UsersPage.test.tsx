import '../../../test/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/utils';
import { firstLoad, listBody, row, serve, signInAsAdmin, USERS } from '../test/users';

beforeEach(() => signInAsAdmin());

describe('/admin/users', () => {
  it('asks the server for the first page sorted by last name and protects your own row and the last admin', async () => {
    const api = serve({ 'GET /api/admin/users/all': () => ({ body: listBody() }) });
    renderRoutes(routes, { path: '/admin/users' });
    expect(await screen.findByText('Dupont', {}, firstLoad)).toBeInTheDocument();
    const [first] = api.calls('GET /api/admin/users/all');
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
      'GET /api/admin/users/all': () => ({
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
    // The reason is the server's (GET /api/rules), which may answer after the list.
    await waitFor(() =>
      expect(lastAdmin).toHaveAttribute('title', 'Impossible de supprimer le dernier administrateur.'),
    );
  });

  it('searches, sorts and pages on the server, keeping the state in the address', async () => {
    const api = serve({ 'GET /api/admin/users/all': () => ({ body: listBody() }) });
    const { router } = renderRoutes(routes, { path: '/admin/users' });
    await screen.findByText('Dupont', {}, firstLoad);

    fireEvent.change(screen.getByLabelText('Rechercher un utilisateur'), { target: { value: '  léa ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=l%C3%A9a'));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users/all').at(-1)!.url.searchParams.get('search')).toBe('léa'),
    );

    fireEvent.click(screen.getByRole('button', { name: /Email et téléphone/ }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users/all').at(-1)!.url.searchParams.get('sortBy')).toBe('email'),
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Email et téléphone/ }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users/all').at(-1)!.url.searchParams.get('sortOrder')).toBe('desc'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users/all').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );
    const last = Object.fromEntries(api.calls('GET /api/admin/users/all').at(-1)!.url.searchParams);
    expect(last).toEqual({ search: 'léa', sortBy: 'email', sortOrder: 'desc', page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?search=l%C3%A9a&sortBy=email&sortOrder=desc&page=2');
  });

  it('deletes after confirmation, then reloads the list', async () => {
    let users = USERS;
    const api = serve({
      'GET /api/admin/users/all': () => ({ body: listBody(users) }),
      'DELETE /api/admin/users/u2': () => {
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
    expect(api.calls('DELETE /api/admin/users/u2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Léa Dupont' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Utilisateur supprimé avec succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Dupont')).toBeNull());
    expect(api.calls('DELETE /api/admin/users/u2')).toHaveLength(1);
  });

  it('says so when a deletion fails, with the server’s reason when it gives one', async () => {
    serve({
      'GET /api/admin/users/all': () => ({ body: listBody() }),
      'DELETE /api/admin/users/u2': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'LAST_ADMIN',
          message: 'Impossible de supprimer le dernier administrateur.',
        },
      }),
      'DELETE /api/admin/users/u3': () => ({
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
      'GET /api/admin/users/all': () =>
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
      'GET /api/admin/users/all': () => ({ body: listBody() }),
      'GET /api/admin/users/u2': () => ({
        body: {
          ...USERS[1],
          pendingEmail: '',
          gender: '',
          address: { street: '', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
          profilePicture: '',
          updatedAt: '2026-11-21T10:00:00.000Z',
        },
      }),
      'PUT /api/admin/users/u2': () => ({
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
