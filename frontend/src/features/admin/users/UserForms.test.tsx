import '../../../test/pages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/utils';
import { fill, fillNewUser, submit } from '../test/userForm';
import { ME, firstLoad, listBody, row, serve, signInAsAdmin } from '../test/users';
import type { AdminUser } from '../types';

beforeEach(() => signInAsAdmin());

describe('/admin/create', () => {
  it('checks the fields in French before sending, then creates and goes to the list', async () => {
    const api = serve({
      'POST /api/admin/users/create': (_url, body) => ({
        status: 201,
        body: { success: true, message: 'Utilisateur créé avec succès', user: body },
      }),
      'GET /api/admin/users/all': () => ({ body: listBody() }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/create' });
    expect(await screen.findByRole('link', { name: 'Retour au tableau de bord' }, firstLoad)).toHaveAttribute(
      'href',
      '/admin',
    );
    submit("Créer l'utilisateur");
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/users/create')).toHaveLength(0);

    fillNewUser({ firstName: ' Julie ', phone: '+32 470 00 00 00' });
    fireEvent.click(screen.getByLabelText(/^Administrateur/));
    submit("Créer l'utilisateur");
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('Utilisateur créé avec succès')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/users/create')[0]!.body).toEqual({
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
      'POST /api/admin/users/create': () => ({
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
    fillNewUser();
    submit("Créer l'utilisateur");
    expect(await screen.findByText("Erreur lors de la création de l'utilisateur.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Un compte existe déjà avec cette adresse email.',
    );
    expect(router.state.location.pathname).toBe('/admin/create');
  });

  it('shows the server’s field messages when it refuses the data', async () => {
    serve({
      'POST /api/admin/users/create': () => ({
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
    fillNewUser();
    submit("Créer l'utilisateur");
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
      'GET /api/admin/users/u2': () => ({ body: detail() }),
      'PUT /api/admin/users/u2': (_url, body) => ({
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...detail(), ...(body as object) },
        },
      }),
      'GET /api/admin/users/all': () => ({ body: listBody() }),
    });
    const { router } = renderRoutes(routes, { path: '/admin/edit/u2' });
    expect(await screen.findByLabelText(/^Prénom/, {}, firstLoad)).toHaveValue('Léa');
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Bruxelles');
    expect(screen.getByLabelText(/^Genre/)).toHaveValue('femme');
    const admin = screen.getByLabelText(/^Administrateur/);
    expect(admin).not.toBeChecked();
    expect(admin).toBeEnabled();

    fill(/^Nom/, 'Dupont-Martin');
    fireEvent.click(admin);
    submit('Enregistrer les modifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('Utilisateur mis à jour avec succès')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/users/u2')[0]!.body).toEqual({
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
      [`GET /api/admin/users/${ME}`]: () => ({
        body: detail({
          id: ME,
          _id: ME,
          firstName: 'Chef',
          lastName: 'Admin',
          email: 'chef@boxplaisir.be',
          isAdmin: true,
        }),
      }),
      [`PUT /api/admin/users/${ME}`]: (_url, body) => ({
        body: {
          success: true,
          message: 'Utilisateur mis à jour avec succès',
          user: { ...detail(), ...(body as object) },
        },
      }),
      'GET /api/admin/users/all': () => ({ body: listBody() }),
    });
    renderRoutes(routes, { path: `/admin/edit/${ME}` });
    const admin = await screen.findByLabelText(/^Administrateur/, {}, firstLoad);
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    // The reason is the server's (GET /api/rules), which may answer after the account itself.
    expect(
      await screen.findByText(
        "Vous ne pouvez pas retirer vos propres droits d'administrateur.",
        {},
        firstLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nouveau mot de passe/)).toBeNull();
    submit('Enregistrer les modifications');
    await waitFor(() => expect(api.calls(`PUT /api/admin/users/${ME}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/admin/users/${ME}`)[0]!.body).not.toHaveProperty('isAdmin');
  });

  it('an unknown account says so', async () => {
    serve({
      'GET /api/admin/users/nope': () => ({
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
      'GET /api/admin/users/u2': () => ({ body: detail({ isAdmin: true }) }),
      'PUT /api/admin/users/u2': () => ({
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
    submit('Enregistrer les modifications');
    expect(await screen.findByText("Erreur lors de la mise à jour de l'utilisateur.")).toBeInTheDocument();
    expect(
      screen.getByText('Impossible de retirer les droits du dernier administrateur.'),
    ).toBeInTheDocument();
  });
});
