import fc from 'fast-check';
import { GiftCard, GiftCardRefusedError, cardMayPay } from './gift-card.js';

const NOW = new Date('2026-11-29T10:00:00Z');
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('An e-gift card', () => {
  it('is valid 12 months, with a reminder one month before the end', () => {
    const card = GiftCard.create(5000, NOW, 'sold', 'BP-1');
    expect(card.toState().expiresAt.toISOString()).toBe('2027-11-29T10:00:00.000Z');
    expect(card.reminderAt.toISOString()).toBe('2027-10-29T10:00:00.000Z');
    expect(card.expire(later(364))).toBe(false);
    expect(card.expire(later(366))).toBe(true);
    expect(card.balanceCents).toBe(0);
    expect(() => card.usable(100, later(366))).toThrow('Cette carte cadeau a expiré.');
  });

  it('is spent in parts: held, captured, released, credited, never below zero', () => {
    const card = GiftCard.create(5000, NOW, 'sold', 'BP-1');
    expect(card.usable(8000, NOW)).toBe(5000);
    card.hold(2000, NOW, 'tr_1');
    expect(card.balanceCents).toBe(3000);
    card.capture('tr_1', NOW);
    card.hold(3000, NOW, 'tr_2');
    expect(() => card.hold(1, NOW, 'tr_3')).toThrow(GiftCardRefusedError);
    card.release(3000, NOW, 'tr_2');
    expect(card.balanceCents).toBe(3000);
    card.credit(2000, NOW, 'NC-1');
    expect(card.balanceCents).toBe(5000);
    expect(card.toState().movements.map((m) => m.kind)).toEqual([
      'sold',
      'held',
      'captured',
      'held',
      'released',
      'credited',
    ]);
    expect(() => card.credit(1, NOW, 'NC-2')).toThrow(RangeError);
  });

  it('never lets any sequence of holds spend more than its balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 25000 }),
        fc.array(fc.integer({ min: 1, max: 30000 }), { maxLength: 30 }),
        (initial, asks) => {
          const card = GiftCard.create(initial, NOW, 'sold', null);
          let taken = 0;
          for (const ask of asks) {
            try {
              card.hold(ask, NOW, 'tr');
              taken += ask;
            } catch (error) {
              expect(error).toBeInstanceOf(GiftCardRefusedError);
            }
          }
          expect(taken).toBeLessThanOrEqual(initial);
          expect(card.balanceCents).toBe(initial - taken);
        },
      ),
    );
  });

  it('once disabled pays nothing; unused within 14 days it can be withdrawn', () => {
    const card = GiftCard.create(5000, NOW, 'issued', 'geste commercial');
    expect(card.withdrawable(later(14))).toBe(true);
    expect(card.withdrawable(later(15))).toBe(false);
    card.hold(100, NOW, 'tr');
    expect(card.withdrawable(later(1))).toBe(false);
    card.disable('fraude', NOW);
    expect(() => card.usable(100, NOW)).toThrow('Cette carte cadeau a été désactivée.');
  });

  it('pays one-off boxes and prepaid gift subscriptions, never a renewing subscription', () => {
    expect(cardMayPay({ isSubscription: false })).toBe(true);
    expect(cardMayPay({ isSubscription: true, giftBoxes: 3 })).toBe(true);
    expect(cardMayPay({ isSubscription: true })).toBe(false);
  });

  it('is withdrawn by its buyer only unused and within 14 days of its purchase', () => {
    const unused = GiftCard.create(4000, NOW, 'sold', 'BP-1');
    expect(unused.withdrawalDeadline.toISOString()).toBe('2026-12-13T10:00:00.000Z');
    unused.withdraw(later(14), 'Rétractation');
    expect(unused.toState()).toMatchObject({ status: 'withdrawn', balanceCents: 0 });
    expect(unused.toState().movements.at(-1)).toMatchObject({ kind: 'withdrawn', amountCents: -4000 });
    expect(() => unused.usable(100, later(15))).toThrow(GiftCardRefusedError);

    const late = GiftCard.create(4000, NOW, 'sold', 'BP-2');
    expect(() => late.withdraw(later(15), 'Rétractation')).toThrow(/14 jours/);
    const used = GiftCard.create(4000, NOW, 'sold', 'BP-3');
    used.hold(100, NOW, 'BP-4');
    expect(() => used.withdraw(later(1), 'Rétractation')).toThrow(/inutilisée/);
  });
});
