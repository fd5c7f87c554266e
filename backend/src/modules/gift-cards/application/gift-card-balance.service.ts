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
import { type GiftCardRecord, GiftCardRepository } from './ports/gift-card.repository.js';
import { LookupLimits } from './ports/lookup-limits.js';

/** Lookups of codes given to pay orders, per address and minute (docs/design/gift-cards.md, "Paying with a card"). */
export const GIFT_CARD_PAYING_LOOKUPS_PER_MINUTE = 30;

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
    const card = await this.find(typed, address);
    if (!card) throw new GiftCardUnknownError();
    return {
      last4: card.last4!,
      balanceCents: card.balanceCents,
      expiresAt: card.expiresAt!,
      status: card.status,
      statusLabel: GIFT_CARD_STATUS_LABELS[card.status],
    };
  }

  /**
   * The sold card a typed code names, or null (malformed, unknown, not paid), after the same work and
   * counted before it is read: the balance page and the checkout's cards look codes up here.
   * `budgets`: the balance page counts in its address's budget and the code's (10 a minute each). A
   * code given to pay an order counts in its address's paying budget (30 a minute: the checkout's live
   * quote sends the applied codes again at each change), never in its own (twenty shoppers paying with
   * one card at once guess nothing); the checkout's hold, which reads again the codes its quote just
   * counted, counts none.
   */
  async find(
    typed: unknown,
    address: string,
    budgets: 'address-and-code' | 'paying' | 'none' = 'address-and-code',
  ): Promise<GiftCardRecord | null> {
    const code = normalizeGiftCardCode(typed);
    const hash = this.codes.lookupHash(code ?? '');
    if (budgets === 'address-and-code') {
      await this.limit(`adresse|${address}`);
      if (code) await this.limit(`code|${hash}`);
    }
    if (budgets === 'paying') await this.limit(`paiement|${address}`, GIFT_CARD_PAYING_LOOKUPS_PER_MINUTE);
    const card = await this.cards.findByCodeHash(hash);
    if (!code || !card || !card.last4 || !card.expiresAt || card.status === 'en_attente' || card.status === 'annulee') {
      return null;
    }
    return card;
  }

  private async limit(key: string, perMinute?: number): Promise<void> {
    const wait = await this.limits.take(key, perMinute);
    if (wait !== null) throw new TooManyRequestsError(wait);
  }
}
