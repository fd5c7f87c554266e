/**
 * Where the embedded PostgreSQL's programs and cluster live when the shop runs as root.
 *
 * PostgreSQL refuses to run as root, so the launcher runs it as the `postgres` system user. That user
 * must be able to walk to the programs (in node_modules) and to the cluster (DATA_DIR/pg). In a clone
 * under a private folder (`/root/shop`, any ancestor of mode 700) it cannot, and root changes no
 * permission of the user's folders to let it through. Instead:
 * - the programs are copied once into the shared folder (`<shared>/<package>-<version>`), then reused;
 * - the cluster is made in `<shared>/clusters/<name>-<hash of DATA_DIR/pg>`, and DATA_DIR/pg becomes a
 *   symbolic link to it, so the data keeps its usual name and survives restarts.
 * Where the postgres user can already reach both (a clone under /home/…, /work, /tmp), nothing moves.
 * See docs/operations.md ("The embedded PostgreSQL as root").
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The default shared folder: root-owned, outside any user's home, kept across reboots. */
export const DEFAULT_EMBEDDED_PG_SHARED_DIR = '/var/lib/boxplaisir/postgres';

export interface SystemUser {
  uid: number;
  gid: number;
}

/**
 * A failed step of the embedded PostgreSQL's start, said as a person needs it: which step, which
 * folder, why in words, and what to do. Never a bare errno.
 */
export class EmbeddedPostgresStartError extends Error {
  constructor(step: string, folder: string, cause: unknown, fix: string) {
    super(`${step} (${folder}) : ${explainCause(cause)}. ${fix}`);
    this.name = 'EmbeddedPostgresStartError';
  }
}

const ERRNO_WORDS: Record<string, string> = {
  EACCES: 'accès refusé',
  EPERM: 'opération non permise',
  EROFS: 'le disque est en lecture seule',
  ENOSPC: 'le disque est plein',
  ENOTDIR: 'un élément du chemin est un fichier, pas un dossier',
  ENOENT: 'introuvable',
  EEXIST: 'existe déjà',
};

/** "accès refusé (EACCES)" rather than "spawn … EACCES". */
export function explainCause(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code && ERRNO_WORDS[code]) return `${ERRNO_WORDS[code]} (${code})`;
  return cause instanceof Error ? cause.message : String(cause);
}

/** What an operator can always do instead: another shared folder, a server of their own, or a shared clone. */
export const SHARED_DIR_FIX =
  'Choisissez un dossier accessible en écriture avec EMBEDDED_PG_SHARED_DIR, ' +
  'ou utilisez votre propre serveur avec DATABASE_URL.';

/** Whether `user` can walk to `target` (search permission on every ancestor, and `x` on target itself). */
export function canReach(user: SystemUser, target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], {
      uid: user.uid,
      gid: user.gid,
      stdio: 'ignore',
    });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

function mkdirShared(dir: string, mode: number): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode });
    // An existing folder keeps its owner; make sure the postgres user may walk through.
    const current = fs.statSync(dir).mode & 0o7777;
    if ((current & 0o001) === 0) fs.chmodSync(dir, current | 0o001);
  } catch (error) {
    throw new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : impossible de préparer le dossier partagé',
      dir,
      error,
      SHARED_DIR_FIX,
    );
  }
}

/**
 * The PostgreSQL programs (`native/`, with bin, lib and share) where `user` can run them: in place
 * when it can reach them, else a copy in `<sharedDir>/<name>-<version>`, made once (copied beside, then
 * renamed: a half-made copy is never used, and parallel starts agree on one).
 */
export async function reachableNative(
  user: SystemUser,
  nativeDir: string,
  version: string,
  sharedDir: string,
): Promise<string> {
  if (await canReach(user, path.join(nativeDir, 'bin', 'initdb'))) return nativeDir;
  const target = path.join(sharedDir, `postgresql-${version}`);
  if (fs.existsSync(path.join(target, 'bin', 'initdb'))) return target;
  mkdirShared(sharedDir, 0o755);
  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  try {
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, target);
    } catch (error) {
      // Another start made it first: keep theirs.
      if (!fs.existsSync(path.join(target, 'bin', 'initdb'))) throw error;
    }
  } catch (error) {
    throw new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : impossible de copier les programmes de PostgreSQL là où l’utilisateur postgres peut les lancer',
      target,
      error,
      SHARED_DIR_FIX,
    );
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

/** Makes the parent of the cluster's folder (DATA_DIR), or says which folder could not be made and what to do. */
export function makeDataFolder(dataDir: string): string {
  const parent = path.dirname(dataDir);
  try {
    fs.mkdirSync(parent, { recursive: true });
  } catch (error) {
    throw new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : impossible de créer le dossier de données',
      parent,
      error,
      'Choisissez un dossier accessible en écriture avec DATA_DIR, ou utilisez votre propre serveur avec DATABASE_URL.',
    );
  }
  return parent;
}

/**
 * The cluster's real folder for `dataDir`: dataDir itself when `user` can reach its parent, else a
 * folder of the shared one, with dataDir made a link to it.
 */
export async function reachableCluster(user: SystemUser, dataDir: string, sharedDir: string): Promise<string> {
  const parent = makeDataFolder(dataDir);
  const link = fs.lstatSync(dataDir, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) {
    const target = path.resolve(parent, fs.readlinkSync(dataDir));
    if (!fs.existsSync(path.dirname(target))) mkdirShared(path.dirname(target), 0o711); // the shared folder was emptied
    return target;
  }
  if (await canReach(user, parent)) return dataDir;
  if (link) {
    // A real folder the postgres user cannot reach (a clone moved under a private folder, say).
    throw new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : l’utilisateur postgres ne peut pas atteindre le cluster existant',
      dataDir,
      Object.assign(new Error(''), { code: 'EACCES' }),
      `Déplacez-le dans ${path.join(sharedDir, 'clusters')} et remplacez-le par un lien symbolique ` +
        `(voir docs/operations.md), ou supprimez-le pour repartir d’une base neuve.`,
    );
  }
  const clusters = path.join(sharedDir, 'clusters');
  mkdirShared(sharedDir, 0o755);
  mkdirShared(clusters, 0o711);
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const target = path.join(clusters, `${path.basename(dataDir)}-${id}`);
  try {
    // Which folder of which clone this cluster belongs to, for the operator who tidies the shared folder.
    fs.writeFileSync(`${target}.source`, `${path.resolve(dataDir)}\n`);
    fs.symlinkSync(target, dataDir);
  } catch (error) {
    throw new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : impossible de relier le dossier de données au cluster partagé',
      dataDir,
      error,
      SHARED_DIR_FIX,
    );
  }
  return target;
}
