import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../../../shared/sql-rows.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { SessionRepository } from '../application/ports/session.repository.js';

/**
 * Server-side sessions (table `sessions`): one row per session token, found by its id (the token's
 * `jti`). Ending a session deletes its row; the account's deletion deletes its rows (ON DELETE CASCADE).
 */
@Injectable()
export class TypeOrmSessionRepository extends SessionRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  private q(): EntityManager {
    return this.db.manager;
  }

  async create(input: { id: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.q().query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)`, [
      input.id,
      input.userId,
      input.expiresAt,
    ]);
  }

  /** Ends one session of that user. */
  async end(id: string, userId: string): Promise<void> {
    await this.q().query(`DELETE FROM sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
  }

  /** Ends every session of the account; returns how many were live. */
  async endAll(userId: string): Promise<number> {
    const rows = sqlRows<{ id: string }>(
      await this.q().query(`DELETE FROM sessions WHERE user_id = $1 RETURNING id`, [userId]),
    );
    return rows.length;
  }

  /** Forgets sessions past their expiry (their tokens are refused anyway); returns how many. */
  async deleteExpired(): Promise<number> {
    const rows = sqlRows<{ id: string }>(
      await this.q().query(`DELETE FROM sessions WHERE expires_at < now() RETURNING id`),
    );
    return rows.length;
  }
}
