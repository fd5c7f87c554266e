import { HttpException } from '@nestjs/common';
import { DomainError, type DomainErrorKind } from '../domain-error.js';
import type { ErrorBody } from './error-body.js';

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-many-requests': 429,
  unavailable: 503,
};

/** Default code and French message per HTTP status, for errors that carry none of ours. */
const BY_STATUS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Requête invalide' },
  401: { code: 'UNAUTHORIZED', message: 'Authentification requise' },
  403: { code: 'FORBIDDEN', message: 'Accès refusé' },
  404: { code: 'NOT_FOUND', message: 'Ressource introuvable' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Méthode non autorisée' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Format de réponse non disponible' },
  408: { code: 'REQUEST_TIMEOUT', message: 'La requête a pris trop de temps' },
  409: { code: 'CONFLICT', message: "L'opération est impossible dans l'état actuel" },
  410: { code: 'GONE', message: "Cette ressource n'existe plus" },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Le contenu envoyé est trop volumineux' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge' },
  422: { code: 'UNPROCESSABLE_ENTITY', message: 'Requête impossible à traiter' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes : veuillez réessayer dans un instant' },
  500: { code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
  502: { code: 'BAD_GATEWAY', message: 'Un service externe ne répond pas correctement' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Service momentanément indisponible' },
  504: { code: 'GATEWAY_TIMEOUT', message: 'Un service externe ne répond pas à temps' },
};

/** Fastify's own error codes (body parsing, limits) → our code and French message. */
const BY_FASTIFY_CODE: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: "Le contenu envoyé n'est pas un JSON valide" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'Le contenu JSON envoyé est vide' },
  FST_ERR_CTP_BODY_TOO_LARGE: BY_STATUS[413]!,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: BY_STATUS[415]!,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'En-tête Content-Length invalide' },
};

function fallback(status: number): { code: string; message: string } {
  return BY_STATUS[status] ?? (status >= 500 ? BY_STATUS[500]! : BY_STATUS[400]!);
}

function fastifyCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('FST_')) return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? fastifyCode(cause) : undefined;
}

function isOurBody(value: unknown): value is { code: string; message: string; errors?: ErrorBody['errors'] } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

export interface MappedError {
  body: ErrorBody;
  /** True for server faults (5xx without a domain code): log them with their stack. */
  unexpected: boolean;
}

/**
 * The one mapping from anything thrown to the API's error body. Pure: no I/O, never leaks a stack,
 * and English framework texts become French.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainError) {
    const statusCode = STATUS_BY_KIND[error.kind];
    return {
      body: { statusCode, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      unexpected: false,
    };
  }

  const fst = fastifyCode(error);
  const statusFromError =
    error instanceof HttpException
      ? error.getStatus()
      : typeof (error as { statusCode?: unknown })?.statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  const statusCode = statusFromError >= 400 && statusFromError <= 599 ? statusFromError : 500;

  if (fst && BY_FASTIFY_CODE[fst]) {
    const known = BY_FASTIFY_CODE[fst];
    const status = known.code === 'PAYLOAD_TOO_LARGE' ? 413 : known.code === 'UNSUPPORTED_MEDIA_TYPE' ? 415 : 400;
    return { body: { statusCode: status, ...known }, unexpected: false };
  }

  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (isOurBody(response)) {
      return {
        body: {
          statusCode,
          code: response.code,
          message: response.message,
          ...(response.errors ? { errors: response.errors } : {}),
        },
        unexpected: false,
      };
    }
    return { body: { statusCode, ...fallback(statusCode) }, unexpected: statusCode >= 500 };
  }

  if (statusCode < 500) {
    // A client error raised by Fastify or a plugin that we do not know by name.
    return { body: { statusCode, ...fallback(statusCode) }, unexpected: false };
  }
  return { body: { statusCode: 500, ...BY_STATUS[500]! }, unexpected: true };
}
