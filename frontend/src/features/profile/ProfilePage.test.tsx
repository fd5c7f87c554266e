import '../../test/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch, tokenFor } from '../../test/utils';
import { routes } from '../../app/routes';
import { addressFromComponents } from './addressAutocomplete';
import { fakeQuote } from '../../test/fakeQuote';
import { addItem, cartReducer, emptyCart, type QuoteRequest } from '../cart';

const base = {
  _id: 'u1',
  id: 'u1',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  pendingEmail: '',
  phone: '',
  gender: '',
  address: { street: '', address2: '', postalCode: '', city: '', region: '', country: 'BE' },
  isAdmin: false,
  isEmailVerified: true,
  profilePicture: '',
};

const complete = {
  ...base,
  phone: '+32 470 12 34 56',
  address: { ...base.address, street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles' },
};

beforeEach(() => {
  localStorage.setItem('token', tokenFor());
  localStorage.setItem('userName', 'Claire Dubois');
});

afterEach(() => {
  vi.useRealTimers();
});

function serve(profile: object, put?: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const puts: Record<string, unknown>[] = [];
  let current = profile;
  const stub = stubFetch(async (url, request) => {
    if (url.pathname === '/api/users/profile' && request.method === 'PUT') {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const answer = put
        ? put(body)
        : { body: { success: true, message: 'Profil mis à jour avec succès', user: body } };
      if ((answer.status ?? 200) < 400) current = { ...current, ...body };
      return answer;
    }
    if (url.pathname === '/api/users/profile') return { body: current };
    if (url.pathname === '/api/cart/quote') return fakeQuote((await request.json()) as QuoteRequest);
    return { body: [] };
  });
  return { ...stub, puts };
}

function field(label: RegExp) {
  return screen.getByLabelText(label);
}

function type(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('/profile', () => {
  it('shows every field filled from the profile', async () => {
    serve({
      ...complete,
      gender: 'femme',
      address: { ...complete.address, address2: 'Boîte 3', region: 'Bruxelles-Capitale' },
    });
    renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByLabelText(/^Prénom/)).toHaveValue('Claire');
    expect(field(/^Nom/)).toHaveValue('Dubois');
    expect(field(/^Email/)).toHaveValue('claire@example.be');
    expect(field(/^Téléphone/)).toHaveValue('+32 470 12 34 56');
    expect(field(/^Genre/)).toHaveValue('femme');
    expect(field(/^Rue et numéro/)).toHaveValue('Rue Haute 12');
    expect(field(/^Complément/)).toHaveValue('Boîte 3');
    expect(field(/^Code postal/)).toHaveValue('1000');
    expect(field(/^Ville/)).toHaveValue('Bruxelles');
    expect(field(/^Région/)).toHaveValue('Bruxelles-Capitale');
    expect(field(/^Pays/)).toHaveValue('BE');
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-banner')).not.toBeInTheDocument();
    // No maps key: no script, no error.
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('validation messages and the summary toast; nothing is sent', async () => {
    const { puts } = serve(complete);
    renderRoutes(routes, { path: '/profile' });
    await screen.findByLabelText(/^Prénom/);
    type(/^Prénom/, '');
    type(/^Nom/, '');
    type(/^Email/, 'claire.example.be');
    type(/^Nouveau mot de passe/, 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Veuillez corriger les erreurs')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    expect(screen.getByText('Minimum 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    type(/^Email/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('saves the profile and a password change; the new token replaces the old one', async () => {
    const newToken = tokenFor();
    const { puts } = serve(complete, (body) => ({
      body: {
        success: true,
        message: 'Profil mis à jour avec succès',
        user: { ...complete, ...body },
        token: newToken,
      },
    }));
    renderRoutes(routes, { path: '/profile' });
    await screen.findByLabelText(/^Prénom/);
    type(/^Prénom/, 'Claire-Marie');
    type(/^Mot de passe actuel/, 'OldSecret1!');
    type(/^Nouveau mot de passe/, 'NewSecret1!');
    type(/^Confirmer le nouveau/, 'NewSecret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(puts[0]).toMatchObject({
      firstName: 'Claire-Marie',
      currentPassword: 'OldSecret1!',
      newPassword: 'NewSecret1!',
      address: { street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    });
    expect(puts[0]).not.toHaveProperty('confirmPassword');
    expect(localStorage.getItem('token')).toBe(newToken);
    expect(localStorage.getItem('userName')).toBe('Claire-Marie Dubois');
    expect(field(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('a wrong current password is shown on its field, the session stays', async () => {
    serve(complete, () => ({
      status: 400,
      body: { statusCode: 400, code: 'INVALID_CURRENT_PASSWORD', message: 'Mot de passe actuel incorrect' },
    }));
    const { router } = renderRoutes(routes, { path: '/profile' });
    await screen.findByLabelText(/^Prénom/);
    type(/^Mot de passe actuel/, 'wrong');
    type(/^Nouveau mot de passe/, 'NewSecret1!');
    type(/^Confirmer le nouveau/, 'NewSecret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findAllByText('Mot de passe actuel incorrect')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it("a missing current password is the server's answer, shown on its field", async () => {
    serve(complete, () => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Mot de passe actuel requis',
        errors: { currentPassword: ['Mot de passe actuel requis'] },
      },
    }));
    renderRoutes(routes, { path: '/profile' });
    await screen.findByLabelText(/^Prénom/);
    type(/^Nouveau mot de passe/, 'NewSecret1!');
    type(/^Confirmer le nouveau/, 'NewSecret1!');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findAllByText('Mot de passe actuel requis')).not.toHaveLength(0);
  });

  it('other save failures: the server message, else the fallback', async () => {
    serve(complete, () => ({ status: 500, body: {} }));
    renderRoutes(routes, { path: '/profile' });
    await screen.findByLabelText(/^Prénom/);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Erreur de mise à jour')).toBeInTheDocument();
  });

  it('"Se déconnecter de tous les appareils" ends every session on the server, then goes to /login', async () => {
    const { calls } = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/logout-all' && request.method === 'POST') {
        return { body: { success: true, message: 'Vous avez été déconnecté de tous les appareils.' } };
      }
      if (url.pathname === '/api/users/profile') return { body: complete };
      return { body: [] };
    });
    const { router } = renderRoutes(routes, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.filter((url) => url.pathname === '/api/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(await screen.findByText('Vous avez été déconnecté de tous les appareils.')).toBeInTheDocument();
  });

  it('when signing out everywhere fails, the session stays and the customer is told', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/logout-all') {
        return {
          status: 503,
          body: {
            statusCode: 503,
            code: 'SERVICE_UNAVAILABLE',
            message: 'Service momentanément indisponible.',
          },
        };
      }
      if (url.pathname === '/api/users/profile') return { body: complete };
      return { body: [] };
    });
    const { router } = renderRoutes(routes, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    expect(await screen.findByText('Service momentanément indisponible.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('load failure message', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderRoutes(routes, { path: '/profile' });
    expect(await screen.findAllByText('Impossible de charger votre profil')).not.toHaveLength(0);
  });

  it('shows the pending email notice', async () => {
    serve({ ...complete, pendingEmail: 'nouvelle@example.be' });
    renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByTestId('pending-email')).toHaveTextContent('nouvelle@example.be');
  });

  it('checkout mode: banner, starred fields, back to cart; save and continue → /checkout after 0.8 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(base);
    const cart = cartReducer(
      emptyCart,
      addItem({
        id: 1,
        name: 'Box Essentielle',
        category: 'Mensuelle',
        price: 29.99,
        image: '',
        hasSubscriptionOption: true,
      }),
    );
    const { router } = renderRoutes(routes, { path: '/profile?checkout=pending', preloadedState: { cart } });
    expect(await screen.findByTestId('checkout-banner')).toHaveTextContent(
      'Veuillez compléter les informations manquantes pour finaliser votre commande',
    );
    expect(screen.getByRole('link', { name: 'Retour au panier' })).toHaveAttribute('href', '/cart');
    for (const label of [/^Téléphone/, /^Rue et numéro/, /^Code postal/, /^Ville/, /^Pays/]) {
      expect(field(label)).toBeRequired();
    }
    expect(field(/^Complément/)).not.toBeRequired();
    expect(field(/^Région/)).not.toBeRequired();
    type(/^Téléphone/, '+32 470 12 34 56');
    type(/^Rue et numéro/, 'Rue Haute 12');
    type(/^Code postal/, '1000');
    type(/^Ville/, 'Bruxelles');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    await act(async () => {
      vi.advanceTimersByTime(800);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('group', { name: 'Informations de facturation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('checkout mode: an incomplete save stays on the profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(base);
    const { router } = renderRoutes(routes, { path: '/profile?checkout=pending' });
    await screen.findByTestId('checkout-banner');
    type(/^Téléphone/, '+32 470 12 34 56');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(screen.getByTestId('checkout-banner')).getByText(/compléter/)).toBeInTheDocument();
  });
});

describe('address autocomplete parsing', () => {
  it('fills street (Belgian order), postal code, city, region and country', () => {
    expect(
      addressFromComponents([
        { long_name: '16', short_name: '16', types: ['street_number'] },
        { long_name: 'Rue de la Loi', short_name: 'Rue de la Loi', types: ['route'] },
        { long_name: 'Bruxelles', short_name: 'Bruxelles', types: ['locality', 'political'] },
        {
          long_name: 'Région de Bruxelles-Capitale',
          short_name: 'BXL',
          types: ['administrative_area_level_1'],
        },
        { long_name: 'Belgique', short_name: 'BE', types: ['country', 'political'] },
        { long_name: '1000', short_name: '1000', types: ['postal_code'] },
      ]),
    ).toEqual({
      street: 'Rue de la Loi 16',
      postalCode: '1000',
      city: 'Bruxelles',
      region: 'Région de Bruxelles-Capitale',
      country: 'BE',
    });
  });
});
