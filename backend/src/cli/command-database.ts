import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createDataSourceOptions } from '../database/data-source.js';
import { type EmbeddedPostgres, shopEmbeddedPostgres } from '../database/embedded-postgres.js';

async function canConnect(url: string): Promise<boolean> {
  const probe = new DataSource(createDataSourceOptions(url, { logging: false, poolSize: 1 }));
  try {
    await probe.initialize();
    return true;
  } catch {
    return false;
  } finally {
    if (probe.isInitialized) await probe.destroy();
  }
}

/**
 * The database of a one-shot command: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR — the
 * running shop's server when it answers, or one started for the command (`embedded`, to stop at the end).
 */
export async function commandDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort' | 'embeddedPgSharedDir'>,
): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const pgDir = path.join(config.dataDir, 'pg');
  const passwordFile = `${pgDir}.password`;
  const running = fs.existsSync(passwordFile)
    ? `postgres://postgres:${encodeURIComponent(fs.readFileSync(passwordFile, 'utf8').trim())}@127.0.0.1:${config.embeddedPgPort}/boxshop`
    : undefined;
  if (running && (await canConnect(running))) return { url: running }; // the shop is running: its server
  const embedded = shopEmbeddedPostgres(config, () => undefined);
  await embedded.start();
  await embedded.createDatabaseIfMissing('boxshop');
  return { url: embedded.connectionString('boxshop'), embedded };
}
