import type { GiftSubscription, GiftSubscriptionSnapshot } from '../../domain/gift-subscription.js';
import type { CalendarDate } from '../../domain/schedule.js';

/**
 * Persistence of prepaid gift subscriptions (docs/design/gifting.md). A use case that changes one
 * locks its row first (`findForUpdate`, `claim…` with SKIP LOCKED), in the transaction that saves it:
 * the buyer, the recipient and the renewal job serialize on the gift's row.
 */
export abstract class GiftSubscriptionRepository {
  abstract insert(gift: GiftSubscription): Promise<void>;
  abstract save(gift: GiftSubscription): Promise<void>;
  abstract findForUpdate(id: string): Promise<GiftSubscription | null>;
  /** The gift an order paid for, locked. */
  abstract findByOrderForUpdate(orderId: string): Promise<GiftSubscription | null>;
  abstract findByTokenHash(hash: string): Promise<GiftSubscriptionSnapshot | null>;
  abstract findById(id: string): Promise<GiftSubscriptionSnapshot | null>;
  /** One active gift whose next box is due on `today` or before, locked (FOR UPDATE SKIP LOCKED). */
  abstract claimDueBox(today: CalendarDate, excluding: string[]): Promise<GiftSubscription | null>;
  /** One gift whose recipient is to be told by `now`, locked (FOR UPDATE SKIP LOCKED). */
  abstract claimDueAnnouncement(now: Date, excluding: string[]): Promise<GiftSubscription | null>;
  /**
   * The development hook only: the gift's next box due `today`, or its announcement due `now` (a gift
   * that would not be told is left alone). False when the gift does not exist.
   */
  abstract makeDue(id: string, what: 'box' | 'announcement', today: CalendarDate, now: Date): Promise<boolean>;
  /** A deleted account: no longer the buyer or the recipient of any gift; how many gifts it touched. */
  abstract detachCustomer(customerId: string): Promise<number>;
  /** The gifts a customer gave, newest first. */
  abstract listGivenBy(customerId: string): Promise<GiftSubscriptionSnapshot[]>;
  /** The gifts a customer claimed, newest first. */
  abstract listClaimedBy(customerId: string): Promise<GiftSubscriptionSnapshot[]>;
}
