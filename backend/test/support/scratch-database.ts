import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** URL of an empty database on the run's PostgreSQL server (the app migrates it at start). */
  url: string;
  drop(): Promise<void>;
}

async function onRunDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for a suite that changes shared rows (stock …), so suites running in
 * parallel on the run's database never see the change.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL manquant : la globalSetup de Jest aurait dû le définir');
  const name = `boxshop_scratch_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onRunDatabase(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onRunDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
