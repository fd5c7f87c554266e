import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { GiftCard } from '../domain/gift-card.js';
import { GiftCardExpiryRepository } from './ports/gift-card-expiry.repository.js';

/**
 * The cards' expiry (docs/design/gift-cards.md, "Expiry"), a step of the gift cards' pass: past its
 * `expires_at`, an active card goes 'expired', its balance to 0 and its rest recorded as an 'expired'
 * movement (−rest), by the aggregate's rule (GiftCard.expire). Each card is ONE short transaction that
 * claims it FOR UPDATE SKIP LOCKED: two passes at once expire it once. A share of the card held for an
 * order under way is not its balance: the expiry takes only what is left.
 */
@Injectable()
export class ExpireGiftCardsService {
  private readonly logger = new Logger('Cartes cadeaux');

  constructor(
    private readonly cards: GiftCardExpiryRepository,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  /**
   * Expires one card past its end (not one of `excluding`): its id, or null when none is left. A card
   * that fails throws with its `cardId`, so that the pass leaves it for the next run.
   */
  expireOne(excluding: readonly string[]): Promise<string | null> {
    return this.steps.commit(null, async () => {
      const now = this.clock.now();
      const claimed = await this.cards.claimExpired(now, excluding);
      if (!claimed) return null;
      try {
        const card = GiftCard.fromState({
          initialCents: claimed.initialCents,
          balanceCents: claimed.balanceCents,
          status: 'active',
          purchasedAt: claimed.purchasedAt,
          expiresAt: claimed.expiresAt,
          movements: [],
        });
        if (!card.expire(now)) return null;
        const state = card.toState();
        await this.cards.markExpired(claimed.id, state.balanceCents, state.movements, now);
      } catch (error) {
        throw Object.assign(error as Error, { cardId: claimed.id });
      }
      this.logger.log(`Carte cadeau •••• ${claimed.last4 ?? '????'} : expirée`);
      return claimed.id;
    });
  }
}
