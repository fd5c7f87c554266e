import type { DataSourceOptions } from 'typeorm';
import { ENTITY_SCHEMAS } from './entities.js';
import { HangSafeClient } from './hang-safe-client.js';
import { MIGRATIONS } from './migrations/index.js';
import type { DatabaseTimeouts } from '../config/app-config.js';

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectTimeoutMs: 5_000, queryTimeoutMs: 15_000 };

/** PostgreSQL cancels a long statement itself first (the connection stays usable); only a silent one is dropped. */
export const QUERY_READ_GRACE_MS = 1_000;

/**
 * The one description of our database: used by Nest, the tests and the TypeORM CLI. With `timeouts`,
 * no query waits for ever on a hung server (the running shop); without, only connecting is bounded
 * (migrations, whose statements and lock waits may rightly take long).
 */
export function createDataSourceOptions(
  url: string,
  overrides: Partial<DataSourceOptions> = {},
  timeouts?: DatabaseTimeouts,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    applicationName: 'boxshop',
    entities: ENTITY_SCHEMAS,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    logging: ['error', 'warn', 'migration'],
    poolSize: 10,
    connectTimeoutMS: timeouts?.connectTimeoutMs ?? DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
    ...(timeouts
      ? {
          extra: {
            Client: HangSafeClient,
            statement_timeout: timeouts.queryTimeoutMs,
            query_timeout: timeouts.queryTimeoutMs + QUERY_READ_GRACE_MS,
          },
        }
      : {}),
    ...overrides,
  } as DataSourceOptions;
}
