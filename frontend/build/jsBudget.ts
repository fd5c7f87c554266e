import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
}

type Bundle = Record<string, ChunkLike>;

/** `roots` and, transitively, the chunks they import statically. */
function closure(bundle: Bundle, roots: ChunkLike[]): ChunkLike[] {
  const seen = new Map<string, ChunkLike>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root.fileName);
  return [...seen.values()];
}

/** The files a first page load runs: the entry chunk and, transitively, what it imports statically. */
export function initialChunks(bundle: Bundle): ChunkLike[] {
  return closure(
    bundle,
    Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry),
  );
}

/** The first load of a page whose screen is the lazy chunk built from `screen` (a source file path). */
export function pageChunks(bundle: Bundle, screen: string): ChunkLike[] | null {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(screen));
  if (!chunk) return null;
  return closure(bundle, [...initialChunks(bundle), chunk]);
}

/**
 * Fails the client build when the JavaScript of a first page load (entry + static imports) grows
 * past `limitBytes` once gzipped, and prints what it weighs; then prints, for each server-rendered
 * page, the entry with that page's own screen chunk (which the page loads before hydrating).
 */
export function jsBudget(limitBytes: number, screens: Record<string, string> = {}): Plugin {
  return {
    name: 'boxplaisir:js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const all = bundle as unknown as Bundle;
      const gzipSizes = new Map<string, number>();
      const gzip = (c: ChunkLike) => {
        if (!gzipSizes.has(c.fileName))
          gzipSizes.set(c.fileName, gzipSync(c.code ?? '', { level: 9 }).length);
        return gzipSizes.get(c.fileName)!;
      };
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const chunks = initialChunks(all);
      const total = chunks.reduce((sum, c) => sum + gzip(c), 0);
      const lines = [...chunks]
        .sort((a, b) => gzip(b) - gzip(a))
        .map((c) => `  ${kB(gzip(c)).padStart(9)}  ${c.fileName}`);
      const pages = Object.entries(screens).map(([page, screen]) => {
        const withScreen = pageChunks(all, screen);
        const weight = withScreen ? kB(withScreen.reduce((sum, c) => sum + gzip(c), 0)) : 'écran introuvable';
        return `  ${page} avec son écran : ${weight}`;
      });
      const summary = `JS initial : ${kB(total)} gzip (budget ${(limitBytes / 1000).toFixed(0)} kB)`;
      if (total > limitBytes) {
        this.error(`${summary} — budget dépassé :\n${lines.join('\n')}`);
      }
      this.info([summary, ...lines, ...pages].join('\n'));
    },
  };
}
