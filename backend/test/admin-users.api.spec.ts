import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';
import { createTestApp } from './support/test-app.js';

interface ErrorJson {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}
interface ListItem {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  isEmailVerified: boolean;
  createdAt: string;
}
interface ListJson {
  users: ListItem[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalUsers: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
  };
  adminCount: number;
}

const ADMIN_EMAIL = 'chef@boutique.test';
const ADMIN_PASSWORD = 'Chef-mdp-123';
const PASSWORD = 'Motdepasse1!';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${++counter}@example.be`;

/**
 * The back office's user management, on a database of its own (the suite counts administrators).
 * Roles come from the current user row; the self and last-administrator rules hold under concurrency.
 */
describe('Admin users API (real app, real PostgreSQL)', () => {
  let database: ScratchDatabase;
  let app: NestFastifyApplication;
  let db: DataSource;
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    database = await createScratchDatabase();
    app = await createTestApp({
      DATABASE_URL: database.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT: '10000',
    });
    db = app.get(DataSource);
    const session = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    adminToken = session.token;
    adminId = session.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function signIn(email: string, password: string): Promise<{ token: string; id: string }> {
    const res = await call('POST', '/api/auth/login', undefined, { email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: { id: string } }>();
    return { token: body.token, id: body.user.id };
  }

  /** A verified account created by the administrator, and its session. */
  async function account(firstName: string, lastName: string, isAdmin = false) {
    const email = uniqueEmail(firstName.toLowerCase());
    const res = await call('POST', '/api/users/create', adminToken, {
      firstName,
      lastName,
      email,
      password: PASSWORD,
      isAdmin,
    });
    expect(res.statusCode).toBe(201);
    const session = await signIn(email, PASSWORD);
    return { email, ...session };
  }

  const list = async (query = '', token = adminToken): Promise<ListJson> => {
    const res = await call('GET', `/api/users/all${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<ListJson>();
  };

  /** Only these accounts stay administrators (the suite's own administrator included unless left out). */
  const onlyAdmins = (...ids: string[]) => db.query('UPDATE users SET is_admin = (id = ANY($1::uuid[]))', [ids]);

  describe('authorization matrix: anonymous 401, customer 403, administrator 200/201', () => {
    it('holds for every endpoint', async () => {
      const customer = await account('Client', 'Matrice');
      const target = await account('Cible', 'Matrice');
      const endpoints: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; ok: number }[] = [
        { method: 'GET', url: '/api/users/all', ok: 200 },
        {
          method: 'POST',
          url: '/api/users/create',
          payload: { firstName: 'Nouvelle', lastName: 'Cliente', email: uniqueEmail('nouvelle'), password: PASSWORD },
          ok: 201,
        },
        { method: 'GET', url: `/api/users/${target.id}`, ok: 200 },
        { method: 'PUT', url: `/api/users/${target.id}`, payload: { phone: '+32 470 00 00 00' }, ok: 200 },
        { method: 'DELETE', url: `/api/users/${target.id}`, ok: 200 },
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
        const allowed = await call(endpoint.method, endpoint.url, adminToken, endpoint.payload);
        expect([label, allowed.statusCode]).toEqual([label, endpoint.ok]);
        expect(allowed.headers['cache-control']).toBe('no-store');
      }
      // Nothing was changed by the refused calls: the target was deleted once, by the administrator.
      expect((await call('GET', `/api/users/${target.id}`, adminToken)).statusCode).toBe(404);
    });

    it('reads the role from the current user row, not from the token', async () => {
      const former = await account('Ancienne', 'Admin', true);
      expect((await call('GET', '/api/users/all', former.token)).statusCode).toBe(200);
      await db.query('UPDATE users SET is_admin = false WHERE id = $1', [former.id]);
      // Same token (it still says isAdmin: true): refused.
      const res = await call('GET', '/api/users/all', former.token);
      expect(res.statusCode).toBe(403);
      // And the other way round: a customer promoted in the database is an administrator at once.
      const promoted = await account('Promue', 'Cliente');
      expect((await call('GET', '/api/users/all', promoted.token)).statusCode).toBe(403);
      await db.query('UPDATE users SET is_admin = true WHERE id = $1', [promoted.id]);
      expect((await call('GET', '/api/users/all', promoted.token)).statusCode).toBe(200);
      await db.query('UPDATE users SET is_admin = false WHERE id = $1', [promoted.id]);
    });
  });

  describe('POST /api/users/create', () => {
    it('creates a verified account that signs in at once; a duplicate email is refused with 409', async () => {
      const email = uniqueEmail('julie');
      const res = await call('POST', '/api/users/create', adminToken, {
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

      const duplicate = await call('POST', '/api/users/create', adminToken, {
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
      const refused = await call('POST', '/api/users/create', adminToken, {
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
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]);
      expect(n).toBe(0);

      const user = await account('Paul', 'Courant');
      const change = await call('PUT', `/api/users/${user.id}`, adminToken, { password: 'trustno1' });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: { password: [message] } });
      expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(200);
    });

    it('creates an administrator when asked', async () => {
      const created = await account('Nadia', 'Admin', true);
      expect((await call('GET', '/api/users/all', created.token)).statusCode).toBe(200);
      await db.query('UPDATE users SET is_admin = false WHERE id = $1', [created.id]);
    });

    it('refuses invalid data with French messages per field', async () => {
      const res = await call('POST', '/api/users/create', adminToken, {
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

      const unknown = await call('POST', '/api/users/create', adminToken, {
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

  describe('GET /api/users/all', () => {
    const tag = `zq${Date.now().toString(36)}`;
    const people = [
      ['Émile', 'Zola'],
      ['Emma', 'Anciaux'],
      ['Léa', 'Dupont'],
      ['Lucas', 'dupuis'],
      ['Zoé', 'Ébert'],
      ['Noah', 'Martin'],
      ['Louise', 'Peeters'],
      ['Arthur', 'Janssens'],
      ['Olivia', 'Maes'],
      ['Jules', 'Jacobs'],
      ['Mila', 'Mertens'],
      ['Victor', 'Willems'],
      ['Alice', 'Claes'],
      ['Adam', 'Goossens'],
    ] as const;

    beforeAll(async () => {
      // Straight into the table (no password hashing): the list only reads them.
      for (const [i, [firstName, lastName]] of people.entries()) {
        await db.query(
          `INSERT INTO users (email, first_name, last_name, is_email_verified, created_at)
           VALUES ($1, $2, $3, true, now() - make_interval(days => $4))`,
          [`${ascii(firstName)}.${i}@${tag}.be`, firstName, lastName, people.length - i],
        );
      }
    });

    const ascii = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
    const names = (body: ListJson) => body.users.map((u) => `${u.firstName} ${u.lastName}`);

    it('answers the contract shape, 10 per page, sorted by last name by default', async () => {
      const body = await list(`?search=${tag}`);
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 2,
        totalUsers: 14,
        hasPrevPage: false,
        hasNextPage: true,
      });
      expect(body.users).toHaveLength(10);
      expect(Object.keys(body.users[0]!).sort()).toEqual(
        ['_id', 'createdAt', 'email', 'firstName', 'id', 'isAdmin', 'isEmailVerified', 'lastName', 'phone'].sort(),
      );
      expect(body.adminCount).toBeGreaterThanOrEqual(1);
      // Alphabetical, accents and case ignored: Anciaux, Claes, Dupont, dupuis, Ébert, Goossens …
      expect(names(body)).toEqual([
        'Emma Anciaux',
        'Alice Claes',
        'Léa Dupont',
        'Lucas dupuis',
        'Zoé Ébert',
        'Adam Goossens',
        'Jules Jacobs',
        'Arthur Janssens',
        'Olivia Maes',
        'Noah Martin',
      ]);
      const second = await list(`?search=${tag}&page=2`);
      expect(names(second)).toEqual(['Mila Mertens', 'Louise Peeters', 'Victor Willems', 'Émile Zola']);
      expect(second.pagination).toMatchObject({ currentPage: 2, hasPrevPage: true, hasNextPage: false });
      const beyond = await list(`?search=${tag}&page=9`);
      expect(beyond.users).toEqual([]);
      expect(beyond.pagination).toMatchObject({ currentPage: 9, totalPages: 2, totalUsers: 14, hasNextPage: false });
    });

    it('searches first name, last name and email, ignoring case and accents; every word must match', async () => {
      expect(names(await list(`?search=${encodeURIComponent(`emile ${tag}`)}`))).toEqual(['Émile Zola']);
      expect(names(await list(`?search=${encodeURIComponent(`${tag} EBERT`)}`))).toEqual(['Zoé Ébert']);
      expect(names(await list(`?search=${encodeURIComponent(`dupont léa ${tag}`)}`))).toEqual(['Léa Dupont']);
      expect(names(await list(`?search=${encodeURIComponent(`DUP ${tag}`)}`))).toEqual(['Léa Dupont', 'Lucas dupuis']);
      expect(names(await list(`?search=${encodeURIComponent(`louise.6@${tag}`)}`))).toEqual(['Louise Peeters']);
      // LIKE wildcards are plain characters.
      expect((await list(`?search=${encodeURIComponent(`${tag} %`)}`)).users).toEqual([]);
      expect((await list(`?search=${encodeURIComponent(`${tag} _`)}`)).users).toEqual([]);
      const none = await list(`?search=personne-de-ce-nom`);
      expect(none.users).toEqual([]);
      expect(none.pagination).toEqual({
        currentPage: 1,
        totalPages: 1,
        totalUsers: 0,
        hasPrevPage: false,
        hasNextPage: false,
      });
    });

    it('sorts by each column, both ways', async () => {
      const q = (sort: string) => list(`?search=${tag}&limit=100&${sort}`);
      expect(names(await q('sortBy=lastName&sortOrder=desc')).slice(0, 3)).toEqual([
        'Émile Zola',
        'Victor Willems',
        'Louise Peeters',
      ]);
      expect(names(await q('sortBy=firstName')).slice(0, 4)).toEqual([
        'Adam Goossens',
        'Alice Claes',
        'Arthur Janssens',
        'Émile Zola',
      ]);
      expect(names(await q('sortBy=firstName&sortOrder=desc'))[0]).toBe('Zoé Ébert');
      expect((await q('sortBy=email')).users.map((u) => u.email)[0]).toBe(`adam.13@${tag}.be`);
      expect((await q('sortBy=email&sortOrder=desc')).users.map((u) => u.email)[0]).toBe(`zoe.4@${tag}.be`);
      // Oldest first: the first inserted is the oldest.
      expect(names(await q('sortBy=createdAt'))[0]).toBe('Émile Zola');
      expect(names(await q('sortBy=createdAt&sortOrder=desc'))[0]).toBe('Adam Goossens');

      await db.query(`UPDATE users SET is_admin = true WHERE email = $1`, [`victor.11@${tag}.be`]);
      try {
        const admins = await q('sortBy=isAdmin&sortOrder=desc');
        expect(names(admins).slice(0, 2)).toEqual(['Victor Willems', 'Emma Anciaux']);
        const customers = await q('sortBy=isAdmin&sortOrder=asc');
        expect(names(customers).at(-1)).toBe('Victor Willems');
        expect(names(customers)[0]).toBe('Emma Anciaux');
      } finally {
        await db.query(`UPDATE users SET is_admin = false WHERE email = $1`, [`victor.11@${tag}.be`]);
      }
    });

    it('refuses bad query values and unknown parameters in French', async () => {
      const refused = async (query: string) => {
        const res = await call('GET', `/api/users/all${query}`, adminToken);
        expect(res.statusCode).toBe(400);
        return res.json<ErrorJson>().errors;
      };
      expect(await refused('?sortBy=password')).toEqual({
        sortBy: ["Le tri doit être l'un de : lastName, firstName, email, createdAt, isAdmin"],
      });
      expect(await refused('?sortOrder=up')).toEqual({ sortOrder: ["L'ordre de tri doit être asc ou desc"] });
      expect(await refused('?page=0')).toEqual({ page: ['La page doit être un nombre entier supérieur ou égal à 1'] });
      expect(await refused('?page=abc')).toEqual({
        page: ['La page doit être un nombre entier supérieur ou égal à 1'],
      });
      expect(await refused('?limit=101')).toEqual({
        limit: ["Le nombre d'utilisateurs par page doit être un entier entre 1 et 100"],
      });
      expect(await refused(`?search=${'x'.repeat(101)}`)).toEqual({
        search: ['La recherche ne peut pas dépasser 100 caractères'],
      });
      expect(await refused('?role=admin')).toEqual({ champInconnu: ["Ce paramètre n'est pas accepté"] });
    });
  });

  describe('GET and PUT /api/users/:id', () => {
    it('reads an account in the profile shape; unknown or malformed ids answer 404', async () => {
      const user = await account('Sarah', 'Lemaire');
      const res = await call('GET', `/api/users/${user.id}`, adminToken);
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
        const missing = await call('GET', `/api/users/${id}`, adminToken);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ statusCode: 404, code: 'USER_NOT_FOUND', message: 'Utilisateur non trouvé' });
        expect((await call('PUT', `/api/users/${id}`, adminToken, { firstName: 'X' })).statusCode).toBe(404);
        expect((await call('DELETE', `/api/users/${id}`, adminToken)).statusCode).toBe(404);
      }
      // The profile route is not taken for an id.
      expect((await call('GET', '/api/users/profile', user.token)).json().email).toBe(user.email);
    });

    it('edits every field, accepts the read-only fields sent back, refuses a taken email', async () => {
      const user = await account('Tom', 'Claes');
      const other = await account('Eva', 'Goossens');
      const current = (await call('GET', `/api/users/${user.id}`, adminToken)).json();
      const newEmail = uniqueEmail('thomas');
      const res = await call('PUT', `/api/users/${user.id}`, adminToken, {
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

      const taken = await call('PUT', `/api/users/${user.id}`, adminToken, { email: other.email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<ErrorJson>().code).toBe('EMAIL_TAKEN');

      const invalid = await call('PUT', `/api/users/${user.id}`, adminToken, {
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
      const res = await call('PUT', `/api/users/${user.id}`, adminToken, { password: 'Nouveau-mdp-1' });
      expect(res.statusCode).toBe(200);
      expect((await call('GET', '/api/users/profile', user.token)).statusCode).toBe(401);
      const again = await signIn(user.email, 'Nouveau-mdp-1');

      const promoted = await call('PUT', `/api/users/${user.id}`, adminToken, { isAdmin: true });
      expect(promoted.json().user.isAdmin).toBe(true);
      expect((await call('GET', '/api/users/profile', again.token)).statusCode).toBe(401);
      const asAdmin = await signIn(user.email, 'Nouveau-mdp-1');
      expect((await call('GET', '/api/users/all', asAdmin.token)).statusCode).toBe(200);

      const demoted = await call('PUT', `/api/users/${user.id}`, adminToken, { isAdmin: false });
      expect(demoted.statusCode).toBe(200);
      expect((await call('GET', '/api/users/all', asAdmin.token)).statusCode).toBe(401);
    });
  });

  describe('self and last-administrator rules', () => {
    afterEach(async () => {
      await onlyAdmins(adminId);
    });

    it('refuses self-demotion and self-deletion while another administrator exists', async () => {
      await account('Second', 'Admin', true);
      const demote = await call('PUT', `/api/users/${adminId}`, adminToken, { isAdmin: false });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        statusCode: 409,
        code: 'SELF_DEMOTION',
        message: "Vous ne pouvez pas retirer vos propres droits d'administrateur.",
      });
      const remove = await call('DELETE', `/api/users/${adminId}`, adminToken);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({
        statusCode: 409,
        code: 'SELF_DELETION',
        message: 'Vous ne pouvez pas supprimer votre propre compte.',
      });
      // Editing one's own other fields is fine (admin flag kept).
      const rename = await call('PUT', `/api/users/${adminId}`, adminToken, { firstName: 'Chef', isAdmin: true });
      expect(rename.statusCode).toBe(200);
      expect(rename.json().user).toMatchObject({ firstName: 'Chef', isAdmin: true });
      expect((await call('GET', '/api/users/all', adminToken)).statusCode).toBe(200);
    });

    it('never deletes nor demotes the last administrator', async () => {
      await onlyAdmins(adminId);
      expect((await list('?search=zzzz-aucun')).adminCount).toBe(1);
      const remove = await call('DELETE', `/api/users/${adminId}`, adminToken);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({
        statusCode: 409,
        code: 'LAST_ADMIN',
        message: 'Impossible de supprimer le dernier administrateur.',
      });
      const demote = await call('PUT', `/api/users/${adminId}`, adminToken, { isAdmin: false });
      expect(demote.statusCode).toBe(409);
      expect(demote.json<ErrorJson>().code).toBe('LAST_ADMIN');
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
      expect(n).toBe(1);
    });

    it('deletes another administrator and a customer; the deleted account’s token is refused afterwards', async () => {
      const other = await account('Autre', 'Admin', true);
      const customer = await account('Cliente', 'Partante');
      await db.query(
        `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', $2, now() + interval '1 hour')`,
        [customer.id, 'a'.repeat(64)],
      );
      for (const target of [other, customer]) {
        expect((await call('GET', '/api/users/profile', target.token)).statusCode).toBe(200);
        const res = await call('DELETE', `/api/users/${target.id}`, adminToken);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: 'Utilisateur supprimé avec succès' });
        const after = await call('GET', '/api/users/profile', target.token);
        expect(after.statusCode).toBe(401);
        expect(after.json<ErrorJson>().code).toBe('UNAUTHENTICATED');
        expect(
          (await call('POST', '/api/auth/login', undefined, { email: target.email, password: PASSWORD })).statusCode,
        ).toBe(401);
      }
      expect((await call('GET', '/api/users/all', other.token)).statusCode).toBe(401);
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1', [customer.id]);
      expect(n).toBe(0);
      expect((await call('DELETE', `/api/users/${customer.id}`, adminToken)).statusCode).toBe(404);
    });

    it('two administrators demoting each other at once never leave the shop without one', async () => {
      for (let round = 0; round < 4; round++) {
        const a = await account(`Alpha${round}`, 'Admin', true);
        const b = await account(`Beta${round}`, 'Admin', true);
        await onlyAdmins(a.id, b.id);
        const [ab, ba] = await Promise.all([
          call('PUT', `/api/users/${b.id}`, a.token, { isAdmin: false }),
          call('PUT', `/api/users/${a.id}`, b.token, { isAdmin: false }),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        // One wins; the other is no longer an administrator when its turn comes (403), or its session
        // already ended with the demotion (401, when the guard ran after the first commit).
        expect(statuses[0]).toBe(200);
        expect([401, 403]).toContain(statuses[1]);
        const [{ n }] = await db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
        expect(n).toBe(1);
        await onlyAdmins(adminId);
      }
    });

    it('two administrators deleting each other at once never leave the shop without one', async () => {
      for (let round = 0; round < 4; round++) {
        const a = await account(`Gamma${round}`, 'Admin', true);
        const b = await account(`Delta${round}`, 'Admin', true);
        await onlyAdmins(a.id, b.id);
        const [ab, ba] = await Promise.all([
          call('DELETE', `/api/users/${b.id}`, a.token),
          call('DELETE', `/api/users/${a.id}`, b.token),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403, 404]).toContain(statuses[1]);
        const [{ n }] = await db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
        expect(n).toBe(1);
        await onlyAdmins(adminId);
      }
    });
  });
});
