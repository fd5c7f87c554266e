import { Injectable } from '@nestjs/common';
import { RateLimitStorage } from '../../identity/index.js';
import { LookupLimits } from '../application/ports/lookup-limits.js';

/** Ten lookups per key and minute (docs/design/gift-cards.md, "Balance"). */
export const GIFT_CARD_LOOKUPS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/** The shop's rate-limit counters (identity's RateLimitStorage: Redis when REDIS_URL is set; 503 if it is away). */
@Injectable()
export class ThrottledLookupLimits extends LookupLimits {
  constructor(private readonly storage: RateLimitStorage) {
    super();
  }

  async take(key: string, perMinute = GIFT_CARD_LOOKUPS_PER_MINUTE): Promise<number | null> {
    const hit = await this.storage.increment(key, MINUTE_MS, perMinute, MINUTE_MS, 'carte-cadeau');
    return hit.totalHits > perMinute ? Math.max(1, Math.ceil(hit.timeToExpire)) : null;
  }
}
