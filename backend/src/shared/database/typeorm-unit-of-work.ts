import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { UnitOfWork } from '../unit-of-work.js';

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
    return this.dataSource.transaction((manager) => {
      const open: OpenTransaction = { manager, last: [] };
      return this.current.run(open, async () => {
        const result = await work();
        for (let i = 0; i < open.last.length; i++) await open.last[i]();
        return result;
      });
    });
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
