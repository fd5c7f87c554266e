/** Counts balance lookups (docs/design/gift-cards.md, "Balance"): Redis when REDIS_URL is set, else memory. */
export abstract class LookupLimits {
  /** One more lookup under `key` within its minute; the seconds to wait once over the limit, else null. */
  abstract take(key: string, perMinute?: number): Promise<number | null>;
}
