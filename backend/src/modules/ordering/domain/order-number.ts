/**
 * Order numbers: 'BP-' + the date as YYYYMMDD in Europe/Brussels + '-' + 6 random uppercase
 * alphanumerics (docs/design/orders.md). The domain never reads random directly: the caller
 * passes a RandomSource (crypto in production, a fixed sequence in tests). Uniqueness is the
 * database's job (unique index; draw again on collision).
 */

import { isUuid } from '../../../shared/ids.js';

/** Port: uniform random integers (crypto.randomInt in production). */
export abstract class RandomSource {
  /** A uniformly drawn integer in [0, maxExclusive). */
  abstract nextInt(maxExclusive: number): number;
}

export const ORDER_NUMBER_PREFIX = 'BP';
export const ORDER_NUMBER_TIME_ZONE = 'Europe/Brussels';
export const ORDER_NUMBER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ORDER_NUMBER_RANDOM_LENGTH = 6;
export const ORDER_NUMBER_PATTERN = /^BP-\d{8}-[A-Z0-9]{6}$/;

const brusselsDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: ORDER_NUMBER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `instant` in Brussels, as YYYYMMDD (23:30 UTC on 31 Dec is already 1 Jan there). */
export function brusselsDateStamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid date');
  const parts = Object.fromEntries(brusselsDate.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}`;
}

export function generateOrderNumber(now: Date, random: RandomSource): string {
  let suffix = '';
  for (let i = 0; i < ORDER_NUMBER_RANDOM_LENGTH; i++) {
    const index = random.nextInt(ORDER_NUMBER_ALPHABET.length);
    if (!Number.isInteger(index) || index < 0 || index >= ORDER_NUMBER_ALPHABET.length) {
      throw new RangeError(`random source out of range: ${index}`);
    }
    suffix += ORDER_NUMBER_ALPHABET[index];
  }
  return `${ORDER_NUMBER_PREFIX}-${brusselsDateStamp(now)}-${suffix}`;
}

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}

/** How a reference names an order: its id, or its number (upper-cased: 'bp-…' names 'BP-…'). */
export type OrderReference = { column: 'id'; value: string } | { column: 'order_number'; value: string };

/**
 * The one reading of an order reference, for the customer's and the back office's lookups: a UUID is
 * an id, BP-YYYYMMDD-XXXXXX (any case) a number; anything else names no order (null, no query).
 */
export function parseOrderReference(reference: string): OrderReference | null {
  if (isUuid(reference)) return { column: 'id', value: reference };
  const upper = reference.toUpperCase();
  return isOrderNumber(upper) ? { column: 'order_number', value: upper } : null;
}
