// Starts the shop exactly as `npm start` runs it (the built backend serving the built SPA),
// on ports the system chooses and a fresh data folder, and stops it cleanly afterwards.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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

/** The first capture of `pattern` in a process's output, once printed (a shop or sandbox says where it listens). */
export async function printed(child, logs, pattern, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = logs.join('').match(pattern);
    if (found) return found[1];
    if (child.exitCode !== null) throw new Error(`the process exited early (code ${child.exitCode}):\n${logs.join('')}`);
    if (Date.now() > deadline) throw new Error(`the process never printed ${pattern}:\n${logs.join('')}`);
    // Look again at its next output or exit (the deadline only bounds a shop that hangs).
    await new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        child.stdout.off('data', done);
        child.stderr.off('data', done);
        child.off('exit', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
      child.stdout.on('data', done);
      child.stderr.on('data', done);
      child.on('exit', done);
    });
  }
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
/** `nodeArgs`: flags for the shop's Node (a profiler's, for the benches). */
export async function startShop(extraEnv = {}, { nodeArgs = [] } = {}) {
  // The shop and its PostgreSQL listen on ports the system chooses (PORT=0, EMBEDDED_PG_PORT=0) and say
  // which: no port is probed here and bound later, when another process may have taken it. A shop that
  // must keep its origin across a restart gets PUBLIC_URL on a proxy that stays open (see pwa.test.mjs);
  // a given PORT binds that port again, free only as long as no other process took it meanwhile.
  const dataDir = await dataFolder('boxshop-e2e-');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    PUBLIC_URL: extraEnv.PORT ? `http://127.0.0.1:${extraEnv.PORT}` : 'http://127.0.0.1:0',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '0',
    LOG_LEVEL: 'warn',
    SCHEDULER: 'off',
    ADMIN_EMAIL: shopAdmin.email,
    ADMIN_PASSWORD: shopAdmin.password,
    ...extraEnv,
  };
  // The journeys run on the embedded database, as `npm start` does, unless told otherwise.
  if (!('DATABASE_URL' in extraEnv)) delete env.DATABASE_URL;
  const logs = [];
  const child = spawn(process.execPath, [...nodeArgs, 'backend/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => logs.push(d.toString()));
  child.stderr.on('data', (d) => logs.push(d.toString()));
  // Its own address (PUBLIC_URL may be another origin in front of it: a proxy).
  const port = env.PORT !== '0' ? env.PORT : await printed(child, logs, /écoute sur le port (\d+)/);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, logs);
  // The ports it got, for a restart on the same origin and for embeddedDatabaseUrl(env).
  env.PORT = port;
  if (!extraEnv.PUBLIC_URL) env.PUBLIC_URL = url;
  if (!env.DATABASE_URL && env.EMBEDDED_PG_PORT === '0') env.EMBEDDED_PG_PORT = await printed(child, logs, /démarré sur 127\.0\.0\.1:(\d+)/);
  return {
    url,
    env,
    logs,
    pid: child.pid,
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
