import fs from 'node:fs';
import js from '@eslint/js';
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
    files: ['src/components/toast.tsx', 'src/lib/useNavigate.ts', 'src/test/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
