import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.js';

/** Deepest nesting of objects/arrays a request may carry (our DTOs need 3). */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = 'text' | 'depth';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one (code units, no `u` flag). */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds NUL or a lone UTF-16 surrogate (PostgreSQL refuses the first, mangles the second). */
export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Walks a parsed input (body, query, params) without recursion, so a 10,000-deep JSON cannot
 * overflow the stack here: the first problem found, or null.
 */
export function inspectInput(value: unknown): InputProblem | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return 'text';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'depth';
      for (const [key, child] of Object.entries(current)) {
        if (isUnsafeText(key)) return 'text';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

export class UnsafeTextError extends DomainError {
  constructor() {
    super('INVALID_TEXT', 'Le texte envoyé contient des caractères non autorisés (caractère nul ou Unicode invalide).');
  }
}

export class InputTooDeepError extends DomainError {
  constructor() {
    super('INPUT_TOO_DEEP', 'Le contenu envoyé est trop imbriqué.');
  }
}

export class BodyNotObjectError extends DomainError {
  constructor() {
    super('BODY_NOT_OBJECT', 'Le contenu envoyé doit être un objet JSON.');
  }
}

function check(request: FastifyRequest): void {
  const body = request.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    // Every body of the API is an object; `null`, a number, a string or an array where one is expected.
    if (!(typeof body === 'string' && body === '')) throw new BodyNotObjectError();
  }
  for (const input of [request.params, request.query, body]) {
    const problem = inspectInput(input);
    if (problem === 'text') throw new UnsafeTextError();
    if (problem === 'depth') throw new InputTooDeepError();
  }
}

/**
 * The edge check, once for every route: text without NUL or lone surrogates, bounded nesting and an
 * object body, before any pipe, use case or PostgreSQL sees the input. Refusals go through the one
 * exception filter like every other error.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      check(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
