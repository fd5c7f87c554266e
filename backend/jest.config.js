/**
 * Jest 30 in CommonJS mode: @swc/jest turns our TypeScript (decorators + metadata) and the ESM-only
 * packages (NestJS 12 …) into CommonJS, hence `transformIgnorePatterns: []`.
 * globalSetup gives the run a throw-away PostgreSQL database (embedded, or on DATABASE_URL's server).
 */
import swc from './swc.config.cjs';

export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc.typescript],
    '^.+\\.(m|c)?js$': ['@swc/jest', swc.javascript],
  },
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  testTimeout: 60_000,
  maxWorkers: 2,
};
