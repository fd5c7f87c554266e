import { type ListJson, useAdminUsersApi } from './support/admin-users.js';
import type { ErrorJson } from './support/shop-fixture.js';

/** The back office's user list (real app, a database of its own): pages, search, sorting, refused parameters. */
describe('Admin users API (real app, real PostgreSQL)', () => {
  const api = useAdminUsersApi();
  const { call, list } = api;

  describe('GET /api/admin/users/all', () => {
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
        await api.db.query(
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

      await api.db.query(`UPDATE users SET is_admin = true WHERE email = $1`, [`victor.11@${tag}.be`]);
      try {
        const admins = await q('sortBy=isAdmin&sortOrder=desc');
        expect(names(admins).slice(0, 2)).toEqual(['Victor Willems', 'Emma Anciaux']);
        const customers = await q('sortBy=isAdmin&sortOrder=asc');
        expect(names(customers).at(-1)).toBe('Victor Willems');
        expect(names(customers)[0]).toBe('Emma Anciaux');
      } finally {
        await api.db.query(`UPDATE users SET is_admin = false WHERE email = $1`, [`victor.11@${tag}.be`]);
      }
    });

    it('refuses bad query values and unknown parameters in French', async () => {
      const refused = async (query: string) => {
        const res = await call('GET', `/api/admin/users/all${query}`, api.adminToken);
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
});
