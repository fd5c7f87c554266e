import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/paths.js';

/**
 * The repository explains itself: the knowledge its code and docs rely on lives in docs/design/ (one
 * page per capability, indexed by docs/design/README.md). Nothing may cite the planning documents kept
 * outside the repository (DESIGN.md and its sections, the storefront and back-office specs and their
 * sections, ../shared/…), which a maintainer does not have: cite the docs/design page instead. And every
 * docs/design page named anywhere exists.
 */

/** Folders and files of the repository that hold sources, tests, scripts and documentation. */
const SCANNED = [
  'backend/src',
  'backend/test',
  'backend/templates',
  'backend/eslint.config.js',
  'backend/jest.config.js',
  'backend/package.json',
  'frontend/src',
  'frontend/build',
  'frontend/scripts',
  'frontend/public',
  'frontend/index.html',
  'frontend/eslint.config.js',
  'frontend/vite.config.ts',
  'frontend/package.json',
  'e2e',
  'bench',
  'docs',
  '.ci',
  'README.md',
  '.env.example',
  'Makefile',
  'Dockerfile',
  'docker-compose.yml',
  'package.json',
];

/** Built, installed or generated: never read. */
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'generated',
  'coverage',
  'artifacts',
  'results',
]);

const TEXT_FILE =
  /\.(ts|tsx|js|mjs|cjs|json|md|css|html|hbs|yml|yaml|sh|txt|svg|webmanifest)$|(^|\/)(Makefile|Dockerfile|run|\.env\.example)$/;

/** This file names the forbidden forms to find them. */
const SELF = path.relative(REPO_ROOT, __filename).split(path.sep).join('/');

/** Ways the planning documents were cited. */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: 'DESIGN', pattern: /\bDESIGN\b/ },
  { name: 'a section of a spec', pattern: /\bspecs?\s*\(?\s*§/i },
  { name: 'the storefront or back-office spec', pattern: /\b(storefront|back[- ]office)\s+(spec\b|§)/i },
  { name: 'a spec file', pattern: /\b(storefront|back-office)\.md\b/ },
  { name: 'the shared planning folder', pattern: /\.\.\/shared\/(DESIGN|spec)|\/work\/shared\b/ },
];

/** `docs/design/orders.md`, or `design/orders.md` in a link from docs/. */
const DESIGN_PAGE = /(?:^|[^\w/])(?:docs\/)?design\/([\w-]+\.md)\b/g;

function filesUnder(relative: string): string[] {
  const absolute = path.join(REPO_ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return TEXT_FILE.test(relative) ? [relative] : [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name)))
    .flatMap((entry) => filesUnder(`${relative}/${entry.name}`));
}

const files = [...new Set(SCANNED.flatMap(filesUnder))].filter((file) => file !== SELF).sort();

function linesOf(file: string): string[] {
  return fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
}

describe('a self-contained repository', () => {
  it('reads the source and documentation folders', () => {
    expect(files).toContain('README.md');
    expect(files).toContain('docs/design/README.md');
    expect(files.some((file) => file.startsWith('backend/src/'))).toBe(true);
    expect(files.some((file) => file.startsWith('frontend/src/'))).toBe(true);
  });

  it('cites docs/design pages, never the planning documents outside the repository', () => {
    const citations = files.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        CITATIONS.filter(({ pattern }) => pattern.test(line)).map(
          ({ name }) => `${file}:${index + 1} cites ${name}: ${line.trim()}`,
        ),
      ),
    );
    expect(citations).toEqual([]);
  });

  it('names only docs/design pages that exist', () => {
    const pages = new Set(fs.readdirSync(path.join(REPO_ROOT, 'docs/design')));
    const missing = files.flatMap((file) =>
      linesOf(file).flatMap((line, index) =>
        [...line.matchAll(DESIGN_PAGE)]
          .map((match) => match[1]!)
          .filter((page) => !pages.has(page))
          .map((page) => `${file}:${index + 1} names docs/design/${page}, which does not exist`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
