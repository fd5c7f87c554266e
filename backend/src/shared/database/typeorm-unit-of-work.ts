import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { UnitOfWork } from '../unit-of-work.js';

/**
 * The unit of work on TypeORM: `transaction` opens one database transaction and keeps its
 * EntityManager in an AsyncLocalStorage for the duration of the work; repositories read `manager`,
 * which is that transaction's inside one and the pool's (one statement, committed at once) outside.
 * Inside a transaction whose connection is gone (the database went away mid-work, so TypeORM released
 * its query runner), `manager` throws QueryRunnerAlreadyReleasedError, an outage (503): it never falls
 * back to the pool, where the rest of the work would run without its transaction and its locks.
 * Background work that may outlive its caller's transaction starts in `outside`.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    const ambient = this.current.getStore();
    if (ambient?.queryRunner?.isReleased) return Promise.reject(new QueryRunnerAlreadyReleasedError());
    if (ambient) return work(); // joins the transaction already open
    return this.dataSource.transaction((manager) => this.current.run(manager, work));
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
    const manager = this.current.getStore();
    if (!manager) return this.dataSource.manager;
    if (manager.queryRunner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
    return manager;
  }

  /** The pool's manager even inside a transaction: a statement that must commit on its own at once. */
  get autonomous(): EntityManager {
    return this.dataSource.manager;
  }
}
