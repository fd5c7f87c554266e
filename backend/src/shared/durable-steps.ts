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
 *
 * A flow is declared as a list of named steps, each with its compensation (`run`): the checkout's
 * (ordering's CheckoutPaymentSteps) and a renewal's (subscriptions' RenewalCharges).
 */
/**
 * One step of a flow declared as a list (DurableSteps.run): its name, whether it writes in one unit of
 * work (`commit`) or talks to the outside, idempotent by its key (`outside`), the fault point reached
 * once it is done, what it does to the flow's context, and what undoes the flow when it fails.
 */
export interface DeclaredStep<C> {
  readonly name: string;
  readonly kind: 'commit' | 'outside';
  readonly reached: FaultPoint | null;
  run(context: C): Promise<void>;
  /**
   * Runs when `run` threw, before anything else: gives back what the flow holds (a lease, an order
   * that cannot be paid), then either throws (the flow fails with that error) or returns (the flow
   * stops here, the context saying how it ended). Without it, the error goes on as it is.
   */
  compensate?(context: C, error: unknown): Promise<void>;
}

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

  /**
   * Runs `steps` in order on `context`: each as its kind says (`commit` or `outside`). A step that
   * fails runs its compensation, which ends the flow (returns: stopped at that step) or rethrows.
   * Returns the name of the step the flow stopped at, or null when every step ran.
   */
  async run<C>(steps: readonly DeclaredStep<C>[], context: C): Promise<string | null> {
    for (const step of steps) {
      try {
        const work = () => step.run(context);
        await (step.kind === 'commit' ? this.commit(step.reached, work) : this.outside(step.reached, work));
      } catch (error) {
        if (!step.compensate) throw error;
        await step.compensate(context, error);
        return step.name;
      }
    }
    return null;
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
