import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/identity/domain/common-passwords.js';
import { TokenCleanupJob } from '../src/modules/identity/jobs/token-cleanup.job.js';
import { FixedClock } from '../src/shared/clock.js';
import { linkIn, MailCapture } from './support/mail-capture.js';
import { createTestApp } from './support/test-app.js';
import { waitFor } from './support/wait-for.js';

const PUBLIC_URL = 'http://boutique.test';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${++counter}@example.be`;

describe('Accounts (real app, real PostgreSQL, real SMTP capture)', () => {
  let app: NestFastifyApplication;
  const mail = new MailCapture();
  const clock = new FixedClock(new Date());

  beforeAll(async () => {
    await mail.start();
    app = await createTestApp(
      { SMTP_URL: mail.smtpUrl, PUBLIC_URL, RATE_LIMIT: '1000', OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_MS: '100' },
      { clock },
    );
  });
  afterAll(async () => {
    await app?.close();
    await mail.stop();
  });

  const post = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });
  const putProfile = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/users/profile', payload, headers: { authorization: `Bearer ${token}` } });

  type OutboxRow = {
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    payload: unknown;
  };
  const outboxRow = async (recipient: string): Promise<OutboxRow | undefined> =>
    (
      (await app
        .get(DataSource)
        .query(
          `SELECT status, attempts, last_error, sent_at, payload FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
          [recipient],
        )) as OutboxRow[]
    )[0];

  async function registerAndVerify(email: string, password = 'Motdepasse1!'): Promise<string> {
    const since = mail.messages.length;
    const res = await post('/api/auth/register', { firstName: 'Léa', lastName: 'Dupont', email, password });
    expect(res.statusCode).toBe(201);
    const message = await mail.waitFor(email, { since });
    const link = linkIn(message, `${PUBLIC_URL}/email-verification?token=`);
    const token = new URL(link).searchParams.get('token')!;
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    return login.json().token as string;
  }

  it('registers, mails a branded French verification link, verifies, then signs in', async () => {
    const email = uniqueEmail('lea');
    const res = await post('/api/auth/register', {
      firstName: '<b>Léa</b>',
      lastName: 'Dupont',
      email: email.toUpperCase(),
      password: 'Motdepasse1!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Inscription réussie ! Vérifiez votre email pour activer votre compte.',
    });

    const unverified = await post('/api/auth/login', { email, password: 'Motdepasse1!' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      statusCode: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Veuillez vérifier votre email avant de vous connecter.',
    });
    expect(unverified.json().message).toContain('vérifier votre email');

    const message = await mail.waitFor(email);
    expect(message.subject).toBe('Confirmez votre adresse email — BoxPlaisir');
    expect(message.html).toContain('#5b1f4a');
    expect(message.html).toContain('&lt;b&gt;Léa&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Léa</b>');
    expect(message.text).toContain('Bienvenue <b>Léa</b>');
    const link = linkIn(message, `${PUBLIC_URL}/email-verification?token=`);
    const token = new URL(link).searchParams.get('token')!;

    // Only the token's SHA-256 is stored; the sent mail no longer holds the link.
    const db = app.get(DataSource);
    const [stored] = await db.query(
      `SELECT t.token_hash, t.expires_at - t.created_at AS ttl FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    await waitFor(async () => (await outboxRow(email))?.status === 'sent', 15_000, 'courriel marqué envoyé');
    expect(JSON.stringify((await outboxRow(email))!.payload)).not.toContain(token);

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Votre email a été vérifié avec succès.' });
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      code: 'VERIFICATION_TOKEN_INVALID',
      message: 'Le lien de vérification est invalide ou a expiré.',
    });

    const login = await post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password: 'Motdepasse1!' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const body = login.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      firstName: '<b>Léa</b>',
      lastName: 'Dupont',
      isAdmin: false,
      profilePicture: '',
    });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.user.id, isAdmin: false, jti: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [session] = await db.query('SELECT user_id, expires_at FROM sessions WHERE id = $1', [claims.jti]);
    expect(session.user_id).toBe(body.user.id);
    expect(new Date(session.expires_at).getTime()).toBe(claims.exp * 1000);
    expect(claims.exp - claims.iat).toBe(24 * 3600);
    expect(JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');

    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      _id: body.user.id,
      id: body.user.id,
      firstName: '<b>Léa</b>',
      lastName: 'Dupont',
      email,
      pendingEmail: '',
      phone: '',
      gender: '',
      address: { street: '', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
      isAdmin: false,
      isEmailVerified: true,
      profilePicture: '',
    });
  });

  it('refuses a duplicate email (any case) with 409 and a short password with 400', async () => {
    const email = uniqueEmail('dup');
    await registerAndVerify(email);
    const dup = await post('/api/auth/register', {
      firstName: 'A',
      lastName: 'B',
      email: email.toUpperCase(),
      password: 'Motdepasse1!',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Un compte existe déjà avec cette adresse email.',
    });
    const short = await post('/api/auth/register', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail('s'),
      password: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { password: ['Le mot de passe doit contenir au moins 8 caractères'] },
    });
  });

  it('answers wrong credentials and unknown emails the same way', async () => {
    const email = uniqueEmail('cred');
    await registerAndVerify(email);
    const wrong = await post('/api/auth/login', { email, password: 'Pasbon123!' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Pasbon123!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou mot de passe incorrect.',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers forgot-password and resend-verification identically whatever the email', async () => {
    const known = uniqueEmail('known');
    await registerAndVerify(known);
    const pending = uniqueEmail('pending');
    await post('/api/auth/register', { firstName: 'P', lastName: 'Q', email: pending, password: 'Motdepasse1!' });
    const expected = {
      success: true,
      message: "Si un compte correspond à cette adresse, un email vient d'être envoyé.",
    };
    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
      const answers = await Promise.all([known, pending, uniqueEmail('ghost')].map((email) => post(url, { email })));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(expected);
        expect(answer.body).toBe(answers[0]!.body);
      }
    }
    await mail.waitFor(pending, { subject: /Confirmez/, since: 0 });
  });

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

  it('updates the profile; a password change needs the current one and ends other sessions', async () => {
    const email = uniqueEmail('profile');
    const token = await registerAndVerify(email);
    const update = await putProfile(token, {
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '+32 470 12 34 56',
      gender: 'femme',
      address: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      isAdmin: true,
      _id: 'ignored',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({
      success: true,
      message: 'Profil mis à jour avec succès',
      user: { lastName: 'Martin', gender: 'femme', isAdmin: false, address: { city: 'Bruxelles', region: '' } },
    });
    expect(update.json().token).toBeUndefined();

    const wrong = await putProfile(token, { currentPassword: 'Pasbon123!', newPassword: 'Autre-mdp-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Mot de passe actuel incorrect',
    });

    const changed = await putProfile(token, { currentPassword: 'Motdepasse1!', newPassword: 'Autre-mdp-9' });
    expect(changed.statusCode).toBe(200);
    const newToken = changed.json().token as string;
    expect(newToken).toEqual(expect.any(String));
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(newToken)).statusCode).toBe(200);
    await mail.waitFor(email, { subject: /modifié/ });
  });

  it('keeps the old email until the new one is verified through a link sent to it', async () => {
    const email = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const taken = uniqueEmail('taken');
    const token = await registerAndVerify(email);
    await registerAndVerify(taken);

    const clash = await putProfile(token, { email: taken });
    expect(clash.statusCode).toBe(409);

    const res = await putProfile(token, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailVerificationSent: true, user: { email, pendingEmail: newEmail } });
    const message = await mail.waitFor(newEmail);
    expect(message.text).toContain(newEmail);
    const verifyToken = new URL(linkIn(message, `${PUBLIC_URL}/email-verification?token=`)).searchParams.get('token')!;
    expect((await post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(200);
    const me = (await profile(token)).json();
    expect(me).toMatchObject({ email: newEmail, pendingEmail: '', isEmailVerified: true });
    expect((await post('/api/auth/login', { email: newEmail, password: 'Motdepasse1!' })).statusCode).toBe(200);
  });

  describe('common passwords', () => {
    const COMMON = {
      statusCode: 400,
      code: 'PASSWORD_TOO_COMMON',
      message: COMMON_PASSWORD_MESSAGE,
    };
    const users = async (email: string): Promise<number> =>
      (await app.get(DataSource).query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0]
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

  describe('sessions on the server', () => {
    const ENDED = {
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Votre session a expiré. Veuillez vous reconnecter.',
    };
    const liveSessions = async (email: string): Promise<number> =>
      (
        await app
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
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
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
      const db = app.get(DataSource);
      const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti as string;
      await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [jti]);
      expect((await profile(token)).json()).toEqual(ENDED);
      expect(await liveSessions(email)).toBe(2);
      await app.get(TokenCleanupJob).run();
      expect(await liveSessions(email)).toBe(1);
      expect((await profile(live)).statusCode).toBe(200);
    });
  });

  it('refuses missing, forged and deleted-user tokens with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    expect((await profile('abc.def.ghi')).json().code).toBe('UNAUTHENTICATED');
    const email = uniqueEmail('gone');
    const token = await registerAndVerify(email);
    await app.get(DataSource).query('DELETE FROM users WHERE email = $1', [email]);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('loses no mail when the SMTP server is down: the outbox retries until it is back', async () => {
    const email = uniqueEmail('outage');
    await mail.stop();
    const res = await post('/api/auth/register', { firstName: 'O', lastName: 'U', email, password: 'Motdepasse1!' });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => ((await outboxRow(email))?.attempts ?? 0) >= 2, 15_000, 'deux essais d’envoi');
    const row = (await outboxRow(email))!;
    expect(row.status).toBe('pending');
    expect(row.last_error).toBeTruthy();
    await mail.start();
    // The row is the truth: the SMTP server may hold the mail a moment before the dispatcher marks it sent.
    await waitFor(async () => (await outboxRow(email))?.status === 'sent', 15_000, 'courriel marqué envoyé');
    expect((await outboxRow(email))!.sent_at).toBeTruthy();
    const message = await mail.waitFor(email, { timeoutMs: 15_000 });
    expect(message.subject).toContain('Confirmez');
  });

  it('forgets one-time tokens a week after they expired or were used', async () => {
    const email = uniqueEmail('cleanup');
    await post('/api/auth/register', { firstName: 'C', lastName: 'D', email, password: 'Motdepasse1!' });
    const db = app.get(DataSource);
    const count = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
          [email],
        )
      )[0].n as number;
    expect(await count()).toBe(1);
    await app.get(TokenCleanupJob).run();
    expect(await count()).toBe(1);
    await db.query(
      `UPDATE user_tokens SET expires_at = now() - interval '8 days' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await app.get(TokenCleanupJob).run();
    expect(await count()).toBe(0);
  });
});
