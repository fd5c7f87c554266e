import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createDataSourceOptions } from './data-source.js';

/** TypeORM connection; pending migrations run at start (never `synchronize`). */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...createDataSourceOptions(databaseUrl, { migrationsRun: true }),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
    };
  }
}
