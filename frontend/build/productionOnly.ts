import type { Plugin } from 'vite';

/** Modules that only a development build of React bundles. */
const DEVELOPMENT_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][^\\/]*\.development\.js$/;

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: readonly string[];
}

/** The development React modules a bundle holds, as 'chunk: module' lines. */
export function developmentModules(bundle: Record<string, ChunkLike>): string[] {
  return Object.values(bundle).flatMap((c) =>
    c.type === 'chunk'
      ? (c.moduleIds ?? []).filter((id) => DEVELOPMENT_MODULE.test(id)).map((id) => `${c.fileName}: ${id}`)
      : [],
  );
}

/**
 * Fails the build when it bundles a development React (slow, noisy, several times larger): the shop
 * is always built for production, whatever NODE_ENV the shell has.
 */
export function productionOnly(): Plugin {
  return {
    name: 'boxplaisir:production-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = developmentModules(bundle as unknown as Record<string, ChunkLike>);
      if (found.length > 0) {
        this.error(
          `Build de développement de React dans le bundle (NODE_ENV=${process.env.NODE_ENV}) :\n${found.join('\n')}`,
        );
      }
    },
  };
}
