/**
 * The embedded PostgreSQL from a clone under a private folder (`mkdir -m 700`, as /root is): as root
 * the server runs as the postgres system user, which cannot walk through that folder. The launcher
 * then runs a copy of the programs and keeps the cluster in its shared folder, and changes no
 * permission of the user's folders (docs/operations.md, "The embedded PostgreSQL as root").
 * Without root the same start works in place: the test runs both ways and says which it checked.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres, EmbeddedPostgresStartError } from '../src/database/embedded-postgres.js';

const asRoot = process.getuid?.() === 0;

function installedNative(): string {
  const require = createRequire(__filename);
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

async function rows(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe(`Embedded PostgreSQL under a private folder (${asRoot ? 'as root' : 'as a normal user'})`, () => {
  let privateRoot: string;
  let sharedDir: string;
  const servers: EmbeddedPostgres[] = [];

  beforeAll(() => {
    // /root/… as a newcomer has it: the folder, the clone's packages and its data below a 700 ancestor.
    privateRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-private-'));
    fs.chmodSync(privateRoot, 0o700);
    const packages = path.join(privateRoot, 'shop', 'node_modules', 'postgres-native');
    fs.mkdirSync(path.dirname(packages), { recursive: true });
    fs.cpSync(installedNative(), packages, { recursive: true, verbatimSymlinks: true });
    sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-shared-'));
    fs.chmodSync(sharedDir, 0o755);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    fs.rmSync(privateRoot, { recursive: true, force: true });
    fs.rmSync(sharedDir, { recursive: true, force: true });
  });

  const launcher = (options: Partial<ConstructorParameters<typeof EmbeddedPostgres>[0]> = {}) => {
    const server = new EmbeddedPostgres({
      dataDir: path.join(privateRoot, 'shop', '.data', 'pg'),
      nativeDir: path.join(privateRoot, 'shop', 'node_modules', 'postgres-native'),
      port: 0,
      sharedDir,
      ephemeral: true,
      log: () => undefined,
      ...options,
    });
    servers.push(server);
    return server;
  };

  it('starts, answers a query, keeps its data across a restart, and leaves the private folder as it was', async () => {
    const first = launcher();
    await first.start();
    await first.createDatabaseIfMissing('boxshop');
    await rows(first.connectionString('boxshop'), 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await first.stop();

    const second = launcher();
    await second.start();
    expect(await rows(second.connectionString('boxshop'), 'SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await second.stop();

    const dataDir = path.join(privateRoot, 'shop', '.data', 'pg');
    expect(fs.statSync(privateRoot).mode & 0o777).toBe(0o700);
    if (asRoot) {
      // The cluster lives in the shared folder; DATA_DIR/pg leads to it; the programs were copied once.
      expect(fs.lstatSync(dataDir).isSymbolicLink()).toBe(true);
      expect(second.clusterPath.startsWith(path.join(sharedDir, 'clusters') + path.sep)).toBe(true);
      expect(fs.existsSync(path.join(second.clusterPath, 'PG_VERSION'))).toBe(true);
      const copies = fs.readdirSync(sharedDir).filter((name) => name.startsWith('postgresql-'));
      expect(copies).toHaveLength(1);
    } else {
      expect(second.clusterPath).toBe(dataDir);
      expect(fs.readdirSync(sharedDir)).toEqual([]);
    }
  }, 120_000);

  it('names the folder and what to do when the data folder cannot be made (never a bare errno)', async () => {
    const aFile = path.join(privateRoot, 'not-a-folder');
    fs.writeFileSync(aFile, '');
    const failure = launcher({ dataDir: path.join(aFile, 'data', 'pg') }).start();
    await expect(failure).rejects.toBeInstanceOf(EmbeddedPostgresStartError);
    await expect(failure).rejects.toThrow(
      `PostgreSQL embarqué : impossible de créer le dossier de données (${path.join(aFile, 'data')}) : ` +
        'un élément du chemin est un fichier, pas un dossier (ENOTDIR). ' +
        'Choisissez un dossier accessible en écriture avec DATA_DIR, ou utilisez votre propre serveur avec DATABASE_URL.',
    );
  });

  it('names the program and its folder when PostgreSQL cannot be run', async () => {
    const broken = path.join(privateRoot, 'broken-native');
    fs.mkdirSync(path.join(broken, 'bin'), { recursive: true });
    for (const program of ['initdb', 'pg_ctl'])
      fs.writeFileSync(path.join(broken, 'bin', program), '', { mode: 0o644 });
    const failure = launcher({ dataDir: path.join(privateRoot, 'broken', 'pg'), nativeDir: broken }).start();
    await expect(failure).rejects.toBeInstanceOf(EmbeddedPostgresStartError);
    await expect(failure).rejects.toThrow(
      /le programme initdb ne peut pas être lancé \(.+\/bin\) : accès refusé \(EACCES\)\./,
    );
    await expect(failure).rejects.not.toThrow(/^spawn/);
  });
});
