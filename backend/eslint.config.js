// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (docs/architecture.md, 'Backend: modules and layers'), with core `no-restricted-imports` patterns per folder:
 * - domain/        imports no framework (Nest, TypeORM, Fastify, pg) and no application/infrastructure/http/jobs code;
 * - application/   imports no http/ or jobs/ code, no infrastructure/ and no database code (TypeORM, pg,
 *                   shared/database/): it declares ports (application/ports/) and uses the UnitOfWork;
 * - a module never reaches into another module's domain/application/infrastructure/http/jobs:
 *   it imports that module's `index.ts` (its exported service and types) or its `*.module.ts`.
 */
const LAYERS = ['domain', 'application', 'infrastructure', 'http', 'jobs'];
const modules = fs.existsSync('src/modules')
  ? fs
      .readdirSync('src/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `../../ordering/domain/x.js` from inside module `own`: a path segment naming another folder, then a layer.
 * The shared kernel is no module: its `shared/http/` (the error contract's OpenAPI decorator) is open to
 * every module's http/ code; the per-layer rules below still keep it out of domain/ and application/.
 */
const otherModuleInsides = (own) => ({
  regex: `(^|/)(?!${escape(own)}/|shared/)[^./][^/]*/(${LAYERS.join('|')})(/|$)`,
  message: `Passez par l'API publique de l'autre module (son index.ts ou son *.module.ts), pas par ses dossiers internes.`,
});

const FRAMEWORKS = {
  group: ['@nestjs/*', 'typeorm', 'typeorm/*', 'fastify', '@fastify/*', 'pg', 'class-validator', 'class-transformer'],
  message: 'Le domaine reste en TypeScript pur : pas de framework (Nest, TypeORM, Fastify, pg, class-validator).',
};
const layerRule = (layers, message) => ({ regex: `(^|/)(${layers.join('|')})(/|$)`, message });

const PER_LAYER = {
  domain: [
    FRAMEWORKS,
    layerRule(
      ['application', 'infrastructure', 'http', 'jobs'],
      'Le domaine ne dépend que de lui-même et du noyau partagé.',
    ),
  ],
  application: [
    layerRule(['http', 'jobs'], "La couche application n'importe pas la couche HTTP ni les jobs."),
    layerRule(
      ['infrastructure', 'database'],
      "La couche application dépend de ses ports (application/ports/), pas de l'infrastructure ni de la base de données.",
    ),
    {
      group: ['typeorm', 'typeorm/*', '@nestjs/typeorm', 'pg'],
      message:
        "La couche application ne parle pas à la base : une transaction, c'est UnitOfWork (shared/unit-of-work.ts).",
    },
  ],
  infrastructure: [layerRule(['http', 'jobs'], "L'infrastructure n'importe pas la couche HTTP ni les jobs.")],
  http: [],
  jobs: [layerRule(['http'], "Les jobs n'importent pas la couche HTTP.")],
};

const boundaries = modules.flatMap((name) => [
  ...LAYERS.map((layer) => ({
    files: [`src/modules/${name}/${layer}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInsides(name), ...PER_LAYER[layer]] }] },
  })),
  {
    files: [`src/modules/${name}/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleInsides(name)] }] },
  },
]);

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Off: Nest injects by the constructor parameter types, which must stay value imports.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/http/**', 'src/shared/*.module.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'Le noyau partagé ne dépend d’aucun module.' }] },
      ],
    },
  },
  {
    // The shop's time comes from the injected Clock (tests pin it); elapsed time from performance.now().
    // The Mollie sandbox (a stand-in for Mollie's servers, with its own certificate and state file) and
    // the one-shot commands keep the system's time.
    files: ['src/**/*.ts'],
    ignores: [
      'src/shared/clock.ts',
      'src/modules/payments/infrastructure/sandbox/**',
      'src/cli/**',
      'src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "L'heure de la boutique vient de Clock (injectée) ; une durée écoulée, de performance.now().",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "L'heure de la boutique vient de Clock (injectée) ; une durée écoulée, de performance.now().",
        },
      ],
    },
  },
  ...boundaries,
);
