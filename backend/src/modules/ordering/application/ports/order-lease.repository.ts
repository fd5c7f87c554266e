import type { LeaseWindow } from '../../../../shared/durable-steps.js';

/** Which waiting orders a sweep may take over (docs/design/resilience.md). */
export type LeasedWork =
  /** Unpaid one-off orders whose payment started before `startedBefore` (the 15-minute expiry). */
  | { kind: 'expired-payment'; startedBefore: Date }
  /** Checkouts cut before their Mollie payment was attached (the recovery sweep). */
  | { kind: 'checkout-without-payment' }
  /** One checkout still waiting for its payment (a repeated request takes it over). */
  | { kind: 'waiting-checkout'; orderId: string };

/**
 * An order's lease (`orders.lease_until`): someone works on the order until then, outside any
 * transaction (docs/design/resilience.md). Claims and releases commit at once, on their own.
 */
export abstract class OrderLeaseRepository {
  /**
   * Takes over up to `limit` orders of `work` whose lease is free or ran out, oldest first, for
   * `lease`: one statement, committed at once (FOR UPDATE SKIP LOCKED, so any number of instances
   * may sweep). Returns their ids.
   */
  abstract claim(work: LeasedWork, lease: LeaseWindow, limit: number): Promise<string[]>;

  /** The lease of an order (null: nobody works on it). */
  abstract leaseOf(orderId: string): Promise<Date | null>;

  /** Gives an order's lease back early (best effort: a lost release only delays the next taker). */
  abstract release(orderId: string): Promise<void>;

  /** Sets an order's lease inside the current unit of work (a checkout's first step). */
  abstract lease(orderId: string, until: Date | null): Promise<void>;
}
