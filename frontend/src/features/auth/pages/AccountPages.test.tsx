import '../../../test/pages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch, tokenFor } from '../../../test/utils';
import { routes } from '../../../app/routes';
import { readCallbackParams } from './AuthCallbackPage';

afterEach(() => {
  vi.useRealTimers();
});

const catalogue = { items: [], total: 0, page: 1, limit: 4 };

describe('/email-verification', () => {
  it('success: sends the token once, counts down 5 s, then /login?verification=success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubFetch((url) =>
      url.pathname === '/api/auth/verify-email'
        ? { body: { success: true, message: 'Votre email a été vérifié avec succès.' } }
        : { body: { google: false } },
    );
    const { router } = renderRoutes(routes, { path: '/email-verification?token=abc123' });
    expect(await screen.findByTestId('verification-success')).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent('5 secondes');
    const verifyCalls = fetchMock.mock.calls
      .map((c) => c[0] as Request)
      .filter((r) => r.url.endsWith('/verify-email'));
    expect(verifyCalls).toHaveLength(1);
    expect(await verifyCalls[0].json()).toEqual({ token: 'abc123' });
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?verification=success');
  });

  it('400 (invalid or used link): failed view', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VERIFICATION_TOKEN_INVALID',
        message: 'Le lien de vérification est invalide ou a expiré.',
      },
    }));
    renderRoutes(routes, { path: '/email-verification?token=used' });
    expect(await screen.findByText('La vérification a échoué. Lien invalide ou expiré.')).toBeInTheDocument();
  });

  it('no token: failed view; server error: error view', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    const first = renderRoutes(routes, { path: '/email-verification' });
    expect(screen.getByTestId('verification-failed')).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, { path: '/email-verification?token=t' });
    expect(
      await screen.findByText('Une erreur est survenue. Veuillez réessayer plus tard.'),
    ).toBeInTheDocument();
  });
});

describe('/auth/callback', () => {
  it('reads the fragment first, then the query', () => {
    expect(readCallbackParams('?token=q&firstName=A', '#token=f&lastName=B')).toMatchObject({
      token: 'f',
      firstName: 'A',
      lastName: 'B',
    });
  });

  it('a token in the fragment signs in and goes home with the success message', async () => {
    stubFetch(() => ({ body: catalogue }));
    const token = tokenFor();
    const { router } = renderRoutes(routes, {
      path: `/auth/callback#token=${token}&firstName=Jean&lastName=Peeters&profilePicture=${encodeURIComponent('https://x.be/p.png')}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userName')).toBe('Jean Peeters');
    expect(localStorage.getItem('profilePicture')).toBe('https://x.be/p.png');
    expect(await screen.findByText('Connexion réussie avec Google !')).toBeInTheDocument();
  });

  it('an admin goes to /admin', async () => {
    stubFetch(() => ({ body: catalogue }));
    const { router } = renderRoutes(routes, { path: `/auth/callback?token=${tokenFor({ isAdmin: true })}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it.each([
    ['?error=access_denied', "Échec de l'authentification Google. Veuillez réessayer."],
    ['#token=broken', 'Erreur lors de la connexion. Veuillez réessayer.'],
  ])('%s: message and /login', async (suffix, message) => {
    stubFetch(() => ({ body: { google: false } }));
    const { router } = renderRoutes(routes, { path: `/auth/callback${suffix}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('neither token nor error: /login', async () => {
    stubFetch(() => ({ body: { google: false } }));
    const { router } = renderRoutes(routes, { path: '/auth/callback' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/reset-password/:token', () => {
  function fill(password: string, confirm: string) {
    fireEvent.change(screen.getByLabelText(/^Nouveau mot de passe/), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(/^Confirmer/), { target: { value: confirm } });
  }

  it('rules, 0–5 meter, submit disabled until valid; success counts down to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = stubFetch((url) =>
      url.pathname.startsWith('/api/auth/reset-password/')
        ? { body: { success: true, message: 'Votre mot de passe a été réinitialisé.' } }
        : { body: { google: false } },
    );
    const { router } = renderRoutes(routes, { path: '/reset-password/tok123' });
    const submit = screen.getByRole('button', { name: 'Réinitialiser le mot de passe' });
    expect(submit).toBeDisabled();
    fill('abc', '');
    expect(screen.getAllByText('Le mot de passe doit contenir au moins 8 caractères').length).toBeGreaterThan(
      0,
    );
    fill('abcdefg1', 'abcdefg2');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Mot de passe correct');
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fill('Abcdef1!', 'Abcdef1!');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Mot de passe très fort');
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByTestId('reset-success')).toBeInTheDocument();
    const request = fetchMock.mock.calls
      .map((c) => c[0] as Request)
      .find((r) => r.url.includes('/reset-password/'))!;
    expect(new URL(request.url).pathname).toBe('/api/auth/reset-password/tok123');
    expect(await request.json()).toEqual({ password: 'Abcdef1!' });
    await act(async () => {
      vi.advanceTimersByTime(5_100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the meter shows a password the server finds among the most common', async () => {
    const COMMON =
      'Ce mot de passe fait partie des plus courants : choisissez-en un autre, plus difficile à deviner';
    stubFetch(async (url, request) => {
      if (url.pathname === '/api/auth/password-check') {
        const { password } = (await request.json()) as { password: string };
        return {
          body: { common: password === 'Sunshine1', message: password === 'Sunshine1' ? COMMON : null },
        };
      }
      return { body: { google: false } };
    });
    renderRoutes(routes, { path: '/reset-password/tok123' });
    fill('Sunshine1', 'Sunshine1');
    expect(await screen.findByTestId('strength-common')).toHaveTextContent(COMMON);
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Trop courant');
    expect(screen.getByRole('meter', { name: 'Force du mot de passe' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
  });

  it("an invalid or expired link: 'Lien expiré' view stating 15 minutes", async () => {
    stubFetch(() => ({
      status: 400,
      body: { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Le token est invalide ou a expiré' },
    }));
    renderRoutes(routes, { path: '/reset-password/old' });
    fill('Abcdef1!', 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByRole('heading', { name: 'Lien expiré' })).toBeInTheDocument();
    expect(screen.getByTestId('reset-expired')).toHaveTextContent('15 minutes');
    expect(
      await screen.findByText('Le lien de réinitialisation a expiré ou est invalide'),
    ).toBeInTheDocument();
  });

  it('other errors: server message or the fallback', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderRoutes(routes, { path: '/reset-password/x' });
    fill('Abcdef1!', 'Abcdef1!');
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(
      await screen.findByText('Une erreur est survenue lors de la réinitialisation du mot de passe'),
    ).toBeInTheDocument();
  });
});
