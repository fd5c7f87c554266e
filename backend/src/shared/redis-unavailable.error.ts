/**
 * A configured Redis that could not answer (its own error is the cause): the error contract answers it
 * as an outage of the cache (503 with Retry-After, src/shared/http/outage.ts), never a 500.
 */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
  constructor(cause: unknown) {
    super(`Redis indisponible : ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
