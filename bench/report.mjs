// Writes one benchmark's markdown into its section of docs/performance.md, between
// <!-- bench:NAME:start --> and <!-- bench:NAME:end -->, and prints it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../e2e/support/shop.mjs';

export async function writeSection(name, markdown) {
  console.log(`\n${markdown}\n`);
  const path = join(repoRoot, 'docs/performance.md');
  const doc = await readFile(path, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  const updated = doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => `${start}\n${markdown}\n${end}`);
  await writeFile(path, updated);
  console.log(`written to docs/performance.md (${name})`);
}
