import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSourceOptions } from '../../src/database/data-source.js';
import { runMigrationsLocked } from '../../src/database/migrate.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

declare global {
  var __BOXSHOP_TEST_DATABASE__: TestDatabase | undefined;
  var __BOXSHOP_TEST_DATA_DIR__: string | undefined;
}

/** Runs once before all suites (plain Node): a fresh database with every migration applied. */
export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  globalThis.__BOXSHOP_TEST_DATABASE__ = database;

  const dataSource = new DataSource(createDataSourceOptions(database.url, { logging: ['error'] }));
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
  } catch (error) {
    await database.drop(); // Jest skips the teardown when the setup fails
    throw error;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }

  // Read by the workers (they inherit this environment).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-test-data-'));
  globalThis.__BOXSHOP_TEST_DATA_DIR__ = dataDir;
  process.env.DATABASE_URL = database.url;
  process.env.NODE_ENV = 'test';
  process.env.DATA_DIR = dataDir;
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.GIFT_CARD_SECRET ??= randomBytes(32).toString('hex');
  process.env.LOG_LEVEL ??= 'silent';
}
