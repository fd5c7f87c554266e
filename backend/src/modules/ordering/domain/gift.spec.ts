import { DomainError } from '../../../shared/domain-error.js';
import { GIFT_MESSAGES, checkGiftLines, orderGift } from './gift.js';

const refusal = (run: () => unknown): { message: string; fields: unknown } => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const e = error as DomainError;
    return { message: e.message, fields: e.errors };
  }
  throw new Error('expected a refusal');
};

describe('a gift order (docs/design/gifting.md)', () => {
  it('is a surprise by default, hides prices, and keeps the message without surrounding blanks, its lines kept', () => {
    expect(orderGift({ message: '  Bon anniversaire !\r\nBises  ' })).toEqual({
      recipientEmail: null,
      message: 'Bon anniversaire !\nBises',
      notify: 'never',
      hidePrices: true,
    });
    expect(orderGift({ message: '   ' }).message).toBeNull();
  });

  it('counts the message in characters: 300 emoji pass, 301 characters do not', () => {
    expect(orderGift({ message: '🎁'.repeat(300) }).message).toHaveLength(600);
    expect(refusal(() => orderGift({ message: 'a'.repeat(301) }, 'metadata.gift'))).toEqual({
      message: GIFT_MESSAGES.messageTooLong,
      fields: { 'metadata.gift.message': [GIFT_MESSAGES.messageTooLong] },
    });
  });

  it("needs the recipient's e-mail, a real one, to tell them at shipping", () => {
    expect(refusal(() => orderGift({ notify: 'at_shipping' })).message).toBe(GIFT_MESSAGES.recipientEmailRequired);
    expect(refusal(() => orderGift({ notify: 'at_shipping', recipientEmail: 'lea@' })).message).toBe(
      GIFT_MESSAGES.recipientEmailInvalid,
    );
    expect(orderGift({ notify: 'at_shipping', recipientEmail: ' Lea@Example.BE ' }).recipientEmail).toBe(
      'lea@example.be',
    );
    expect(refusal(() => orderGift({ notify: 'later' })).message).toBe(GIFT_MESSAGES.notifyInvalid);
  });

  it('holds one-off boxes only', () => {
    const gift = orderGift({});
    expect(() => checkGiftLines(gift, [{ isSubscription: false }])).not.toThrow();
    expect(() => checkGiftLines(null, [{ isSubscription: true }])).not.toThrow();
    expect(refusal(() => checkGiftLines(gift, [{ isSubscription: false }, { isSubscription: true }])).message).toBe(
      GIFT_MESSAGES.oneOffOnly,
    );
  });
});
