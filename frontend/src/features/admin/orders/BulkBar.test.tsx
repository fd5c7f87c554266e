import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import bulkRule from '../../../../generated/rules/bulk.json';
import statuses from '../../../../generated/rules/statuses.json';
import { renderWithRouter } from '../../../test/utils';
import { STATS, firstLoad, listOf, order, renderOrders, serve, signIn } from '../test/orders';
import { BulkBar } from './BulkBar';
import type { Selection } from './bulkSelection';
import { DEFAULT_ORDER_QUERY } from './orderQuery';
import type { BulkOrdersResponse } from './types';

beforeEach(() => signIn());

const label = (status: string) => statuses.find((s) => s.value === status)!.label;
const [start, deliver] = bulkRule.actions;

describe('the selection bar', () => {
  it("shows the server's actions, sends the selection, and is disabled while the request runs", async () => {
    let answer: (value: { body: BulkOrdersResponse }) => void = () => {};
    const { calls } = serve({
      'POST /api/admin/orders/bulk': () => new Promise((resolve) => (answer = resolve)),
    });
    const onDone = vi.fn();
    const onClear = vi.fn();
    renderWithRouter(
      <BulkBar
        selection={{ kind: 'ids', ids: ['BP-1', 'BP-2'] }}
        query={DEFAULT_ORDER_QUERY}
        pageIds={['BP-1', 'BP-2']}
        totalOrders={2}
        capped={false}
        onSelectFilter={() => {}}
        onClear={onClear}
        onDone={onDone}
      />,
    );
    const bar = screen.getByRole('region', { name: 'Sélection de commandes' });
    expect(within(bar).getByText('2 commandes sélectionnées')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Annuler la sélection',
      ...bulkRule.actions.map((a) => a.label),
      'Liste de préparation',
      'Bons de livraison (PDF)',
      'Cartes message (PDF)',
      'Export transporteur (CSV)',
    ]);
    fireEvent.click(within(bar).getByRole('button', { name: start!.label }));
    await waitFor(() => expect(calls('POST /api/admin/orders/bulk')).toHaveLength(1));
    expect(calls('POST /api/admin/orders/bulk')[0]!.body).toEqual({
      action: start!.value,
      orderIds: ['BP-1', 'BP-2'],
    });
    await waitFor(() => expect(within(bar).getByRole('button', { name: deliver!.label })).toBeDisabled());
    expect(within(bar).getByRole('button', { name: 'Annuler la sélection' })).toBeDisabled();
    const result = { action: 'start_preparation' as const, done: ['BP-1'], unchanged: ['BP-2'], refused: [] };
    answer({ body: result });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(result));
    expect(within(bar).getByRole('button', { name: 'Annuler la sélection' })).toBeEnabled();
    fireEvent.click(within(bar).getByRole('button', { name: 'Annuler la sélection' }));
    expect(onClear).toHaveBeenCalled();
  });

  it("offers the filter's orders, then sends the filter; a refused request says the server's message", async () => {
    const tooMany = { statusCode: 400, code: 'BULK_TOO_MANY_ORDERS', message: bulkRule.tooManyMessage };
    const { calls } = serve({ 'POST /api/admin/orders/bulk': () => ({ status: 400, body: tooMany }) });
    const onDone = vi.fn();
    // The page's part: the link switches the selection to the filter.
    function Page() {
      const [selection, setSelection] = useState<Selection>({ kind: 'ids', ids: ['BP-1'] });
      return (
        <BulkBar
          selection={selection}
          query={{ ...DEFAULT_ORDER_QUERY, orderStatus: 'payee', page: 2 }}
          pageIds={['BP-1']}
          totalOrders={57}
          capped={false}
          onSelectFilter={() => setSelection({ kind: 'filter', total: 57, capped: false })}
          onClear={() => {}}
          onDone={onDone}
        />
      );
    }
    renderWithRouter(<Page />);
    expect(screen.getByText('1 commande sélectionnée')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sélectionner les 57 commandes du filtre' }));
    expect(screen.getByText('57 commandes sélectionnées')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /commandes du filtre/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: deliver!.label }));
    await waitFor(() => expect(calls('POST /api/admin/orders/bulk')).toHaveLength(1));
    // The server's message, verbatim (its '5 000' holds a narrow no-break space).
    expect((await screen.findByText(/affinez la sélection/)).textContent).toBe(bulkRule.tooManyMessage);
    expect(calls('POST /api/admin/orders/bulk')[0]!.body).toEqual({
      action: deliver!.value,
      filter: { orderStatus: 'payee', sortBy: 'createdAt', sortOrder: 'desc' },
    });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('/admin/orders: the shipping run', () => {
  it('selects orders, starts their preparation, shows the result with the refusal and reloads the list', async () => {
    let moved = false;
    const { calls } = serve({
      'GET /api/admin/orders': () => ({
        body: listOf(
          [
            order('BP-20261128-AAAAAA', moved ? 'en_preparation' : 'payee'),
            order('BP-20261128-BBBBBB', moved ? 'en_preparation' : 'payee'),
            order('BP-20261128-CCCCCC', 'expediee'),
          ],
          { totalOrders: 45, totalPages: 3, hasNextPage: true },
        ),
      }),
      'GET /api/admin/stats': () => ({ body: STATS }),
      'POST /api/admin/orders/bulk': () => {
        moved = true;
        return {
          body: {
            action: 'start_preparation',
            done: ['BP-20261128-AAAAAA', 'BP-20261128-BBBBBB'],
            unchanged: [],
            refused: [
              {
                orderId: 'BP-20261128-CCCCCC',
                code: 'ORDER_INVALID_TRANSITION',
                message: 'BP-20261128-CCCCCC : la commande est déjà expédiée',
              },
            ],
          },
        };
      },
    });
    renderOrders();
    await screen.findByTestId('admin-order-BP-20261128-AAAAAA', undefined, firstLoad);
    expect(screen.queryByRole('region', { name: 'Sélection de commandes' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner la commande BP-20261128-AAAAAA' }));
    const bar = screen.getByRole('region', { name: 'Sélection de commandes' });
    expect(within(bar).getByText('1 commande sélectionnée')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' });
    expect(all).toHaveProperty('indeterminate', true);
    fireEvent.click(all);
    expect(within(bar).getByText('3 commandes sélectionnées')).toBeInTheDocument();
    // The whole filter is offered, and taken back by unticking one order.
    fireEvent.click(within(bar).getByRole('button', { name: 'Sélectionner les 45 commandes du filtre' }));
    expect(within(bar).getByText('45 commandes sélectionnées')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner la commande BP-20261128-AAAAAA' }));
    expect(within(bar).getByText('2 commandes sélectionnées')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner la commande BP-20261128-AAAAAA' }));

    const listCalls = calls('GET /api/admin/orders').length;
    fireEvent.click(within(bar).getByRole('button', { name: start!.label }));
    const result = await screen.findByText(`2 commandes passées à « ${label('en_preparation')} »`);
    expect(calls('POST /api/admin/orders/bulk')[0]!.body).toEqual({
      action: 'start_preparation',
      orderIds: ['BP-20261128-BBBBBB', 'BP-20261128-CCCCCC', 'BP-20261128-AAAAAA'],
    });
    const panel = result.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText('1 commande refusée :')).toBeInTheDocument();
    expect(within(panel).getByText('BP-20261128-CCCCCC : la commande est déjà expédiée')).toBeInTheDocument();
    // The list reloads; the moved orders leave the selection, the refused one stays.
    await waitFor(() => expect(calls('GET /api/admin/orders').length).toBeGreaterThan(listCalls));
    const row = await screen.findByTestId('admin-order-BP-20261128-AAAAAA');
    await within(row).findByText(label('en_preparation'));
    expect(within(bar).getByText('1 commande sélectionnée')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Sélectionner la commande BP-20261128-CCCCCC' }),
    ).toBeChecked();
    // Another page: the selection ends.
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sélection de commandes' })).not.toBeInTheDocument(),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('1 commande refusée :')).not.toBeInTheDocument();
  });
});
