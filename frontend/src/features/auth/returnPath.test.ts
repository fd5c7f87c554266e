import { afterEach, describe, expect, it } from 'vitest';
import { forgetReturnPath, rememberReturnPath, rememberedReturnPath, RETURN_PATH_TTL_MS } from './returnPath';

describe('return path across the e-mail verification', () => {
  afterEach(() => localStorage.clear());

  it('keeps the page the shopper came from for a day', () => {
    rememberReturnPath('/cart', 1_000);
    expect(rememberedReturnPath(1_000 + RETURN_PATH_TTL_MS)).toBe('/cart');
    expect(rememberedReturnPath(2_000 + RETURN_PATH_TTL_MS)).toBeNull();
    forgetReturnPath();
    expect(rememberedReturnPath(1_000)).toBeNull();
  });

  it('never keeps another site or an auth page', () => {
    for (const from of ['//evil.example/cart', 'https://evil.example', '/login', '/register?x=1', null]) {
      rememberReturnPath(from, 1_000);
      expect(rememberedReturnPath(1_000)).toBeNull();
    }
  });

  it('ignores a tampered value', () => {
    localStorage.setItem('returnAfterSignIn', '{"path":"//evil.example","at":1000}');
    expect(rememberedReturnPath(1_000)).toBeNull();
    localStorage.setItem('returnAfterSignIn', 'not json');
    expect(rememberedReturnPath(1_000)).toBeNull();
  });
});
