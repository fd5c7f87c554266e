/**
 * GET /api/rules's body as JSON text: `npm run api:types` writes it to frontend/generated/rules.json,
 * the SPA tests' answer for that endpoint (openapi-document.spec.ts fails when the file is stale).
 */
import { RulesResponse } from '../modules/rules/http/rules.response.js';

export function servedRulesJson(): string {
  return `${JSON.stringify(RulesResponse.current(), null, 2)}\n`;
}
