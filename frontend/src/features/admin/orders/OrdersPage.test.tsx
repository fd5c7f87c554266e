import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATS, firstLoad, listOf, order, renderOrders, serve, signIn } from '../test/orders';

beforeEach(() => signIn());

describe('/admin/orders', () => {
  it('shows the four figures, the table with the Abo badge and the carrier, and asks the server with the documented parameters', async () => {
    const shipped = order('BP-20261120-AAAAAA', 'expediee', {
      tracking: { carrier: 'Bpost', trackingNumber: 'CD1', trackingUrl: null },
      hasSubscription: true,
    });
    const shortRenewal = order('BP-20261120-CCCCCC', 'payee', { hasSubscription: true, restockNeeded: true });
    const { calls } = serve({
      'GET /api/admin/orders': () => ({
        body: listOf([
          shipped,
          order('BP-20261120-BBBBBB', 'payee'),
          order('BP-20261121-RENEW1', 'payee', { hasSubscription: true, subscriptionId: 'sub-1' }),
          shortRenewal,
        ]),
      }),
      'GET /api/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Gestion des commandes' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Statistiques des commandes' });
    await waitFor(() => expect(within(figures).getByText('1 234')).toBeInTheDocument());
    expect(within(figures).getByText('Total commandes')).toBeInTheDocument();
    expect(within(figures).getByText(/40\s123,50\s€/)).toBeInTheDocument();
    expect(within(figures).getByText('37,25 €')).toBeInTheDocument();
    expect(within(figures).getByText('A traiter')).toBeInTheDocument();
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(screen.getByText('2 commandes payées doivent être remboursées.')).toBeInTheDocument();

    const row = await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    expect(within(row).getByText('Abo')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Abo/ })).toBeNull();
    // A subscription's order: the badge leads to that subscription.
    const renewal = await screen.findByTestId('admin-order-BP-20261121-RENEW1');
    expect(within(renewal).getByRole('link', { name: "Abo : voir l'abonnement" })).toHaveAttribute(
      'href',
      '/admin/subscriptions?search=sub-1',
    );
    expect(within(row).getByText('Commande expédiée')).toBeInTheDocument();
    expect(within(row).getByText('Bpost')).toBeInTheDocument();
    expect(within(row).getByText('Camille Peeters')).toBeInTheDocument();
    expect(within(row).getByText('Payé')).toBeInTheDocument();
    expect(within(row).queryByText('À réapprovisionner')).not.toBeInTheDocument();
    // A renewal created short of stock carries the badge.
    const short = screen.getByTestId('admin-order-BP-20261120-CCCCCC');
    expect(within(short).getByText('À réapprovisionner')).toBeInTheDocument();
    const asked = calls('GET /api/admin/orders')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('filters with the advanced filters (labels from the server) and resets them', async () => {
    const { calls } = serve({
      'GET /api/admin/orders': () => ({ body: listOf([order('BP-20261120-AAAAAA', 'payee')]) }),
      'GET /api/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Filtres avancés' }));
    fireEvent.change(await screen.findByLabelText('État de la commande'), { target: { value: 'payee' } });
    fireEvent.change(screen.getByLabelText('Statut du paiement'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Commandes par page'), { target: { value: '50' } });
    await waitFor(() =>
      expect(Object.fromEntries(calls('GET /api/admin/orders').at(-1)!.url.searchParams)).toMatchObject({
        orderStatus: 'payee',
        status: 'paid',
        limit: '50',
      }),
    );
    expect(screen.getByRole('option', { name: 'Commande reçue (3)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(screen.getByLabelText('État de la commande')).toHaveValue(''));
    expect(screen.getByLabelText('Statut du paiement')).toHaveValue('');
    expect(screen.getByLabelText('Commandes par page')).toHaveValue('20');
    expect(screen.queryByRole('button', { name: 'Réinitialiser les filtres' })).not.toBeInTheDocument();
  });

  it('searches after typing, refreshes with a notice, and tells when loading fails', async () => {
    let fail = false;
    const { calls } = serve({
      'GET /api/admin/orders': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erreur' } }
          : { body: listOf([order('BP-20261120-AAAAAA', 'payee')]) },
      'GET /api/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    await screen.findByTestId('admin-order-BP-20261120-AAAAAA', undefined, firstLoad);
    fireEvent.change(screen.getByLabelText('Rechercher une commande'), { target: { value: 'peeters' } });
    await waitFor(() =>
      expect(calls('GET /api/admin/orders').at(-1)!.url.searchParams.get('search')).toBe('peeters'),
    );
    const refresh = screen.getByRole('button', { name: 'Actualiser' });
    await waitFor(() => expect(refresh).toBeEnabled());
    fireEvent.click(refresh);
    expect(await screen.findByText('Données actualisées')).toBeInTheDocument();
    fail = true;
    await waitFor(() => expect(refresh).toBeEnabled());
    fireEvent.click(refresh);
    expect((await screen.findAllByText('Impossible de charger les commandes')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByTestId('admin-order-BP-20261120-AAAAAA')).not.toBeInTheDocument(),
    );
  });
});
