import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import { TooManyRequestsError } from '../../identity/index.js';
import { normalizeGiftCardCode } from '../domain/gift-card-code.js';
import {
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_UNKNOWN_MESSAGE,
  type GiftCardLifeStatus,
} from '../domain/gift-card-status.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { GiftCardRepository } from './ports/gift-card.repository.js';
import { LookupLimits } from './ports/lookup-limits.js';

/** A malformed or unknown code: one 404, the same body for both. */
export class GiftCardUnknownError extends DomainError {
  constructor() {
    super('GIFT_CARD_UNKNOWN', GIFT_CARD_UNKNOWN_MESSAGE, 'not-found');
  }
}

export interface GiftCardBalance {
  last4: string;
  balanceCents: number;
  expiresAt: Date;
  status: GiftCardLifeStatus;
  statusLabel: string;
}

/**
 * The balance of a code (docs/design/gift-cards.md, "Balance"), for anyone who holds it. A malformed
 * code and an unknown one answer the same 404 after the same work (the hash is always computed, the
 * table always read). Budgets per minute: every lookup from one address counts (so a right code after
 * ten wrong ones tells nothing more), and each code's own lookups, whatever the address.
 */
@Injectable()
export class GiftCardBalanceService {
  constructor(
    private readonly cards: GiftCardRepository,
    private readonly codes: GiftCardCodes,
    private readonly limits: LookupLimits,
  ) {}

  async balance(typed: unknown, address: string): Promise<GiftCardBalance> {
    const code = normalizeGiftCardCode(typed);
    const hash = this.codes.lookupHash(code ?? '');
    await this.limit(`adresse|${address}`);
    if (code) await this.limit(`code|${hash}`);
    const card = await this.cards.findByCodeHash(hash);
    if (!code || !card || !card.last4 || !card.expiresAt || card.status === 'en_attente' || card.status === 'annulee') {
      throw new GiftCardUnknownError();
    }
    return {
      last4: card.last4,
      balanceCents: card.balanceCents,
      expiresAt: card.expiresAt,
      status: card.status,
      statusLabel: GIFT_CARD_STATUS_LABELS[card.status],
    };
  }

  private async limit(key: string): Promise<void> {
    const wait = await this.limits.take(key);
    if (wait !== null) throw new TooManyRequestsError(wait);
  }
}
