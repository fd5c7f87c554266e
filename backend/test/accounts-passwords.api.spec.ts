import { DataSource } from 'typeorm';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/identity/domain/common-passwords.js';
import { PUBLIC_URL, uniqueEmail, useAccountsApp } from './support/accounts.js';
import { linkIn } from './support/mail-capture.js';

/** Passwords against the real app: the reset link (once, 15 minutes), and the refused common passwords. */
describe('Accounts (real app, real PostgreSQL, real SMTP capture)', () => {
  const accounts = useAccountsApp();
  const { mail, clock, post, profile, putProfile, registerAndVerify } = accounts;

  it('resets a password once, ends earlier sessions, refuses an expired or reused link', async () => {
    const email = uniqueEmail('reset');
    const oldToken = await registerAndVerify(email);
    expect((await profile(oldToken)).statusCode).toBe(200);

    let since = mail.messages.length;
    await post('/api/auth/forgot-password', { email });
    let message = await mail.waitFor(email, { subject: /Réinitialisation/, since });
    expect(message.text).toContain('15 minutes');
    let token = linkIn(message, `${PUBLIC_URL}/reset-password/`).split('/').pop()!;

    const weak = await post(`/api/auth/reset-password/${token}`, { password: 'court' });
    expect(weak.statusCode).toBe(400);

    since = mail.messages.length;
    const ok = await post(`/api/auth/reset-password/${token}`, { password: 'Nouveau-mdp-2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: 'Votre mot de passe a été réinitialisé.' });
    await mail.waitFor(email, { subject: /modifié/, since });

    const reused = await post(`/api/auth/reset-password/${token}`, { password: 'Encore-un-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      statusCode: 400,
      code: 'RESET_TOKEN_INVALID',
      message: 'Le token est invalide ou a expiré',
    });

    const expired = await profile(oldToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    });
    expect((await post('/api/auth/login', { email, password: 'Motdepasse1!' })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Nouveau-mdp-2' })).statusCode).toBe(200);

    // A link older than 15 minutes (pinned clock) is refused.
    since = mail.messages.length;
    await post('/api/auth/forgot-password', { email });
    message = await mail.waitFor(email, { subject: /Réinitialisation/, since });
    token = linkIn(message, `${PUBLIC_URL}/reset-password/`).split('/').pop()!;
    clock.advance(15 * 60 * 1000 + 1000);
    try {
      const late = await post(`/api/auth/reset-password/${token}`, { password: 'Trop-tard-4' });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('Le token est invalide ou a expiré');
    } finally {
      clock.advance(-(15 * 60 * 1000 + 1000));
    }
    expect((await post('/api/auth/reset-password/pas-un-token', { password: 'Trop-tard-4' })).statusCode).toBe(400);
  });

  describe('common passwords', () => {
    const COMMON = {
      statusCode: 400,
      code: 'PASSWORD_TOO_COMMON',
      message: COMMON_PASSWORD_MESSAGE,
    };
    const users = async (email: string): Promise<number> =>
      (await accounts.app.get(DataSource).query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0]
        .n as number;

    it('registration refuses one, whatever its case, and creates no account', async () => {
      const email = uniqueEmail('courant');
      for (const password of ['password1', 'Password1', 'AZERTY123']) {
        const res = await post('/api/auth/register', { firstName: 'C', lastName: 'D', email, password });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ ...COMMON, errors: { password: [COMMON_PASSWORD_MESSAGE] } });
      }
      expect(await users(email)).toBe(0);
      // With another refused field, both are named.
      const both = await post('/api/auth/register', { firstName: '', lastName: 'D', email, password: 'iloveyou' });
      expect(both.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { firstName: ['Le prénom est requis'], password: [COMMON_PASSWORD_MESSAGE] },
      });
    });

    it('a reset link refuses one and still works for a better password', async () => {
      const email = uniqueEmail('reset-courant');
      await registerAndVerify(email);
      const since = mail.messages.length;
      await post('/api/auth/forgot-password', { email });
      const message = await mail.waitFor(email, { subject: /Réinitialisation/, since });
      const token = linkIn(message, `${PUBLIC_URL}/reset-password/`).split('/').pop()!;
      const refused = await post(`/api/auth/reset-password/${token}`, { password: 'sunshine' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ ...COMMON, errors: { password: [COMMON_PASSWORD_MESSAGE] } });
      expect((await post('/api/auth/login', { email, password: 'Motdepasse1!' })).statusCode).toBe(200);
      expect((await post(`/api/auth/reset-password/${token}`, { password: 'Soleil-de-mai-5' })).statusCode).toBe(200);
    });

    it('a profile change refuses one; the password and the session stay', async () => {
      const email = uniqueEmail('profil-courant');
      const token = await registerAndVerify(email);
      const refused = await putProfile(token, { currentPassword: 'Motdepasse1!', newPassword: 'qwerty123' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ ...COMMON, errors: { newPassword: [COMMON_PASSWORD_MESSAGE] } });
      expect((await profile(token)).statusCode).toBe(200);
      expect((await post('/api/auth/login', { email, password: 'Motdepasse1!' })).statusCode).toBe(200);
    });

    it('POST /api/auth/password-check tells the strength meter, from the same rule', async () => {
      const common = await post('/api/auth/password-check', { password: 'Baseball1' });
      expect(common.statusCode).toBe(200);
      expect(common.headers['cache-control']).toBe('no-store');
      expect(common.json()).toEqual({ common: true, message: COMMON_PASSWORD_MESSAGE });
      expect((await post('/api/auth/password-check', { password: 'Motdepasse1!' })).json()).toEqual({
        common: false,
        message: null,
      });
      const wrong = await post('/api/auth/password-check', { password: 12345678 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('VALIDATION_FAILED');
      expect(wrong.json().errors.password).toContain('Le mot de passe est requis');
    });
  });
});
