import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { TypeOrmUnitOfWork } from '../src/shared/database/typeorm-unit-of-work.js';
import { outageOf } from '../src/shared/http/outage.js';
import { waitFor } from './support/wait-for.js';

/**
 * The ambient unit of work on real PostgreSQL (docs/architecture.md, "Ports and the unit of work"):
 * a transaction whose connection was cut never lets the rest of its work run on the pool, and
 * background work started inside a transaction runs outside it.
 */
describe('TypeOrmUnitOfWork (real PostgreSQL)', () => {
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;

  beforeAll(async () => {
    dataSource = await new DataSource(
      createDataSourceOptions(process.env.DATABASE_URL!, { logging: false }),
    ).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  const backendPid = async (): Promise<number> =>
    ((await uow.manager.query(`SELECT pg_backend_pid() AS pid`)) as { pid: number }[])[0].pid;

  it('answers an outage, never the pool, once the connection under the transaction is cut', async () => {
    let after: unknown;
    let nested: unknown;
    const failure = await uow
      .transaction(async () => {
        const pid = await backendPid();
        await dataSource.query(`SELECT pg_terminate_backend($1)`, [pid]); // from another connection
        // The statement that finds it cut; `manager` itself may already throw, when the driver saw the cut first.
        await Promise.resolve()
          .then(() => uow.manager.query('SELECT 1'))
          .catch(() => undefined);
        // The driver reports the lost connection just after that statement's error: wait for it.
        await waitFor(
          async () => {
            try {
              uow.manager.getRepository('orders');
              return false;
            } catch (error) {
              after = error;
              return true;
            }
          },
          5_000,
          'connexion de la transaction relâchée',
        );
        nested = await uow.transaction(async () => 'ran').catch((error: unknown) => error);
        throw new Error('fin');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('fin');
    expect(outageOf(after)).toBe('database');
    expect(outageOf(nested)).toBe('database');
    expect(await uow.transaction(async () => (await uow.manager.query('SELECT 1 AS one'))[0].one)).toBe(1);
  });

  it('runs work started with outside() on its own connection, not in the open transaction', async () => {
    const [inside, outside] = await uow.transaction(async () => {
      await uow.manager.query(`SELECT txid_current()`);
      const mine = await backendPid();
      const theirs = await uow.outside(() => backendPid());
      return [mine, theirs];
    });
    expect(outside).not.toBe(inside);
  });
});
