import fs from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (frontend/dist/.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A built file named by a tag of index.html (script src, stylesheet or preload href). */
const ASSET_REFERENCE = /\b(?:src|href)="\/(assets\/[^"]+)"/g;

/** Where `vite build` writes its manifest (build.manifest: true), inside the SPA folder. */
export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * What a server-rendered page needs beyond index.html for its screen (the lazily loaded chunk of
 * /, /category or /product/:id), read from Vite's build manifest: a modulepreload for each of the
 * screen's JavaScript chunks, so hydration does not wait for them to be discovered, and the
 * screen's stylesheets written into the page (painted without a round trip, never unstyled). No
 * preload of those stylesheets: the page already holds them, and the browser warns of a preload that
 * nothing uses in the seconds after load (the route loader asks for them only once it runs).
 * Chunks and stylesheets index.html already loads are left out: the files its tags name, with what
 * they import. (The manifest does not always say which chunk is the entry: when the build merges the
 * entry into the shared `shell` chunk, no chunk is marked `isEntry`.)
 */
export class ScreenAssets {
  private readonly heads = new Map<string, string>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly readAsset: (file: string) => string | null,
    /** Files index.html already brings: the entry, its static imports and their stylesheets. */
    private readonly loaded: ReadonlySet<string>,
  ) {}

  /**
   * Null without a manifest (a build without `build.manifest`): pages then carry no screen links.
   * `template` is index.html: what its tags load is never asked for again.
   */
  static load(spaDir: string, files: ReadonlySet<string>, template: string): ScreenAssets | null {
    if (!files.has(MANIFEST_FILE)) return null;
    const manifest = JSON.parse(fs.readFileSync(path.join(spaDir, MANIFEST_FILE), 'utf8')) as Manifest;
    const readAsset = (file: string) => (files.has(file) ? fs.readFileSync(path.join(spaDir, file), 'utf8') : null);
    const named = new Set([...template.matchAll(ASSET_REFERENCE)].map((match) => match[1]!));
    const loaded = new Set<string>(named);
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry || named.has(chunk.file)) for (const file of ScreenAssets.walk(manifest, key)) loaded.add(file);
    }
    return new ScreenAssets(manifest, readAsset, loaded);
  }

  /** A chunk's file and stylesheets with those of every chunk it imports statically. */
  private static walk(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
    const files: string[] = [];
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || seen.has(k)) return;
      seen.add(k);
      for (const imported of chunk.imports ?? []) visit(imported);
      files.push(chunk.file, ...(chunk.css ?? []));
    };
    visit(key);
    return files;
  }

  /** The tags for the given screens (source paths, e.g. 'src/features/catalog/pages/HomePage.tsx'). */
  headFor(screens: readonly string[]): string {
    const key = screens.join('\n');
    let head = this.heads.get(key);
    if (head === undefined) {
      head = this.build(screens);
      this.heads.set(key, head);
    }
    return head;
  }

  private build(screens: readonly string[]): string {
    const seen = new Set<string>();
    const files = screens.flatMap((screen) => ScreenAssets.walk(this.manifest, screen, seen));
    const wanted = [...new Set(files)].filter((file) => !this.loaded.has(file));
    const scripts = wanted.filter((file) => file.endsWith('.js'));
    const styles = wanted.filter((file) => file.endsWith('.css'));
    const links = scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
    const inline = styles.flatMap((file) => {
      const css = this.readAsset(file);
      return css === null ? [] : [`<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`];
    });
    return [...links, ...inline].join('');
  }
}
