import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import { RenewalOrders } from '../../ordering/index.js';
import type { GiftSubscription, GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import { brusselsDate } from '../domain/schedule.js';
import { type GiftBuyer, GiftSubscriptionMails } from './gift-subscription-mails.js';
import { GiftSubscriptionRepository } from './ports/gift-subscription.repository.js';

/** What one pass over the gifts did. */
export interface GiftSweepResult {
  announced: number;
  boxes: number;
  ended: number;
  failed: number;
}

/** The token of a /cadeau/<token> link: 256 random bits, kept only as its SHA-256. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: claimTokenHash(token) };
}

export function claimTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The prepaid gift subscriptions' part of the renewal run (docs/design/gifting.md). Each step is one
 * short transaction that claims one gift (FOR UPDATE SKIP LOCKED, safe on any number of instances),
 * changes it and writes its mails to the outbox: a crash between two steps creates no box twice and
 * no mail twice.
 * - the recipient's announcement, at its time (with the claim link), and the buyer's notice;
 * - each due box: its order (0 €, prepaid, `payee`, the recipient's address, the gift's message), the
 *   next one planned a period later; after the last, the gift ends (terminee) with its mails.
 */
@Injectable()
export class GiftBoxesService {
  private readonly logger = new Logger('Abonnements offerts');

  constructor(
    private readonly gifts: GiftSubscriptionRepository,
    private readonly orders: RenewalOrders,
    private readonly mails: GiftSubscriptionMails,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  async sweep(): Promise<GiftSweepResult> {
    const result: GiftSweepResult = { announced: 0, boxes: 0, ended: 0, failed: 0 };
    await this.each(
      result,
      (excluding) => this.announceOne(excluding),
      () => (result.announced += 1),
    );
    await this.each(
      result,
      (excluding) => this.sendOneBox(excluding),
      (ended) => {
        result.boxes += 1;
        if (ended) result.ended += 1;
      },
    );
    if (result.announced + result.boxes + result.failed > 0) {
      this.logger.log(
        `Abonnements offerts : ${result.boxes} box créée(s), ${result.ended} terminé(s), ` +
          `${result.announced} annonce(s), ${result.failed} échec(s)`,
      );
    }
    return result;
  }

  /**
   * The development hook (docs/design/gifting.md, tests and demos; never in production): the gift's
   * next box or its announcement is made due now, then the run goes as it would on that day.
   */
  async runNow(id: string, what: 'box' | 'announcement'): Promise<GiftSweepResult | null> {
    const now = this.clock.now();
    const found = await this.steps.commit(null, () => this.gifts.makeDue(id, what, brusselsDate(now), now));
    return found ? this.sweep() : null;
  }

  /** Runs `step` until nothing is left; a gift that fails is logged and left for the next run. */
  private async each<T>(
    result: GiftSweepResult,
    step: (excluding: string[]) => Promise<{ id: string; outcome: T } | null>,
    count: (outcome: T) => void,
  ): Promise<void> {
    const broken: string[] = [];
    for (;;) {
      let done: { id: string; outcome: T } | null;
      try {
        done = await step(broken);
      } catch (error) {
        const id = (error as { giftId?: string }).giftId;
        this.logger.error(`Abonnement offert non traité : ${(error as Error).message}`);
        result.failed += 1;
        if (!id) return;
        broken.push(id);
        continue;
      }
      if (!done) return;
      count(done.outcome);
    }
  }

  private async announceOne(excluding: string[]): Promise<{ id: string; outcome: true } | null> {
    return this.steps.commit('gift:announced', async () => {
      const gift = await this.gifts.claimDueAnnouncement(this.clock.now(), excluding);
      if (!gift) return null;
      return this.guard(gift, async () => {
        const { token, hash } = newClaimToken();
        gift.markAnnounced(this.clock.now(), hash);
        await this.gifts.save(gift);
        const snapshot = gift.toSnapshot();
        await this.mails.announced(snapshot, token);
        const buyer = await this.buyerOf(snapshot);
        if (buyer) await this.mails.recipientTold(snapshot, buyer);
        return { id: gift.id, outcome: true as const };
      });
    });
  }

  private async sendOneBox(excluding: string[]): Promise<{ id: string; outcome: boolean } | null> {
    return this.steps.commit('gift:box-committed', async () => {
      const now = this.clock.now();
      const gift = await this.gifts.claimDueBox(brusselsDate(now), excluding);
      if (!gift) return null;
      return this.guard(gift, async () => {
        const box = gift.takeBox(brusselsDate(now), now)!;
        const s = gift.toSnapshot();
        const billing = await this.orders.billingOf(s.orderId);
        if (!billing) throw new Error(`commande ${s.orderId} de l’abonnement offert introuvable`);
        const { email: _email, ...address } = s.recipient;
        const order = await this.orders.placePrepaidBox({
          giftSubscriptionId: s.id,
          customerId: s.buyerId,
          productId: s.productId,
          productName: s.productName,
          billing,
          shipping: address,
          gift: {
            recipientEmail: s.recipient.email,
            message: s.message,
            notify: gift.recipientKnows ? 'at_shipping' : 'never',
            hidePrices: true,
          },
        });
        await this.gifts.save(gift);
        this.logger.log(
          `Box ${box.number}/${s.boxesTotal} de l’abonnement offert ${s.id} : commande ${order.orderNumber}`,
        );
        if (box.last) {
          // A buyer whose account was deleted gets no more mail.
          const buyer = s.buyerId ? { email: billing.email, firstName: billing.firstName } : null;
          await this.mails.ended(s, buyer, gift.recipientKnows);
        }
        return { id: gift.id, outcome: box.last };
      });
    });
  }

  /** Runs the work; an error names the gift so that the run skips it and goes on. */
  private async guard<T>(gift: GiftSubscription, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw Object.assign(error as Error, { giftId: gift.id });
    }
  }

  private async buyerOf(gift: GiftSubscriptionSnapshot): Promise<GiftBuyer | null> {
    if (!gift.buyerId) return null;
    const billing = await this.orders.billingOf(gift.orderId);
    return billing ? { email: billing.email, firstName: billing.firstName } : null;
  }
}
