/**
 * Subscription frequencies: THE one list, with the French labels and the interval in months beside
 * it. The API sends `frequencyLabel`; the SPA shows it and never copies this table.
 */

export const FREQUENCIES = ['monthly', 'bimonthly', 'quarterly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A line added as a subscription without a frequency is monthly (DESIGN §6). */
export const DEFAULT_FREQUENCY = 'monthly' satisfies Frequency;

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  monthly: 'Mensuel',
  bimonthly: 'Tous les 2 mois',
  quarterly: 'Trimestriel',
};

/** How many calendar months lie between two boxes. */
export const FREQUENCY_MONTHS: Readonly<Record<Frequency, number>> = {
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
};

/** The French message of a refused frequency (never echoes the input). */
export const FREQUENCY_INVALID_MESSAGE = 'La fréquence doit être mensuelle, bimestrielle ou trimestrielle.';

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

/** What one box is worth per month, for the monthly recurring revenue (bimonthly / 2, quarterly / 3). */
export function monthlyShareOf(amountCents: number, frequency: Frequency): number {
  return amountCents / FREQUENCY_MONTHS[frequency];
}
