/**
 * The unit of work: one transaction, ambient (docs/architecture.md, "Ports and the unit of work").
 * A use case wraps what must commit together in `transaction`; every repository called inside it,
 * however deep, writes in that transaction, so no use case handles a connection, an EntityManager or
 * SQL. Called inside a transaction already open, it joins it. The TypeORM implementation is
 * `shared/database/typeorm-unit-of-work.ts`; tests of the application layer may pass an in-memory one.
 */
export abstract class UnitOfWork {
  abstract transaction<T>(work: () => Promise<T>): Promise<T>;

  /**
   * A unit of work that one process at a time runs, across every instance of the shop (others wait
   * for it), named by a fixed number: e.g. the start-up catch-up of invoices.
   */
  abstract alone<T>(lock: number, work: () => Promise<T>): Promise<T>;

  /**
   * Runs `work` as the last statements of the open unit of work, right before it commits, after
   * everything else it does (in the order registered); outside a unit of work, at once. For a
   * statement that locks a row many requests want (a product's stock at a limited edition's launch):
   * the lock is held for that statement and the commit only. Its error fails the whole unit of work.
   */
  abstract beforeCommit(work: () => Promise<void>): Promise<void>;

  /**
   * Runs `work` outside any unit of work, even when called inside one: background work that may
   * outlive the caller's transaction (the outbox's dispatch loop) starts here, so it never joins a
   * transaction that is about to end.
   */
  abstract outside<T>(work: () => T): T;
}

/** A unit of work with nothing to commit (in-memory ports in use-case tests): runs the work as it is. */
export class ImmediateUnitOfWork extends UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  alone<T>(_lock: number, work: () => Promise<T>): Promise<T> {
    return work();
  }

  beforeCommit(work: () => Promise<void>): Promise<void> {
    return work();
  }

  outside<T>(work: () => T): T {
    return work();
  }
}
