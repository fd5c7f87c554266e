import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  code?: string;
  /** An asset's content (index.html). */
  source?: string | Uint8Array;
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

/** The files a first page load runs: the scripts index.html loads and, transitively, what they import statically. */
export function initialChunks(bundle: Bundle): ChunkLike[] {
  const html = String(bundle['index.html']?.source ?? '');
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map(
    ([, file]) => bundle[file],
  );
  return closure(
    bundle,
    scripts.filter((c) => c !== undefined),
  );
}

/** The first load of a page whose screen is the lazy chunk built from `screen` (a source file path). */
export function pageChunks(bundle: Bundle, screen: string): ChunkLike[] | null {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(screen));
  if (!chunk) return null;
  return closure(bundle, [...initialChunks(bundle), chunk]);
}

/** How the build compresses the copies the shop sends (vite.config.ts), and so how the budget weighs. */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

/** As the shop sends a script: its Brotli copy. */
const brotli = (code: string) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;
/** Its gzip copy, what a browser without Brotli receives. */
const gzip = (code: string) => gzipSync(code, { level: GZIP_LEVEL }).length;

/** Compressed weight of chunks, each compressed once. */
function weigher(compress: (code: string) => number): (chunks: ChunkLike[]) => number {
  const sizes = new Map<string, number>();
  const size = (c: ChunkLike) => {
    if (!sizes.has(c.fileName)) sizes.set(c.fileName, compress(c.code ?? ''));
    return sizes.get(c.fileName)!;
  };
  return (chunks) => chunks.reduce((sum, c) => sum + size(c), 0);
}

export interface FirstPage {
  /** '/product/:id', or 'entrée' for the entry alone (a client-rendered page before its screen). */
  page: string;
  chunks: ChunkLike[];
  /** As sent (Brotli). */
  bytes: number;
  gzipBytes: number;
}

/**
 * What each first page downloads before it is hydrated: the entry with its static imports, and, for
 * each server-rendered page, those plus the page's own screen chunk and its static imports (the
 * browser fetches that screen before hydrating the server's markup). A screen missing from the
 * bundle is an error: the budget would silently measure less than a shopper downloads.
 */
export function firstPages(bundle: Bundle, screens: Record<string, string>): FirstPage[] {
  const sent = weigher(brotli);
  const gzipped = weigher(gzip);
  const firstPage = (page: string, chunks: ChunkLike[]) => ({
    page,
    chunks,
    bytes: sent(chunks),
    gzipBytes: gzipped(chunks),
  });
  const pages: FirstPage[] = [firstPage('entrée', initialChunks(bundle))];
  for (const [page, screen] of Object.entries(screens)) {
    const chunks = pageChunks(bundle, screen);
    if (!chunks) throw new Error(`Écran ${screen} introuvable dans le bundle (page ${page})`);
    pages.push(firstPage(page, chunks));
  }
  return pages;
}

/**
 * Fails the client build when a first page's JavaScript (see firstPages) grows past `limitBytes`
 * as the shop sends it (Brotli), and prints what each first page weighs (gzip beside it) and the
 * heaviest page's files.
 */
export function jsBudget(limitBytes: number, screens: Record<string, string> = {}): Plugin {
  return {
    name: 'boxplaisir:js-budget',
    apply: 'build',
    // Once written: the chunks' code as sent (Vite adds what each lazy screen preloads after the
    // plugins' generateBundle).
    writeBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      let pages: FirstPage[];
      try {
        pages = firstPages(bundle as unknown as Bundle, screens);
      } catch (err) {
        this.error((err as Error).message);
      }
      const heaviest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      const files = heaviest.chunks
        .map((c) => [c, brotli(c.code ?? '')] as const)
        .sort((a, b) => b[1] - a[1])
        .map(([c, bytes]) => `  ${kB(bytes).padStart(9)}  ${c.fileName}`);
      const summary = [
        `JS d'une première page (Brotli, budget ${kB(limitBytes)} ; gzip entre parenthèses) :`,
        ...pages.map((p) => `  ${p.page.padEnd(14)} ${kB(p.bytes)} (${kB(p.gzipBytes)})`),
        `la plus lourde, ${heaviest.page} :`,
        ...files,
      ].join('\n');
      if (heaviest.bytes > limitBytes) {
        // Printed at once too: a later plugin's failure on the aborted build can hide the error's text.
        console.error(`\n${summary}\n`);
        this.error(`Budget JavaScript dépassé par ${heaviest.page} (${kB(heaviest.bytes)}).\n${summary}`);
      }
      this.info(summary);
    },
  };
}
