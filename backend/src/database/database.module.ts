import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DatabaseTimeouts } from '../config/app-config.js';
import { createDataSourceOptions } from './data-source.js';
import { runMigrationsLocked } from './migrate.js';

/**
 * TypeORM connection; pending migrations run at start under a lock (never `synchronize`). They run on a
 * connection of their own without the query timeouts of the running shop: a migration, or an instance
 * waiting for another one's migrations, may rightly take longer than any request. (Two connections: one
 * holds the migration lock while the other migrates.)
 */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, timeouts: DatabaseTimeouts): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...createDataSourceOptions(databaseUrl, {}, timeouts),
            retryAttempts: 3,
            retryDelay: 1000,
          }),
          dataSourceFactory: async (options) => {
            const migrations = await new DataSource(createDataSourceOptions(databaseUrl, { poolSize: 2 })).initialize();
            try {
              await runMigrationsLocked(migrations);
            } finally {
              await migrations.destroy().catch(() => undefined);
            }
            return new DataSource(options!).initialize();
          },
        }),
      ],
    };
  }
}
