import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../src/database/data-source.js';
import { runMigrationsLocked } from '../src/database/migrate.js';
import { InsufficientStockError } from '../src/modules/catalog/domain/stock.js';
import { TypeOrmStockLedger } from '../src/modules/catalog/infrastructure/stock.ledger.js';
import { TypeOrmUnitOfWork } from '../src/shared/database/typeorm-unit-of-work.js';
import { type ScratchDatabase, createScratchDatabase } from './support/scratch-database.js';

/**
 * The stock rules as the ledger applies them, one conditional statement per product row
 * (docs/design/stock.md), on a database of its own: reserving never takes more than is available,
 * releasing and selling never go below zero or below what other orders hold, a renewal takes all its
 * units or none, and a reservation waits for nobody's transaction but the one holding the row.
 */
describe('Stock ledger (real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;
  let ledger: TypeOrmStockLedger;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    dataSource = await new DataSource(createDataSourceOptions(scratch.url, { logging: false })).initialize();
    await runMigrationsLocked(dataSource);
    uow = new TypeOrmUnitOfWork(dataSource);
    ledger = new TypeOrmStockLedger(uow);
  }, 60_000);
  afterAll(async () => {
    await dataSource?.destroy();
    await scratch?.drop();
  });

  const set = (id: number, stock: number, reserved: number) =>
    dataSource.query(`UPDATE products SET stock = $2, reserved = $3 WHERE id = $1`, [id, stock, reserved]);
  const level = async (id: number) =>
    (
      (await dataSource.query(`SELECT stock, reserved FROM products WHERE id = $1`, [id])) as {
        stock: number;
        reserved: number;
      }[]
    )[0];
  const line = (productId: number, quantity: number, field?: string) => ({
    productId,
    name: `Box ${productId}`,
    quantity,
    ...(field ? { field } : {}),
  });
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('reserves what is available and refuses more, naming the product, what is left and the cart line', async () => {
    await set(1, 5, 3);
    await uow.transaction(() => ledger.reserve([line(1, 2)]));
    expect(await level(1)).toEqual({ stock: 5, reserved: 5 });
    const refused = await refusal(uow.transaction(() => ledger.reserve([line(1, 1, 'items.0.quantity')])));
    expect(refused).toBeInstanceOf(InsufficientStockError);
    expect(refused).toMatchObject({
      message: 'Stock insuffisant pour Box 1 : 0 disponible(s)',
      errors: { 'items.0.quantity': ['Stock insuffisant pour Box 1 : 0 disponible(s)'] },
    });
    await set(1, 5, 3);
    expect(await refusal(uow.transaction(() => ledger.reserve([line(1, 3)])))).toMatchObject({
      message: 'Stock insuffisant pour Box 1 : 2 disponible(s)',
    });
    expect(await refusal(uow.transaction(() => ledger.reserve([line(1, 0)])))).toBeInstanceOf(RangeError);
    expect(await refusal(uow.transaction(() => ledger.reserve([line(999, 1)])))).toMatchObject({
      message: 'Stock insuffisant pour Box 999 : 0 disponible(s)',
    });
  });

  it('takes an order’s lines all together, or none: a refused line undoes the others with its transaction', async () => {
    await set(1, 5, 0);
    await set(7, 3, 1);
    await uow.transaction(() => ledger.reserve([line(7, 1), line(1, 2), line(1, 1)]));
    expect([await level(1), await level(7)]).toEqual([
      { stock: 5, reserved: 3 },
      { stock: 3, reserved: 2 },
    ]);
    const refused = await refusal(uow.transaction(() => ledger.reserve([line(1, 2), line(7, 2, 'items.1.quantity')])));
    expect(refused).toMatchObject({ message: 'Stock insuffisant pour Box 7 : 1 disponible(s)' });
    expect([await level(1), await level(7)]).toEqual([
      { stock: 5, reserved: 3 },
      { stock: 3, reserved: 2 },
    ]);
  });

  it('releases without going below zero, and sells: from a reservation, or what is left after a release', async () => {
    await set(1, 5, 3);
    await ledger.release([line(1, 2)]);
    expect(await level(1)).toEqual({ stock: 5, reserved: 1 });
    await ledger.release([line(1, 2)]);
    expect(await level(1)).toEqual({ stock: 5, reserved: 0 });

    await set(1, 5, 3);
    await ledger.sell([line(1, 2)], 'reserved');
    expect(await level(1)).toEqual({ stock: 3, reserved: 1 });
    // Paid after its reservation was released: what is left goes, never the units others hold.
    await set(1, 5, 1);
    await ledger.sell([line(1, 2)], 'released');
    expect(await level(1)).toEqual({ stock: 3, reserved: 1 });
    await set(1, 2, 1);
    await ledger.sell([line(1, 3)], 'released');
    expect(await level(1)).toEqual({ stock: 1, reserved: 1 });
  });

  it('never refuses a renewal: all its units held, or none held and it needs restocking', async () => {
    await set(1, 5, 0);
    await set(8, 1, 0);
    expect(await uow.transaction(() => ledger.reserveRenewal([line(1, 3), line(8, 1)]))).toBe(false);
    expect([await level(1), await level(8)]).toEqual([
      { stock: 5, reserved: 3 },
      { stock: 1, reserved: 1 },
    ]);
    await set(8, 1, 0);
    const inTransaction = await uow.transaction(async () => {
      const restock = await ledger.reserveRenewal([line(1, 2), line(8, 2)]);
      await uow.manager.query('SELECT 1'); // the transaction goes on after the refusal, its savepoint undone
      return restock;
    });
    expect(inTransaction).toBe(true);
    expect([await level(1), await level(8)]).toEqual([
      { stock: 5, reserved: 3 },
      { stock: 1, reserved: 0 },
    ]);
  });

  it('holds a product row only from its statement to the commit: work kept for the end runs last', async () => {
    await set(2, 10, 0);
    const other = dataSource.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SET lock_timeout = '2s'`);
      await uow.transaction(async () => {
        await uow.beforeCommit(() => ledger.reserve([line(2, 1)]));
        // The order's other statements run now: the row is free for everyone else meanwhile.
        await uow.manager.query('SELECT 1');
        await other.query(`UPDATE products SET stock = stock + 1 WHERE id = 2`);
      });
      expect(await level(2)).toEqual({ stock: 11, reserved: 1 });
    } finally {
      await other.release();
    }
  });
});
