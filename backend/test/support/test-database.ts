/**
 * A throw-away PostgreSQL database for one Jest run: on DATABASE_URL's server when it is set,
 * otherwise on an embedded server started in a temporary folder on a free port.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres.js';

export interface TestDatabase {
  /** URL of the throw-away database. */
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(log: (message: string) => void = () => undefined): Promise<TestDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;

  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-test-'));
    fs.chmodSync(tempDir, 0o755); // the postgres user must reach the cluster folder
    embedded = new EmbeddedPostgres({
      dataDir: path.join(tempDir, 'pg'),
      port: 0,
      ephemeral: true,
      log,
    });
    await embedded.start();
    serverUrl = embedded.connectionString('postgres');
  }

  const name = `boxshop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const adminUrl = serverUrl;

  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      try {
        await onServer(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await embedded?.stop();
        if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
      }
    },
  };
}
