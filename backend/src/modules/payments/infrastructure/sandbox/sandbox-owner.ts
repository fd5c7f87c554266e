import fs from 'node:fs';
import path from 'node:path';

/**
 * Who runs the sandbox of a state file. A sandbox inside `npm start` owns DATA_DIR/mollie-sandbox.json
 * while it runs and says where it listens in `<file>.owner.json` (pid, API address, certificate file).
 * `npm run orders:expire` reads it and talks to THAT sandbox over HTTPS instead of loading a copy of
 * its file (which it would write over when done). A second process claiming a file owned by a live
 * process is refused.
 */
export interface RunningSandbox {
  pid: number;
  apiUrl: string;
  caFile: string;
}

const ownerFile = (stateFile: string) => `${stateFile}.owner.json`;
const caFile = (stateFile: string) => `${stateFile}.ca.pem`;

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(stateFile: string): RunningSandbox | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(stateFile), 'utf8')) as Partial<RunningSandbox>;
    if (typeof owner.pid !== 'number') return undefined;
    return { pid: owner.pid, apiUrl: String(owner.apiUrl ?? ''), caFile: String(owner.caFile ?? '') };
  } catch {
    return undefined;
  }
}

/** The sandbox running on this state file in another live process, once it listens; else undefined. */
export function findRunningSandbox(stateFile: string): RunningSandbox | undefined {
  const owner = readOwner(stateFile);
  if (!owner || owner.pid === process.pid || !isAlive(owner.pid) || !owner.apiUrl) return undefined;
  return owner;
}

/**
 * Takes the state file for this process. When a live process owns it (`npm run orders:expire` sweeping
 * while no shop ran), waits up to `waitMs` for it to finish, then refuses.
 */
export async function claimSandboxFile(stateFile: string, waitMs = 30_000): Promise<void> {
  const deadline = Date.now() + waitMs;
  let owner = readOwner(stateFile);
  while (owner && owner.pid !== process.pid && isAlive(owner.pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    owner = readOwner(stateFile);
  }
  if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
    throw new Error(
      `Le bac à sable Mollie de ${stateFile} tourne déjà dans le processus ${owner.pid} ` +
        `(${owner.apiUrl || 'en démarrage'}) : un seul processus peut utiliser ce fichier.`,
    );
  }
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(ownerFile(stateFile), JSON.stringify({ pid: process.pid }), { mode: 0o600 });
}

/** Says where this process's sandbox listens (after it started). */
export function announceSandbox(stateFile: string, apiUrl: string, certificatePem: string): void {
  fs.writeFileSync(caFile(stateFile), certificatePem, { mode: 0o644 });
  fs.writeFileSync(
    ownerFile(stateFile),
    JSON.stringify({ pid: process.pid, apiUrl, caFile: caFile(stateFile) } satisfies RunningSandbox),
    { mode: 0o600 },
  );
}

/** Gives the file back (on close). */
export function releaseSandboxFile(stateFile: string): void {
  if (readOwner(stateFile)?.pid !== process.pid) return;
  fs.rmSync(ownerFile(stateFile), { force: true });
  fs.rmSync(caFile(stateFile), { force: true });
}
