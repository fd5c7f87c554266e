import fs from 'node:fs';
import path from 'node:path';
import { previewOpenApiDocument } from './openapi-preview.js';
import { servedRulesFiles } from './served-rules.js';

const COMMITTED = path.resolve(__dirname, '../../openapi.json');
const COMMITTED_RULES = path.resolve(__dirname, '../../../frontend/generated/rules');

describe('backend/openapi.json', () => {
  it('matches the document the controllers and DTOs describe (else: npm run api:types)', async () => {
    const built = `${JSON.stringify(await previewOpenApiDocument(), null, 2)}\n`;
    const committed = fs.readFileSync(COMMITTED, 'utf8');
    if (built !== committed) {
      throw new Error(
        'backend/openapi.json ne correspond plus aux DTO du backend : lancez `npm run api:types` à la racine ' +
          '(il régénère aussi les types de la SPA, frontend/generated/api-schema.ts).',
      );
    }
  });
});

describe('refusals in backend/openapi.json', () => {
  it('are documented with the error contract (ApiErrors, shared/http/error-response.ts)', () => {
    type Content = Record<string, { schema?: { $ref?: string; allOf?: { $ref?: string }[] } }>;
    const document = JSON.parse(fs.readFileSync(COMMITTED, 'utf8')) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Content }> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const contract = Object.keys(document.components.schemas.ErrorResponse!.properties!);
    const undocumented: string[] = [];
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const schema = response.content?.['application/json']?.schema;
          const ref = schema?.$ref ?? schema?.allOf?.[0]?.$ref ?? '';
          const fields = Object.keys(document.components.schemas[ref.split('/').pop()!]?.properties ?? {});
          if (!contract.every((field) => fields.includes(field))) undocumented.push(`${method} ${route} ${status}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('frontend/generated/rules/', () => {
  it('holds what GET /api/rules serves, one file per rule (else: npm run api:types)', () => {
    const served = servedRulesFiles();
    const committed = fs.existsSync(COMMITTED_RULES) ? fs.readdirSync(COMMITTED_RULES).sort() : [];
    const stale =
      committed.length !== Object.keys(served).length ||
      committed.some((file) => served[file] !== fs.readFileSync(path.join(COMMITTED_RULES, file), 'utf8'));
    if (stale) {
      throw new Error(
        'frontend/generated/rules/ ne correspond plus aux règles servies par GET /api/rules : ' +
          'lancez `npm run api:types` à la racine.',
      );
    }
  });
});
