import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UnitOfWork } from '../unit-of-work.js';

/**
 * The unit of work on TypeORM: `transaction` opens one database transaction and keeps its
 * EntityManager in an AsyncLocalStorage for the duration of the work; repositories read `manager`,
 * which is that transaction's inside one and the pool's (one statement, committed at once) outside.
 * Work started inside a transaction that outlives it (a nudge, a timer) sees the pool again: a
 * released transaction is never used.
 */
@Injectable()
export class TypeOrmUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.open()) return work();
    return this.dataSource.transaction((manager) => this.current.run(manager, work));
  }

  alone<T>(lock: number, work: () => Promise<T>): Promise<T> {
    return this.transaction(async () => {
      await this.manager.query(`SELECT pg_advisory_xact_lock($1)`, [lock]);
      return work();
    });
  }

  /** Where a repository writes: the ambient transaction's manager, or the pool's outside one. */
  get manager(): EntityManager {
    return this.open() ?? this.dataSource.manager;
  }

  /** The pool's manager even inside a transaction: a statement that must commit on its own at once. */
  get autonomous(): EntityManager {
    return this.dataSource.manager;
  }

  private open(): EntityManager | undefined {
    const manager = this.current.getStore();
    return manager && !manager.queryRunner?.isReleased ? manager : undefined;
  }
}
