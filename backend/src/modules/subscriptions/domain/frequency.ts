/**
 * Subscription frequencies: the one list lives in the shared kernel (`shared/subscription-rules.ts`),
 * with the French labels and the interval in months. The API sends `frequencyLabel`; the SPA shows
 * it and never copies this table.
 */
import { FREQUENCY_MONTHS, type Frequency } from '../../../shared/subscription-rules.js';

export {
  DEFAULT_FREQUENCY,
  FREQUENCIES,
  FREQUENCY_INVALID_MESSAGE,
  FREQUENCY_LABELS,
  FREQUENCY_MONTHS,
  isFrequency,
  type Frequency,
} from '../../../shared/subscription-rules.js';

/** What one box is worth per month, for the monthly recurring revenue (bimonthly / 2, quarterly / 3). */
export function monthlyShareOf(amountCents: number, frequency: Frequency): number {
  return amountCents / FREQUENCY_MONTHS[frequency];
}
