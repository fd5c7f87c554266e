/**
 * Money: integer euro cents inside the backend.
 * - JSON towards the SPA: a number with 2 decimals (29.99).
 * - Towards Mollie: a 2-decimal string ("29.99").
 * Rounding is half away from zero, applied once per computed amount.
 */
export type Cents = number;

/** Rounds a (possibly fractional) amount of cents to whole cents, half away from zero. */
export function roundHalfAwayFromZero(value: number): Cents {
  const rounded = Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Multiplies cents by a rate expressed in basis points (8500 = 85 %), rounding once. Exact integer maths. */
export function applyBasisPoints(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(basisPoints)) throw new RangeError(`basis points must be an integer: ${basisPoints}`);
  const product = cents * basisPoints; // stays well inside 2^53 for shop amounts
  const quotient = Math.trunc(product / 10_000);
  const remainder = Math.abs(product % 10_000);
  const away = remainder * 2 >= 10_000 ? Math.sign(product) : 0;
  const result = quotient + away;
  return result === 0 ? 0 : result;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
}

/** 2999 → 29.99 (number, for our JSON). */
export function centsToEuros(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

const FRENCH_EUROS = new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' });

/** 2549 → "25,49 €" (the shop's French amounts in texts the server writes). */
export function frenchEuros(cents: Cents): string {
  assertCents(cents);
  return FRENCH_EUROS.format(cents / 100);
}

/** 29.99 → 2999. Refuses more than 2 decimals. */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`not an amount: ${euros}`);
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6) throw new RangeError(`more than 2 decimals: ${euros}`);
  return cents === 0 ? 0 : cents;
}

/** 2999 → "29.99" (Mollie's amount.value). */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "29.99" → 2999; refuses anything that is not a plain 2-decimal amount. */
export function decimalStringToCents(value: string): Cents {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`not a 2-decimal amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -cents : cents;
}
