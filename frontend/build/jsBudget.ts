import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/** The files a first page load runs: the entry chunk and, transitively, what it imports statically. */
export function initialChunks(bundle: Record<string, ChunkLike>): ChunkLike[] {
  const seen = new Map<string, ChunkLike>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return [...seen.values()];
}

/**
 * Fails the client build when the JavaScript of a first page load (entry + static imports) grows
 * past `limitBytes` once gzipped, and prints what it weighs. Lazy route chunks are not counted.
 */
export function jsBudget(limitBytes: number): Plugin {
  return {
    name: 'boxplaisir:js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const chunks = initialChunks(bundle as unknown as Record<string, ChunkLike>);
      const sizes = chunks.map((c) => ({ file: c.fileName, gzip: gzipSync(c.code ?? '', { level: 9 }).length }));
      const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
      const lines = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map((s) => `  ${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.file}`);
      const summary = `JS initial : ${(total / 1000).toFixed(1)} kB gzip (budget ${(limitBytes / 1000).toFixed(0)} kB)`;
      if (total > limitBytes) {
        this.error(`${summary} — budget dépassé :\n${lines.join('\n')}`);
      }
      this.info(`${summary}\n${lines.join('\n')}`);
    },
  };
}
