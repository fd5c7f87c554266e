import { brusselsInstant, brusselsLocal } from './brussels-time.js';
import { DomainError } from './domain-error.js';
import {
  GIFT_CARD_MESSAGES,
  GiftCardInvalidError,
  checkGiftCardLines,
  giftCardsTotalCents,
} from './gift-card-rules.js';

const NOW = new Date('2026-11-29T10:00:00Z');
const line = (extra: Record<string, unknown> = {}) => ({
  amountCents: 5000,
  recipientName: ' Léa ',
  recipientEmail: 'Lea@Example.be',
  delivery: 'now',
  ...extra,
});

/** The field errors of a refused check. */
function refusals(lines: unknown): Record<string, string[]> {
  try {
    checkGiftCardLines(lines, NOW);
  } catch (error) {
    expect(error).toBeInstanceOf(GiftCardInvalidError);
    expect((error as DomainError).code).toBe('GIFT_CARD_INVALID');
    return (error as DomainError).errors ?? {};
  }
  throw new Error('accepted');
}

describe('The purchase rule of an e-gift card', () => {
  it('keeps a whole amount from 10 to 250 €, the recipient, the message, how it is sent', () => {
    expect(checkGiftCardLines([line({ message: ' Bon\r\nappétit ' })], NOW)).toEqual([
      {
        amountCents: 5000,
        recipientName: 'Léa',
        recipientEmail: 'lea@example.be',
        message: 'Bon\nappétit',
        delivery: 'now',
        sendAt: null,
      },
    ]);
    expect(checkGiftCardLines([line({ amountCents: 1000 }), line({ amountCents: 25000 })], NOW)).toHaveLength(2);
    expect(checkGiftCardLines(undefined, NOW)).toEqual([]);
    expect(checkGiftCardLines([], NOW)).toEqual([]);
    expect(
      checkGiftCardLines([{ amountCents: 2500, recipientName: 'Léa', recipientEmail: 'l@x.be' }], NOW)[0]!.delivery,
    ).toBe('now');
  });

  it('refuses an amount that is not whole euros from 10 to 250 €, on its field path', () => {
    for (const amountCents of [900, 25100, 1050, 12.5, '5000', null, undefined, NaN, -1000]) {
      expect(refusals([line(), line({ amountCents })])).toEqual({
        'giftCards.1.amountCents': [GIFT_CARD_MESSAGES.amount],
      });
    }
  });

  it('needs a recipient, and their e-mail unless the buyer prints the card', () => {
    expect(refusals([line({ recipientName: '  ', recipientEmail: null })])).toEqual({
      'giftCards.0.recipientName': [GIFT_CARD_MESSAGES.recipientName],
      'giftCards.0.recipientEmail': [GIFT_CARD_MESSAGES.recipientEmailRequired],
    });
    expect(refusals([line({ recipientEmail: 'pas-un-email' })])).toEqual({
      'giftCards.0.recipientEmail': [GIFT_CARD_MESSAGES.recipientEmail],
    });
    const printed = checkGiftCardLines([line({ delivery: 'print', recipientEmail: 'ignored' })], NOW)[0]!;
    expect(printed).toMatchObject({ delivery: 'print', recipientEmail: null, sendAt: null });
  });

  it('refuses a message longer than 300 characters and an unknown delivery', () => {
    expect(refusals([line({ message: 'x'.repeat(301), delivery: 'pigeon' })])).toEqual({
      'giftCards.0.message': ['Le message cadeau ne peut pas dépasser 300 caractères'],
      'giftCards.0.delivery': [GIFT_CARD_MESSAGES.delivery],
    });
  });

  it('sends at a Brussels date and time, from now to 12 months ahead', () => {
    const [card] = checkGiftCardLines([line({ delivery: 'at_date', sendAt: '2026-12-24T08:00' })], NOW);
    expect(card!.sendAt!.toISOString()).toBe('2026-12-24T07:00:00.000Z');
    const summer = checkGiftCardLines([line({ delivery: 'at_date', sendAt: '2027-07-01T08:00' })], NOW)[0]!;
    expect(summer.sendAt!.toISOString()).toBe('2027-07-01T06:00:00.000Z');
    // 'now' keeps no date even when one was sent.
    expect(checkGiftCardLines([line({ sendAt: '2026-12-24T08:00' })], NOW)[0]!.sendAt).toBeNull();
    for (const sendAt of [null, '', '2026-12-24', '2026-02-30T10:00', '2027-03-28T02:30', '2026-12-24T25:00', 42]) {
      expect(refusals([line({ delivery: 'at_date', sendAt })])).toEqual({
        'giftCards.0.sendAt': [GIFT_CARD_MESSAGES.sendAtInvalid],
      });
    }
    for (const sendAt of ['2026-11-29T10:58', '2027-11-29T11:01']) {
      expect(refusals([line({ delivery: 'at_date', sendAt })])).toEqual({
        'giftCards.0.sendAt': [GIFT_CARD_MESSAGES.sendAt],
      });
    }
  });

  it('holds at most 10 cards, in a list', () => {
    expect(
      checkGiftCardLines(
        Array.from({ length: 10 }, () => line()),
        NOW,
      ),
    ).toHaveLength(10);
    expect(refusals(Array.from({ length: 11 }, () => line()))).toEqual({ giftCards: [GIFT_CARD_MESSAGES.tooMany] });
    expect(refusals({ 0: line() })).toEqual({ giftCards: [GIFT_CARD_MESSAGES.notAList] });
    expect(refusals([null])).toHaveProperty(['giftCards.0.amountCents']);
  });

  it('sums the cards in cents', () => {
    expect(giftCardsTotalCents(checkGiftCardLines([line(), line({ amountCents: 2500 })], NOW))).toBe(7500);
  });
});

describe('Brussels local times', () => {
  it('read both ways, refusing a day or an hour that does not exist', () => {
    expect(brusselsInstant('2026-12-24T08:00')?.toISOString()).toBe('2026-12-24T07:00:00.000Z');
    expect(brusselsLocal(new Date('2027-07-01T06:00:00Z'))).toBe('2027-07-01T08:00');
    expect(brusselsInstant('2027-03-28T02:30')).toBeNull();
    expect(brusselsInstant('2026-02-30T10:00')).toBeNull();
    expect(brusselsInstant(undefined)).toBeNull();
  });
});
