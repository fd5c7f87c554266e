import { describe, expect, it } from 'vitest';
import { RULES } from '../../../test/rules';
import { pageItems } from '../components/AdminPagination';
import {
  apiParamsFromQuery,
  DEFAULT_ORDER_QUERY,
  hasActiveFilters,
  nextSort,
  paramsFromQuery,
  queryFromParams,
  resetFilters,
  searchableText,
  statusFormError,
  statusPayload,
  EMPTY_STATUS_FORM,
} from './orderQuery';
import { chartGeometry } from './revenueChart';
import type { AdminOrder } from './types';

describe('pagination window (docs/design/orders.md: 5 numbers, first and last with ellipses)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle of five, with the first and last pages and gaps', () => {
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 'gap', 50]);
    expect(pageItems(25, 50)).toEqual([1, 'gap', 23, 24, 25, 26, 27, 'gap', 50]);
    expect(pageItems(50, 50)).toEqual([1, 'gap', 46, 47, 48, 49, 50]);
    expect(pageItems(4, 50)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 50]);
    expect(pageItems(25_000, 50_000)).toEqual([
      1,
      'gap',
      24_998,
      24_999,
      25_000,
      25_001,
      25_002,
      'gap',
      50_000,
    ]);
  });
  it('never shows more than five numbers around the current page', () => {
    for (let page = 1; page <= 30; page++) {
      const numbers = pageItems(page, 30).filter((item): item is number => item !== 'gap');
      const window = numbers.filter((n) => n !== 1 && n !== 30);
      expect(window.length).toBeLessThanOrEqual(5);
      expect(numbers).toContain(page);
    }
  });
});

describe('filters ↔ address ↔ API query', () => {
  it('reads the defaults from an empty address and writes nothing for them', () => {
    expect(queryFromParams(new URLSearchParams())).toEqual(DEFAULT_ORDER_QUERY);
    expect(paramsFromQuery(DEFAULT_ORDER_QUERY).toString()).toBe('');
  });

  it('round-trips every filter through the address', () => {
    const query = {
      page: 3,
      limit: 50,
      sortBy: 'total' as const,
      sortOrder: 'asc' as const,
      orderStatus: 'expediee' as const,
      status: 'paid' as const,
      refundOnly: true,
      search: 'Élodie',
    };
    const params = paramsFromQuery(query);
    expect(Object.fromEntries(params)).toEqual({
      search: 'Élodie',
      orderStatus: 'expediee',
      status: 'paid',
      refund: '1',
      limit: '50',
      sortBy: 'total',
      sortOrder: 'asc',
      page: '3',
    });
    expect(queryFromParams(params)).toEqual(query);
  });

  it('ignores values the server would refuse', () => {
    const query = queryFromParams(
      new URLSearchParams(
        'page=-2&limit=15&sortBy=prix&sortOrder=up&orderStatus=perdue&status=rembourse&refund=yes',
      ),
    );
    expect(query).toEqual(DEFAULT_ORDER_QUERY);
  });

  it('asks the server with the documented parameters, sending only the filters in use', () => {
    expect(apiParamsFromQuery(DEFAULT_ORDER_QUERY)).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(
      apiParamsFromQuery({
        ...DEFAULT_ORDER_QUERY,
        orderStatus: 'payee',
        status: 'paid',
        refundOnly: true,
        search: ' peeters ',
      }),
    ).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      orderStatus: 'payee',
      status: 'paid',
      refundRequired: 'true',
      search: 'peeters',
    });
    // Too short to search: not sent (the screen says to type 3 characters).
    expect(apiParamsFromQuery({ ...DEFAULT_ORDER_QUERY, search: 'ab' })).not.toHaveProperty('search');
    expect(searchableText('li wei')).toBe('li wei');
    expect(searchableText('a b')).toBe('');
  });

  it('shows the reset link for any active filter, and the reset keeps the sort', () => {
    expect(hasActiveFilters(DEFAULT_ORDER_QUERY)).toBe(false);
    for (const change of [
      { orderStatus: 'payee' },
      { status: 'open' },
      { refundOnly: true },
      { search: 'x' },
      { limit: 50 },
    ]) {
      expect(hasActiveFilters({ ...DEFAULT_ORDER_QUERY, ...change } as typeof DEFAULT_ORDER_QUERY)).toBe(
        true,
      );
    }
    expect(hasActiveFilters({ ...DEFAULT_ORDER_QUERY, page: 4, sortBy: 'total' })).toBe(false);
    const filtered = {
      ...DEFAULT_ORDER_QUERY,
      orderStatus: 'payee' as const,
      page: 3,
      sortBy: 'customer' as const,
      sortOrder: 'asc' as const,
    };
    expect(resetFilters(filtered)).toEqual({ ...DEFAULT_ORDER_QUERY, sortBy: 'customer', sortOrder: 'asc' });
  });

  it('sorts by clicking columns', () => {
    expect(nextSort(DEFAULT_ORDER_QUERY, 'createdAt')).toEqual({ sortBy: 'createdAt', sortOrder: 'asc' });
    expect(nextSort(DEFAULT_ORDER_QUERY, 'customer')).toEqual({ sortBy: 'customer', sortOrder: 'asc' });
    expect(nextSort(DEFAULT_ORDER_QUERY, 'total')).toEqual({ sortBy: 'total', sortOrder: 'desc' });
  });
});

describe('the status form', () => {
  const order = {
    orderStatus: 'en_preparation',
    orderStatusLabel: 'En cours de préparation',
    allowedTransitions: [
      { status: 'expediee', label: 'Commande expédiée', actionLabel: 'Marquer comme expédiée', effects: [] },
      { status: 'annulee', label: 'Commande annulée', actionLabel: 'Annuler la commande', effects: [] },
    ],
  } as Pick<AdminOrder, 'orderStatus' | 'orderStatusLabel' | 'allowedTransitions'>;

  it('checks the tracking rule of docs/design/orders.md before sending', () => {
    expect(statusFormError({ ...EMPTY_STATUS_FORM, orderStatus: 'annulee' }, RULES.tracking)).toBeNull();
    expect(
      statusFormError({ ...EMPTY_STATUS_FORM, orderStatus: 'expediee', carrier: 'Bpost' }, RULES.tracking),
    ).toBe(
      'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
    );
    expect(
      statusFormError(
        {
          ...EMPTY_STATUS_FORM,
          orderStatus: 'expediee',
          carrier: 'Bpost',
          trackingNumber: 'CD1',
        },
        RULES.tracking,
      ),
    ).toBeNull();
  });

  it('sends tracking only when shipping, and the default note when none is typed', () => {
    expect(
      statusPayload(
        order,
        {
          ...EMPTY_STATUS_FORM,
          orderStatus: 'annulee',
          carrier: 'Bpost',
          trackingNumber: 'X',
        },
        RULES,
      ),
    ).toEqual({
      orderStatus: 'annulee',
      expectedStatus: 'en_preparation',
      notes: 'Statut mis à jour de En cours de préparation vers Commande annulée',
    });
    expect(
      statusPayload(
        order,
        {
          ...EMPTY_STATUS_FORM,
          orderStatus: 'expediee',
          carrier: 'Bpost',
          trackingNumber: ' CD123 ',
          notes: ' Colis fragile ',
        },
        RULES,
      ),
    ).toEqual({
      orderStatus: 'expediee',
      expectedStatus: 'en_preparation',
      notes: 'Colis fragile',
      tracking: { carrier: 'Bpost', trackingNumber: 'CD123' },
    });
  });
});

describe('revenue chart geometry', () => {
  it('puts the best day at the top and zero at the bottom', () => {
    const g = chartGeometry([0, 50, 100], 100, 40, 0);
    expect(g.points).toEqual([
      { x: 0, y: 40 },
      { x: 50, y: 20 },
      { x: 100, y: 0 },
    ]);
    expect(g.line).toBe('M0 40 L50 20 L100 0');
    expect(g.area).toBe('M0 40 L50 20 L100 0 L100 40 L0 40 Z');
    expect(g.max).toBe(100);
  });
  it('draws a flat line for no revenue or a single day', () => {
    expect(chartGeometry([0, 0], 100, 40, 4).line).toBe('M4 36 L96 36');
    expect(chartGeometry([], 100, 40).points).toEqual([{ x: 50, y: 36 }]);
  });
});
