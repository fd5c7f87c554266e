/**
 * Server-side sessions (table `sessions`): one row per session token, found by its id (the token's
 * `jti`). Ending a session deletes its row; the account's deletion deletes its rows (ON DELETE CASCADE).
 */
export abstract class SessionRepository {
  abstract create(input: { id: string; userId: string; expiresAt: Date }): Promise<void>;

  /** Ends one session of that user. */
  abstract end(id: string, userId: string): Promise<void>;

  /** Ends every session of the account; returns how many were live. */
  abstract endAll(userId: string): Promise<number>;

  /** Forgets sessions past their expiry (their tokens are refused anyway); returns how many. */
  abstract deleteExpired(): Promise<number>;
}
