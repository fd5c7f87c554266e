import '../../../test/pages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch, tokenFor, type StubResponse } from '../../../test/utils';
import { routes } from '../../../app/routes';

// The session of a sign-in without 'Se souvenir de moi' lives in sessionStorage.
afterEach(() => sessionStorage.clear());

type Handler = (url: URL, request: Request) => StubResponse | Promise<StubResponse>;

function api(overrides: Record<string, Handler> = {}) {
  return stubFetch(async (url, request) => {
    const handler = overrides[`${request.method} ${url.pathname}`];
    if (handler) return handler(url, request);
    if (url.pathname === '/api/auth/providers') return { body: { google: true } };
    return { body: { items: [], total: 0, page: 1, limit: 4 } };
  });
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/login', () => {
  it("unticking 'Se souvenir de moi' keeps the session in sessionStorage; a customer goes home", async () => {
    const token = tokenFor();
    const { fetchMock } = api({
      'POST /api/auth/login': () => ({
        body: {
          token,
          user: {
            id: 1,
            email: 'claire@example.be',
            firstName: 'Claire',
            lastName: 'Dubois',
            isAdmin: false,
          },
        },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/login' });
    type(/^Email/, 'claire@example.be');
    type(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByLabelText('Se souvenir de moi'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('userName')).toBe('Claire Dubois');
    expect(localStorage.getItem('token')).toBeNull();
    const loginCall = fetchMock.mock.calls
      .map((c) => c[0] as Request)
      .find((r) => r.url.endsWith('/auth/login'))!;
    expect(await loginCall.json()).toEqual({ email: 'claire@example.be', password: 'Secret123!' });
    expect(await screen.findByRole('button', { name: /Claire/ })).toBeInTheDocument();
  });

  it("'Se souvenir de moi' (ticked by default) keeps the session in localStorage; an admin goes to /admin", async () => {
    const token = tokenFor({ isAdmin: true });
    api({
      'POST /api/auth/login': () => ({
        body: {
          token,
          user: { id: 1, email: 'admin@example.be', firstName: 'Ada', lastName: 'Admin', isAdmin: true },
        },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/login' });
    type(/^Email/, 'admin@example.be');
    type(/^Mot de passe/, 'Secret123!');
    expect(screen.getByLabelText('Se souvenir de moi')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('isAdmin')).toBe('true');
  });

  it('goes back where the customer came from (guard state)', async () => {
    api({
      'POST /api/auth/login': () => ({
        body: {
          token: tokenFor(),
          user: { id: 1, email: 'c@example.be', firstName: 'C', lastName: 'D', isAdmin: false },
        },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/favorites' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    type(/^Email/, 'c@example.be');
    type(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('empty fields, wrong credentials: messages, no session change', async () => {
    api({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect.' },
      }),
    });
    const { router } = renderRoutes(routes, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
    type(/^Email/, 'x@example.be');
    type(/^Mot de passe/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Email ou mot de passe incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an unverified account opens the resend view with the email copied', async () => {
    api({
      'POST /api/auth/login': () => ({
        status: 403,
        body: {
          statusCode: 403,
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Veuillez vérifier votre email avant de vous connecter.',
        },
      }),
      'POST /api/auth/resend-verification': () => ({
        body: {
          success: true,
          message: "Si un compte correspond à cette adresse, un email vient d'être envoyé.",
        },
      }),
    });
    renderRoutes(routes, { path: '/login' });
    type(/^Email/, 'new@example.be');
    type(/^Mot de passe/, 'Secret123!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByTestId('resend-view')).toBeInTheDocument();
    expect(screen.getByText('Veuillez vérifier votre email avant de vous connecter.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@example.be');
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'email de vérification" }));
    expect(
      await screen.findByText('Un nouvel email de vérification a été envoyé à votre adresse'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sent-panel')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByTestId('login-view')).toBeInTheDocument();
  });

  it('reset request view: empty email message, then the sent panel', async () => {
    api({
      'POST /api/auth/forgot-password': () => ({ body: { success: true } }),
    });
    renderRoutes(routes, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié?' }));
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(await screen.findByText('Veuillez saisir votre adresse email')).toBeInTheDocument();
    type(/^Email/, 'claire@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(
      await screen.findByText('Un email de réinitialisation a été envoyé à votre adresse'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sent-panel')).toHaveTextContent('15 minutes');
  });

  it('reset request failure: server message or the fallback', async () => {
    api({ 'POST /api/auth/forgot-password': () => ({ status: 500, body: {} }) });
    renderRoutes(routes, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Mot de passe oublié?' }));
    type(/^Email/, 'claire@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
    expect(
      await screen.findByText('Erreur lors de la demande de réinitialisation. Veuillez réessayer.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['verification=success', 'Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter.'],
    ['verified=true', 'Votre email a été vérifié avec succès. Vous pouvez maintenant vous connecter.'],
    ['verification=error', 'Une erreur est survenue lors de la vérification. Veuillez réessayer plus tard.'],
    ['error=auth_failed', 'La connexion a échoué. Veuillez réessayer.'],
    [
      'error=google_auth_failed',
      'La connexion avec Google a échoué. Veuillez réessayer ou utiliser une autre méthode.',
    ],
    ['token=garbage', 'Erreur lors de la connexion. Veuillez réessayer.'],
  ])('?%s shows its message', async (query, message) => {
    api();
    renderRoutes(routes, { path: `/login?${query}` });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('login-view')).toBeInTheDocument();
  });

  it('?verification=failed shows its message and opens the resend view', async () => {
    api();
    renderRoutes(routes, { path: '/login?verification=failed' });
    expect(
      await screen.findByText(
        'Le lien de vérification est invalide ou a expiré. Veuillez demander un nouveau lien.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('resend-view')).toBeInTheDocument();
  });

  it('the Google button shows when the provider is configured, hides otherwise', async () => {
    api();
    const first = renderRoutes(routes, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Se connecter avec Google' })).toBeInTheDocument();
    first.unmount();

    api();
    renderRoutes(routes, { path: '/login?error=google_auth_not_configured' });
    expect(await screen.findByText(/Google n'est pas disponible/)).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Se connecter avec Google' })).not.toBeInTheDocument();
  });

  it('the Google button hides when the server says google:false', async () => {
    const { calls } = api({ 'GET /api/auth/providers': () => ({ body: { google: false } }) });
    renderRoutes(routes, { path: '/login' });
    await waitFor(() => expect(calls.some((u) => u.pathname === '/api/auth/providers')).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Se connecter avec Google' })).not.toBeInTheDocument();
  });

  it('a legacy ?token= from the provider signs in', async () => {
    api();
    const token = tokenFor();
    const { router } = renderRoutes(routes, {
      path: `/login?token=${token}&firstName=Jean&lastName=Peeters`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('userName')).toBe('Jean Peeters');
    expect(await screen.findByText('Connexion réussie avec Google !')).toBeInTheDocument();
  });
});
