import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_TIMEOUTS, createDataSourceOptions } from '../src/database/data-source.js';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { TypeOrmUnitOfWork } from '../src/shared/database/typeorm-unit-of-work.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { waitFor } from './support/wait-for.js';

/**
 * After a PostgreSQL restart, the pool still holds the connections the restart cut
 * (docs/design/resilience.md, "After a restart"). Once the database answers again, none of them
 * fails a request: every transaction succeeds, whether the shop was told of the restart (the server
 * closed its connections) or not (a restart behind a relay that lost its connections silently: the
 * next bytes on one are answered with a reset). Runs on a private cluster of its own
 * (embedded-postgres), never on the run's shared server; waits on conditions, never on a delay.
 */
const POOL = 10;
const N = 60;

describe('PostgreSQL restarted under a warm pool', () => {
  let dir: string;
  let postgres: EmbeddedPostgres;
  let proxy: TcpProxy;
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;

  /** The shop's pool, on `url`, as the running shop opens it (timeouts, HangSafeClient). */
  const open = async (url: string) => {
    await dataSource?.destroy().catch(() => undefined);
    dataSource = await new DataSource(
      createDataSourceOptions(url, { logging: false, poolSize: POOL }, DEFAULT_DATABASE_TIMEOUTS),
    ).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-restart-'));
    fs.chmodSync(dir, 0o755);
    postgres = new EmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 0, ephemeral: true, log: () => undefined });
    await postgres.start();
    await postgres.createDatabaseIfMissing('shop');
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: postgres.port });
    await open(postgres.connectionString('shop'));
    await dataSource.query(`CREATE TABLE checkouts (id serial PRIMARY KEY, n int NOT NULL)`);
  }, 120_000);

  afterAll(async () => {
    await dataSource?.destroy().catch(() => undefined);
    await proxy?.stop();
    await postgres?.stop().catch(() => undefined);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The backends of the shop's pool, as PostgreSQL sees them. */
  const backends = async (): Promise<Set<number>> => {
    const rows = (await dataSource.query(
      `SELECT pid FROM pg_stat_activity WHERE application_name = 'boxshop' AND datname = 'shop'`,
    )) as { pid: number }[];
    return new Set(rows.map((row) => row.pid));
  };

  /** Whether the restarted server answers a connection of its own (not the shop's pool). */
  const answers = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: postgres.connectionString('shop') });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  /** One checkout-like transaction: several statements, committed together. */
  const checkout = (n: number) =>
    uow.transaction(async () => {
      const [{ id }] = (await uow.manager.query(`INSERT INTO checkouts (n) VALUES ($1) RETURNING id`, [n])) as {
        id: number;
      }[];
      await uow.manager.query(`SELECT pg_sleep(0.002)`);
      await uow.manager.query(`UPDATE checkouts SET n = n + 1000 WHERE id = $1`, [id]);
      return id;
    });

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: unknown) => `${(error as Error).name}: ${(error as Error).message}`,
    );
  const committed = async (): Promise<number> =>
    ((await dataSource.query(`SELECT count(*)::int AS count FROM checkouts WHERE n >= 1000`)) as { count: number }[])[0]
      .count;

  /** Every connection of the pool opened and back idle (the pool is warm); answers their backends. */
  const warm = async (): Promise<Set<number>> => {
    await Promise.all(Array.from({ length: POOL * 2 }, (_, i) => checkout(i)));
    const before = await backends();
    expect(before.size).toBe(POOL);
    return before;
  };

  const restart = async () => {
    await postgres.stop();
    await postgres.start();
    await waitFor(answers, 60_000, 'base de données de nouveau joignable');
  };

  it(`serves ${N} transactions and ${N} pool statements once the database answers again after a restart`, async () => {
    await open(postgres.connectionString('shop'));
    const before = await warm();
    const start = await committed();
    await restart();

    // Concurrently, so the whole pool (the connections the restart cut first) serves them.
    const transactions = await Promise.all(Array.from({ length: N }, (_, i) => outcome(checkout(i))));
    const statements = await Promise.all(
      Array.from({ length: N }, () => outcome(dataSource.query(`SELECT count(*) FROM checkouts`))),
    );
    expect(transactions.filter((o) => o !== 'ok')).toEqual([]);
    expect(statements.filter((o) => o !== 'ok')).toEqual([]);
    expect((await committed()) - start).toBe(N);
    // None of the connections the restart cut is still in the pool.
    const after = await backends();
    expect([...after].filter((pid) => before.has(pid))).toEqual([]);
  }, 120_000);

  it(`serves ${N} transactions once the database answers again after a restart the pool was never told of`, async () => {
    await open(proxy.url(postgres.connectionString('shop')));
    const before = await warm();
    const start = await committed();
    proxy.forget(); // the pool's connections are dead, and nothing told the pool so
    await restart();

    const transactions = await Promise.all(Array.from({ length: N }, (_, i) => outcome(checkout(i))));
    expect(transactions.filter((o) => o !== 'ok')).toEqual([]);
    expect((await committed()) - start).toBe(N);
    const after = await backends();
    expect([...after].filter((pid) => before.has(pid))).toEqual([]);
  }, 120_000);
});
