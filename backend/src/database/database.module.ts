import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from './data-source.js';
import { runMigrationsLocked } from './migrate.js';

/** TypeORM connection; pending migrations run at start under a lock (never `synchronize`). */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...createDataSourceOptions(databaseUrl), retryAttempts: 3, retryDelay: 1000 }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await runMigrationsLocked(dataSource);
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
