import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StubResponse } from '../../../test/utils';
import { STATS, firstLoad, listOf, order, renderOrders, serve, signIn } from '../test/orders';

beforeEach(() => signIn());

describe('/admin/orders: the status modal', () => {
  it('changes a status in the modal: next states from the server, carrier fields when shipping, documented messages', async () => {
    const current = order('BP-20261120-AAAAAA', 'en_preparation');
    const { calls } = serve({
      'GET /api/admin/orders': () => ({ body: listOf([current]) }),
      'GET /api/admin/stats': () => ({ body: STATS }),
      'PUT /api/admin/orders/BP-20261120-AAAAAA/status': () => ({
        body: {
          success: true,
          message: 'Statut mis à jour avec succès',
          order: { ...current, orderStatus: 'expediee' },
        },
      }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Modifier le statut de la commande BP-20261120-AAAAAA' },
        firstLoad,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Non renseigné')).toBeInTheDocument();
    expect(within(dialog).getByTestId('current-status')).toHaveTextContent('En cours de préparation');
    const select = within(dialog).getByLabelText('Nouveau statut');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['-- Sélectionner un nouveau statut --', 'Commande expédiée', 'Commande annulée']);
    // Only the next states are offered, and the button waits for one.
    expect(within(dialog).getByRole('button', { name: 'Mettre à jour le statut' })).toBeDisabled();

    fireEvent.change(select, { target: { value: 'expediee' } });
    expect(within(dialog).getByText('Action : Marquer comme expédiée')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(
      await within(dialog).findByText(
        'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
      ),
    ).toBeInTheDocument();
    expect(calls('PUT /api/admin/orders/BP-20261120-AAAAAA/status')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Transporteur/), { target: { value: 'Bpost' } });
    fireEvent.change(within(dialog).getByLabelText(/Numéro de suivi/), {
      target: { value: 'CD123456789BE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme expédiée' }));
    expect(await screen.findByText('Statut mis à jour avec succès')).toBeInTheDocument();
    expect(calls('PUT /api/admin/orders/BP-20261120-AAAAAA/status')[0]!.body).toEqual({
      orderStatus: 'expediee',
      expectedStatus: 'en_preparation',
      notes: 'Statut mis à jour de En cours de préparation vers Commande expédiée',
      tracking: { carrier: 'Bpost', trackingNumber: 'CD123456789BE' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The orders and the figures reload.
    await waitFor(() => expect(calls('GET /api/admin/stats').length).toBeGreaterThan(1));
  });

  it("shows the server's refusal, or the generic message", async () => {
    const current = order('BP-20261120-AAAAAA', 'payee');
    let answer: StubResponse = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'ORDER_CHANGED_MEANWHILE',
        message: 'La commande a été modifiée entre-temps.',
      },
    };
    serve({
      'GET /api/admin/orders': () => ({ body: listOf([current]) }),
      'GET /api/admin/stats': () => ({ body: STATS }),
      'PUT /api/admin/orders/BP-20261120-AAAAAA/status': () => answer,
    });
    renderOrders();
    const open = async () => {
      fireEvent.click(
        await screen.findByRole(
          'button',
          { name: 'Modifier le statut de la commande BP-20261120-AAAAAA' },
          firstLoad,
        ),
      );
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Nouveau statut'), { target: { value: 'annulee' } });
      expect(within(dialog).getByText(/un remboursement devra être effectué/)).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la commande' }));
      return dialog;
    };
    await open();
    expect(await screen.findByText('La commande a été modifiée entre-temps.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer = { status: 500, body: {} };
    const dialog = await open();
    expect(await within(dialog).findByText('Erreur lors de la mise à jour du statut')).toBeInTheDocument();
  });

  it('says a final state has no transition', async () => {
    serve({
      'GET /api/admin/orders': () => ({ body: listOf([order('BP-20261120-CCCCCC', 'annulee')]) }),
      'GET /api/admin/stats': () => ({ body: STATS }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Modifier le statut de la commande BP-20261120-CCCCCC' },
        firstLoad,
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        (_, element) =>
          element?.textContent ===
          "Aucune transition possible depuis l'état Commande annulée. Cet état est final.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nouveau statut')).not.toBeInTheDocument();
  });
});
