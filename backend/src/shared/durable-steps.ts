import { Inject, Injectable, Optional } from '@nestjs/common';
import { Clock } from './clock.js';
import { FAULT_POINTS, type FaultPoint, type FaultPoints } from './fault-points.js';
import { UnitOfWork } from './unit-of-work.js';

/**
 * The one way to write something in several steps that a crash may cut anywhere (docs/design/resilience.md:
 * 'A crash between two steps loses nothing and blocks nothing'). Checkout, refunds and renewals use it.
 *
 * - A step that writes is ONE short unit of work (`commit`): once it returns, the step is done for good.
 * - A step outside (Mollie) runs outside any transaction (`outside`) and must be idempotent by its key
 *   (Mollie's idempotency key = our row's id): running it again after a crash gives the same result.
 * - Progress lives in the rows themselves, and a lease says that someone works on a row until then
 *   (the order's, the refund's, the renewal cycle's: each kept by its own repository). No row lock is
 *   held while talking to Mollie. The last step locks the row and applies what Mollie said,
 *   idempotently, then clears the lease.
 * Whoever resumes (a retry, a sweep) reads the rows and runs the remaining steps again.
 */
/** A lease taken now (`from`) until `until`. */
export interface LeaseWindow {
  from: Date;
  until: Date;
}

@Injectable()
export class DurableSteps {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Optional() @Inject(FAULT_POINTS) private readonly faults?: FaultPoints,
  ) {}

  /** A step that writes: one unit of work. `after` names the point reached once it is committed. */
  async commit<T>(after: FaultPoint | null, work: () => Promise<T>): Promise<T> {
    const result = await this.uow.transaction(work);
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
    return this.leaseWindow(leaseMs).until;
  }

  /** A lease taken now for `leaseMs`: free leases are those ended before `from`. */
  leaseWindow(leaseMs: number): LeaseWindow {
    const from = this.clock.now();
    return { from, until: new Date(from.getTime() + leaseMs) };
  }
}
