import type { DataSourceOptions } from 'typeorm';
import { ENTITY_SCHEMAS } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/** The one description of our database: used by Nest, the tests and the TypeORM CLI. */
export function createDataSourceOptions(url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
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
    connectTimeoutMS: 10_000,
    ...overrides,
  } as DataSourceOptions;
}
