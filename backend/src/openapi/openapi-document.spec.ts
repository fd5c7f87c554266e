import fs from 'node:fs';
import path from 'node:path';
import { previewOpenApiDocument } from './openapi-preview.js';

const COMMITTED = path.resolve(__dirname, '../../openapi.json');

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
