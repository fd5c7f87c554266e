// What the API benchmarks share: a throw-away database and the bare node:http + pg baseline server.
import { fork } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from '../e2e/support/shop.mjs';

/**
 * A fresh database: on DATABASE_URL's server when it is set, else on an embedded PostgreSQL of its own.
 * `where` names it for the report.
 */
export async function startDatabase() {
  const dbName = `boxshop_bench_${Date.now()}`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    return {
      url: url.toString(),
      where: 'PostgreSQL on DATABASE_URL',
      async stop() {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  // The shop's own launcher (built by `npm run bench`): runs PostgreSQL as the postgres user when root.
  const { EmbeddedPostgres } = await import('../backend/dist/database/embedded-postgres.js');
  const dir = await mkdtemp(join(tmpdir(), 'boxshop-bench-pg-'));
  await chmod(dir, 0o755);
  const server = new EmbeddedPostgres({ dataDir: join(dir, 'pg'), port: 0, ephemeral: true, log: () => {} });
  await server.start();
  const admin = new pg.Client({ connectionString: server.connectionString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const version = (await admin.query('SHOW server_version')).rows[0].server_version;
  await admin.end();
  return {
    url: server.connectionString(dbName),
    where: `embedded PostgreSQL ${version} (default settings)`,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The bare baseline (bench/bare-server.mjs) on that database, on a port the system chose; `pid` for its CPU time. */
export async function startBare(databaseUrl) {
  const child = fork(join(repoRoot, 'bench/bare-server.mjs'), { env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' } });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
