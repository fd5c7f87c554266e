import { HttpException } from '@nestjs/common';
import { DomainError, type DomainErrorKind } from '../domain-error.js';
import type { ErrorBody } from './error-body.js';
import { OUTAGE_RETRY_AFTER_SECONDS, type OutageKind, outageOf } from './outage.js';

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
  414: { code: 'URI_TOO_LONG', message: "L'adresse demandée est trop longue" },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge' },
  422: { code: 'UNPROCESSABLE_ENTITY', message: 'Requête impossible à traiter' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'Les en-têtes de la requête sont trop volumineux' },
  429: { code: 'TOO_MANY_REQUESTS', message: 'Trop de requêtes : veuillez réessayer dans un instant' },
  500: { code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
  502: { code: 'BAD_GATEWAY', message: 'Un service externe ne répond pas correctement' },
  503: { code: 'SERVICE_UNAVAILABLE', message: 'Service momentanément indisponible' },
  504: { code: 'GATEWAY_TIMEOUT', message: 'Un service externe ne répond pas à temps' },
};

/** Fastify's own error codes (URL, body parsing, limits) → our status, code and French message. */
const BY_FASTIFY_CODE: Record<string, ErrorBody> = {
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_URL', message: "L'adresse demandée n'est pas valide" },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, code: 'URI_TOO_LONG', message: "L'adresse demandée est trop longue" },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'BAD_REQUEST', message: 'Requête invalide' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: "Le contenu envoyé n'est pas un JSON valide",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'Le contenu JSON envoyé est vide' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, ...BY_STATUS[413]! },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, ...BY_STATUS[415]! },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'En-tête Content-Length invalide',
  },
  FST_ERR_CTP_INVALID_TYPE: { statusCode: 415, ...BY_STATUS[415]! },
  FST_ERR_CTP_EMPTY_TYPE: { statusCode: 415, ...BY_STATUS[415]! },
};

/** What a client reads while a dependency is out of reach (the cause is logged, never shown). */
const OUTAGE_BODY: Record<OutageKind, { code: string; message: string }> = {
  database: {
    code: 'DATABASE_UNAVAILABLE',
    message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  },
  cache: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
  },
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
  /** Seconds for the Retry-After header (503: a dependency is briefly out of reach). */
  retryAfterSeconds?: number;
  /** True for server faults (5xx without a domain code): log them with their stack. */
  unexpected: boolean;
}

/** One kind of error this mapping knows; answers undefined for errors of other kinds. */
type ErrorBranch = (error: unknown) => MappedError | undefined;

function httpStatusOf(error: unknown): number {
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : typeof (error as { statusCode?: unknown })?.statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  return status >= 400 && status <= 599 ? status : 500;
}

const domainErrors: ErrorBranch = (error) => {
  if (!(error instanceof DomainError)) return undefined;
  const statusCode = STATUS_BY_KIND[error.kind];
  // A refusal that knows when to come back (a rate limit's TooManyRequestsError) says it in Retry-After.
  const own = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  const retryAfterSeconds = typeof own === 'number' ? own : statusCode === 503 ? OUTAGE_RETRY_AFTER_SECONDS : undefined;
  return {
    body: { statusCode, code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    unexpected: false,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
};

/** The database (or Redis) is briefly out of reach: 503 with Retry-After, never 500. */
const outages: ErrorBranch = (error) => {
  const outage = outageOf(error);
  if (!outage) return undefined;
  return {
    body: { statusCode: 503, ...OUTAGE_BODY[outage] },
    unexpected: false,
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
  };
};

const fastifyErrors: ErrorBranch = (error) => {
  const fst = fastifyCode(error);
  const known = fst ? BY_FASTIFY_CODE[fst] : undefined;
  return known ? { body: { ...known }, unexpected: false } : undefined;
};

const httpExceptions: ErrorBranch = (error) => {
  if (!(error instanceof HttpException)) return undefined;
  const statusCode = httpStatusOf(error);
  const response = error.getResponse();
  if (isOurBody(response)) {
    const errors = response.errors;
    return {
      body: { statusCode, code: response.code, message: response.message, ...(errors ? { errors } : {}) },
      unexpected: false,
    };
  }
  return { body: { statusCode, ...fallback(statusCode) }, unexpected: statusCode >= 500 };
};

/** A client error raised by Fastify, Node or a plugin that we do not know by name: its status, our French text. */
const otherClientErrors: ErrorBranch = (error) => {
  const statusCode = httpStatusOf(error);
  return statusCode < 500 ? { body: { statusCode, ...fallback(statusCode) }, unexpected: false } : undefined;
};

/** The branches, in order; the first that knows the error answers. A new kind of failure is one more branch. */
const BRANCHES: ErrorBranch[] = [domainErrors, outages, fastifyErrors, httpExceptions, otherClientErrors];

/**
 * The one mapping from anything thrown to the API's error body. Pure: no I/O, never leaks a stack,
 * never echoes the input, and English framework texts become French. Unknown errors are 500.
 */
export function mapError(error: unknown): MappedError {
  for (const branch of BRANCHES) {
    const mapped = branch(error);
    if (mapped) return mapped;
  }
  return { body: { statusCode: 500, ...BY_STATUS[500]! }, unexpected: true };
}

/** Our body for a bare HTTP status (client errors caught below Fastify's routing). */
export function errorBodyForStatus(statusCode: number): ErrorBody {
  return { statusCode, ...fallback(statusCode) };
}
