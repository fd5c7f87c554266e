import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Feature boundaries (docs/design/frontend.md, bulletproof-react's zones): a feature imports another feature only
 * through that feature's `index.ts` (`../cart`), never its insides (`../cart/cartSlice`). Core
 * `no-restricted-imports` patterns, one set per folder depth inside a feature (relative paths).
 */
const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MAX_DEPTH = 4;
/** Imports every file of the shop goes through (also inside features, whose rule set is their own). */
const SHOP_IMPORT_RULES = [
  {
    name: 'sonner',
    message: 'Toasts come from components/toast (sonner loads after the page, not in the first download).',
  },
  {
    name: 'react-router',
    importNames: ['useNavigate'],
    message: 'Use lib/useNavigate: one stable navigate function (the router gives a new one per page).',
  },
];

const featureBoundaries = features.flatMap((name) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`src/features/${name}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHOP_IMPORT_RULES,
          patterns: [
            {
              // From depth d, `../` × (d + 1) reaches src/features/: another feature's folder, then a file.
              regex: `^(\\.\\./){${depth + 1}}(?!${escape(name)}/)[^./][^/]*/.+`,
              message:
                "Importez l'autre fonctionnalité par son index.ts (par exemple '../cart'), pas par ses fichiers internes.",
            },
          ],
        },
      ],
    },
  })),
);

/**
 * One-way layers (docs/design/frontend.md, bulletproof-react's zones): app → features → shared code.
 * A feature imports nothing from src/app/ (what it shares with the app, such as the store's types,
 * lives in src/lib/); shared code (src/lib/, src/components/) imports neither features nor src/app/.
 * eslint-plugin-import-x's `no-restricted-paths` (eslint-plugin-import's rule, in a plugin made for
 * flat config and TypeScript), on resolved paths, type imports included.
 */
const LAYER_ZONES = [
  {
    target: './src/features',
    from: './src/app',
    message:
      "Une fonctionnalité n'importe rien de src/app/ : ce qu'elle partage avec l'application (types du store, hooks, en-tête de page) se trouve dans src/lib/.",
  },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/app'],
    message:
      "Le code partagé (src/lib/, src/components/) n'importe ni une fonctionnalité (src/features/) ni src/app/ : il ne dépend que de lui-même.",
  },
];

/**
 * Tests and their helpers stand outside the layers: they render the whole shop (the app's route
 * table and store) to try a feature as a shopper meets it.
 */
const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/test/**', 'src/features/**/test/**'];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'coverage', 'public'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: SHOP_IMPORT_RULES,
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The shop's own modules only: no-cycle never walks the libraries.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      // No import circle in src/, lazy ones (import()) included; type-only imports do not count
      // (they are gone from the built code).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/components/toast.tsx', 'src/lib/useNavigate.ts', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Written from the backend's OpenAPI document: its French examples keep the number formatting's
    // narrow no-break spaces ('Au plus 5 000 commandes…'), in comments only.
    files: ['generated/**/*.ts'],
    rules: { 'no-irregular-whitespace': ['error', { skipComments: true }] },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
