import { DataSource } from 'typeorm';
import { TokenCleanupJob } from '../src/modules/identity/jobs/token-cleanup.job.js';
import { PUBLIC_URL, uniqueEmail, useAccountsApp } from './support/accounts.js';
import { linkIn } from './support/mail-capture.js';

/** Sessions kept on the server, against the real app: logout, logout everywhere, and what ends them. */
describe('Accounts (real app, real PostgreSQL, real SMTP capture)', () => {
  const accounts = useAccountsApp();
  const { mail, post, profile, putProfile, registerAndVerify } = accounts;

  describe('sessions on the server', () => {
    const ENDED = {
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    };
    const liveSessions = async (email: string): Promise<number> =>
      (
        await accounts.app
          .get(DataSource)
          .query(`SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [
            email,
          ])
      )[0].n as number;
    const signIn = async (email: string, password = 'Motdepasse1!') => {
      const res = await post('/api/auth/login', { email, password });
      expect(res.statusCode).toBe(200);
      return res.json().token as string;
    };

    it('logout ends this session only: a copied token of it is refused, other devices stay signed in', async () => {
      const email = uniqueEmail('logout');
      const laptop = await registerAndVerify(email);
      const phone = await signIn(email);
      const copied = `${laptop}`;
      expect(await liveSessions(email)).toBe(2);

      const out = await post('/api/auth/logout', {}, laptop);
      expect(out.statusCode).toBe(200);
      expect(out.headers['cache-control']).toBe('no-store');
      expect(out.json()).toEqual({ success: true, message: 'Vous êtes déconnecté.' });
      expect(await liveSessions(email)).toBe(1);

      const replay = await profile(copied);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(ENDED);
      expect((await post('/api/auth/logout', {}, copied)).json()).toEqual(ENDED);
      expect((await profile(phone)).statusCode).toBe(200);
      expect((await accounts.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    });

    it('logout-all ends every session of the account and no other account’s', async () => {
      const email = uniqueEmail('partout');
      const laptop = await registerAndVerify(email);
      const phone = await signIn(email);
      const neighbour = await registerAndVerify(uniqueEmail('voisin'));

      const out = await post('/api/auth/logout-all', {}, phone);
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'Vous avez été déconnecté de tous les appareils.' });
      expect(await liveSessions(email)).toBe(0);
      expect((await profile(laptop)).json()).toEqual(ENDED);
      expect((await profile(phone)).json()).toEqual(ENDED);
      expect((await post('/api/auth/logout-all', {}, laptop)).statusCode).toBe(401);
      expect((await profile(neighbour)).statusCode).toBe(200);
      // Signing in again opens a new session.
      expect((await profile(await signIn(email))).statusCode).toBe(200);
    });

    it('a password change ends every other session and keeps the caller signed in with a fresh one', async () => {
      const email = uniqueEmail('change');
      const laptop = await registerAndVerify(email);
      const phone = await signIn(email);
      const changed = await putProfile(laptop, { currentPassword: 'Motdepasse1!', newPassword: 'Autre-mdp-9' });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json().token as string;
      expect((await profile(phone)).json()).toEqual(ENDED);
      expect((await profile(laptop)).json()).toEqual(ENDED);
      expect((await profile(fresh)).statusCode).toBe(200);
      expect(await liveSessions(email)).toBe(1);
      // A refused change (wrong current password) ends nothing.
      expect(
        (await putProfile(fresh, { currentPassword: 'Pasbon123!', newPassword: 'Encore-autre-7' })).statusCode,
      ).toBe(400);
      expect((await profile(fresh)).statusCode).toBe(200);
    });

    it('a password reset ends every session of the account', async () => {
      const email = uniqueEmail('oubli');
      const laptop = await registerAndVerify(email);
      const phone = await signIn(email);
      const since = mail.messages.length;
      await post('/api/auth/forgot-password', { email });
      const message = await mail.waitFor(email, { subject: /Réinitialisation/, since });
      const token = linkIn(message, `${PUBLIC_URL}/reset-password/`).split('/').pop()!;
      expect((await post(`/api/auth/reset-password/${token}`, { password: 'Nouveau-mdp-2' })).statusCode).toBe(200);
      expect(await liveSessions(email)).toBe(0);
      expect((await profile(laptop)).json()).toEqual(ENDED);
      expect((await profile(phone)).json()).toEqual(ENDED);
    });

    it('refuses a token whose session row expired, and the cleanup job forgets expired rows', async () => {
      const email = uniqueEmail('perime');
      const token = await registerAndVerify(email);
      const live = await signIn(email);
      const db = accounts.app.get(DataSource);
      const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [jti]);
      expect((await profile(token)).json()).toEqual(ENDED);
      expect(await liveSessions(email)).toBe(2);
      await accounts.app.get(TokenCleanupJob).run();
      expect(await liveSessions(email)).toBe(1);
      expect((await profile(live)).statusCode).toBe(200);
    });
  });
});
