import {
  OrderFullyRefundedError,
  OrderNotRefundableError,
  RefundAmountError,
  RefundInProgressError,
  type RefundableOrder,
  decideRefundAmount,
  offersRefund,
  remainingRefundable,
} from './refund.js';

const paid: RefundableOrder = { status: 'livree', paymentStatus: 'paid', totalCents: 5498, refundRequired: false };

describe('refund rules', () => {
  it('refunds everything that remains by default, a part when asked', () => {
    expect(decideRefundAmount(paid, [], undefined)).toBe(5498);
    expect(decideRefundAmount(paid, [], 1050)).toBe(1050);
    expect(decideRefundAmount(paid, [{ amountCents: 1050, status: 'done' }], undefined)).toBe(4448);
    expect(remainingRefundable(paid, [{ amountCents: 1050, status: 'done' }])).toBe(4448);
  });

  it('keeps the e-gift cards bought beside the boxes out of the refund (docs/design/gift-cards.md)', () => {
    const withCards: RefundableOrder = { ...paid, totalCents: 5498 + 5000, giftCardsCents: 5000 };
    expect(decideRefundAmount(withCards, [], undefined)).toBe(5498);
    const cardsOnly: RefundableOrder = { ...paid, status: 'annulee', totalCents: 5000, giftCardsCents: 5000 };
    expect(remainingRefundable(cardsOnly, [])).toBe(0);
    expect(offersRefund({ ...cardsOnly, refundRequired: true }, [])).toBe(false);
  });

  it('never more than what remains, never nothing, whole cents only', () => {
    const done = [{ amountCents: 5000, status: 'done' as const }];
    expect(() => decideRefundAmount(paid, done, 499)).toThrow(RefundAmountError);
    expect(decideRefundAmount(paid, done, 498)).toBe(498);
    for (const bad of [0, -1, 12.5, Number.NaN])
      expect(() => decideRefundAmount(paid, [], bad)).toThrow(RefundAmountError);
    try {
      decideRefundAmount(paid, done, 499);
    } catch (error) {
      expect(error).toMatchObject({
        code: 'REFUND_AMOUNT_TOO_HIGH',
        message: 'Le montant dépasse ce qui reste à rembourser sur cette commande (4,98 € au plus).',
      });
    }
  });

  it('refuses an unpaid order, a fully refunded one and a second refund while one is under way', () => {
    expect(() => decideRefundAmount({ ...paid, paymentStatus: 'open' }, [], undefined)).toThrow(
      OrderNotRefundableError,
    );
    expect(remainingRefundable({ ...paid, paymentStatus: 'expired' }, [])).toBe(0);
    expect(() => decideRefundAmount(paid, [{ amountCents: 5498, status: 'done' }], undefined)).toThrow(
      OrderFullyRefundedError,
    );
    expect(() => decideRefundAmount(paid, [{ amountCents: 100, status: 'pending' }], 100)).toThrow(
      RefundInProgressError,
    );
  });

  it("offers 'Rembourser' for flagged, cancelled-after-payment and returned orders while money remains", () => {
    expect(offersRefund(paid, [])).toBe(false);
    expect(offersRefund({ ...paid, refundRequired: true, status: 'annulee' }, [])).toBe(true);
    expect(offersRefund({ ...paid, status: 'retournee' }, [])).toBe(true);
    expect(offersRefund({ ...paid, status: 'annulee', paymentStatus: 'expired' }, [])).toBe(false);
    expect(offersRefund({ ...paid, status: 'retournee' }, [{ amountCents: 5498, status: 'done' }])).toBe(false);
  });
});
