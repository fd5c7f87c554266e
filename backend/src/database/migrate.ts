import type { DataSource, Migration } from 'typeorm';

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_426_001;

/**
 * Applies pending migrations under a PostgreSQL advisory lock, so several API instances starting
 * together (docker-compose replicas) never run the same migration twice.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
