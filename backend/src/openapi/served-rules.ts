/**
 * GET /api/rules's body as JSON files, one per rule (frequencies.json, forms.json …): `npm run api:types`
 * writes them to frontend/generated/rules/, and openapi-document.spec.ts fails when one is stale. One
 * file per rule, because the SPA's bundler places each file in the chunk of the pages that use it: the
 * back office's rules stay out of the storefront's first page.
 */
import { RulesResponse } from '../modules/rules/http/rules.response.js';

/** `{ 'frequencies.json': '[…]\n', … }`: each top-level field of the served rules as its own JSON text. */
export function servedRulesFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RulesResponse.current()).map(([rule, value]) => [
      `${rule}.json`,
      `${JSON.stringify(value, null, 2)}\n`,
    ]),
  );
}
