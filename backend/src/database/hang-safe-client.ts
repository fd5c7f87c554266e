import pg from 'pg';

/** node-postgres' error when a query got no answer within `query_timeout`. */
export const QUERY_READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * A pooled PostgreSQL client that drops its connection when a query got no answer in time (a hung
 * server, or a network path that stopped forwarding without closing). node-postgres rejects that query
 * but keeps the connection, with the unanswered query still ahead of any later one: back in the pool, it
 * would make every request that draws it wait for its own timeout, for as long as the hang lasts. Once
 * dropped, the pool discards it and opens a fresh connection on the next request.
 */
export class HangSafeClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === QUERY_READ_TIMEOUT_MESSAGE) this.dropConnection();
        });
      }
      return result;
    };
  }

  private dropConnection(): void {
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}
