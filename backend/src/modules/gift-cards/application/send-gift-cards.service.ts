import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { GIFT_CARD_REMINDER_MONTHS, addMonthsUtc } from '../../../shared/gift-card-rules.js';
import { MailOutbox } from '../../notifications/index.js';
import { ExpireGiftCardsService } from './expire-gift-cards.service.js';
import { GiftCardMails } from './gift-card-mails.js';
import { type GiftCardRecord, GiftCardRepository } from './ports/gift-card.repository.js';

/** What one pass over the cards did. */
export interface GiftCardSweepResult {
  sent: number;
  reminded: number;
  expired: number;
  failed: number;
}

/** The pass's summary line: 'Cartes cadeaux : 3 envoyée(s), 1 rappel(s), 2 expirée(s), 0 échec(s)'. */
export function giftCardSweepSummary(r: GiftCardSweepResult): string {
  return `Cartes cadeaux : ${r.sent} envoyée(s), ${r.reminded} rappel(s), ${r.expired} expirée(s), ${r.failed} échec(s)`;
}

/**
 * The gift cards' job (docs/design/gift-cards.md, "Sending"): each 'at_date' card whose time has come,
 * each reminder one month before a card's end while something is left on it, and each card past its end
 * expired (ExpireGiftCardsService, "Expiry"). Each is ONE short transaction that claims one card (FOR
 * UPDATE SKIP LOCKED, safe on any number of instances), writes its mail to the outbox and marks it
 * (sent_at, reminder_sent_at), or expires it: done once. The SMTP call is the
 * outbox's, after the commit: no row lock is held while talking to the mail server.
 */
@Injectable()
export class SendGiftCardsService {
  private readonly logger = new Logger('Cartes cadeaux');

  constructor(
    private readonly cards: GiftCardRepository,
    private readonly mails: GiftCardMails,
    private readonly outbox: MailOutbox,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
    private readonly expiry: ExpireGiftCardsService,
  ) {}

  async sweep(): Promise<GiftCardSweepResult> {
    const result: GiftCardSweepResult = { sent: 0, reminded: 0, expired: 0, failed: 0 };
    result.sent = await this.each(result, (excluding) =>
      this.one(
        excluding,
        'sending',
        (now, ex) => this.cards.claimDueSending(now, ex),
        async (card, now) => {
          await this.mails.toRecipient(card);
          await this.cards.markSent(card.id, now);
        },
      ),
    );
    result.reminded = await this.each(result, (excluding) =>
      this.one(
        excluding,
        'reminder',
        (now, ex) => this.cards.claimDueReminder(addMonthsUtc(now, GIFT_CARD_REMINDER_MONTHS), now, ex),
        async (card, now) => {
          await this.mails.reminder(card);
          await this.cards.markReminded(card.id, now);
        },
      ),
    );
    result.expired = await this.each(result, (excluding) => this.expiry.expireOne(excluding));
    if (result.sent + result.reminded + result.expired + result.failed > 0) {
      if (result.sent + result.reminded > 0) this.outbox.nudge();
      this.logger.log(giftCardSweepSummary(result));
    }
    return result;
  }

  /** The development hook (tests, demos; never in production): the card's sending is made due now, then a pass. */
  async runNow(id: string): Promise<GiftCardSweepResult | null> {
    const found = await this.steps.commit(null, () => this.cards.makeDue(id, this.clock.now()));
    return found ? this.sweep() : null;
  }

  /** Runs `step` until nothing is left; a card that fails is logged and left for the next run. */
  private async each(
    result: GiftCardSweepResult,
    step: (excluding: string[]) => Promise<string | null>,
  ): Promise<number> {
    const broken: string[] = [];
    let done = 0;
    for (;;) {
      let id: string | null;
      try {
        id = await step(broken);
      } catch (error) {
        const cardId = (error as { cardId?: string }).cardId;
        this.logger.error(`Carte cadeau non traitée : ${(error as Error).message}`);
        result.failed += 1;
        if (!cardId) return done;
        broken.push(cardId);
        continue;
      }
      if (!id) return done;
      done += 1;
    }
  }

  private one(
    excluding: string[],
    what: 'sending' | 'reminder',
    claim: (now: Date, excluding: string[]) => Promise<GiftCardRecord | null>,
    work: (card: GiftCardRecord, now: Date) => Promise<void>,
  ): Promise<string | null> {
    return this.steps.commit(null, async () => {
      const now = this.clock.now();
      const card = await claim(now, excluding);
      if (!card) return null;
      try {
        await work(card, now);
      } catch (error) {
        throw Object.assign(error as Error, { cardId: card.id });
      }
      this.logger.log(`Carte cadeau •••• ${card.last4} : ${what === 'sending' ? 'envoyée' : 'rappel envoyé'}`);
      return card.id;
    });
  }
}
