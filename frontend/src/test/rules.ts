import type { RulesResponse } from '../features/rules';
import served from '../../generated/rules.json';

/**
 * GET /api/rules as the server answers it: generated/rules.json, written from the backend's rules by
 * `npm run api:types` (backend/src/openapi/openapi-document.spec.ts fails when it is stale).
 */
export const RULES = served as RulesResponse;
