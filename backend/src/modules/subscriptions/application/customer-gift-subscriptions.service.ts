import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import type { Cents } from '../../../shared/money.js';
import { RefundOrderService, RenewalOrders } from '../../ordering/index.js';
import { type GiftSubscriptionSnapshot, giftRefundCents } from '../domain/gift-subscription.js';
import {
  GIFT_SUBSCRIPTION_MESSAGES,
  GiftSubscriptionConflictError,
  GiftSubscriptionInvalidError,
  GiftSubscriptionNotFoundError,
  type GiftRecipient,
  checkGiftOffer,
} from '../domain/gift-subscription-rules.js';
import { type CalendarDate, isCalendarDate } from '../domain/schedule.js';
import { claimTokenHash } from './gift-boxes.service.js';
import { GiftSubscriptionMails } from './gift-subscription-mails.js';
import { GiftSubscriptionRepository } from './ports/gift-subscription.repository.js';

/** Who asks: the gift's buyer, or the recipient who claimed it. */
export type GiftRole = 'buyer' | 'recipient';

export interface GiftCancellation {
  gift: GiftSubscriptionSnapshot;
  boxesCanceled: number;
  refundedCents: Cents;
}

/**
 * A prepaid gift subscription seen and changed by its buyer or its recipient (docs/design/gifting.md).
 * Anyone else gets 404, whatever exists. The recipient never sees a price and can neither cancel nor
 * get money; the buyer may cancel the boxes not yet created, refunded at Mollie with a credit note.
 */
@Injectable()
export class CustomerGiftSubscriptionsService {
  private readonly logger = new Logger('Abonnements offerts');

  constructor(
    private readonly gifts: GiftSubscriptionRepository,
    private readonly refunds: RefundOrderService,
    private readonly orders: RenewalOrders,
    private readonly mails: GiftSubscriptionMails,
    private readonly steps: DurableSteps,
    private readonly clock: Clock,
  ) {}

  async list(customerId: string): Promise<{ given: GiftSubscriptionSnapshot[]; received: GiftSubscriptionSnapshot[] }> {
    const [given, received] = await Promise.all([
      this.gifts.listGivenBy(customerId),
      this.gifts.listClaimedBy(customerId),
    ]);
    return { given, received };
  }

  /**
   * The gift behind a /cadeau/<token> link. Unknown: 404. Cancelled, or claimed by another account
   * than the caller's: 409, without any of the gift's details.
   */
  async byToken(token: string, customerId: string | undefined): Promise<GiftSubscriptionSnapshot> {
    const gift =
      typeof token === 'string' && token.length <= 100 ? await this.gifts.findByTokenHash(claimTokenHash(token)) : null;
    if (!gift || gift.status === 'en_attente') throw new GiftSubscriptionNotFoundError();
    if (gift.status === 'annulee') throw new GiftSubscriptionConflictError(GIFT_SUBSCRIPTION_MESSAGES.canceled);
    if (gift.claimedBy !== null && gift.claimedBy !== customerId) {
      throw new GiftSubscriptionConflictError(GIFT_SUBSCRIPTION_MESSAGES.claimedByAnother);
    }
    return gift;
  }

  /** The recipient claims the gift into their account (again: nothing changes). */
  async claim(token: string, customerId: string): Promise<GiftSubscriptionSnapshot> {
    const found = await this.byToken(token, customerId);
    return this.steps.commit(null, async () => {
      const gift = await this.gifts.findForUpdate(found.id);
      if (!gift) throw new GiftSubscriptionNotFoundError();
      gift.claim(customerId, this.clock.now());
      await this.gifts.save(gift);
      return gift.toSnapshot();
    });
  }

  /** The buyer or the recipient: where the boxes not yet created go. */
  async changeAddress(
    customerId: string,
    id: string,
    address: Partial<Record<keyof GiftRecipient, string | null>>,
  ): Promise<GiftSubscriptionSnapshot> {
    return this.change(customerId, id, ['buyer', 'recipient'], (gift, current) => {
      // The address is checked by the offer's own rules (the e-mail stays the recipient's).
      const offer = checkGiftOffer(
        { recipient: { ...address, email: current.recipient.email } },
        this.clock.now(),
        'address',
      );
      const { email: _email, ...checked } = offer.recipient;
      gift.changeAddress(checked, this.clock.now());
    });
  }

  /** The recipient postpones the next box (at most 2 months past its planned date). */
  async postpone(customerId: string, id: string, date: string): Promise<GiftSubscriptionSnapshot> {
    return this.change(customerId, id, ['recipient'], (gift) => {
      if (!isCalendarDate(date)) {
        throw new GiftSubscriptionInvalidError({ date: ['La date doit être une date AAAA-MM-JJ'] });
      }
      gift.postpone(date as CalendarDate, this.clock.now());
    });
  }

  /** The buyer changes when the recipient is told, before they were. */
  async changeNotice(
    customerId: string,
    id: string,
    notice: { notify?: string | null; notifyAt?: string | null },
  ): Promise<GiftSubscriptionSnapshot> {
    return this.change(customerId, id, ['buyer'], (gift, current) => {
      const offer = checkGiftOffer(
        { recipient: current.recipient, firstBoxDate: current.boxesSent === 0 ? current.nextBoxDate : null, ...notice },
        this.clock.now(),
        'notice',
      );
      gift.changeNotice(offer.notify, offer.notifyAt, this.clock.now());
    });
  }

  /**
   * The buyer cancels the boxes not yet created: the gift ends, the recipient is told if they had been,
   * then their share of what was paid is refunded at Mollie with a credit note. Asked again after a
   * refund that could not be made (Mollie unreachable), only what is still owed is refunded.
   */
  async cancel(customerId: string, id: string): Promise<GiftCancellation> {
    const cancelled = await this.steps.commit(null, async () => {
      const gift = await this.gifts.findForUpdate(id);
      if (!gift || gift.toSnapshot().buyerId !== customerId) throw new GiftSubscriptionNotFoundError();
      if (gift.status === 'annulee') return { gift: gift.toSnapshot(), boxes: 0 };
      const { boxes } = gift.cancel(this.clock.now());
      await this.gifts.save(gift);
      if (gift.recipientKnows) await this.mails.cancelled(gift.toSnapshot());
      return { gift: gift.toSnapshot(), boxes };
    });
    const gift = cancelled.gift;
    const order = await this.orders.find(gift.orderId);
    if (!order?.paidAt) return { gift, boxesCanceled: cancelled.boxes, refundedCents: 0 };
    const due = giftRefundCents(order.totalCents, gift.boxesTotal, gift.boxesSent);
    const owed = due - (await this.refunds.refundedOf(order.id));
    if (owed > 0) {
      const boxes = gift.boxesTotal - gift.boxesSent;
      await this.refunds.execute({
        orderId: order.id,
        amountCents: owed,
        reason: `Abonnement offert annulé : ${boxes} box non envoyée${boxes > 1 ? 's' : ''}`,
        by: `customer:${customerId}`,
      });
      this.logger.log(`Abonnement offert ${gift.id} annulé : ${owed} centimes remboursés`);
    }
    return { gift, boxesCanceled: cancelled.boxes, refundedCents: Math.max(0, owed) };
  }

  /** What cancelling would refund now (shown to the buyer before they confirm). */
  async cancellationRefund(gift: GiftSubscriptionSnapshot): Promise<Cents> {
    if (gift.status !== 'active') return 0;
    const order = await this.orders.find(gift.orderId);
    if (!order?.paidAt) return 0;
    return (
      giftRefundCents(order.totalCents, gift.boxesTotal, gift.boxesSent) - (await this.refunds.refundedOf(order.id))
    );
  }

  /** Loads the gift locked, checks who asks, applies `work`, saves. */
  private async change(
    customerId: string,
    id: string,
    roles: GiftRole[],
    work: (
      gift: NonNullable<Awaited<ReturnType<GiftSubscriptionRepository['findForUpdate']>>>,
      current: GiftSubscriptionSnapshot,
    ) => void,
  ): Promise<GiftSubscriptionSnapshot> {
    return this.steps.commit(null, async () => {
      const gift = await this.gifts.findForUpdate(id);
      const current = gift?.toSnapshot();
      if (!gift || !current || !roles.some((role) => roleOf(current, customerId) === role)) {
        throw new GiftSubscriptionNotFoundError();
      }
      work(gift, current);
      await this.gifts.save(gift);
      return gift.toSnapshot();
    });
  }
}

/** The caller's role in the gift, or null. */
export function roleOf(gift: GiftSubscriptionSnapshot, customerId: string): GiftRole | null {
  if (gift.buyerId === customerId) return 'buyer';
  if (gift.claimedBy === customerId) return 'recipient';
  return null;
}
