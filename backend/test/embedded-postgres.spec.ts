import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '../src/database/embedded-postgres.js';

async function count(server: EmbeddedPostgres, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: server.connectionString(database) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM kept');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('Embedded PostgreSQL launcher', () => {
  let dir: string;
  const servers: EmbeddedPostgres[] = [];
  const server = () => {
    const s = new EmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 0, ephemeral: true, log: () => undefined });
    servers.push(s);
    return s;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-embedded-'));
    fs.chmodSync(dir, 0o755);
  });
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('initialises once, keeps data across restarts and recovers from a killed run', async () => {
    const first = server();
    await first.start();
    await first.createDatabaseIfMissing('boxshop');
    await first.createDatabaseIfMissing('boxshop'); // idempotent
    const client = new pg.Client({ connectionString: first.connectionString('boxshop') });
    await client.connect();
    await client.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (1), (2)');
    await client.end();

    // As after a SIGKILL of Node: the server is still running, nobody will stop it.
    const second = server();
    await second.start();
    expect(await count(second, 'boxshop')).toBe(2);
    await second.stop();

    // As after a SIGKILL of both: a postmaster.pid naming a dead process.
    fs.writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), `999999\n${path.join(dir, 'pg')}\n`);
    const third = server();
    await third.start();
    expect(await count(third, 'boxshop')).toBe(2);
    await third.stop();
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
