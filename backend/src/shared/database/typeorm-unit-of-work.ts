import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, type QueryRunner, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { outageOf } from '../http/outage.js';
import { UnitOfWork } from '../unit-of-work.js';

/** Outages that take their time to show (a hung server, a pool with no connection to give): never retried. */
const SLOW_OUTAGE = /timeout/i;

/**
 * Whether a transaction's START TRANSACTION failed on a connection that was already broken when the
 * pool handed it out (docs/design/resilience.md, "After a restart"): the connection was lost or reset,
 * quickly. Nothing of the work was sent, so it is safe to start again on another connection.
 */
function brokenBeforeStart(error: unknown): boolean {
  if (outageOf(error) !== 'database') return false;
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { message, code } = e as { message?: unknown; code?: unknown };
    if ((typeof message === 'string' && SLOW_OUTAGE.test(message)) || code === '57014' || code === 'ETIMEDOUT') {
      return false;
    }
    e = (e as { driverError?: unknown }).driverError ?? (e as { cause?: unknown }).cause;
  }
  return true;
}

/** The transaction a piece of work runs in: its manager, and what runs last before it commits. */
interface OpenTransaction {
  manager: EntityManager;
  last: (() => Promise<void>)[];
}

/**
 * The unit of work on TypeORM: `transaction` opens one database transaction and keeps its
 * EntityManager in an AsyncLocalStorage for the duration of the work; repositories read `manager`,
 * which is that transaction's inside one and the pool's (one statement, committed at once) outside.
 * Inside a transaction whose connection is gone (the database went away mid-work, so TypeORM released
 * its query runner), `manager` throws QueryRunnerAlreadyReleasedError, an outage (503): it never falls
 * back to the pool, where the rest of the work would run without its transaction and its locks.
 * Background work that may outlive its caller's transaction starts in `outside`. `beforeCommit` keeps
 * work for the end: it runs after the transaction's work returned, as its last statements.
 * A transaction whose START TRANSACTION fails because the pooled connection it drew was broken (a
 * database restart the pool had not noticed yet) starts again on another connection, as many times as
 * the pool has connections and then once more: nothing of the work had run. A connection the pool
 * cannot open (the database really is down) fails at once (docs/design/resilience.md, "After a restart").
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<OpenTransaction>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    const ambient = this.current.getStore();
    if (ambient?.manager.queryRunner?.isReleased) return Promise.reject(new QueryRunnerAlreadyReleasedError());
    if (ambient) return work(); // joins the transaction already open
    return this.begin().then((runner) => this.run(runner, work));
  }

  /** A query runner with its transaction started, on a connection that answered START TRANSACTION. */
  private async begin(): Promise<QueryRunner> {
    const attempts = this.poolSize() + 1;
    for (let attempt = 1; ; attempt++) {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect(); // a failure here is the pool's own (no connection to be had): no retry
      } catch (error) {
        await runner.release().catch(() => undefined);
        throw error;
      }
      try {
        await runner.startTransaction();
        return runner;
      } catch (error) {
        // A broken connection is not lent again: the pool drops a client that lost its connection.
        await runner.rollbackTransaction().catch(() => undefined);
        await runner.release().catch(() => undefined);
        if (attempt >= attempts || !brokenBeforeStart(error)) throw error;
      }
    }
  }

  /** The work in the started transaction, then what it kept for the end, then COMMIT (ROLLBACK on error). */
  private async run<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
    try {
      const open: OpenTransaction = { manager: runner.manager, last: [] };
      const result = await this.current.run(open, async () => {
        const value = await work();
        for (let i = 0; i < open.last.length; i++) await open.last[i]();
        return value;
      });
      await runner.commitTransaction();
      return result;
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined); // the work's error wins over the rollback's
      throw error;
    } finally {
      await runner.release();
    }
  }

  private poolSize(): number {
    const size = (this.dataSource.options as { poolSize?: unknown }).poolSize;
    return typeof size === 'number' && size > 0 ? size : 10;
  }

  async beforeCommit(work: () => Promise<void>): Promise<void> {
    const ambient = this.current.getStore();
    if (ambient) ambient.last.push(work);
    else await work();
  }

  alone<T>(lock: number, work: () => Promise<T>): Promise<T> {
    return this.transaction(async () => {
      await this.manager.query(`SELECT pg_advisory_xact_lock($1)`, [lock]);
      return work();
    });
  }

  outside<T>(work: () => T): T {
    return this.current.exit(work);
  }

  /** Where a repository writes: the ambient transaction's manager, or the pool's outside one. */
  get manager(): EntityManager {
    const ambient = this.current.getStore();
    if (!ambient) return this.dataSource.manager;
    if (ambient.manager.queryRunner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
    return ambient.manager;
  }

  /** The pool's manager even inside a transaction: a statement that must commit on its own at once. */
  get autonomous(): EntityManager {
    return this.dataSource.manager;
  }
}
