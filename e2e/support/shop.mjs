// Starts the shop exactly as `npm start` runs it (the built backend serving the built SPA),
// on free ports and a fresh data folder, and stops it cleanly afterwards.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A fresh folder under the system's temporary one, for a shop's DATA_DIR or an embedded PostgreSQL.
 * Open to be walked through (755): as root, the postgres user must reach the cluster made in it,
 * else the launcher would put the cluster in its shared folder, where nothing removes it
 * (docs/operations.md, "The embedded PostgreSQL as root").
 */
export async function dataFolder(prefix) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

async function waitForHealth(url, child, logs, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the shop exited early (code ${child.exitCode}):\n${logs.join('')}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not become healthy within ${timeoutMs} ms:\n${logs.join('')}`);
}

/** The administrator every journey's shop starts with (ADMIN_EMAIL / ADMIN_PASSWORD, as an operator sets them). */
export const shopAdmin = { email: 'admin@e2e.boxplaisir.be', password: 'Admin-e2e-2026!' };

/** @returns {Promise<{url: string, env: Record<string,string>, logs: string[], stop: () => Promise<void>}>} */
export async function startShop(extraEnv = {}) {
  // A given PORT restarts a shop on the same origin (its service worker and storage survive).
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const pgPort = await freePort();
  const dataDir = await dataFolder('boxshop-e2e-');
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    SCHEDULER: 'off',
    ADMIN_EMAIL: shopAdmin.email,
    ADMIN_PASSWORD: shopAdmin.password,
    ...extraEnv,
  };
  // The journeys run on the embedded database, as `npm start` does, unless told otherwise.
  if (!('DATABASE_URL' in extraEnv)) delete env.DATABASE_URL;
  const logs = [];
  const child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => logs.push(d.toString()));
  child.stderr.on('data', (d) => logs.push(d.toString()));
  await waitForHealth(url, child, logs);
  return {
    url,
    env,
    logs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
