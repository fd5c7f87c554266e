import type { CalendarDate } from '../../domain/schedule.js';
import type { SubscriptionCycleRow, SubscriptionPaymentAttemptRow } from './renewal-records.js';

/** An attempt to charge, with what the charge needs (read without locks, outside any transaction). */
export interface AttemptToCharge {
  cycleId: string;
  attempt: number;
  idempotencyKey: string;
  status: string;
  subscriptionId: string;
  cycleNumber: number;
  orderId: string;
  amountCents: number;
  subscriptionStatus: string;
  mollieCustomerId: string;
  mandateId: string | null;
}

/**
 * The renewal side of the subscription tables: cycles, payment attempts and the claims of the
 * renewal run (FOR UPDATE SKIP LOCKED, leases), so that any number of instances may run it.
 */
export abstract class RenewalRepository {
  abstract insertAttempt(row: SubscriptionPaymentAttemptRow): Promise<void>;

  /** The cycle an order pays, locked until the end of the caller's transaction. */
  abstract lockCycleOfOrder(subscriptionId: string, orderId: string): Promise<SubscriptionCycleRow | null>;

  /** The newest cycle still waiting for its payment (a failed renewal), locked. */
  abstract lockPendingCycle(subscriptionId: string): Promise<SubscriptionCycleRow | null>;

  abstract updateCycle(id: string, changes: Partial<SubscriptionCycleRow>): Promise<void>;

  abstract attemptOfPayment(paymentId: string): Promise<SubscriptionPaymentAttemptRow | null>;

  /** The number the next attempt of a cycle takes. */
  abstract nextAttemptNumber(cycleId: string): Promise<number>;

  abstract updateAttempt(
    cycleId: string,
    attempt: number,
    changes: Partial<SubscriptionPaymentAttemptRow>,
  ): Promise<void>;

  /**
   * Cycles waiting for an automatic retry due on `today` or earlier, of subscriptions still
   * suspended, locked FOR UPDATE SKIP LOCKED (another instance's run takes other ones).
   */
  abstract claimRetries(today: CalendarDate, limit: number): Promise<SubscriptionCycleRow[]>;

  /**
   * Unpaid boxes of subscriptions cancelled meanwhile (by the customer, an administrator, an account
   * deletion) with no payment under way: locked (SKIP LOCKED), for their order to be cancelled.
   */
  abstract claimAbandonedCycles(limit: number): Promise<SubscriptionCycleRow[]>;

  /**
   * Takes over attempts whose Mollie payment is not created yet and that nobody works on (their
   * lease is free or ran out: a run cut by a crash, Mollie unreachable): one committed statement.
   */
  abstract claimAttemptsToCharge(
    now: Date,
    leaseMs: number,
    limit: number,
  ): Promise<{ cycleId: string; attempt: number }[]>;

  /** Gives an attempt's lease back (Mollie unreachable: the next run takes it at once). */
  abstract releaseAttempt(cycleId: string, attempt: number): Promise<void>;

  abstract attemptToCharge(cycleId: string, attempt: number): Promise<AttemptToCharge | null>;

  /**
   * Active subscriptions whose box comes within `until` (and after today) and whose reminder for that
   * box is not sent yet: marked as reminded in the caller's transaction (SKIP LOCKED), ids returned.
   */
  abstract claimReminders(today: CalendarDate, until: CalendarDate, limit: number): Promise<string[]>;
}
