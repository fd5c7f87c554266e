import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { DataSource } from 'typeorm';
import { createTestApp } from './support/test-app.js';

const PUBLIC_URL = 'http://boutique.test';

describe('Google sign-in (passport-google-oauth20 against oauth2-mock-server)', () => {
  let app: NestFastifyApplication;
  const oauth = new OAuth2Server();
  let userinfo: Record<string, unknown> = {};

  // No SMTP_URL here: a suite that sends mail does so from a database of its own, never from the run's shared outbox.
  beforeAll(async () => {
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = userinfo;
    });
    const base = oauth.issuer.url!;
    app = await createTestApp({
      PUBLIC_URL,
      RATE_LIMIT: '1000',
      GOOGLE_CLIENT_ID: 'boxplaisir-client',
      GOOGLE_CLIENT_SECRET: 'secret-de-test',
      GOOGLE_AUTH_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await oauth.stop();
  });

  /** Browser round trip: our /google → the provider's /authorize → our callback (with the state cookie). */
  async function roundTrip(options: { tamperState?: boolean; dropCookie?: boolean } = {}) {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(new URL(oauth.issuer.url!).origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);

    const provider = await fetch(authorize, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    const back = new URL(provider.headers.get('location')!);
    expect(back.pathname).toBe('/api/auth/google/callback');
    if (options.tamperState) back.searchParams.set('state', 'forged');
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: options.dropCookie ? {} : { cookie },
    });
    expect(callback.statusCode).toBe(302);
    return String(callback.headers.location);
  }

  function fragmentOf(location: string): URLSearchParams {
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(url.search).toBe('');
    return new URLSearchParams(url.hash.slice(1));
  }

  it('says Google is available', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
  });

  it('creates a verified account without password on first sign-in, then signs the same account in', async () => {
    const email = `g.${Date.now().toString(36)}@gmail.example`;
    userinfo = {
      sub: `google-${email}`,
      email,
      email_verified: true,
      given_name: 'Zoé',
      family_name: 'Lambert',
      picture: 'https://photos.example/zoe.png',
    };
    const params = fragmentOf(await roundTrip());
    expect(params.get('firstName')).toBe('Zoé');
    expect(params.get('lastName')).toBe('Lambert');
    expect(params.get('profilePicture')).toBe('https://photos.example/zoe.png');
    const token = params.get('token')!;
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email, isEmailVerified: true, firstName: 'Zoé' });

    const again = fragmentOf(await roundTrip());
    const meAgain = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${again.get('token')}` },
    });
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it('links an existing account with the same email instead of creating a second one', async () => {
    const email = `linked.${Date.now().toString(36)}@example.be`;
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Marc', lastName: 'Peeters', email, password: 'Motdepasse1!' },
    });
    // (The verification mail itself is covered by accounts-registration.api.spec.ts.)
    await app.get(DataSource).query('UPDATE users SET is_email_verified = true WHERE email = $1', [email]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Motdepasse1!' },
    });
    const localId = login.json().user.id;

    userinfo = {
      sub: `google-${email}`,
      email: email.toUpperCase(),
      email_verified: true,
      given_name: 'M',
      family_name: 'P',
    };
    const params = fragmentOf(await roundTrip());
    expect(params.get('firstName')).toBe('Marc');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${params.get('token')}` },
    });
    expect(me.json().id).toBe(localId);
    // The password still works too.
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Motdepasse1!' } }))
        .statusCode,
    ).toBe(200);
  });

  it('linking an account whose email was never verified drops its password (no pre-registration takeover)', async () => {
    const email = `squat.${Date.now().toString(36)}@example.be`;
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Intrus', lastName: 'X', email, password: 'Motdepasse1!' },
    });
    userinfo = { sub: `google-${email}`, email, email_verified: true, given_name: 'Vraie', family_name: 'Personne' };
    const params = fragmentOf(await roundTrip());
    expect(params.get('token')).toBeTruthy();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Motdepasse1!' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('fails safely: unverified Google email, forged state, missing state cookie', async () => {
    userinfo = { sub: 'google-unverified', email: 'pas.verifie@example.be', email_verified: false, given_name: 'X' };
    expect(await roundTrip()).toBe(`${PUBLIC_URL}/login?error=google_auth_failed`);
    userinfo = { sub: 'google-ok', email: 'ok@example.be', email_verified: true, given_name: 'Ok' };
    expect(await roundTrip({ tamperState: true })).toBe(`${PUBLIC_URL}/login?error=google_auth_failed`);
    expect(await roundTrip({ dropCookie: true })).toBe(`${PUBLIC_URL}/login?error=google_auth_failed`);
    const denied = await app.inject({ method: 'GET', url: '/api/auth/google/callback?error=access_denied' });
    expect(denied.headers.location).toBe(`${PUBLIC_URL}/login?error=google_auth_failed`);
  });
});

describe('Google sign-in not configured', () => {
  it('hides the provider and redirects to /login?error=google_auth_not_configured', async () => {
    const app = await createTestApp({ PUBLIC_URL });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      const res = await app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/login?error=google_auth_not_configured`);
    } finally {
      await app.close();
    }
  });
});
