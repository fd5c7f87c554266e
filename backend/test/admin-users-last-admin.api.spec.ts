import { PASSWORD, useAdminUsersApi } from './support/admin-users.js';
import type { ErrorJson } from './support/shop-fixture.js';

/**
 * The back office's self and last-administrator rules (real app, a database of its own: the suite
 * counts administrators); they hold under concurrency.
 */
describe('Admin users API (real app, real PostgreSQL)', () => {
  const api = useAdminUsersApi();
  const { call, account, list, onlyAdmins } = api;

  describe('self and last-administrator rules', () => {
    afterEach(async () => {
      await onlyAdmins(api.adminId);
    });

    it('refuses self-demotion and self-deletion while another administrator exists', async () => {
      await account('Second', 'Admin', true);
      const demote = await call('PUT', `/api/admin/users/${api.adminId}`, api.adminToken, { isAdmin: false });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        statusCode: 409,
        code: 'SELF_DEMOTION',
        message: "Vous ne pouvez pas retirer vos propres droits d'administrateur.",
      });
      const remove = await call('DELETE', `/api/admin/users/${api.adminId}`, api.adminToken);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({
        statusCode: 409,
        code: 'SELF_DELETION',
        message: 'Vous ne pouvez pas supprimer votre propre compte.',
      });
      // Editing one's own other fields is fine (admin flag kept).
      const rename = await call('PUT', `/api/admin/users/${api.adminId}`, api.adminToken, {
        firstName: 'Chef',
        isAdmin: true,
      });
      expect(rename.statusCode).toBe(200);
      expect(rename.json().user).toMatchObject({ firstName: 'Chef', isAdmin: true });
      expect((await call('GET', '/api/admin/users/all', api.adminToken)).statusCode).toBe(200);
    });

    it('never deletes nor demotes the last administrator', async () => {
      await onlyAdmins(api.adminId);
      expect((await list('?search=zzzz-aucun')).adminCount).toBe(1);
      const remove = await call('DELETE', `/api/admin/users/${api.adminId}`, api.adminToken);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({
        statusCode: 409,
        code: 'LAST_ADMIN',
        message: 'Impossible de supprimer le dernier administrateur.',
      });
      const demote = await call('PUT', `/api/admin/users/${api.adminId}`, api.adminToken, { isAdmin: false });
      expect(demote.statusCode).toBe(409);
      expect(demote.json<ErrorJson>().code).toBe('LAST_ADMIN');
      const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
      expect(n).toBe(1);
    });

    it('deletes another administrator and a customer; the deleted account’s token is refused afterwards', async () => {
      const other = await account('Autre', 'Admin', true);
      const customer = await account('Cliente', 'Partante');
      await api.db.query(
        `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset', $2, now() + interval '1 hour')`,
        [customer.id, 'a'.repeat(64)],
      );
      for (const target of [other, customer]) {
        expect((await call('GET', '/api/users/profile', target.token)).statusCode).toBe(200);
        const res = await call('DELETE', `/api/admin/users/${target.id}`, api.adminToken);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: 'Utilisateur supprimé avec succès' });
        const after = await call('GET', '/api/users/profile', target.token);
        expect(after.statusCode).toBe(401);
        expect(after.json<ErrorJson>().code).toBe('UNAUTHENTICATED');
        expect(
          (await call('POST', '/api/auth/login', undefined, { email: target.email, password: PASSWORD })).statusCode,
        ).toBe(401);
      }
      expect((await call('GET', '/api/admin/users/all', other.token)).statusCode).toBe(401);
      const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1', [
        customer.id,
      ]);
      expect(n).toBe(0);
      expect((await call('DELETE', `/api/admin/users/${customer.id}`, api.adminToken)).statusCode).toBe(404);
    });

    it('two administrators demoting each other at once never leave the shop without one', async () => {
      for (let round = 0; round < 4; round++) {
        const a = await account(`Alpha${round}`, 'Admin', true);
        const b = await account(`Beta${round}`, 'Admin', true);
        await onlyAdmins(a.id, b.id);
        const [ab, ba] = await Promise.all([
          call('PUT', `/api/admin/users/${b.id}`, a.token, { isAdmin: false }),
          call('PUT', `/api/admin/users/${a.id}`, b.token, { isAdmin: false }),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        // One wins; the other is no longer an administrator when its turn comes (403), or its session
        // already ended with the demotion (401, when the guard ran after the first commit).
        expect(statuses[0]).toBe(200);
        expect([401, 403]).toContain(statuses[1]);
        const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
        expect(n).toBe(1);
        await onlyAdmins(api.adminId);
      }
    });

    it('two administrators deleting each other at once never leave the shop without one', async () => {
      for (let round = 0; round < 4; round++) {
        const a = await account(`Gamma${round}`, 'Admin', true);
        const b = await account(`Delta${round}`, 'Admin', true);
        await onlyAdmins(a.id, b.id);
        const [ab, ba] = await Promise.all([
          call('DELETE', `/api/admin/users/${b.id}`, a.token),
          call('DELETE', `/api/admin/users/${a.id}`, b.token),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403, 404]).toContain(statuses[1]);
        const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM users WHERE is_admin');
        expect(n).toBe(1);
        await onlyAdmins(api.adminId);
      }
    });
  });
});
