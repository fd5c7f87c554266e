import fc from 'fast-check';
import {
  GiftCardPaymentRefusedError,
  allocateGiftCards,
  cardMayPay,
  cardPayableCents,
} from './gift-card-payment-rules.js';

describe('Paying with gift cards', () => {
  it('shares a total between cards in their order, each as much as its balance allows', () => {
    expect(allocateGiftCards([2000, 10000], 3498)).toEqual([2000, 1498]);
    expect(allocateGiftCards([5000], 3498)).toEqual([3498]);
    expect(allocateGiftCards([1000, 1000], 3498)).toEqual([1000, 1000]);
    expect(allocateGiftCards([5000, 1000], 3498)).toEqual([3498, 0]);
  });

  it('never pays more than the total nor more than a card holds, and pays all it can', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 25000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 100000 }),
        (balances, due) => {
          const shares = allocateGiftCards(balances, due);
          const paid = shares.reduce((sum, share) => sum + share, 0);
          expect(paid).toBeLessThanOrEqual(due);
          shares.forEach((share) => expect(share).toBeGreaterThanOrEqual(0));
          shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(balances[i]!));
          expect(paid).toBe(
            Math.min(
              due,
              balances.reduce((sum, b) => sum + b, 0),
            ),
          );
        },
      ),
    );
  });

  it('pays boxes, never the cards an order buys, nor a renewing subscription', () => {
    expect(cardPayableCents({ totalCents: 8498, giftCardsCents: 5000 })).toBe(3498);
    expect(cardMayPay({ isSubscription: false })).toBe(true);
    expect(cardMayPay({ isSubscription: true, giftBoxes: 6 })).toBe(true);
    expect(cardMayPay({ isSubscription: true, giftBoxes: null })).toBe(false);
  });

  it('names the refused code under the checkout body’s prefix, keeping its status', () => {
    const refused = new GiftCardPaymentRefusedError({ 'giftCardCodes.1': ['Refusée'] }, 'conflict');
    expect(refused.under('metadata.')).toMatchObject({
      code: 'GIFT_CARD_REFUSED',
      kind: 'conflict',
      message: 'Refusée',
      errors: { 'metadata.giftCardCodes.1': ['Refusée'] },
    });
  });
});
