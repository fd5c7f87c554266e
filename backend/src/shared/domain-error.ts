/**
 * What kind of failure a domain error is. The HTTP layer maps kinds to status codes
 * (see shared/http/error-mapping.ts); domain and application code never pick an HTTP status.
 */
export type DomainErrorKind =
  | 'invalid' // the request breaks a rule: 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'conflict' // the current state forbids it: 409
  | 'gone' // it existed but is over (an expired payment): 410
  | 'too-many-requests' // 429
  | 'unavailable'; // an outside service is down: 503

/** Field → French messages, as in validation errors. */
export type FieldErrors = Record<string, string[]>;

/**
 * Base class of every domain/application error: a stable machine `code`
 * (e.g. ORDER_INVALID_TRANSITION) and a French `message` fit to show the user.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind = 'invalid',
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
