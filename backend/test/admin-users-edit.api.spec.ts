import { uniqueEmail } from './support/accounts.js';
import { PASSWORD, useAdminUsersApi } from './support/admin-users.js';
import type { ErrorJson } from './support/shop-fixture.js';

/**
 * The back office's user management (real app, a database of its own): who may call it, and how an
 * administrator creates, reads and edits accounts. Roles come from the current user row.
 */
describe('Admin users API (real app, real PostgreSQL)', () => {
  const api = useAdminUsersApi();
  const { call, signIn, account } = api;

  describe('authorization matrix: anonymous 401, customer 403, administrator 200/201', () => {
    it('holds for every endpoint', async () => {
      const customer = await account('Client', 'Matrice');
      const target = await account('Cible', 'Matrice');
      const endpoints: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; ok: number }[] = [
        { method: 'GET', url: '/api/admin/users/all', ok: 200 },
        {
          method: 'POST',
          url: '/api/admin/users/create',
          payload: { firstName: 'Nouvelle', lastName: 'Cliente', email: uniqueEmail('nouvelle'), password: PASSWORD },
          ok: 201,
        },
        { method: 'GET', url: `/api/admin/users/${target.id}`, ok: 200 },
        { method: 'PUT', url: `/api/admin/users/${target.id}`, payload: { phone: '+32 470 00 00 00' }, ok: 200 },
        { method: 'DELETE', url: `/api/admin/users/${target.id}`, ok: 200 },
      ];
      for (const endpoint of endpoints) {
        const label = `${endpoint.method} ${endpoint.url}`;
        const anonymous = await call(endpoint.method, endpoint.url, undefined, endpoint.payload);
        expect([label, anonymous.statusCode, anonymous.json<ErrorJson>().code]).toEqual([
          label,
          401,
          'UNAUTHENTICATED',
        ]);
        const forged = await call(endpoint.method, endpoint.url, 'pas.un.jeton', endpoint.payload);
        expect([label, forged.statusCode]).toEqual([label, 401]);
        const refused = await call(endpoint.method, endpoint.url, customer.token, endpoint.payload);
        expect([label, refused.statusCode]).toEqual([label, 403]);
        expect(refused.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Accès non autorisé. Cette page est réservée aux administrateurs.',
        });
        const allowed = await call(endpoint.method, endpoint.url, api.adminToken, endpoint.payload);
        expect([label, allowed.statusCode]).toEqual([label, endpoint.ok]);
        expect(allowed.headers['cache-control']).toBe('no-store');
      }
      // Nothing was changed by the refused calls: the target was deleted once, by the administrator.
      expect((await call('GET', `/api/admin/users/${target.id}`, api.adminToken)).statusCode).toBe(404);
    });

    it('reads the role from the current user row, not from the token', async () => {
      const former = await account('Ancienne', 'Admin', true);
      expect((await call('GET', '/api/admin/users/all', former.token)).statusCode).toBe(200);
      await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [former.id]);
      // Same token (it still says isAdmin: true): refused.
      const res = await call('GET', '/api/admin/users/all', former.token);
      expect(res.statusCode).toBe(403);
      // And the other way round: a customer promoted in the database is an administrator at once.
      const promoted = await account('Promue', 'Cliente');
      expect((await call('GET', '/api/admin/users/all', promoted.token)).statusCode).toBe(403);
      await api.db.query('UPDATE users SET is_admin = true WHERE id = $1', [promoted.id]);
      expect((await call('GET', '/api/admin/users/all', promoted.token)).statusCode).toBe(200);
      await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [promoted.id]);
    });
  });

  describe('POST /api/admin/users/create', () => {
    it('creates a verified account that signs in at once; a duplicate email is refused with 409', async () => {
      const email = uniqueEmail('julie');
      const res = await call('POST', '/api/admin/users/create', api.adminToken, {
        firstName: ' Julie ',
        lastName: 'Peeters',
        email: `  ${email.toUpperCase()} `,
        password: PASSWORD,
        phone: '+32 470 12 34 56',
        isAdmin: false,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: 'Utilisateur créé avec succès',
        user: {
          firstName: 'Julie',
          lastName: 'Peeters',
          email,
          phone: '+32 470 12 34 56',
          isAdmin: false,
          isEmailVerified: true,
          gender: '',
          address: { country: 'BE' },
        },
      });
      expect(body.user._id).toBe(body.user.id);
      expect(body.user).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
      await signIn(email, PASSWORD);

      const duplicate = await call('POST', '/api/admin/users/create', api.adminToken, {
        firstName: 'Autre',
        lastName: 'Personne',
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        statusCode: 409,
        code: 'EMAIL_TAKEN',
        message: 'Un compte existe déjà avec cette adresse email.',
      });
    });

    it('refuses a common password on creation and on a password change, with one message', async () => {
      const email = uniqueEmail('courant');
      const refused = await call('POST', '/api/admin/users/create', api.adminToken, {
        firstName: 'Cé',
        lastName: 'Courant',
        email,
        password: 'Password123',
      });
      expect(refused.statusCode).toBe(400);
      const message =
        'Ce mot de passe fait partie des plus courants : choisissez-en un autre, plus difficile à deviner';
      expect(refused.json()).toEqual({
        statusCode: 400,
        code: 'PASSWORD_TOO_COMMON',
        message,
        errors: { password: [message] },
      });
      const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
      expect(n).toBe(0);

      const user = await account('Paul', 'Courant');
      const change = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, { password: 'trustno1' });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: { password: [message] } });
      expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(200);
    });

    it('creates an administrator when asked', async () => {
      const created = await account('Nadia', 'Admin', true);
      expect((await call('GET', '/api/admin/users/all', created.token)).statusCode).toBe(200);
      await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [created.id]);
    });

    it('refuses invalid data with French messages per field', async () => {
      const res = await call('POST', '/api/admin/users/create', api.adminToken, {
        firstName: '   ',
        email: 'pas-un-email',
        password: 'court',
        isAdmin: 'oui',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorJson>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors).toEqual({
        firstName: ['Le prénom est requis'],
        lastName: ['Le nom est requis'],
        email: ["Format d'email invalide"],
        password: ['Le mot de passe doit contenir au moins 8 caractères'],
        isAdmin: ['Le rôle administrateur doit valoir true ou false'],
      });
      expect(body.message).toContain('Certaines valeurs sont invalides');

      const unknown = await call('POST', '/api/admin/users/create', api.adminToken, {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('ab'),
        password: PASSWORD,
        role: 'admin',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorJson>().errors).toEqual({ champInconnu: ["Ce paramètre n'est pas accepté"] });
    });
  });

  describe('GET and PUT /api/admin/users/:id', () => {
    it('reads an account in the profile shape; unknown or malformed ids answer 404', async () => {
      const user = await account('Sarah', 'Lemaire');
      const res = await call('GET', `/api/admin/users/${user.id}`, api.adminToken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: user.id,
        id: user.id,
        firstName: 'Sarah',
        lastName: 'Lemaire',
        email: user.email,
        phone: '',
        gender: '',
        address: { street: '', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
        isAdmin: false,
        isEmailVerified: true,
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
        const missing = await call('GET', `/api/admin/users/${id}`, api.adminToken);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'Utilisateur non trouvé' });
        expect((await call('PUT', `/api/admin/users/${id}`, api.adminToken, { firstName: 'X' })).statusCode).toBe(404);
        expect((await call('DELETE', `/api/admin/users/${id}`, api.adminToken)).statusCode).toBe(404);
      }
      // The profile route is not taken for an id.
      expect((await call('GET', '/api/users/profile', user.token)).json().email).toBe(user.email);
    });

    it('edits every field, accepts the read-only fields sent back, refuses a taken email', async () => {
      const user = await account('Tom', 'Claes');
      const other = await account('Eva', 'Goossens');
      const current = (await call('GET', `/api/admin/users/${user.id}`, api.adminToken)).json();
      const newEmail = uniqueEmail('thomas');
      const res = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, {
        ...current,
        firstName: 'Thomas',
        lastName: 'Claes-Martin',
        email: newEmail.toUpperCase(),
        phone: '+32 2 123 45 67',
        gender: 'homme',
        address: { street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
        password: '',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Utilisateur mis à jour avec succès',
        user: {
          firstName: 'Thomas',
          lastName: 'Claes-Martin',
          email: newEmail,
          phone: '+32 2 123 45 67',
          gender: 'homme',
          address: { street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles' },
          isAdmin: false,
        },
      });
      expect(res.json()).not.toHaveProperty('token');
      // No role or password change: the customer's session goes on.
      expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(200);

      const taken = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, { email: other.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorJson>().code).toBe('EMAIL_TAKEN');

      const invalid = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, {
        lastName: '',
        gender: 'inconnu',
        password: 'court',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json<ErrorJson>().errors).toEqual({
        lastName: ['Le nom est requis'],
        gender: ['Le genre doit être homme, femme, autre ou vide'],
        password: ['Le mot de passe doit contenir au moins 8 caractères'],
      });
    });

    it('a new password or a role change ends the account’s sessions', async () => {
      const user = await account('Marc', 'Dubois');
      const res = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, { password: 'Nouveau-mdp-1' });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(401);
      const again = await signIn(user.email, 'Nouveau-mdp-1');

      const promoted = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, { isAdmin: true });
      expect(promoted.json().user.isAdmin).toBe(true);
      expect((await call('GET', '/api/users/profile', again.token)).statusCode).toBe(401);
      const asAdmin = await signIn(user.email, 'Nouveau-mdp-1');
      expect((await call('GET', '/api/admin/users/all', asAdmin.token)).statusCode).toBe(200);

      const demoted = await call('PUT', `/api/admin/users/${user.id}`, api.adminToken, { isAdmin: false });
      expect(demoted.statusCode).toBe(200);
      expect((await call('GET', '/api/admin/users/all', asAdmin.token)).statusCode).toBe(401);
    });
  });
});
