/**
 * Whether an error means that a dependency the shop needs is briefly out of reach (docs/design/resilience.md: 'a
 * database outage answers 503 with Retry-After, never 500'): the PostgreSQL connection was lost or
 * refused, the pool gave no connection in time, the server answered nothing in time (hung) or cancelled a
 * statement that ran past its timeout, the server is starting up or shutting down, or Redis
 * (when configured) cannot be reached. Pure: reads codes and messages, walking `driverError`/`cause`.
 */
import { RedisUnavailableError } from '../redis-unavailable.error.js';

/** SQLSTATEs of a server going away or not accepting work: connection exceptions (08…), operator
 * intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now: starting up or
 * shutting down; 57014 a statement cancelled, e.g. by DB_QUERY_TIMEOUT_MS), insufficient resources (53300
 * too many connections). */
const OUTAGE_SQLSTATES = /^(08\d{3}|57P0[1-4]|53300|57014)$/;

/** Socket-level failures while talking to PostgreSQL or Redis. */
const OUTAGE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** Messages of node-postgres, pg-pool and ioredis when the connection is gone or cannot be had. */
const OUTAGE_MESSAGES = [
  /Connection terminated/i, // node-postgres: lost connection (also "due to connection timeout")
  /timeout exceeded when trying to connect/i, // pg-pool: no connection in time
  /Query read timeout/i, // node-postgres: no answer within query_timeout (a hung server)
  /Client has encountered a connection error and is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
  /Connection is closed/i, // ioredis
  /Reached the max retries per request limit/i, // ioredis MaxRetriesPerRequestError
  /Stream isn't writeable/i, // ioredis with enableOfflineQueue off
];

export type OutageKind = 'database' | 'cache';

export function outageOf(error: unknown, depth = 0): OutageKind | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const e = error as { code?: unknown; message?: unknown; name?: unknown; driverError?: unknown; cause?: unknown };
  const kind: OutageKind =
    /redis/i.test(String(e.name ?? '')) || /redis/i.test(String(e.message ?? '')) ? 'cache' : 'database';
  if (typeof e.code === 'string' && (OUTAGE_SQLSTATES.test(e.code) || OUTAGE_SOCKET_CODES.has(e.code))) return kind;
  if (error instanceof RedisUnavailableError) return 'cache';
  if (typeof e.name === 'string' && e.name === 'MaxRetriesPerRequestError') return 'cache';
  // TypeORM, when the connection under a transaction was lost: its query runner was released meanwhile.
  if (typeof e.name === 'string' && /^QueryRunner(Provider)?AlreadyReleasedError$/.test(e.name)) return 'database';
  if (typeof e.message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(e.message as string))) {
    return /Connection is closed|max retries per request|Stream isn't writeable/i.test(e.message) ? 'cache' : kind;
  }
  for (const inner of [e.driverError, e.cause]) {
    if (inner && inner !== error) {
      const found = outageOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Seconds a client should wait before trying again during an outage (the shop reconnects within 5 s). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
