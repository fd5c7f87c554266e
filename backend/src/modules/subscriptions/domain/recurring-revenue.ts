import { type Cents, roundHalfAwayFromZero } from '../../../shared/money.js';
import { FREQUENCIES, type Frequency, monthlyShareOf } from './frequency.js';

/**
 * The monthly recurring revenue (docs/design/subscriptions.md), in cents: each active subscription's amount brought to a
 * month by its frequency (monthly + bimonthly / 2 + quarterly / 3), rounded once at the end.
 */
export function monthlyRecurringRevenueCents(activeAmountCentsByFrequency: Partial<Record<Frequency, number>>): Cents {
  const exact = FREQUENCIES.reduce(
    (sum, frequency) => sum + monthlyShareOf(activeAmountCentsByFrequency[frequency] ?? 0, frequency),
    0,
  );
  return roundHalfAwayFromZero(exact);
}
