import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_TOO_LONG, giftMessage } from './gift-message.js';

describe('The one gift message rule', () => {
  it('keeps line breaks (CRLF as LF), drops surrounding blanks, and keeps nothing as null', () => {
    expect(giftMessage('  Joyeux\r\nanniversaire !\r ')).toEqual({ message: 'Joyeux\nanniversaire !', valid: true });
    expect(giftMessage('   ')).toEqual({ message: null, valid: true });
    expect(giftMessage(null)).toEqual({ message: null, valid: true });
    expect(giftMessage(undefined)).toEqual({ message: null, valid: true });
  });

  it('counts what a reader sees: 300 emoji pass, 301 characters do not', () => {
    expect(GIFT_MESSAGE_MAX).toBe(300);
    expect(giftMessage('🎁'.repeat(300)).valid).toBe(true);
    expect(giftMessage('x'.repeat(301)).valid).toBe(false);
    expect(giftMessage(` ${'x'.repeat(300)} `).valid).toBe(true);
    expect(GIFT_MESSAGE_TOO_LONG).toBe('Le message cadeau ne peut pas dépasser 300 caractères');
  });

  it('refuses what is not a text', () => {
    for (const input of [42, {}, ['a'], true]) expect(giftMessage(input).valid).toBe(false);
  });
});
