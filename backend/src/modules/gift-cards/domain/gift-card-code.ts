import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/*
 * A gift card's code (docs/design/gift-cards.md, "The code"): 16 characters of Crockford's base32 —
 * no I, L, O or U, so nothing reads as another character — shown in groups of 4. 32^16 = 2^80
 * codes. A card's code is derived from its id by a keyed PRF (deriveGiftCardCode) and never stored:
 * the shop keeps only its keyed lookup hash (HMAC-SHA-256) and its last 4 characters.
 */

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** A random code, each character drawn uniformly (crypto.randomInt: no modulo bias); sold cards' codes are derived. */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** 'K3M9 7QRT 2XWZ 8HJD': how the code is printed and mailed. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)!.join(' ');
}

/**
 * What a shopper typed, read as a code: spaces and dashes ignored, lower case accepted, and the
 * look-alikes Crockford reads as digits (O → 0, I and L → 1). Null when it cannot be a code.
 */
export function normalizeGiftCardCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 40) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const character of code) if (!CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** The keyed hash the shop keeps (hex); `key` is a server secret, never stored beside the hashes. */
export function giftCardCodeHash(code: string, key: string | Buffer): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

/** Whether a typed code matches a stored hash, in constant time. */
export function matchesGiftCardHash(code: string, hash: string, key: string | Buffer): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(giftCardCodeHash(code, key), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** '•••• 8HJD': how the shop names a card everywhere after its sale. */
export function maskedGiftCard(last4: string): string {
  return `•••• ${last4}`;
}

export const lastFour = (code: string): string => code.slice(-4);

/**
 * The card's code, derived from its id by a keyed PRF (docs/design/gift-cards.md, "The code"): the
 * first 80 bits of HMAC-SHA-256(secret, 'code:' + id) in Crockford's base32. Never stored: the send
 * job, a mail's retry and the buyer's PDF derive it again; without the secret it cannot be guessed.
 */
export function deriveGiftCardCode(cardId: string, key: string | Buffer): string {
  const bytes = createHmac('sha256', key).update(`code:${cardId}`).digest().subarray(0, 10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--) code += CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** What the shop keeps to find a card by its code: HMAC-SHA-256(secret, 'lookup:' + code), hex. */
export function giftCardLookupHash(code: string, key: string | Buffer): string {
  return giftCardCodeHash(`lookup:${code}`, key);
}
