import { DataSource } from 'typeorm';
import { TokenCleanupJob } from '../src/modules/identity/jobs/token-cleanup.job.js';
import { PUBLIC_URL, uniqueEmail, useAccountsApp } from './support/accounts.js';
import { linkIn } from './support/mail-capture.js';
import { waitFor } from './support/wait-for.js';

/**
 * Registration against the real app: the verification mail and link, signing in, the answers that
 * tell nothing about who has an account, refused tokens, and the outbox that loses no mail.
 */
describe('Accounts (real app, real PostgreSQL, real SMTP capture)', () => {
  const accounts = useAccountsApp();
  const { mail, post, profile, outboxRow, registerAndVerify } = accounts;

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
    const db = accounts.app.get(DataSource);
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

  it('refuses missing, forged and deleted-user tokens with 401', async () => {
    expect((await accounts.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
    expect((await profile('abc.def.ghi')).json().code).toBe('UNAUTHENTICATED');
    const email = uniqueEmail('gone');
    const token = await registerAndVerify(email);
    await accounts.app.get(DataSource).query('DELETE FROM users WHERE email = $1', [email]);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('loses no mail when the SMTP server is down: the outbox retries until it is back', async () => {
    const email = uniqueEmail('outage');
    accounts.smtpDown();
    const res = await post('/api/auth/register', { firstName: 'O', lastName: 'U', email, password: 'Motdepasse1!' });
    expect(res.statusCode).toBe(201);
    await waitFor(async () => ((await outboxRow(email))?.attempts ?? 0) >= 2, 15_000, 'deux essais d’envoi');
    const row = (await outboxRow(email))!;
    expect(row.status).toBe('pending');
    expect(row.last_error).toBeTruthy();
    accounts.smtpBack();
    // The row is the truth: the SMTP server may hold the mail a moment before the dispatcher marks it sent.
    await waitFor(async () => (await outboxRow(email))?.status === 'sent', 15_000, 'courriel marqué envoyé');
    expect((await outboxRow(email))!.sent_at).toBeTruthy();
    const message = await mail.waitFor(email, { timeoutMs: 15_000 });
    expect(message.subject).toContain('Confirmez');
  });

  it('forgets one-time tokens a week after they expired or were used', async () => {
    const email = uniqueEmail('cleanup');
    await post('/api/auth/register', { firstName: 'C', lastName: 'D', email, password: 'Motdepasse1!' });
    const db = accounts.app.get(DataSource);
    const count = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
          [email],
        )
      )[0].n as number;
    expect(await count()).toBe(1);
    await accounts.app.get(TokenCleanupJob).run();
    expect(await count()).toBe(1);
    await db.query(
      `UPDATE user_tokens SET expires_at = now() - interval '8 days' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await accounts.app.get(TokenCleanupJob).run();
    expect(await count()).toBe(0);
  });
});
