import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATS, listOf, order, renderOrders, serve, signIn } from '../test/orders';
import type { ToPrepare } from './types';

beforeEach(() => signIn());

const TO_PREPARE: ToPrepare = {
  total: 3,
  days: [
    { day: '2026-11-27', orders: 2 },
    { day: '2026-11-28', orders: 1 },
  ],
  boxes: {
    lines: [
      { productId: 1, name: 'Box Douceur', quantity: 2, gifts: 1, renewals: 0 },
      { productId: 2, name: 'Box Apéro', quantity: 1, gifts: 0, renewals: 1 },
    ],
    orders: 3,
    boxes: 3,
  },
  capped: true,
};

const serveWith = (toPrepare: ToPrepare) =>
  serve({
    'GET /api/admin/orders': () => ({ body: listOf([order('BP-20261127-AAAAAA', 'payee')]) }),
    'GET /api/admin/stats': () => ({ body: STATS }),
    'GET /api/admin/orders/to-prepare': () => ({ body: toPrepare }),
  });

describe("'À préparer'", () => {
  it('shows the count, the days (oldest first, in French) and the boxes, and leads to the paid orders oldest first', async () => {
    const { calls } = serveWith(TO_PREPARE);
    renderOrders();
    const panel = await screen.findByRole('group', { name: 'À préparer' }, { timeout: 5000 });
    expect(within(panel).getByText('3 commandes à préparer')).toBeInTheDocument();
    const days = within(panel).getByRole('list', { name: 'Par jour' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['27 nov. 2026 : 2 commandes', '28 nov. 2026 : 1 commande']);
    const boxes = within(panel).getByRole('list', { name: 'Par box' });
    expect(
      within(boxes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Box Douceur × 2 (dont 1 cadeau)', 'Box Apéro × 1 (dont 1 renouvellement)']);
    expect(within(panel).getByText('Comptées sur les 5 000 plus anciennes')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Voir ces commandes' }));
    await waitFor(() =>
      expect(
        calls('GET /api/admin/orders').some((c) => {
          const p = c.url.searchParams;
          return (
            p.get('orderStatus') === 'payee' &&
            p.get('sortOrder') === 'asc' &&
            p.get('sortBy') === 'createdAt'
          );
        }),
      ).toBe(true),
    );
  });

  it("says 'Rien à préparer' when nothing waits", async () => {
    serveWith({ total: 0, days: [], boxes: { lines: [], orders: 0, boxes: 0 }, capped: false });
    renderOrders();
    expect(await screen.findByText('Rien à préparer', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir ces commandes' })).toBeNull();
  });
});
