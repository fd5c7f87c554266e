import { type CalendarDate, addDays } from './schedule.js';

/**
 * A subscription cycle: one box (cycle 1 = the first order, then one per renewal), its order and its
 * payment attempts. Dunning rules live here: a failed renewal is retried at +3 and +7 days after the
 * first failure; the third failed attempt ends the subscription.
 */

export const CYCLE_STATUSES = ['pending', 'paid', 'failed', 'canceled'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

/** Days after the first failed attempt at which the same cycle is charged again. */
export const RETRY_DELAYS_DAYS = [3, 7] as const;
export const MAX_PAYMENT_ATTEMPTS = RETRY_DELAYS_DAYS.length + 1;

/**
 * When to charge again after `failedAttempts` failures (1 or 2), counted from the first failure's
 * day; null once every attempt failed (the subscription is then cancelled).
 */
export function nextAttemptOn(firstFailureOn: CalendarDate, failedAttempts: number): CalendarDate | null {
  if (!Number.isSafeInteger(failedAttempts) || failedAttempts < 1) throw new RangeError('failedAttempts must be ≥ 1');
  const delay = RETRY_DELAYS_DAYS[failedAttempts - 1];
  return delay === undefined ? null : addDays(firstFailureOn, delay);
}

/** What a failed payment attempt does to its cycle: retry on a date, or give the cycle up. */
export interface CycleFailure {
  failedAttempts: number;
  firstFailedOn: CalendarDate;
  /** The next automatic attempt; null: every attempt failed, the cycle is given up. */
  nextAttemptOn: CalendarDate | null;
}

/** One more failed attempt of a cycle (`firstFailedOn` null until its first failure). */
export function recordFailedAttempt(
  cycle: { failedAttempts: number; firstFailedOn: CalendarDate | null },
  today: CalendarDate,
): CycleFailure {
  const failedAttempts = cycle.failedAttempts + 1;
  const firstFailedOn = cycle.firstFailedOn ?? today;
  return { failedAttempts, firstFailedOn, nextAttemptOn: nextAttemptOn(firstFailedOn, failedAttempts) };
}

/**
 * Mollie's Idempotency-Key for one attempt of one cycle: the same attempt asked twice (a crash
 * between the order and the payment, two instances) never creates a second payment.
 */
export function renewalIdempotencyKey(subscriptionId: string, cycle: number, attempt: number): string {
  return `subscription-${subscriptionId}-cycle-${cycle}-attempt-${attempt}`;
}
