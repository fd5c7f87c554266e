import { afterEach, describe, expect, it } from 'vitest';
import { makeToken, tokenFor } from '../test/utils';
import {
  clearSession,
  decodeToken,
  homeAfterSignIn,
  readSession,
  saveSession,
  tokenState,
  updateSession,
} from './session';

// The session of a sign-in without 'Se souvenir de moi' lives in sessionStorage.
afterEach(() => sessionStorage.clear());

describe('token decoding', () => {
  it('reads exp and isAdmin from the payload, including non-ASCII and base64url characters', () => {
    const token = makeToken({ sub: '7', isAdmin: true, exp: 2_000_000_000, name: 'Élodie ??>' });
    expect(decodeToken(token)).toMatchObject({ sub: '7', isAdmin: true, exp: 2_000_000_000 });
  });

  it('gives null for anything that is not a JWT with a JSON object payload', () => {
    expect(decodeToken('garbage')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
    expect(decodeToken(`x.${btoa('[1,2]')}.y`)).toBeNull();
  });

  it('token state: none, invalid, expired, valid', () => {
    const now = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(tokenState(null, now)).toBe('none');
    expect(tokenState('nope', now)).toBe('invalid');
    expect(tokenState(makeToken({ exp: now / 1000 - 1 }), now)).toBe('expired');
    expect(tokenState(makeToken({ exp: now / 1000 }), now)).toBe('expired');
    expect(tokenState(makeToken({ exp: now / 1000 + 60 }), now)).toBe('valid');
  });
});

describe('stored session', () => {
  const user = { email: 'claire@example.be', firstName: 'Claire', lastName: 'Dubois', isAdmin: false };

  it("'Se souvenir de moi' keeps the session in localStorage", () => {
    const token = tokenFor();
    saveSession(token, user, true);
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userName')).toBe('Claire Dubois');
    expect(localStorage.getItem('userEmail')).toBe('claire@example.be');
    expect(localStorage.getItem('isAdmin')).toBe('false');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(readSession()).toMatchObject({ token, userName: 'Claire Dubois', isAdmin: false });
  });

  it('without it the session lives in sessionStorage and ends with the browser', () => {
    localStorage.setItem('token', 'old.token.value');
    const token = tokenFor();
    saveSession(token, user, false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(readSession()?.token).toBe(token);
    updateSession({ token: 'new.token.value' });
    expect(sessionStorage.getItem('token')).toBe('new.token.value');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('isAdmin is also read from the token', () => {
    saveSession(tokenFor({ isAdmin: true }), { ...user, isAdmin: undefined }, true);
    expect(readSession()?.isAdmin).toBe(true);
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it('clearing removes every session key from both storages and keeps the cart', () => {
    localStorage.setItem('cart', '{"items":[]}');
    saveSession(tokenFor(), { ...user, profilePicture: 'https://example.be/p.png' }, true);
    sessionStorage.setItem('token', 'x');
    clearSession();
    for (const key of ['token', 'isAdmin', 'userName', 'userEmail', 'profilePicture']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(readSession()).toBeNull();
  });

  it('after sign-in: admins go to /admin, others back where they came from or home', () => {
    expect(homeAfterSignIn(true, '/cart')).toBe('/admin');
    expect(homeAfterSignIn(false, '/cart')).toBe('/cart');
    expect(homeAfterSignIn(false, '/profile?checkout=pending')).toBe('/profile?checkout=pending');
    expect(homeAfterSignIn(false, null)).toBe('/');
    expect(homeAfterSignIn(false, '//evil.example')).toBe('/');
    expect(homeAfterSignIn(false, 'https://evil.example')).toBe('/');
    expect(homeAfterSignIn(false, '/login')).toBe('/');
  });
});
