import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { FieldErrors } from '../domain-error.js';
import type { ErrorBody } from './error-body.js';

/**
 * ErrorBody as the OpenAPI document shows it. ErrorBody (error-body.ts) stays the one definition of the
 * shape: this class implements it, and `SameFields` below stops the build when either gains or loses a field.
 */
export class ErrorResponse implements ErrorBody {
  @ApiProperty({ example: 400, description: 'Le statut HTTP de la réponse' })
  statusCode!: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Code stable, pour les programmes' })
  code!: string;

  @ApiProperty({
    example: "Valeur invalide pour « email » : Format d'email invalide",
    description: "En français, à montrer tel quel à l'utilisateur",
  })
  message!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ["Format d'email invalide"] },
    description: 'Messages en français par champ (chemin du champ, ex. items.0.quantity)',
  })
  errors?: FieldErrors;
}

/** `true` when A and B have exactly the same fields, else `never`. */
type SameFields<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
// Fails to compile when ErrorResponse and ErrorBody no longer have the same fields.
true satisfies SameFields<ErrorResponse, ErrorBody>;

/** The error statuses the API answers (shared/http/error-mapping.ts); add one here before documenting it. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * One documented refusal: its description (the codes it may carry), or, for a body with more fields
 * than the contract (health probes), a subclass of ErrorResponse and an example of the whole body.
 */
export type Refusal =
  string | { description: string; type: Type<ErrorResponse>; example: ErrorBody & Record<string, unknown> };

/**
 * Documents the refusals of a route (or of every route of a controller) with the error contract:
 * `@ApiErrorResponses({ 404: 'ORDER_NOT_FOUND', 409: 'ORDER_INVALID_TRANSITION' })`. Each status gets its
 * description and the ErrorResponse schema. The body is always JSON, also on routes that answer a PDF or
 * CSV, hence the explicit application/json content rather than the route's `produces`.
 */
export function ApiErrorResponses(refusals: Partial<Record<ErrorStatus, Refusal>>) {
  const decorators = Object.entries(refusals).map(([status, refusal]: [string, Refusal]) => {
    const { description, type, example } =
      typeof refusal === 'string' ? { description: refusal, type: ErrorResponse, example: undefined } : refusal;
    return applyDecorators(
      ApiExtraModels(type),
      ApiResponse({
        status: Number(status),
        description,
        content: { 'application/json': { schema: { $ref: getSchemaPath(type) }, ...(example ? { example } : {}) } },
      }),
    );
  });
  return applyDecorators(...decorators);
}
