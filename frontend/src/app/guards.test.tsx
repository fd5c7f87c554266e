import '../test/pages';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch, tokenFor } from '../test/utils';
import { routes } from './routes';

function signIn(token: string, isAdmin = false) {
  localStorage.setItem('token', token);
  localStorage.setItem('isAdmin', String(isAdmin));
  localStorage.setItem('userName', 'Claire Dubois');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('route guards', () => {
  it('no token: message and /login, remembering where the customer was going', async () => {
    const { router } = renderRoutes(routes, { path: '/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Vous devez être connecté pour accéder à cette page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/orders' });
  });

  it('expired token: removed, message in the server words (GET /api/rules), /login', async () => {
    stubFetch(() => ({ body: {} }));
    signIn(tokenFor({ expired: true }));
    const { router } = renderRoutes(routes, { path: '/orders' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('undecodable token: session removed, message, /login', async () => {
    signIn('not-a-token');
    const { router } = renderRoutes(routes, { path: '/favorites' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText("Problème d'authentification. Veuillez vous reconnecter."),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('a customer on an admin page: message and home', async () => {
    stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 4 } }));
    signIn(tokenFor());
    const { router } = renderRoutes(routes, { path: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText('Accès non autorisé. Cette page est réservée aux administrateurs.'),
    ).toBeInTheDocument();
  });

  it('a signed-in customer sees the page and the user menu; logout ends the session on the server and here', async () => {
    const logouts: string[] = [];
    stubFetch((url, request) => {
      if (url.pathname === '/api/auth/logout' && request.method === 'POST') {
        logouts.push(request.headers.get('Authorization') ?? '');
        return { body: { success: true, message: 'Vous êtes déconnecté.' } };
      }
      return { body: [] };
    });
    const token = tokenFor();
    signIn(token);
    const { router } = renderRoutes(routes, { path: '/favorites' });
    expect(router.state.location.pathname).toBe('/favorites');
    const toggle = screen.getByRole('button', { name: /Claire/ });
    act(() => toggle.click());
    expect(screen.queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Déconnexion' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isAdmin')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    await waitFor(() => expect(logouts).toEqual([`Bearer ${token}`]));
  });

  it('logout clears the local session even when the server cannot be reached, without a session-expired message', async () => {
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/auth/logout')
        return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn(tokenFor());
    const { router } = renderRoutes(routes, { path: '/favorites' });
    act(() => screen.getByRole('button', { name: /Claire/ }).click());
    act(() => screen.getByRole('button', { name: 'Déconnexion' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).endsWith('/api/auth/logout'),
        ),
      ).toBe(true),
    );
    expect(screen.queryByText('Votre session a expiré. Veuillez vous reconnecter.')).not.toBeInTheDocument();
  });

  it('the expiry watcher removes an expired token, warns, and goes to /login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(() => ({ body: { items: [], total: 0, page: 1, limit: 4 } }));
    const now = Math.floor(Date.now() / 1000);
    const { makeToken } = await import('../test/utils');
    signIn(makeToken({ sub: '1', isAdmin: false, exp: now + 30 }));
    const { router } = renderRoutes(routes, { path: '/legal-notice' });
    expect(screen.getByRole('button', { name: /Claire/ })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    // The watcher's own chunk loads once the page is idle: wait for it to have acted.
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(
      await screen.findByText('Votre session a expiré. Vous allez être redirigé vers la page de connexion.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal-notice');
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
