import './test/checkoutSession';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/utils';
import { emptyCart } from '../cart';
import { profile, renderCheckout, serve } from './test/checkoutFixtures';

describe('/checkout', () => {
  it('an empty cart goes back to /cart with the warning', async () => {
    serve();
    const { router } = renderCheckout(emptyCart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByText('Votre panier est vide. Ajoutez des produits avant de procéder au paiement.'),
    ).toBeInTheDocument();
  });

  it('an incomplete profile opens the profile screen in checkout mode', async () => {
    serve({ profile: { ...profile, phone: '' } });
    const { router } = renderCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?checkout=pending');
  });

  it('says so when the profile cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/users/profile'
        ? { status: 500, body: { statusCode: 500, message: 'Erreur interne' } }
        : { status: 404, body: {} },
    );
    renderCheckout();
    expect(
      (await screen.findAllByText('Impossible de charger vos informations de profil')).length,
    ).toBeGreaterThan(0);
  });

  it('step 1 is prefilled from the profile and refuses missing fields', async () => {
    serve();
    renderCheckout();
    await screen.findByRole('group', { name: 'Informations de facturation' });
    const billing = within(screen.getByRole('group', { name: 'Informations de facturation' }));
    expect(billing.getByLabelText(/^Prénom/)).toHaveValue('Claire');
    expect(billing.getByLabelText(/^Adresse/)).toHaveValue('Rue Haute 12');
    expect(billing.getByLabelText(/^Pays/)).toHaveValue('BE');
    expect(billing.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Belgique',
      'France',
      'Luxembourg',
      'Pays-Bas',
      'Allemagne',
    ]);

    fireEvent.change(billing.getByLabelText(/^Ville/), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText("L'adresse de livraison est identique à l'adresse de facturation"));
    const shipping = within(screen.getByRole('group', { name: 'Adresse de livraison' }));
    expect(shipping.getByLabelText(/^Pays/)).toHaveValue('BE');
    fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
    expect(await screen.findByText('Veuillez remplir tous les champs requis.')).toBeInTheDocument();
    expect(billing.getByLabelText(/^Ville/)).toHaveAttribute('aria-invalid', 'true');
    expect(shipping.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Méthode de paiement' })).not.toBeInTheDocument();
  });

  it('shows the summary from the quote: Abo on the subscription line, figures and terms', async () => {
    serve();
    renderCheckout();
    const summary = within(await screen.findByRole('complementary', { name: 'Votre commande' }));
    await summary.findByText('Box Premium');
    expect(summary.getByText('Abo')).toBeInTheDocument();
    // 25.49 + 49.99 = 75.48, free shipping.
    expect(summary.getByTestId('summary-total')).toHaveTextContent('75,48 €');
    expect(summary.getByTestId('summary-vat')).toHaveTextContent('TVA incluse');
    expect(summary.getByRole('link', { name: 'conditions générales de vente' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it("applies a promo code from the summary; the same code again: 'Ce code promo est déjà appliqué'", async () => {
    serve();
    const user = userEvent.setup();
    renderCheckout();
    const summary = within(await screen.findByRole('complementary', { name: 'Votre commande' }));
    await summary.findByText('Box Premium');
    expect(summary.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    await user.type(summary.getByLabelText('Code promo'), 'promo10');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Code promo appliqué : -10%')).toBeInTheDocument();
    // 75.48 - 7.55 = 67.93
    await waitFor(() => expect(summary.getByTestId('summary-total')).toHaveTextContent('67,93 €'));
    expect(localStorage.getItem('couponCode')).toBe('PROMO10');

    await user.type(summary.getByLabelText('Code promo'), 'Promo10');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code promo est déjà appliqué')).toBeInTheDocument();

    await user.type(summary.getByLabelText('Code promo'), 'promo20');
    await user.click(summary.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(summary.getByTestId('summary-total')).toHaveTextContent('60,38 €'));
    expect(localStorage.getItem('couponCode')).toBe('PROMO20');
  });

  it('step 2 goes back to step 1 with what was typed', async () => {
    serve();
    renderCheckout();
    await screen.findByRole('group', { name: 'Informations de facturation' });
    fireEvent.change(screen.getByLabelText(/^Téléphone/), { target: { value: '+32 2 555 55 55' } });
    fireEvent.click(screen.getByRole('button', { name: /Continuer vers le paiement/ }));
    await screen.findByText('+32 2 555 55 55');
    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByLabelText(/^Téléphone/)).toHaveValue('+32 2 555 55 55');
  });
});
