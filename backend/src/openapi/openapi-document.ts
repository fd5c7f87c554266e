/**
 * The shop's OpenAPI document: built from the controllers and the DTOs' @ApiProperty decorators.
 * Served at /api/docs-json (app.factory.ts) and written to backend/openapi.json by `npm run api:types`,
 * from which the SPA's API types are generated (frontend/generated/api-schema.ts).
 */
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export const OPENAPI_TITLE = 'Box shop — API';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(OPENAPI_TITLE)
      .setDescription('API de la boutique de box cadeaux : catalogue, panier, commandes, paiements.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}
