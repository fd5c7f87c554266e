import type { RulesResponse } from '../features/rules';

const files = import.meta.glob<unknown>('../../generated/rules/*.json', { eager: true, import: 'default' });

/**
 * GET /api/rules as the server answers it: generated/rules/, one file per rule, written from the
 * backend's rules by `npm run api:types` (backend/src/openapi/openapi-document.spec.ts fails when it is stale).
 */
export const RULES = Object.fromEntries(
  Object.entries(files).map(([file, value]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), value]),
) as unknown as RulesResponse;
