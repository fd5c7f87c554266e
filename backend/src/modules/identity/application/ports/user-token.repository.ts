import type { TokenPurpose } from '../../domain/user.js';

/** One-time tokens of the links we mail: random, stored as a SHA-256 hash, time-limited, single use. */
export abstract class UserTokenRepository {
  /** Returns the raw token (only ever in the mail). */
  abstract issue(input: { userId: string; purpose: TokenPurpose; expiresAt: Date; email?: string }): Promise<string>;

  /** Marks the token used and returns it, or null when unknown, expired, used or of another purpose. */
  abstract consume(
    token: string,
    purposes: TokenPurpose[],
    now: Date,
  ): Promise<{ userId: string; purpose: TokenPurpose; email: string | null } | null>;

  /** Ends every unused token of that purpose (after a reset, older reset links stop working). */
  abstract revokeAll(userId: string, purpose: TokenPurpose, now: Date): Promise<void>;
}
