import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../shared/clock.js';
import { FAULT_POINTS, type FaultPoint, type FaultPoints } from '../../../shared/fault-points.js';

/**
 * The one way to write something in several steps that a crash may cut anywhere (docs/design/resilience.md: 'A crash
 * between two steps loses nothing and blocks nothing'). Checkout uses it; refunds and renewals will.
 *
 * - A step that writes is ONE short transaction (`commit`): once it returns, the step is done for good.
 * - A step outside (Mollie) runs outside any transaction (`outside`) and must be idempotent by its key
 *   (Mollie's idempotency key = our row's id): running it again after a crash gives the same result.
 * - Progress lives in the rows themselves, and a lease (`orders.lease_until`) says that someone works on
 *   an order until then. `claim` takes work over in one committed statement (FOR UPDATE SKIP LOCKED, so
 *   any number of instances may sweep); no row lock is held while talking to Mollie. The last step
 *   locks the row and applies what Mollie said, idempotently, then clears the lease.
 * Whoever resumes (a retry, a sweep) reads the rows and runs the remaining steps again.
 */
@Injectable()
export class DurableSteps {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Optional() @Inject(FAULT_POINTS) private readonly faults?: FaultPoints,
  ) {}

  /** A step that writes: one transaction. `after` names the point reached once it is committed. */
  async commit<T>(after: FaultPoint | null, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
    if (after) await this.faults?.reach(after);
    return result;
  }

  /** A step outside, idempotent by its key, never inside a transaction. */
  async outside<T>(after: FaultPoint | null, work: () => Promise<T>): Promise<T> {
    const result = await work();
    if (after) await this.faults?.reach(after);
    return result;
  }

  /** When a lease taken now for `leaseMs` runs out. */
  leaseEnd(leaseMs: number): Date {
    return new Date(this.clock.now().getTime() + leaseMs);
  }

  /**
   * Takes over up to `limit` orders matching `condition` (SQL on the `orders` row, parameters from $3)
   * whose lease is free or ran out, oldest first, for `leaseMs`: one statement, committed at once.
   * Returns their ids; the caller works on them outside any transaction, then applies under the lock.
   */
  async claimOrders(condition: string, params: unknown[], limit: number, leaseMs: number): Promise<string[]> {
    const now = this.clock.now();
    const [rows] = (await this.dataSource.query(
      `WITH free AS (
         SELECT id FROM orders
         WHERE (${condition}) AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY created_at LIMIT ${Math.max(1, Math.floor(limit))} FOR UPDATE SKIP LOCKED
       )
       UPDATE orders o SET lease_until = $2 FROM free WHERE o.id = free.id RETURNING o.id`,
      [now, new Date(now.getTime() + leaseMs), ...params],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** The lease of an order (null: nobody works on it). */
  async leaseOf(orderId: string): Promise<Date | null> {
    const rows = (await this.dataSource.query(`SELECT lease_until FROM orders WHERE id = $1`, [orderId])) as {
      lease_until: Date | null;
    }[];
    return rows[0]?.lease_until ?? null;
  }

  /** Gives an order's lease back early (best effort: a lost release only delays the next taker). */
  async release(orderId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET lease_until = NULL WHERE id = $1`, [orderId]).catch(() => undefined);
  }

  /** Sets an order's lease inside the caller's transaction (its first step). */
  async lease(manager: EntityManager, orderId: string, until: Date | null): Promise<void> {
    await manager.query(`UPDATE orders SET lease_until = $2 WHERE id = $1`, [orderId, until]);
  }
}
