import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { FieldErrors } from '../domain-error.js';
import type { ErrorBody } from './error-body.js';
import { errorBodyForStatus } from './error-mapping.js';

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
 * One documented refusal: its description (naming the codes it may carry, e.g. 'ORDER_NOT_FOUND, …'), or, for a
 * body with more fields than the contract (health probes), a subclass of ErrorResponse and an example of the body.
 */
export type Refusal =
  string | { description: string; type: Type<ErrorResponse>; example: ErrorBody & Record<string, unknown> };

/** What a status says when a route names no code of its own (the guards', pipes' and mapping's codes). */
export const DEFAULT_REFUSALS: Record<ErrorStatus, string> = {
  400:
    'Entrée refusée : VALIDATION_FAILED (messages par champ dans `errors`), INVALID_TEXT, INVALID_JSON, ' +
    'INPUT_TOO_DEEP, BODY_NOT_OBJECT, BAD_URL, BAD_REQUEST',
  401: 'Non connecté, jeton invalide ou session fermée : UNAUTHENTICATED',
  403: 'Réservé aux administrateurs : FORBIDDEN',
  404: 'Ressource introuvable : NOT_FOUND',
  409: "Impossible dans l'état actuel : CONFLICT",
  410: "Cette ressource n'existe plus : GONE",
  413: 'Contenu trop volumineux : PAYLOAD_TOO_LARGE',
  415: 'Type de contenu non pris en charge : UNSUPPORTED_MEDIA_TYPE',
  429: 'Trop de requêtes (avec Retry-After) : TOO_MANY_REQUESTS',
  503: 'Service momentanément indisponible (avec Retry-After) : DATABASE_UNAVAILABLE, SERVICE_UNAVAILABLE',
};

/** A route whose only input is its path: the edge check (input-guard.ts) refuses NUL and lone surrogates. */
export const PATH_REFUSAL =
  'Paramètre de chemin refusé : INVALID_TEXT (caractère nul ou Unicode invalide), BAD_URL (encodage invalide)';

/** The stable codes a description names (upper-case words with an underscore, or a default code alone). */
export function codesIn(description: string): string[] {
  const codes =
    description.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b(?:UNAUTHENTICATED|FORBIDDEN|CONFLICT|GONE)\b/g) ?? [];
  return [...new Set(codes)];
}

/** Where @nestjs/swagger keeps a route's (or a controller's) responses (its DECORATORS.API_RESPONSE). */
const API_RESPONSE = 'swagger/apiResponse';

/**
 * The response of one status: the contract's schema, its status and codes as enums. Documenting a status
 * twice on one route adds up (descriptions and codes), whatever the order of the decorators.
 */
function errorResponse(status: number, refusal: Refusal): MethodDecorator & ClassDecorator {
  const { description, type, example } =
    typeof refusal === 'string' ? { description: refusal, type: ErrorResponse, example: undefined } : refusal;
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder = (descriptor?.value ?? target) as object;
    const earlier = (
      Reflect.getMetadata(API_RESPONSE, holder) as Record<number, { description?: string }> | undefined
    )?.[status];
    const codes = codesIn(`${earlier?.description ?? ''} ${description}`);
    const narrowed = {
      type: 'object' as const,
      properties: {
        statusCode: { type: 'integer' as const, enum: [status] },
        ...(codes.length ? { code: { type: 'string' as const, enum: codes } } : {}),
      },
    };
    applyDecorators(
      ApiExtraModels(type),
      ApiResponse({
        status,
        description,
        content: {
          'application/json': {
            schema: { allOf: [{ $ref: getSchemaPath(type) }, narrowed] },
            example: example ?? { ...errorBodyForStatus(status), ...(codes[0] ? { code: codes[0] } : {}) },
          },
        },
      }),
    )(target, key as string | symbol, descriptor as PropertyDescriptor);
  };
}

/**
 * Documents the refusals of a route (or of every route of a controller) with the error contract:
 * `@ApiErrors(400, 401, { 404: 'ORDER_NOT_FOUND', 409: 'ORDER_INVALID_TRANSITION' })`. A bare status takes its
 * default description (DEFAULT_REFUSALS); a record names the route's own codes. Each status gets the
 * ErrorResponse schema with `statusCode` and `code` narrowed to what it may carry. The body is always JSON,
 * also on routes that answer a PDF or CSV, hence the explicit application/json content rather than the
 * route's `produces`. A status documented twice on a route lists both descriptions and all their codes.
 */
export function ApiErrors(...refusals: Array<ErrorStatus | Partial<Record<ErrorStatus, Refusal>>>) {
  const entries = refusals.flatMap((refusal): [number, Refusal][] =>
    typeof refusal === 'number'
      ? [[refusal, DEFAULT_REFUSALS[refusal]]]
      : Object.entries(refusal).map(([status, one]): [number, Refusal] => [Number(status), one]),
  );
  return applyDecorators(...entries.map(([status, refusal]) => errorResponse(status, refusal)));
}

/** `ApiErrors` with one record: `@ApiErrorResponses({ 404: 'ORDER_NOT_FOUND' })`. */
export function ApiErrorResponses(refusals: Partial<Record<ErrorStatus, Refusal>>) {
  return ApiErrors(refusals);
}
