import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../../shared/sql-rows.js';
import type { TokenPurpose } from '../domain/user.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { UserTokenRepository } from '../application/ports/user-token.repository.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** One-time tokens of the links we mail: random, stored as a SHA-256 hash, time-limited, single use. */
@Injectable()
export class TypeOrmUserTokenRepository extends UserTokenRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** Returns the raw token (only ever in the mail). */
  async issue(input: { userId: string; purpose: TokenPurpose; expiresAt: Date; email?: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.manager.query(
      `INSERT INTO user_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [input.userId, input.purpose, hashToken(token), input.email ?? null, input.expiresAt],
    );
    return token;
  }

  /** Marks the token used and returns it, or null when unknown, expired, used or of another purpose. */
  async consume(
    token: string,
    purposes: TokenPurpose[],
    now: Date,
  ): Promise<{ userId: string; purpose: TokenPurpose; email: string | null } | null> {
    if (!token || token.length > 200) return null;
    const rows = sqlRows<{ user_id: string; purpose: TokenPurpose; email: string | null }>(
      await this.db.manager.query(
        `UPDATE user_tokens SET used_at = $3
         WHERE token_hash = $1 AND purpose = ANY($2) AND used_at IS NULL AND expires_at > $3
         RETURNING user_id, purpose, email`,
        [hashToken(token), purposes, now],
      ),
    );
    const row = rows[0];
    return row ? { userId: row.user_id, purpose: row.purpose, email: row.email } : null;
  }

  /** Ends every unused token of that purpose (after a reset, older reset links stop working). */
  async revokeAll(userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE user_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose, now],
    );
  }
}
