import { describe, expect, it, vi } from 'vitest';
import { completeProfile } from '../../test/profiles';
import { CHECKOUT_MESSAGES, proceedToCheckout, type CheckoutDeps } from './gate';

const token = (expInSeconds: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + expInSeconds }))}.sig`;

const complete = completeProfile;

function deps(overrides: Partial<CheckoutDeps> = {}) {
  const calls: string[] = [];
  const d: CheckoutDeps = {
    itemCount: 2,
    token: token(3600),
    loadProfile: vi.fn(async () => {
      calls.push('loadProfile');
      return complete;
    }),
    notify: {
      error: vi.fn((m: string) => void calls.push(`error: ${m}`)),
      warning: vi.fn((m: string) => void calls.push(`warning: ${m}`)),
      info: vi.fn((m: string) => void calls.push(`info: ${m}`)),
    },
    navigate: vi.fn((to: string, options?: { state?: unknown }) => {
      calls.push(`navigate: ${to}${options ? ` ${JSON.stringify(options)}` : ''}`);
    }),
    clearSession: vi.fn(() => void calls.push('clearSession')),
    ...overrides,
  };
  return { d, calls };
}

describe('cart to checkout: the checks, in order', () => {
  it('1. an empty cart stops first, even for a visitor', async () => {
    const { d, calls } = deps({ itemCount: 0, token: null });
    expect(await proceedToCheckout(d)).toBe('empty');
    expect(calls).toEqual([`error: ${CHECKOUT_MESSAGES.empty}`]);
  });

  it('2. a visitor is warned and sent to /login remembering /cart, before any profile call', async () => {
    const { d, calls } = deps({ token: null });
    expect(await proceedToCheckout(d)).toBe('signIn');
    expect(calls).toEqual([
      'warning: Veuillez vous connecter pour finaliser votre commande',
      'navigate: /login {"state":{"from":"/cart"}}',
    ]);
  });

  it('2. an expired or unreadable token counts as signed out (and is cleared)', async () => {
    for (const stale of [token(-60), 'not-a-jwt']) {
      const { d, calls } = deps({ token: stale });
      expect(await proceedToCheckout(d)).toBe('signIn');
      expect(calls[0]).toBe('clearSession');
      expect(d.loadProfile).not.toHaveBeenCalled();
    }
  });

  it('3. a profile that cannot be loaded gives the documented message and goes nowhere', async () => {
    const { d, calls } = deps({
      loadProfile: async () =>
        Promise.reject({ status: 404, data: { statusCode: 404, message: 'Introuvable' } }),
    });
    expect(await proceedToCheckout(d)).toBe('profileError');
    expect(calls).toEqual(['error: Une erreur est survenue. Veuillez réessayer.']);
  });

  it('3. a rejected session (401) is left to the API layer, which already sends to sign in', async () => {
    const { d, calls } = deps({ loadProfile: async () => Promise.reject({ status: 401, data: {} }) });
    expect(await proceedToCheckout(d)).toBe('sessionEnded');
    expect(calls).toEqual([]);
  });

  it('3. an incomplete profile lists what is missing and opens the profile in checkout mode', async () => {
    const { d, calls } = deps({
      loadProfile: async () => ({ ...complete, lastName: '', phone: '' }),
    });
    expect(await proceedToCheckout(d)).toBe('incompleteProfile');
    expect(calls).toEqual([
      'info: Veuillez compléter les informations suivantes avant de procéder au paiement : nom complet, numéro de téléphone.',
      'navigate: /profile?checkout=pending',
    ]);
  });

  it('3. a profile without its email is sent to complete it too', async () => {
    const { d, calls } = deps({ loadProfile: async () => ({ ...complete, email: '' }) });
    expect(await proceedToCheckout(d)).toBe('incompleteProfile');
    expect(calls).toEqual([
      'info: Veuillez compléter les informations suivantes avant de procéder au paiement : email.',
      'navigate: /profile?checkout=pending',
    ]);
  });

  it('then /checkout', async () => {
    const { d, calls } = deps();
    expect(await proceedToCheckout(d)).toBe('checkout');
    expect(calls).toEqual(['loadProfile', 'navigate: /checkout']);
  });
});
