import '../../../test/pages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/utils';
import { routes } from '../../../app/routes';
import { registrationErrors } from './RegisterPage';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const filled = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
};

describe('registration rules', () => {
  it('password length, confirmation and email format', () => {
    expect(registrationErrors(filled)).toEqual({});
    expect(registrationErrors({ ...filled, email: 'claire@' })).toEqual({ email: "Format d'email invalide" });
    expect(registrationErrors({ ...filled, password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    expect(registrationErrors({ ...filled, confirmPassword: 'Secret123?' })).toEqual({
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
  });
});

describe('/register', () => {
  it('live rules, strength meter with label and hints, weak warning', async () => {
    stubFetch(() => ({ body: { google: false } }));
    renderRoutes(routes, { path: '/register' });
    type(/^Email/, 'claire@');
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    type(/^Mot de passe/, 'abc');
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Faible');
    expect(screen.getByTestId('strength-hints')).toHaveTextContent('trop court');
    expect(
      screen.getByText("Votre mot de passe est trop faible. Essayez de l'améliorer."),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Force du mot de passe' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    type(/^Mot de passe/, 'abcdefg1');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Bon');
    type(/^Mot de passe/, 'Abcdef1!');
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Fort');
    expect(screen.queryByTestId('strength-hints')).not.toBeInTheDocument();
    type(/^Confirmer/, 'Abcdef1?');
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('the meter shows a password the server finds among the most common, with its message', async () => {
    const COMMON =
      'Ce mot de passe fait partie des plus courants : choisissez-en un autre, plus difficile à deviner';
    const asked: string[] = [];
    stubFetch(async (url, request) => {
      if (url.pathname === '/api/auth/password-check') {
        const { password } = (await request.json()) as { password: string };
        asked.push(password);
        const common = password === 'Baseball1!';
        return { body: { common, message: common ? COMMON : null } };
      }
      return { body: { google: false } };
    });
    renderRoutes(routes, { path: '/register' });
    type(/^Mot de passe/, 'Abc');
    type(/^Mot de passe/, 'Baseball1!');
    expect(await screen.findByTestId('strength-common')).toHaveTextContent(COMMON);
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Trop courant');
    expect(screen.getByRole('meter', { name: 'Force du mot de passe' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    type(/^Mot de passe/, 'Vélo-rouge-7');
    await waitFor(() => expect(asked).toContain('Vélo-rouge-7'));
    await waitFor(() => expect(screen.queryByTestId('strength-common')).not.toBeInTheDocument());
    expect(screen.getByTestId('strength-label')).toHaveTextContent('Fort');
    // Too short to be asked about: the length rule speaks.
    expect(asked).not.toContain('Abc');
  });

  it('blocks submission while a rule fails, with toasts', async () => {
    const { calls } = stubFetch(() => ({ body: { google: false } }));
    renderRoutes(routes, { path: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Veuillez remplir tous les champs.')).toBeInTheDocument();
    expect(calls.some((u) => u.pathname === '/api/auth/register')).toBe(false);
  });

  it('submits, then shows the check-your-email view with resend', async () => {
    const { fetchMock } = stubFetch((url) => {
      if (url.pathname === '/api/auth/register')
        return {
          status: 201,
          body: {
            success: true,
            message: 'Inscription réussie ! Vérifiez votre email pour activer votre compte.',
          },
        };
      if (url.pathname === '/api/auth/resend-verification') return { status: 500, body: {} };
      return { body: { google: false } };
    });
    renderRoutes(routes, { path: '/register' });
    type(/^Prénom/, filled.firstName);
    type(/^Nom/, filled.lastName);
    type(/^Email/, filled.email);
    type(/^Mot de passe/, filled.password);
    type(/^Confirmer/, filled.confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByTestId('check-email-view')).toHaveTextContent('claire@example.be');
    const request = fetchMock.mock.calls
      .map((c) => c[0] as Request)
      .find((r) => r.url.endsWith('/auth/register'))!;
    expect(await request.json()).toEqual({
      firstName: 'Claire',
      lastName: 'Dubois',
      email: 'claire@example.be',
      password: 'Secret123!',
    });
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/login');
    fireEvent.click(screen.getByRole('button', { name: "Renvoyer l'email de vérification" }));
    expect(
      await screen.findByText("Erreur lors de l'envoi de l'email. Veuillez réessayer."),
    ).toBeInTheDocument();
  });

  it('shows the server message on a taken email', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/register'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              code: 'EMAIL_TAKEN',
              message: 'Un compte existe déjà avec cette adresse email.',
            },
          }
        : { body: { google: false } },
    );
    const { router } = renderRoutes(routes, { path: '/register' });
    type(/^Prénom/, filled.firstName);
    type(/^Nom/, filled.lastName);
    type(/^Email/, filled.email);
    type(/^Mot de passe/, filled.password);
    type(/^Confirmer/, filled.confirmPassword);
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Un compte existe déjà avec cette adresse email.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(screen.getByTestId('register-view')).toBeInTheDocument();
  });
});
