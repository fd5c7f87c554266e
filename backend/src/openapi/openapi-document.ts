/**
 * The shop's OpenAPI document: built from the controllers and the DTOs' @ApiProperty decorators.
 * Served at /api/docs-json (app.factory.ts) and written to backend/openapi.json by `npm run api:types`,
 * from which the SPA's API types are generated (frontend/generated/api-schema.ts). How it is kept exact:
 * docs/design/api-contract.md ("Keeping the document exact").
 */
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentValidationConstraints } from './validation-constraints.js';

export const OPENAPI_TITLE = 'Box shop — API';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/**
 * A route without a guard (no ApiBearerAuth from `Authenticated()` / `AdminOnly()`) is public: it says so
 * with `security: []`, so that no reader assumes the bearer token is needed.
 */
function markPublicOperations(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
  return document;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  documentValidationConstraints();
  return markPublicOperations(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(OPENAPI_TITLE)
        .setDescription('API de la boutique de box cadeaux : catalogue, panier, commandes, paiements.')
        .setVersion('1.0')
        .setLicense('Propriétaire — BoxPlaisir, tous droits réservés', '/')
        // Relative: the document describes the instance that serves it (and the committed file stays the same).
        .addServer('/', 'Cette boutique')
        .addBearerAuth()
        .build(),
    ),
  );
}
