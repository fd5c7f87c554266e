import {
  CODE_ALPHABET,
  CODE_LENGTH,
  deriveGiftCardCode,
  formatGiftCardCode,
  giftCardCodeHash,
  giftCardLookupHash,
  lastFour,
  maskedGiftCard,
  matchesGiftCardHash,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code.js';

describe('A gift card code', () => {
  it('is 16 characters without look-alikes: at least 80 bits', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
    expect(Math.log2(CODE_ALPHABET.length ** CODE_LENGTH)).toBeGreaterThanOrEqual(80);
    const codes = new Set(Array.from({ length: 2000 }, () => newGiftCardCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  });

  it('uses every character about as often (no bias)', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const c of newGiftCardCode()) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect(seen.size).toBe(32);
    const expected = (4000 * 16) / 32;
    for (const count of seen.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.2);
  });

  it('is printed in groups of 4 and read back however it was typed', () => {
    expect(formatGiftCardCode('K3M97QRT2XWZ8HJD')).toBe('K3M9 7QRT 2XWZ 8HJD');
    expect(normalizeGiftCardCode('k3m9-7qrt 2xwz 8hjd')).toBe('K3M97QRT2XWZ8HJD');
    expect(normalizeGiftCardCode('O0IL 7QRT 2XWZ 8HJD')).toBe('0011' + '7QRT2XWZ8HJD');
    for (const wrong of ['K3M9', 'K3M97QRT2XWZ8HJDX', 'K3M97QRT2XWZ8HJU', 42, null, 'x'.repeat(100)]) {
      expect(normalizeGiftCardCode(wrong)).toBeNull();
    }
  });

  it('is kept as a keyed hash and its last 4 characters only', () => {
    const code = 'K3M97QRT2XWZ8HJD';
    const hash = giftCardCodeHash(code, 'secret-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.toLowerCase());
    expect(giftCardCodeHash(code, 'secret-two')).not.toBe(hash);
    expect(matchesGiftCardHash(code, hash, 'secret-one')).toBe(true);
    expect(matchesGiftCardHash('K3M97QRT2XWZ8HJE', hash, 'secret-one')).toBe(false);
    expect(maskedGiftCard(lastFour(code))).toBe('•••• 8HJD');
  });
});

describe('A derived gift card code', () => {
  const KEY = 'k'.repeat(32);
  it('is 16 Crockford characters, the same for one id and key, another for another id or key', () => {
    const id = '6f1c2d7e-0000-4000-8000-000000000001';
    const code = deriveGiftCardCode(id, KEY);
    expect(normalizeGiftCardCode(code)).toBe(code);
    expect(deriveGiftCardCode(id, KEY)).toBe(code);
    expect(deriveGiftCardCode(id.replace(/1$/, '2'), KEY)).not.toBe(code);
    expect(deriveGiftCardCode(id, 'x'.repeat(32))).not.toBe(code);
    expect(giftCardLookupHash(code, KEY)).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCardLookupHash(code, KEY)).not.toBe(giftCardCodeHash(code, KEY));
  });
});
