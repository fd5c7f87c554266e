import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LABELS, STATS, firstLoad, listOf, order, renderOrders, serve, signIn } from '../test/orders';

beforeEach(() => signIn());

describe('/admin/orders/:orderId', () => {
  it('opens the detailed view of an order with its history', async () => {
    const detailed = order('BP-20261120-AAAAAA', 'payee', {
      refundRequired: true,
      restockNeeded: true,
      documents: [
        {
          number: 'F-2026-000007',
          kind: 'invoice',
          kindLabel: 'Facture',
          issuedAt: '2026-11-20T10:02:00.000Z',
          total: 60.38,
        },
      ],
      history: [
        ...order('x', 'payee').history,
        {
          from: 'en_attente_paiement',
          fromLabel: LABELS.en_attente_paiement,
          to: 'payee',
          toLabel: LABELS.payee,
          at: '2026-11-20T10:02:00.000Z',
          by: 'mollie',
          byLabel: 'Mollie',
          note: 'Paiement confirmé par Mollie',
        },
      ],
    });
    serve({
      'GET /api/admin/orders': () => ({ body: listOf([detailed]) }),
      'GET /api/admin/stats': () => ({ body: STATS }),
      'GET /api/admin/orders/BP-20261120-AAAAAA': () => ({ body: detailed }),
    });
    renderOrders();
    fireEvent.click(
      await screen.findByRole('link', { name: 'Vue détaillée de la commande BP-20261120-AAAAAA' }, firstLoad),
    );
    expect(await screen.findByRole('heading', { name: 'Commande BP-20261120-AAAAAA' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historique des changements de la commande' });
    expect(within(history).getByText('Paiement confirmé par Mollie')).toBeInTheDocument();
    expect(within(history).getByText('En attente de paiement → Commande reçue')).toBeInTheDocument();
    expect(screen.getAllByText('À rembourser').length).toBeGreaterThan(0);
    expect(screen.getAllByText('À réapprovisionner').length).toBeGreaterThan(0);
    expect(
      screen.getByText(/ce renouvellement d'abonnement a été créé sans stock suffisant/),
    ).toBeInTheDocument();
    const documents = within(screen.getByRole('list', { name: 'Factures et notes de crédit' }));
    expect(documents.getByText(/Facture F-2026-000007/)).toBeInTheDocument();
    expect(documents.getByRole('button', { name: 'Télécharger la facture' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux commandes' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it("refunds a cancelled paid order from its detail: 'Rembourser', amount prefilled with what remains, reason", async () => {
    const before = order('BP-20261120-RRRRRR', 'annulee', {
      refundRequired: true,
      refund: { refundable: 34.98, refunded: 0, canRefund: true, refunds: [] },
    });
    const after = order('BP-20261120-RRRRRR', 'annulee', {
      refund: {
        refundable: 24.98,
        refunded: 10,
        canRefund: true,
        refunds: [
          {
            id: 'r1',
            amount: 10,
            reason: 'Geste commercial',
            status: 'done',
            statusLabel: 'Remboursé',
            mollieRefundId: 're_1',
            creditNoteNumber: 'NC-2026-000003',
            createdAt: '2026-11-21T10:00:00.000Z',
            completedAt: '2026-11-21T10:00:01.000Z',
          },
        ],
      },
    });
    let current = before;
    const server = serve({
      'GET /api/admin/orders/BP-20261120-RRRRRR': () => ({ body: current }),
      'POST /api/admin/orders/BP-20261120-RRRRRR/refund': () => {
        current = after;
        return {
          body: {
            success: true,
            message: 'Remboursement de 10,00 € effectué : note de crédit NC-2026-000003',
            refund: after.refund!.refunds[0],
            refundable: 24.98,
          },
        };
      },
    });
    renderOrders('/admin/orders/BP-20261120-RRRRRR');
    fireEvent.click(await screen.findByRole('button', { name: 'Rembourser' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/Montant à rembourser/);
    expect(amount).toHaveValue('34,98');
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('(34,98 € au plus)');
    expect(server.calls('POST /api/admin/orders/BP-20261120-RRRRRR/refund')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Geste commercial' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(
      await screen.findByText('Remboursement de 10,00 € effectué : note de crédit NC-2026-000003'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/admin/orders/BP-20261120-RRRRRR/refund')[0]!.body).toEqual({
      amount: 10,
      reason: 'Geste commercial',
    });
    const refunds = within(await screen.findByRole('list', { name: 'Remboursements' }));
    expect(refunds.getByText(/NC-2026-000003/)).toBeInTheDocument();
    expect(refunds.getByRole('button', { name: 'Note de crédit' })).toBeInTheDocument();
  });
});
