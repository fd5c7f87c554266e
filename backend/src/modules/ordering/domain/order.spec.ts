import { DomainError } from '../../../shared/domain-error.js';
import { CARRIERS, Order, PAYMENT_WINDOW_MS, type OrderSnapshot, type PlaceOrderInput } from './order.js';
import {
  ADMIN_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type TargetStatus,
  canTransition,
} from './order-status.js';
import { PAYMENT_STATUSES } from './payment-status.js';

const T0 = new Date('2025-06-15T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const TRACKING = { carrier: 'Bpost', trackingNumber: 'CD123456789BE', trackingUrl: 'https://track.bpost.cloud/x' };

function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    id: '7d1f4c1e-0000-4000-8000-000000000001',
    orderNumber: 'BP-20250615-AB12CD',
    customerId: 'customer-1',
    items: [
      {
        productId: 1,
        name: 'Box Essentielle',
        unitPriceCents: 2549,
        quantity: 2,
        isSubscription: true,
        frequency: 'monthly',
      },
      { productId: 5, name: 'Box Cadeau', unitPriceCents: 2499, quantity: 1, isSubscription: false, frequency: null },
    ],
    billing: {
      firstName: 'Camille',
      lastName: 'Peeters',
      email: 'camille@example.be',
      phone: '+32470123456',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    shipping: {
      firstName: 'Camille',
      lastName: 'Peeters',
      address: 'Rue Haute 12',
      postalCode: '1000',
      city: 'Bruxelles',
      country: 'BE',
    },
    subtotalCents: 7597,
    discountCents: 1519,
    promoCode: 'PROMO20',
    shippingCents: 0,
    totalCents: 6078,
    now: T0,
    ...overrides,
  };
}

/** An order brought to `status` through the legal path. */
function orderIn(status: OrderStatus): Order {
  const order = Order.place(input());
  const paths: Record<OrderStatus, ((o: Order) => void)[]> = {
    en_attente_paiement: [],
    payee: [(o) => o.markPaid(at(1))],
    en_preparation: [(o) => o.markPaid(at(1)), (o) => o.startPreparation(at(2))],
    expediee: [(o) => o.markPaid(at(1)), (o) => o.startPreparation(at(2)), (o) => o.ship(TRACKING, at(3))],
    livree: [
      (o) => o.markPaid(at(1)),
      (o) => o.startPreparation(at(2)),
      (o) => o.ship(TRACKING, at(3)),
      (o) => o.deliver(at(4)),
    ],
    annulee: [(o) => o.cancel(at(1))],
    retournee: [
      (o) => o.markPaid(at(1)),
      (o) => o.startPreparation(at(2)),
      (o) => o.ship(TRACKING, at(3)),
      (o) => o.markReturned(at(4)),
    ],
  };
  for (const step of paths[status]) step(order);
  expect(order.status).toBe(status);
  return order;
}

/** The intent method that aims at each target state. */
const INTENTS: Record<TargetStatus, (order: Order, now: Date) => void> = {
  payee: (o, now) => o.markPaid(now),
  en_preparation: (o, now) => o.startPreparation(now),
  expediee: (o, now) => o.ship(TRACKING, now),
  livree: (o, now) => o.deliver(now),
  annulee: (o, now) => o.cancel(now),
  retournee: (o, now) => o.markReturned(now),
};

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError');
}

describe('Order.place', () => {
  it('starts waiting for payment, open payment, amounts in cents, EUR, one history entry', () => {
    const order = Order.place(input({ customerNote: '  Laisser chez le voisin  ' }));
    const s = order.toSnapshot();
    expect(s).toMatchObject({
      status: 'en_attente_paiement',
      paymentStatus: 'open',
      molliePaymentId: null,
      currency: 'EUR',
      subtotalCents: 7597,
      discountCents: 1519,
      promoCode: 'PROMO20',
      shippingCents: 0,
      totalCents: 6078,
      tracking: null,
      notes: { customer: 'Laisser chez le voisin' },
      refundRequired: false,
      paidAt: null,
      canceledAt: null,
    });
    expect(s.createdAt).toEqual(T0);
    expect(s.history).toEqual([
      { from: null, to: 'en_attente_paiement', at: T0, by: 'customer', note: 'Commande créée' },
    ]);
    expect(order.allowedNextStatuses()).toEqual(['payee', 'annulee']);
    expect(order.paymentDeadline()).toEqual(at(15));
  });

  it.each([
    ['no items', { items: [] }, 'items'],
    ['a subtotal that does not add up', { subtotalCents: 7596, totalCents: 6077 }, 'subtotalCents'],
    ['a wrong total', { totalCents: 6079 }, 'totalCents'],
    ['fractional cents', { shippingCents: 4.99, totalCents: 6082.99 }, 'shippingCents'],
    ['a discount without promo code', { promoCode: null }, 'promoCode'],
    ['a bad order number', { orderNumber: 'BP-2025-ABC' }, 'orderNumber'],
    ['no customer', { customerId: ' ' }, 'customerId'],
  ])('refuses %s', (_label, overrides, field) => {
    const error = caught(() => Order.place(input(overrides as Partial<PlaceOrderInput>)));
    expect(error.code).toBe('ORDER_INVALID');
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.errors ?? {})).toEqual([field]);
  });

  it('refuses a frequency on a single purchase and a subscription without one', () => {
    const [sub, single] = input().items;
    expect(
      caught(() => Order.place(input({ items: [{ ...single!, frequency: 'monthly' }, sub!] }))).errors,
    ).toHaveProperty(['items.0.frequency']);
    expect(caught(() => Order.place(input({ items: [sub!, { ...sub!, frequency: null }] }))).errors).toHaveProperty([
      'items.1.frequency',
    ]);
  });

  it('keeps its own copies: changing the input or a snapshot does not change the order', () => {
    const data = input();
    const order = Order.place(data);
    data.items[0]!.quantity = 99;
    order.toSnapshot().items[0]!.quantity = 50;
    expect(order.toSnapshot().items[0]!.quantity).toBe(2);
  });
});

describe('Order transitions', () => {
  const illegal = ORDER_STATUSES.flatMap((from) =>
    (Object.keys(INTENTS) as TargetStatus[]).filter((to) => !canTransition(from, to)).map((to) => [from, to] as const),
  );

  it('covers every illegal (state, target) pair of the table', () => {
    expect(illegal).toHaveLength(7 * 6 - 9);
  });

  it.each(illegal)('refuses %s → %s with a 409 naming both labels, changing nothing', (from, to) => {
    const order = orderIn(from);
    const before = order.toSnapshot();
    const error = caught(() => INTENTS[to](order, at(30)));
    expect(error.code).toBe('ORDER_INVALID_TRANSITION');
    expect(error.kind).toBe('conflict');
    expect(error.message).toContain(`« ${ADMIN_STATUS_LABELS[from]} »`);
    if (from !== to) expect(error.message).toContain(`« ${ADMIN_STATUS_LABELS[to]} »`);
    expect(order.toSnapshot()).toEqual(before);
  });

  it('says "already" when the target is the current state', () => {
    const error = caught(() => orderIn('expediee').ship(TRACKING, at(9)));
    expect(error.message).toBe(
      'La commande est déjà « Commande expédiée » : le nouveau statut doit être différent du statut actuel.',
    );
  });

  it('walks the happy path, stamping each date and recording who and why', () => {
    const order = Order.place(input());
    order.markPaid(at(1), { by: 'admin:42' });
    order.startPreparation(at(2), { by: 'admin:42', note: 'Emballage cadeau' });
    order.ship({ ...TRACKING, trackingUrl: '' }, at(3));
    order.deliver(at(4));
    order.markReturned(at(5), { note: '   ' });
    const s = order.toSnapshot();
    expect(s).toMatchObject({
      status: 'retournee',
      paymentStatus: 'paid',
      paidAt: at(1),
      confirmedAt: at(1),
      preparationStartedAt: at(2),
      shippedAt: at(3),
      deliveredAt: at(4),
      returnedAt: at(5),
      canceledAt: null,
      updatedAt: at(5),
      tracking: { carrier: 'Bpost', trackingNumber: 'CD123456789BE', trackingUrl: null },
    });
    expect(s.history.slice(1)).toEqual([
      {
        from: 'en_attente_paiement',
        to: 'payee',
        at: at(1),
        by: 'admin:42',
        note: 'Statut mis à jour de En attente de paiement vers Commande reçue',
      },
      { from: 'payee', to: 'en_preparation', at: at(2), by: 'admin:42', note: 'Emballage cadeau' },
      {
        from: 'en_preparation',
        to: 'expediee',
        at: at(3),
        by: 'system',
        note: 'Statut mis à jour de En cours de préparation vers Commande expédiée',
      },
      {
        from: 'expediee',
        to: 'livree',
        at: at(4),
        by: 'system',
        note: 'Statut mis à jour de Commande expédiée vers Commande livrée',
      },
      {
        from: 'livree',
        to: 'retournee',
        at: at(5),
        by: 'system',
        note: 'Statut mis à jour de Commande livrée vers Commande retournée',
      },
    ]);
    expect(order.allowedNextStatuses()).toEqual([]);
  });

  it('cancels from each cancellable state with canceledAt; a paid order is flagged for refund', () => {
    const waiting = orderIn('en_attente_paiement');
    waiting.cancel(at(7));
    expect(waiting.toSnapshot()).toMatchObject({ status: 'annulee', canceledAt: at(7), refundRequired: false });
    for (const status of ['payee', 'en_preparation'] as const) {
      const order = orderIn(status);
      order.cancel(at(7));
      expect(order.toSnapshot()).toMatchObject({ status: 'annulee', canceledAt: at(7), refundRequired: true });
    }
  });
});

describe('Order.ship tracking rules', () => {
  it.each([
    [{ carrier: '', trackingNumber: 'X1' }, ['tracking.carrier']],
    [{ carrier: 'DHL', trackingNumber: '  ' }, ['tracking.trackingNumber']],
    [{}, ['tracking.carrier', 'tracking.trackingNumber']],
  ])('requires carrier and tracking number (%j)', (tracking, fields) => {
    const order = orderIn('en_preparation');
    const error = caught(() => order.ship(tracking, at(3)));
    expect(error).toMatchObject({
      code: 'ORDER_TRACKING_REQUIRED',
      kind: 'invalid',
      message: 'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
    });
    expect(Object.keys(error.errors ?? {})).toEqual(fields);
    expect(order.status).toBe('en_preparation');
  });

  it('accepts the nine carriers of the list only', () => {
    expect(CARRIERS).toEqual(['Bpost', 'DHL', 'PostNL', 'DPD', 'UPS', 'FedEx', 'Colissimo', 'Mondial Relay', 'Autre']);
    for (const carrier of CARRIERS) {
      const order = orderIn('en_preparation');
      order.ship({ carrier, trackingNumber: 'T-1' }, at(3));
      expect(order.tracking).toEqual({ carrier, trackingNumber: 'T-1', trackingUrl: null });
    }
    const error = caught(() => orderIn('en_preparation').ship({ carrier: 'La Poste', trackingNumber: 'T' }, at(3)));
    expect(error.code).toBe('ORDER_CARRIER_INVALID');
  });

  it('refuses a tracking link that is not http(s)', () => {
    const error = caught(() =>
      orderIn('en_preparation').ship({ ...TRACKING, trackingUrl: 'javascript:alert(1)' }, at(3)),
    );
    expect(error.code).toBe('ORDER_TRACKING_URL_INVALID');
  });
});

describe('Order.recordPaymentStatus', () => {
  it('paid moves a waiting order to payee once; the same report again changes nothing', () => {
    const order = Order.place(input());
    order.attachPayment('tr_abc', at(0));
    expect(order.recordPaymentStatus('paid', at(2))).toEqual({
      changed: true,
      becamePaid: true,
      refundRequired: false,
    });
    const afterFirst = order.toSnapshot();
    expect(afterFirst).toMatchObject({ status: 'payee', paymentStatus: 'paid', paidAt: at(2), confirmedAt: at(2) });
    expect(afterFirst.history.at(-1)).toMatchObject({ from: 'en_attente_paiement', to: 'payee', by: 'mollie' });
    for (let i = 0; i < 5; i++) {
      expect(order.recordPaymentStatus('paid', at(3 + i))).toEqual({
        changed: false,
        becamePaid: false,
        refundRequired: false,
      });
    }
    expect(order.toSnapshot()).toEqual(afterFirst);
  });

  it('records the other statuses without cancelling (the customer may resume)', () => {
    const order = Order.place(input());
    for (const status of ['pending', 'authorized', 'failed', 'canceled', 'expired', 'open'] as const) {
      expect(order.recordPaymentStatus(status, at(1)).changed).toBe(true);
      expect(order.recordPaymentStatus(status, at(2)).changed).toBe(false);
      expect(order.toSnapshot()).toMatchObject({ status: 'en_attente_paiement', paymentStatus: status });
    }
    expect(order.history).toHaveLength(1);
  });

  it('never lets a paid payment go back', () => {
    const order = orderIn('payee');
    for (const status of PAYMENT_STATUSES) {
      order.recordPaymentStatus(status, at(5));
      expect(order.paymentStatus).toBe('paid');
    }
  });

  it('paid after cancellation keeps the order cancelled and flags a refund', () => {
    const order = Order.place(input());
    order.expire(at(16));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired', refundRequired: false });
    expect(order.recordPaymentStatus('paid', at(17))).toEqual({
      changed: true,
      becamePaid: false,
      refundRequired: true,
    });
    const s = order.toSnapshot();
    expect(s).toMatchObject({ status: 'annulee', paymentStatus: 'paid', paidAt: at(17), refundRequired: true });
    expect(s.history.at(-1)).toEqual({
      from: 'annulee',
      to: 'annulee',
      at: at(17),
      by: 'mollie',
      note: 'Paiement reçu après annulation : remboursement à effectuer',
    });
    expect(order.recordPaymentStatus('paid', at(18)).changed).toBe(false);
  });
});

describe('Order.expire and payments', () => {
  it('cancels a waiting order once its 15 minutes are over, never before', () => {
    const order = Order.place(input());
    const early = caught(() => order.expire(new Date(T0.getTime() + PAYMENT_WINDOW_MS - 1)));
    expect(early).toMatchObject({ code: 'ORDER_PAYMENT_WINDOW_OPEN', kind: 'conflict' });
    order.expire(at(15));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired', canceledAt: at(15) });
    expect(order.history.at(-1)).toMatchObject({ from: 'en_attente_paiement', to: 'annulee', by: 'system' });
  });

  it('keeps a payment Mollie already closed as failed or canceled', () => {
    const order = Order.place(input());
    order.recordPaymentStatus('canceled', at(3));
    order.expire(at(20));
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'canceled' });
  });

  it('never expires a paid order', () => {
    for (const status of ['payee', 'en_preparation'] as const) {
      const order = orderIn(status);
      expect(caught(() => order.expire(at(60)))).toMatchObject({ code: 'ORDER_ALREADY_PAID', kind: 'conflict' });
      expect(order.status).toBe(status);
    }
    for (const status of ['annulee', 'expediee', 'livree', 'retournee'] as const) {
      expect(caught(() => orderIn(status).expire(at(60))).code).toBe('ORDER_INVALID_TRANSITION');
    }
  });

  it('restarts the window when a new payment is attached (resume), only while waiting', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.recordPaymentStatus('canceled', at(2));
    order.attachPayment('tr_second', at(10));
    expect(order.toSnapshot()).toMatchObject({ molliePaymentId: 'tr_second', paymentStatus: 'open' });
    expect(order.paymentDeadline()).toEqual(at(25));
    expect(order.isPaymentWindowOver(at(20))).toBe(false);
    expect(caught(() => orderIn('payee').attachPayment('tr_x', at(1))).code).toBe('ORDER_NOT_AWAITING_PAYMENT');
  });
});

describe('Order snapshots', () => {
  it('round-trips through fromSnapshot and refuses unknown states', () => {
    const order = orderIn('expediee');
    const snapshot = order.toSnapshot();
    expect(Order.fromSnapshot(snapshot).toSnapshot()).toEqual(snapshot);
    expect(() => Order.fromSnapshot({ ...snapshot, status: 'perdue' } as unknown as OrderSnapshot)).toThrow(
      DomainError,
    );
    expect(() => Order.fromSnapshot({ ...snapshot, paymentStatus: 'refunded' } as unknown as OrderSnapshot)).toThrow(
      DomainError,
    );
  });
});

describe('Order payments reported after the order left waiting, and earlier payments', () => {
  it('keeps the recorded payment status of a cancelled order for anything but paid', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.expire(at(16));
    for (const status of ['canceled', 'failed', 'open', 'pending'] as const) {
      expect(order.recordPaymentStatus(status, at(17)).changed).toBe(false);
    }
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'expired' });
  });

  it('an earlier payment paid while the order waits becomes its payment and pays it', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    expect(order.recordPaymentOf('tr_first', 'canceled', at(6)).changed).toBe(false);
    expect(order.recordPaymentOf('tr_first', 'paid', at(7))).toEqual({
      changed: true,
      becamePaid: true,
      refundRequired: false,
    });
    expect(order.toSnapshot()).toMatchObject({ status: 'payee', paymentStatus: 'paid', molliePaymentId: 'tr_first' });
  });

  it('a second payment of a paid order is flagged for refund once', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    expect(order.recordPaymentOf('tr_second', 'paid', at(6)).becamePaid).toBe(true);
    expect(order.recordPaymentOf('tr_first', 'paid', at(7))).toEqual({
      changed: true,
      becamePaid: false,
      refundRequired: true,
    });
    expect(order.recordPaymentOf('tr_first', 'paid', at(8)).changed).toBe(false);
    const s = order.toSnapshot();
    expect(s).toMatchObject({ status: 'payee', molliePaymentId: 'tr_second', refundRequired: true });
    expect(s.history.at(-1)?.note).toBe('Second paiement reçu (tr_first) : remboursement à effectuer');
  });

  it('an earlier payment paid after cancellation flags a refund', () => {
    const order = Order.place(input());
    order.attachPayment('tr_first', at(0));
    order.attachPayment('tr_second', at(5));
    order.expire(at(25));
    expect(order.recordPaymentOf('tr_first', 'paid', at(26))).toMatchObject({ refundRequired: true });
    expect(order.toSnapshot()).toMatchObject({ status: 'annulee', paymentStatus: 'paid', refundRequired: true });
  });
});
