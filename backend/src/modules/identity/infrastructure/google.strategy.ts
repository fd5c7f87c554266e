import { randomBytes, timingSafeEqual } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { type Profile, Strategy } from 'passport-google-oauth20';
import type { AppConfig } from '../../../config/app-config.js';
import type { GoogleProfile } from '../domain/google-profile.js';

export const GOOGLE_STATE_COOKIE = 'bp_google_oauth';
const STATE_TTL_SECONDS = 600;

/** Minimal request/reply shapes the state store needs (Fastify's, as handed over by the guard). */
interface OAuthRequest {
  headers: Record<string, string | string[] | undefined>;
  oauthReply?: { header(name: string, value: string): unknown };
}

function readCookie(request: OAuthRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  const cookies = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * OAuth `state` + PKCE verifier without server sessions: a random state and the verifier live in an
 * HttpOnly, SameSite=Lax cookie scoped to /api/auth/google for 10 minutes; the callback must bring
 * back the same state from the same browser.
 */
export class CookieStateStore {
  constructor(private readonly secure: boolean) {}

  store(
    req: OAuthRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    callback: (err: Error | null, state?: string) => void,
  ): void {
    const state = randomBytes(24).toString('base64url');
    const value = encodeURIComponent(`${state}.${verifier}`);
    const attributes = `Path=/api/auth/google; Max-Age=${STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`;
    req.oauthReply?.header('set-cookie', `${GOOGLE_STATE_COOKIE}=${value}; ${attributes}`);
    callback(null, state);
  }

  verify(
    req: OAuthRequest,
    providedState: unknown,
    _meta: unknown,
    callback: (err: Error | null, ok: string | false, info?: { message: string }) => void,
  ): void {
    const cookie = readCookie(req, GOOGLE_STATE_COOKIE) ?? '';
    req.oauthReply?.header(
      'set-cookie',
      `${GOOGLE_STATE_COOKIE}=; Path=/api/auth/google; Max-Age=0; HttpOnly; SameSite=Lax`,
    );
    const dot = cookie.indexOf('.');
    const state = dot > 0 ? cookie.slice(0, dot) : '';
    const verifier = dot > 0 ? cookie.slice(dot + 1) : '';
    const given = typeof providedState === 'string' ? providedState : '';
    const same =
      state.length > 0 && given.length === state.length && timingSafeEqual(Buffer.from(given), Buffer.from(state));
    if (!same || !verifier) return callback(null, false, { message: 'État OAuth invalide ou expiré' });
    callback(null, verifier);
  }
}

/** passport-google-oauth20 with configurable endpoints (GOOGLE_AUTH_URL …), PKCE and a cookie-bound state. */
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(config: AppConfig) {
    super({
      clientID: config.google!.clientId,
      clientSecret: config.google!.clientSecret,
      callbackURL: `${config.publicUrl}/api/auth/google/callback`,
      authorizationURL: config.googleEndpoints.authorizationUrl,
      tokenURL: config.googleEndpoints.tokenUrl,
      userProfileURL: config.googleEndpoints.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
      pkce: true,
      state: true,
      store: new CookieStateStore(config.publicUrl.startsWith('https://')) as never,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleProfile | false {
    const email = profile.emails?.[0];
    if (!profile.id || !email?.value) return false;
    const verified = (email as { verified?: unknown }).verified;
    return {
      googleId: profile.id,
      email: email.value,
      emailVerified: verified === true || verified === 'true',
      firstName: profile.name?.givenName ?? '',
      lastName: profile.name?.familyName ?? '',
      picture: profile.photos?.[0]?.value ?? '',
    };
  }
}
