import '../../../test/pages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { makeToken, renderRoutes, stubFetch, type StubResponse } from '../../../test/utils';
import type { AdminGiftCard, AdminGiftCardDetail, AdminGiftCardList } from './types';

beforeEach(() => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem('token', makeToken({ sub: 'u-admin', isAdmin: true, tv: 0, exp }));
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('userName', 'Chef Admin');
});

function card(id: string, extra: Partial<AdminGiftCard> = {}): AdminGiftCard {
  return {
    id,
    last4: '8HJD',
    kind: 'sold',
    kindLabel: 'Vendue',
    initialCents: 5000,
    balanceCents: 3500,
    status: 'active',
    statusLabel: 'Active',
    statusReason: null,
    issuedBy: null,
    buyer: { name: 'Camille Dupont', email: 'camille@example.be' },
    recipient: { name: 'Léa Martin', email: 'lea@example.be' },
    purchasedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2027-11-20T10:00:00.000Z',
    sentAt: '2026-11-20T10:00:00.000Z',
    orderNumber: 'BP-20261120-AB12CD',
    ...extra,
  };
}

const LIST: AdminGiftCardList = {
  giftCards: [card('g1'), card('g2', { last4: 'Q7RT', status: 'disabled', statusLabel: 'Désactivée' })],
  pagination: {
    currentPage: 1,
    totalPages: 1,
    totalCards: 2,
    hasPrevPage: false,
    hasNextPage: false,
    limit: 20,
  },
};
const DETAIL: AdminGiftCardDetail = {
  giftCard: card('g1'),
  movements: [
    {
      kind: 'sold',
      kindLabel: 'Vendue',
      amountCents: 5000,
      at: '2026-11-20T10:00:00.000Z',
      reference: 'BP-1',
    },
    {
      kind: 'held',
      kindLabel: 'Réservée pour une commande',
      amountCents: -1500,
      at: '2026-11-21T10:00:00.000Z',
      reference: 'BP-2',
    },
  ],
  payments: [
    {
      orderNumber: 'BP-2',
      amountCents: 1500,
      creditedCents: 0,
      status: 'captured',
      statusLabel: 'Payé',
      heldAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

function serve(handlers: Record<string, (url: URL, body: unknown) => StubResponse> = {}) {
  const seen: { method: string; url: URL; body: unknown }[] = [];
  stubFetch(async (url, request) => {
    const body = request.method === 'POST' ? await request.json() : undefined;
    seen.push({ method: request.method, url, body });
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (handler) return handler(url, body);
    if (url.pathname === '/api/admin/gift-cards') return { body: LIST };
    if (url.pathname === '/api/admin/gift-cards/g1') return { body: DETAIL };
    return { body: { items: [], total: 0, page: 1, limit: 12, products: [] } };
  });
  return { calls: (key: string) => seen.filter((s) => `${s.method} ${s.url.pathname}` === key) };
}

describe('/admin/gift-cards', () => {
  it('lists the cards with last 4 and labels from the server, and asks it to filter and search', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/gift-cards' });
    expect(
      await screen.findByRole('heading', { name: 'Cartes cadeaux' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cartes cadeaux/ })).toHaveAttribute('href', '/admin/gift-cards');
    const row = await screen.findByTestId('admin-gift-card-g2');
    expect(row).toHaveTextContent('•••• Q7RT');
    expect(row).toHaveTextContent('Désactivée');
    expect(row).toHaveTextContent('Léa Martin');
    expect(screen.getByTestId('admin-gift-card-g1')).toHaveTextContent('35,00 €');

    await user.selectOptions(screen.getByLabelText('Statut'), 'disabled');
    await waitFor(() =>
      expect(api.calls('GET /api/admin/gift-cards').at(-1)?.url.searchParams.get('status')).toBe('disabled'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une carte' }), 'q7rt');
    await waitFor(() =>
      expect(api.calls('GET /api/admin/gift-cards').at(-1)?.url.searchParams.get('q')).toBe('q7rt'),
    );
  });

  it("opens a card's movements and payments, and disables it with a reason", async () => {
    const api = serve({
      'POST /api/admin/gift-cards/g1/disable': (_url, body) =>
        (body as { reason: string }).reason.trim().length < 3
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'La raison est requise (de 3 à 500 caractères)',
                errors: { reason: ['La raison est requise (de 3 à 500 caractères)'] },
              },
            }
          : { body: { ...DETAIL, giftCard: card('g1', { status: 'disabled', statusLabel: 'Désactivée' }) } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/gift-cards' });
    await user.click(
      await screen.findByRole('button', { name: 'Mouvements de la carte •••• 8HJD' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Carte •••• 8HJD' });
    const movements = await within(dialog).findByRole('list', { name: 'Mouvements de la carte' });
    expect(movements).toHaveTextContent('Vendue');
    expect(movements).toHaveTextContent('Réservée pour une commande');
    expect(movements).toHaveTextContent('−15,00 €');
    expect(within(dialog).getByRole('list', { name: 'Paiements de la carte' })).toHaveTextContent('Payé');

    await user.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    const ask = await screen.findByRole('dialog', { name: 'Désactiver la carte •••• 8HJD' });
    await user.type(within(ask).getByLabelText(/Raison/), 'x');
    await user.click(within(ask).getByRole('button', { name: 'Désactiver la carte' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'La raison est requise (de 3 à 500 caractères)',
    );
    await user.type(within(ask).getByLabelText(/Raison/), 'yz perdue');
    await user.click(within(ask).getByRole('button', { name: 'Désactiver la carte' }));
    await waitFor(() => expect(api.calls('POST /api/admin/gift-cards/g1/disable')).toHaveLength(2));
    expect(api.calls('POST /api/admin/gift-cards/g1/disable')[1]!.body).toEqual({ reason: 'xyz perdue' });
    expect(await screen.findByRole('dialog', { name: 'Carte •••• 8HJD' })).toBeInTheDocument();
  });

  it('issues a card by hand and shows the server’s French refusals on their fields', async () => {
    let tries = 0;
    const api = serve({
      'POST /api/admin/gift-cards': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'GIFT_CARD_INVALID',
                message: 'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
                errors: { amountCents: ['Le montant doit être un nombre entier d’euros, de 10 à 250 €'] },
              },
            }
          : {
              status: 201,
              body: card('g9', { last4: 'ZZ12', kind: 'issued', kindLabel: 'Émise par le service client' }),
            },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/admin/gift-cards' });
    await user.click(await screen.findByRole('button', { name: 'Émettre une carte' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Émettre une carte' });
    await user.type(within(dialog).getByLabelText(/Montant/), '12,5');
    await user.type(within(dialog).getByLabelText(/Nom du destinataire/), 'Noé');
    await user.type(within(dialog).getByLabelText(/E-mail du destinataire/), 'noe@example.be');
    await user.type(await within(dialog).findByLabelText(/Message cadeau/), 'Avec nos excuses');
    await user.type(within(dialog).getByLabelText(/Raison/), 'Colis abîmé');
    await user.click(within(dialog).getByRole('button', { name: 'Émettre la carte' }));
    expect(await within(dialog).findByText(/nombre entier d’euros/)).toBeInTheDocument();
    expect(api.calls('POST /api/admin/gift-cards')[0]!.body).toEqual({
      amountCents: 1250,
      recipientName: 'Noé',
      recipientEmail: 'noe@example.be',
      message: 'Avec nos excuses',
      reason: 'Colis abîmé',
    });
    const amount = within(dialog).getByLabelText(/Montant/);
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Émettre la carte' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Émettre une carte' })).not.toBeInTheDocument(),
    );
    expect(api.calls('POST /api/admin/gift-cards')[1]!.body).toMatchObject({ amountCents: 3000 });
  });
});
