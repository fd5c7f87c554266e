import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, OPENAPI_FILE, apiSchemaSource } from '../scripts/api-types.mjs';

describe('generated/api-schema.ts', () => {
  it("est à jour avec le document OpenAPI du backend (sinon : npm run api:types)", async () => {
    const document: unknown = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));
    const expected = await apiSchemaSource(document);
    const committed = fs.readFileSync(API_SCHEMA_FILE, 'utf8');
    expect(
      committed === expected,
      'generated/api-schema.ts ne correspond plus à backend/openapi.json : lancez `npm run api:types` à la racine.',
    ).toBe(true);
  }, 30_000);
});
