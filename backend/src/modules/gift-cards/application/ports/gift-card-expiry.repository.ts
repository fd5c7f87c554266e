import type { Cents } from '../../../../shared/money.js';
import type { GiftCardMovement } from '../../domain/gift-card.js';

/** An active card past its end, as the expiry reads it under its row lock. */
export interface ExpiringGiftCard {
  id: string;
  last4: string | null;
  initialCents: Cents;
  balanceCents: Cents;
  purchasedAt: Date;
  expiresAt: Date;
}

/**
 * The cards' expiry (docs/design/gift-cards.md, "Expiry"), Postgres behind it. Every method runs in
 * the caller's unit of work.
 */
export abstract class GiftCardExpiryRepository {
  /** One active card whose end has passed (expires_at ≤ now), claimed FOR UPDATE SKIP LOCKED. */
  abstract claimExpired(now: Date, excluding: readonly string[]): Promise<ExpiringGiftCard | null>;
  /** The card claimed goes 'expired' with this balance (0) and these movements ('expired' −rest). */
  abstract markExpired(
    id: string,
    balanceCents: Cents,
    movements: readonly GiftCardMovement[],
    now: Date,
  ): Promise<void>;
}
