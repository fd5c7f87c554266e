import '../../test/pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { fakeQuote } from '../../test/fakeQuote';
import { renderRoutes, stubFetch } from '../../test/utils';
import type { QuoteRequest } from '../cart';

function render() {
  const quotes: QuoteRequest[] = [];
  stubFetch(async (url, request) => {
    if (url.pathname === '/api/cart/quote') {
      const body = (await request.json()) as QuoteRequest;
      quotes.push(body);
      return fakeQuote(body);
    }
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' } };
  });
  const utils = renderRoutes(routes, { path: '/carte-cadeau' });
  return { ...utils, quotes };
}

describe('/carte-cadeau', () => {
  it('offers the server’s amounts; the card joins the cart with its recipient and when it leaves', async () => {
    const { quotes, router, store } = render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Offrir une carte cadeau' });
    const amounts = within(screen.getByRole('group', { name: 'Montant' }));
    expect(
      amounts
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => radio.labels?.[0]?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['25 €', '50 €', '75 €', '100 €', 'Autre montant']);
    await user.click(amounts.getByLabelText(/^75\s€$/));
    await user.type(screen.getByLabelText(/Nom du destinataire/), 'Léa Dubois');
    await user.type(screen.getByLabelText(/E-mail du destinataire/), 'lea@example.be');
    await user.type(screen.getByLabelText('Message cadeau (facultatif)'), 'Bonne fête');
    expect(screen.getByText('290 caractères restants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText(/^Carte cadeau de 75,00\s€$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(screen.getByText('Léa Dubois (lea@example.be)')).toBeInTheDocument();
    expect(screen.getByText('Maintenant')).toBeInTheDocument();
    expect(await screen.findByTestId('summary-gift-cards')).toHaveTextContent(/75,00\s€/);
    expect(screen.queryByTestId('summary-shipping')).not.toBeInTheDocument();
    expect(quotes[0]).toEqual({
      items: [],
      giftCards: [
        {
          amountCents: 7500,
          recipientName: 'Léa Dubois',
          recipientEmail: 'lea@example.be',
          message: 'Bonne fête',
          delivery: 'now',
          sendAt: null,
        },
      ],
    });
    expect(store.getState().cart.giftCards).toHaveLength(1);
    expect(store.getState().cart.totalItems).toBe(1);
  });

  it('shows the server’s refusals beside their fields, linked to them', async () => {
    const { store } = render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Offrir une carte cadeau' });
    await user.click(screen.getByLabelText('Autre montant'));
    await user.type(screen.getByLabelText(/Montant en euros/), '12,50');
    await user.type(screen.getByLabelText(/Nom du destinataire/), 'Léa');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const amount = screen.getByLabelText(/Montant en euros/);
    expect(
      await screen.findByText('Le montant doit être un nombre entier d’euros, de 10 à 250 €'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
    );
    expect(amount).toHaveFocus();
    expect(store.getState().cart.giftCards).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '40');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const email = await screen.findByLabelText(/E-mail du destinataire/);
    expect(
      await screen.findByText('L’email du destinataire est requis pour lui envoyer la carte'),
    ).toBeInTheDocument();
    expect(email).toHaveFocus();
  });

  it('asks no e-mail for a card printed by the buyer, and a Brussels date and time for a chosen date', async () => {
    render();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Offrir une carte cadeau' });
    await user.click(screen.getByLabelText('À une date choisie'));
    expect(screen.getByLabelText(/Date d’envoi/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/Heure d’envoi/)).toHaveAccessibleDescription('Heure de Bruxelles');
    await user.click(screen.getByLabelText('Je l’imprime moi-même'));
    expect(screen.queryByLabelText(/E-mail du destinataire/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Date d’envoi/)).not.toBeInTheDocument();
  });
});
