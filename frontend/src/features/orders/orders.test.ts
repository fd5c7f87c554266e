import { describe, expect, it } from 'vitest';
import {
  countByFilter,
  filterOf,
  matchesSearch,
  orderTimeline,
  sortNewestFirst,
  visibleOrders,
} from './orders';
import { order } from './test/ordersFixtures';

const statuses = [
  'en_attente_paiement',
  'payee',
  'en_preparation',
  'expediee',
  'livree',
  'annulee',
  'retournee',
];

describe('orders: filters and counts', () => {
  it('active = awaiting payment, paid, in preparation, shipped; delivered; canceled = canceled or returned', () => {
    expect(statuses.map(filterOf)).toEqual([
      'active',
      'active',
      'active',
      'active',
      'delivered',
      'canceled',
      'canceled',
    ]);
    expect(filterOf('something_new')).toBe('active');
  });

  it('counts every filter', () => {
    const orders = statuses.map((orderStatus) => order({ orderStatus }));
    expect(countByFilter(orders)).toEqual({ all: 7, active: 4, delivered: 1, canceled: 2 });
    expect(countByFilter([])).toEqual({ all: 0, active: 0, delivered: 0, canceled: 0 });
  });

  it('shows the filtered orders newest first', () => {
    const a = order({ orderStatus: 'livree', createdAt: '2026-10-01T10:00:00Z' });
    const b = order({ orderStatus: 'payee', createdAt: '2026-11-20T10:00:00Z' });
    const c = order({ orderStatus: 'annulee', createdAt: '2026-11-21T09:00:00Z' });
    expect(sortNewestFirst([a, b, c])).toEqual([c, b, a]);
    expect(visibleOrders([a, b, c], 'all', '')).toEqual([c, b, a]);
    expect(visibleOrders([a, b, c], 'active', '')).toEqual([b]);
    expect(visibleOrders([a, b, c], 'delivered', '')).toEqual([a]);
    expect(visibleOrders([a, b, c], 'canceled', '')).toEqual([c]);
  });

  it('searches the reference, box names and labels, ignoring case and accents', () => {
    const o = order({
      orderId: 'BP-20261121-XY12ZT',
      orderStatusLabel: 'Commande livrée',
      items: [{ productId: 3, name: 'Box Découverte', quantity: 2, price: 39.99, isSubscription: false, giftSubscription: false, prepaid: false }],
    });
    expect(matchesSearch(o, 'xy12')).toBe(true);
    expect(matchesSearch(o, 'decouverte')).toBe(true);
    expect(matchesSearch(o, 'LIVREE')).toBe(true);
    expect(matchesSearch(o, '   ')).toBe(true);
    expect(matchesSearch(o, 'premium')).toBe(false);
  });
});

describe('orders: timeline', () => {
  const dates = {
    createdAt: '2026-11-01T10:00:00Z',
    paidAt: '2026-11-01T10:05:00Z',
    preparationStartedAt: '2026-11-02T08:00:00Z',
    shippedAt: '2026-11-03T08:00:00Z',
    deliveredAt: '2026-11-04T08:00:00Z',
  };
  const shape = (steps: ReturnType<typeof orderTimeline>) =>
    steps.map((s) => `${s.key}${s.done ? '+' : '-'}${s.current ? '*' : ''}`);

  it('created → payment confirmed → preparation → shipped → delivered, complete up to the current status', () => {
    expect(
      shape(orderTimeline({ ...order({ orderStatus: 'en_attente_paiement' }), createdAt: dates.createdAt })),
    ).toEqual(['created+*', 'paid-', 'preparation-', 'shipped-', 'delivered-']);
    expect(shape(orderTimeline(order({ ...dates, orderStatus: 'en_preparation' })))).toEqual([
      'created+',
      'paid+',
      'preparation+*',
      'shipped-',
      'delivered-',
    ]);
    expect(shape(orderTimeline(order({ ...dates, orderStatus: 'livree' })))).toEqual([
      'created+',
      'paid+',
      'preparation+',
      'shipped+',
      'delivered+*',
    ]);
  });

  it('each step carries its date; payment confirmed falls back on confirmedAt', () => {
    const steps = orderTimeline(
      order({
        createdAt: dates.createdAt,
        paidAt: null,
        confirmedAt: '2026-11-01T10:06:00Z',
        orderStatus: 'payee',
      }),
    );
    expect(steps.map((s) => s.date)).toEqual([dates.createdAt, '2026-11-01T10:06:00Z', null, null, null]);
    expect(steps.map((s) => s.label)).toEqual([
      'Commande passée',
      'Paiement confirmé',
      'En préparation',
      'Expédiée',
      'Livrée',
    ]);
  });

  it('a cancelled order shows the steps it reached, then the cancellation with the server label', () => {
    const unpaid = orderTimeline(
      order({
        createdAt: dates.createdAt,
        paidAt: null,
        orderStatus: 'annulee',
        orderStatusLabel: 'Commande annulée',
        canceledAt: '2026-11-01T10:20:00Z',
      }),
    );
    expect(shape(unpaid)).toEqual(['created+', 'canceled+*']);
    expect(unpaid[1]).toMatchObject({ label: 'Commande annulée', date: '2026-11-01T10:20:00Z' });

    const afterPreparation = orderTimeline(
      order({
        createdAt: dates.createdAt,
        paidAt: dates.paidAt,
        preparationStartedAt: dates.preparationStartedAt,
        orderStatus: 'annulee',
        orderStatusLabel: 'Commande annulée',
      }),
    );
    expect(shape(afterPreparation)).toEqual(['created+', 'paid+', 'preparation+', 'canceled+*']);
  });

  it('a returned order shows every step, then the return', () => {
    const returned = orderTimeline(
      order({
        ...dates,
        orderStatus: 'retournee',
        orderStatusLabel: 'Commande retournée',
        returnedAt: '2026-11-10T08:00:00Z',
      }),
    );
    expect(shape(returned)).toEqual([
      'created+',
      'paid+',
      'preparation+',
      'shipped+',
      'delivered+',
      'returned+*',
    ]);
    expect(returned[5]).toMatchObject({ label: 'Commande retournée', date: '2026-11-10T08:00:00Z' });

    const neverDelivered = orderTimeline(
      order({
        ...dates,
        deliveredAt: null,
        orderStatus: 'retournee',
        orderStatusLabel: 'Commande retournée',
      }),
    );
    expect(shape(neverDelivered)).toEqual([
      'created+',
      'paid+',
      'preparation+',
      'shipped+',
      'delivered-',
      'returned+*',
    ]);
  });

  it('an unknown status reads as awaiting payment', () => {
    expect(shape(orderTimeline(order({ orderStatus: 'mystery' }))).slice(0, 2)).toEqual([
      'created+*',
      'paid-',
    ]);
  });
});
