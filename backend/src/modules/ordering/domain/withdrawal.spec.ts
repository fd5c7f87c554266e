import {
  WithdrawalItemsError,
  WithdrawalNotAllowedError,
  brusselsMidnight,
  canWithdraw,
  decideWithdrawal,
  withdrawalDeadline,
} from './withdrawal.js';

describe('withdrawal period (14 Belgian calendar days after delivery)', () => {
  it('runs until midnight starting the 15th day after the delivery day, in Brussels time', () => {
    // Delivered on 1 June 2026 at 10:00 in Brussels (summer time, UTC+2): last day 15 June.
    expect(withdrawalDeadline(new Date('2026-06-01T08:00:00Z')).toISOString()).toBe('2026-06-15T22:00:00.000Z');
    // Delivered at 00:30 Brussels on 2 June (22:30 UTC on 1 June): the delivery day is 2 June.
    expect(withdrawalDeadline(new Date('2026-06-01T22:30:00Z')).toISOString()).toBe('2026-06-16T22:00:00.000Z');
  });

  it('counts calendar days across the change of time (winter → summer, summer → winter)', () => {
    // 20 March 2026 (UTC+1) + 14 days ends on 3 April, in summer time (UTC+2).
    expect(withdrawalDeadline(new Date('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    // 20 October 2026 (UTC+2) + 14 days ends on 3 November, in winter time (UTC+1).
    expect(withdrawalDeadline(new Date('2026-10-20T12:00:00Z')).toISOString()).toBe('2026-11-03T23:00:00.000Z');
    expect(brusselsMidnight(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('is open for a shipped order, and for a delivered one inside the period; once only', () => {
    const deliveredAt = new Date('2026-06-01T08:00:00Z');
    const delivered = { status: 'livree' as const, deliveredAt };
    expect(canWithdraw({ status: 'expediee', deliveredAt: null }, new Date('2026-07-01T00:00:00Z'), false)).toBe(true);
    expect(canWithdraw(delivered, new Date('2026-06-15T21:59:59Z'), false)).toBe(true);
    expect(canWithdraw(delivered, new Date('2026-06-15T22:00:00Z'), false)).toBe(false);
    expect(canWithdraw(delivered, new Date('2026-06-02T00:00:00Z'), true)).toBe(false);
    for (const status of ['payee', 'en_preparation', 'annulee', 'retournee', 'en_attente_paiement'] as const) {
      expect(canWithdraw({ status, deliveredAt: null }, new Date('2026-06-02T00:00:00Z'), false)).toBe(false);
    }
  });

  it('refuses in French, saying until when the period ran', () => {
    const error = new WithdrawalNotAllowedError(
      { status: 'livree', deliveredAt: new Date('2026-06-01T08:00:00Z') },
      false,
    );
    expect(error).toMatchObject({ code: 'WITHDRAWAL_NOT_ALLOWED', kind: 'conflict' });
    expect(error.message).toBe(
      "Le délai de rétractation de 14 jours après la livraison est dépassé (il courait jusqu'au 15 juin 2026).",
    );
  });
});

describe('what a withdrawal sends back and refunds', () => {
  const order = {
    items: [
      { productId: 1, name: 'Box Essentielle', unitPriceCents: 2999, quantity: 2 },
      { productId: 5, name: 'Box Cadeau', unitPriceCents: 2499, quantity: 1 },
    ],
    subtotalCents: 8497,
    shippingCents: 0,
    totalCents: 8497,
  };

  it('takes the whole order, refunded in full (delivery included), when no items are named or all are', () => {
    const withShipping = { ...order, shippingCents: 495, totalCents: 8992 };
    const all = [
      { productId: 1, name: 'Box Essentielle', quantity: 2 },
      { productId: 5, name: 'Box Cadeau', quantity: 1 },
    ];
    expect(decideWithdrawal(withShipping, undefined)).toEqual({ items: all, amountCents: 8992 });
    expect(decideWithdrawal(withShipping, [])).toEqual({ items: all, amountCents: 8992 });
    expect(
      decideWithdrawal(withShipping, [
        { productId: 5, quantity: 1 },
        { productId: 1, quantity: 2 },
      ]).amountCents,
    ).toBe(8992);
  });

  it('refunds some items at their price, less their share of a discount', () => {
    expect(decideWithdrawal(order, [{ productId: 1, quantity: 1 }])).toEqual({
      items: [{ productId: 1, name: 'Box Essentielle', quantity: 1 }],
      amountCents: 2999,
    });
    // 10 % off the goods: the item's share is 10 % lower.
    const discounted = { ...order, totalCents: 7647 + 495, shippingCents: 495 };
    expect(decideWithdrawal(discounted, [{ productId: 5, quantity: 1 }]).amountCents).toBe(
      Math.round((2499 * 7647) / 8497),
    );
  });

  it('never refunds the e-gift cards bought beside the boxes (docs/design/gift-cards.md)', () => {
    const withCards = { ...order, shippingCents: 495, totalCents: 8992 + 5000, giftCardsCents: 5000 };
    expect(decideWithdrawal(withCards, undefined).amountCents).toBe(8992);
    expect(decideWithdrawal(withCards, [{ productId: 1, quantity: 1 }]).amountCents).toBe(2999);
  });

  it('refuses a product not bought, or more than bought, in French on the items field', () => {
    expect(() => decideWithdrawal(order, [{ productId: 7, quantity: 1 }])).toThrow(
      'Le produit n°7 ne fait pas partie de cette commande.',
    );
    try {
      decideWithdrawal(order, [{ productId: 5, quantity: 2 }]);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(WithdrawalItemsError);
      expect(error).toMatchObject({
        code: 'WITHDRAWAL_ITEMS_INVALID',
        kind: 'invalid',
        errors: { items: ['Vous ne pouvez renvoyer que 1 × Box Cadeau (la quantité commandée).'] },
      });
    }
  });
});
