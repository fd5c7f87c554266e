import type { CalendarDate } from '../../domain/schedule.js';
import type { Subscription, SubscriptionSnapshot } from '../../domain/subscription.js';
import type { SubscriptionCycleRow } from './renewal-records.js';

/**
 * Persistence of the Subscription aggregate, its history and its cycles. A use case that changes a
 * subscription calls `findForUpdate` inside its transaction (SELECT … FOR UPDATE), changes the
 * aggregate, then `save`: the customer's requests, the renewal job and payment reports serialize on
 * the subscription row.
 */
export abstract class SubscriptionRepository {
  /**
   * Inserts a new subscription with its history; false when the first order's line already made one
   * (unique (first order, line): a retried webhook creates nothing twice).
   */
  abstract insert(subscription: Subscription): Promise<boolean>;

  /** Loads and locks the subscription row until the end of the caller's transaction. */
  abstract findForUpdate(id: string): Promise<Subscription | null>;

  abstract save(subscription: Subscription): Promise<void>;

  /**
   * Ids of active subscriptions whose box is due on `today` or earlier, oldest date first, locked
   * FOR UPDATE SKIP LOCKED: another instance's renewal run never gets the same ones.
   */
  abstract claimDue(today: CalendarDate, limit: number, excluding?: string[]): Promise<string[]>;

  /** Ids of paused subscriptions whose pause ends on `today` or earlier (locked, SKIP LOCKED). */
  abstract claimEndedPauses(today: CalendarDate, limit: number): Promise<string[]>;

  /** Every subscription of a customer (account deletion), in the caller's transaction. */
  abstract idsOfCustomer(customerId: string): Promise<string[]>;

  abstract findById(id: string): Promise<SubscriptionSnapshot | null>;

  /** How many subscriptions a first order already started (one per subscription line at most). */
  abstract countForFirstOrder(orderId: string): Promise<number>;

  /** The customer's subscriptions, newest first. */
  abstract listForCustomer(customerId: string): Promise<SubscriptionSnapshot[]>;

  abstract insertCycle(cycle: SubscriptionCycleRow): Promise<void>;

  abstract findCycle(subscriptionId: string, cycleNumber: number): Promise<SubscriptionCycleRow | null>;

  abstract cyclesOf(subscriptionIds: string[]): Promise<SubscriptionCycleRow[]>;
}
