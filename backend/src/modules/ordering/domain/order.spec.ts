import { CARRIERS, Order, type PlaceOrderInput } from './order.js';
import { ADMIN_STATUS_LABELS, ORDER_STATUSES, type TargetStatus, canTransition } from './order-status.js';
import { INTENTS, T0, TRACKING, at, caught, input, orderIn } from '../../../../test/support/order-fixtures.js';

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

describe('Order.place with e-gift cards (docs/design/gift-cards.md)', () => {
  const cardsOnly = (overrides: Partial<PlaceOrderInput> = {}) =>
    input({
      items: [],
      subtotalCents: 0,
      discountCents: 0,
      promoCode: null,
      shippingCents: 0,
      giftCardsCents: 7500,
      totalCents: 7500,
      ...overrides,
    });

  it('adds the cards to the total, outside the boxes’ subtotal, discount and shipping', () => {
    const s = Order.place(input({ giftCardsCents: 5000, totalCents: 6078 + 5000 })).toSnapshot();
    expect(s).toMatchObject({ subtotalCents: 7597, discountCents: 1519, giftCardsCents: 5000, totalCents: 11078 });
    expect(Order.place(input()).toSnapshot().giftCardsCents).toBe(0);
    expect(caught(() => Order.place(input({ giftCardsCents: 5000 })))).toMatchObject({
      code: 'ORDER_INVALID',
      errors: { totalCents: ['Le total doit valoir sous-total - remise + livraison + cartes cadeaux'] },
    });
  });

  it('places an order of cards only, which ships nothing and is never prepared', () => {
    const order = Order.place(cardsOnly());
    expect(order.shipsSomething).toBe(false);
    expect(Order.place(input()).shipsSomething).toBe(true);
    order.markPaid(at(1));
    expect(caught(() => order.startPreparation(at(2)))).toMatchObject({
      code: 'ORDER_NOTHING_TO_SHIP',
      kind: 'conflict',
      message: 'Cette commande ne compte que des cartes cadeaux : il n’y a rien à préparer ni à expédier.',
    });
    expect(order.status).toBe('payee');
    expect(caught(() => Order.place(cardsOnly({ giftCardsCents: 0, totalCents: 0 })))).toMatchObject({
      errors: { items: ['Une commande contient au moins un article'] },
    });
    expect(caught(() => Order.place(cardsOnly({ giftCardsCents: -100, totalCents: -100 })))).toMatchObject({
      errors: { giftCardsCents: ['Le montant des cartes cadeaux ne peut pas être négatif'] },
    });
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
