import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRows } from '../../../shared/sql-rows.js';

/**
 * Server-side sessions (table `sessions`): one row per session token, found by its id (the token's
 * `jti`). Ending a session deletes its row; the account's deletion deletes its rows (ON DELETE CASCADE).
 */
@Injectable()
export class SessionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private q(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async create(input: { id: string; userId: string; expiresAt: Date }, manager?: EntityManager): Promise<void> {
    await this.q(manager).query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)`, [
      input.id,
      input.userId,
      input.expiresAt,
    ]);
  }

  /** Ends one session of that user. */
  async end(id: string, userId: string, manager?: EntityManager): Promise<void> {
    await this.q(manager).query(`DELETE FROM sessions WHERE id = $1 AND user_id = $2`, [id, userId]);
  }

  /** Ends every session of the account; returns how many were live. */
  async endAll(userId: string, manager?: EntityManager): Promise<number> {
    const rows = sqlRows<{ id: string }>(
      await this.q(manager).query(`DELETE FROM sessions WHERE user_id = $1 RETURNING id`, [userId]),
    );
    return rows.length;
  }

  /** Forgets sessions past their expiry (their tokens are refused anyway); returns how many. */
  async deleteExpired(manager?: EntityManager): Promise<number> {
    const rows = sqlRows<{ id: string }>(
      await this.q(manager).query(`DELETE FROM sessions WHERE expires_at < now() RETURNING id`),
    );
    return rows.length;
  }
}
