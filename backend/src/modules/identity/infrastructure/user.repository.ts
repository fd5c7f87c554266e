import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { sqlRows } from '../../../shared/sql-rows.js';
import type { Address, Gender, User } from '../domain/user.js';
import { EmailTakenError } from '../domain/identity.errors.js';
import { searchWords, type UserListQuery, type UserSort } from '../domain/user-list.js';
import { isUuid } from '../../../shared/ids.js';
import { isUniqueViolation } from '../../../shared/database/unique-violation.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import {
  type WritableUserField,
  UserRepository,
  type UserChanges,
  type NewUser,
} from '../application/ports/user.repository.js';
import { escapeLike } from '../../../shared/database/sql-list.js';

interface UserRow {
  id: string;
  email: string;
  pending_email: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  gender: Gender;
  address_street: string;
  address_address2: string;
  address_postal_code: string;
  address_city: string;
  address_region: string;
  address_country: string;
  is_admin: boolean;
  is_email_verified: boolean;
  profile_picture: string;
  google_id: string | null;
  password_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    pendingEmail: row.pending_email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    gender: row.gender,
    address: {
      street: row.address_street,
      address2: row.address_address2,
      postalCode: row.address_postal_code,
      city: row.address_city,
      region: row.address_region,
      country: row.address_country,
    },
    isAdmin: row.is_admin,
    isEmailVerified: row.is_email_verified,
    profilePicture: row.profile_picture,
    googleId: row.google_id,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Writable user fields → columns. */
const COLUMNS = {
  email: 'email',
  pendingEmail: 'pending_email',
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  gender: 'gender',
  isAdmin: 'is_admin',
  isEmailVerified: 'is_email_verified',
  profilePicture: 'profile_picture',
  googleId: 'google_id',
  passwordHash: 'password_hash',
} as const satisfies Record<WritableUserField, string>;

const ADDRESS_COLUMNS: Record<keyof Address, string> = {
  street: 'address_street',
  address2: 'address_address2',
  postalCode: 'address_postal_code',
  city: 'address_city',
  region: 'address_region',
  country: 'address_country',
};

/** A write the database refused because the email (lower-cased) or the Google id is another account's. */
async function unlessTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

/**
 * ORDER BY per sort key (ties broken by id, so pages never overlap). `fold_text` (lower case, accents
 * removed; see the users-admin-list migration) gives an alphabetical order where "Émile" sits beside
 * "Emma"; each expression has its index.
 */
const ORDER_BY: Record<UserSort, (dir: 'ASC' | 'DESC') => string> = {
  lastName: (dir) => `fold_text(last_name) ${dir}, fold_text(first_name) ${dir}, id ${dir}`,
  firstName: (dir) => `fold_text(first_name) ${dir}, fold_text(last_name) ${dir}, id ${dir}`,
  email: (dir) => `lower(email) ${dir}, id ${dir}`,
  createdAt: (dir) => `created_at ${dir}, id ${dir}`,
  isAdmin: (dir) => `is_admin ${dir}, fold_text(last_name) ASC, fold_text(first_name) ASC, id ASC`,
};

/** The searched text, exactly as the trigram index `users_search_trgm_idx` is built. */
const SEARCH_TEXT = `fold_text(first_name || ' ' || last_name || ' ' || email)`;

/** Users in PostgreSQL (plain SQL: the table has a lower(email) unique index TypeORM cannot describe). */
@Injectable()
export class TypeOrmUserRepository extends UserRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  private q(): EntityManager {
    return this.db.manager;
  }

  async findById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const rows: UserRow[] = await this.q().query('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /**
   * The user of a live session (the session id is the token's `jti`, the user id its `sub`): one
   * primary-key lookup on each table. Null when the session ended or expired or the user is gone.
   */
  async findBySession(sessionId: string, userId: string): Promise<User | null> {
    if (!isUuid(sessionId) || !isUuid(userId)) return null;
    const rows: UserRow[] = await this.db.manager.query(
      `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.expires_at > now()`,
      [sessionId, userId],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Locks the row until the end of the transaction. */
  async lockById(id: string): Promise<User | null> {
    if (!isUuid(id)) return null;
    const rows: UserRow[] = await this.db.manager.query('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const rows: UserRow[] = await this.q().query('SELECT * FROM users WHERE lower(email) = lower($1)', [email.trim()]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findByGoogleId(googleId: string): Promise<User | null> {
    const rows: UserRow[] = await this.q().query('SELECT * FROM users WHERE google_id = $1', [googleId]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async countAdmins(): Promise<number> {
    const rows: { n: number }[] = await this.q().query('SELECT count(*)::int AS n FROM users WHERE is_admin');
    return rows[0]?.n ?? 0;
  }

  /**
   * Locks every administrator row (in id order, so concurrent callers never deadlock) and returns
   * their ids: role changes and deletions that must keep one administrator serialise on it.
   */
  async lockAdminIds(): Promise<string[]> {
    const rows: { id: string }[] = await this.db.manager.query(
      'SELECT id FROM users WHERE is_admin ORDER BY id FOR UPDATE',
    );
    return rows.map((row) => row.id);
  }

  /** One page of the back office's list, with the number of matching users. */
  async list(query: UserListQuery): Promise<{ users: User[]; total: number }> {
    const params: unknown[] = [];
    const conditions = searchWords(query.search).map((word) => {
      params.push(`%${escapeLike(word)}%`);
      return `${SEARCH_TEXT} LIKE fold_text($${params.length})`;
    });
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const counted: { n: number }[] = await this.db.manager.query(
      `SELECT count(*)::int AS n FROM users ${where}`,
      params,
    );
    const dir = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const rows: UserRow[] = await this.db.manager.query(
      `SELECT * FROM users ${where} ORDER BY ${ORDER_BY[query.sortBy](dir)}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return { users: rows.map(toUser), total: counted[0]?.n ?? 0 };
  }

  /**
   * Deletes the account. Its one-time tokens go with it (ON DELETE CASCADE); rows that must outlive
   * it (orders, kept 10 years) reference users with ON DELETE SET NULL and keep their own snapshot.
   */
  async delete(id: string): Promise<void> {
    await this.q().query('DELETE FROM users WHERE id = $1', [id]);
  }

  /** Throws EmailTakenError when the email (or the Google id) is another account's. */
  async insert(user: NewUser): Promise<User> {
    const { columns, values } = this.toColumns(user);
    const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
    const rows: UserRow[] = await unlessTaken(
      this.q().query(`INSERT INTO users (${columns.join(', ')}) VALUES (${placeholders}) RETURNING *`, values),
    );
    return toUser(rows[0]!);
  }

  /** Throws EmailTakenError when the new email (or Google id) is another account's. */
  async update(id: string, changes: UserChanges): Promise<User> {
    const { columns, values } = this.toColumns(changes);
    const sets = columns.map((column, i) => `${column} = $${i + 2}`);
    const rows = sqlRows<UserRow>(
      await unlessTaken(
        this.q().query(`UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`, [
          id,
          ...values,
        ]),
      ),
    );
    return toUser(rows[0]!);
  }

  /**
   * New password hash (null: no password, Google sign-in only) and, in the same statement, the end of
   * every session of the account: the one place where a password change ends sessions.
   */
  async changePassword(id: string, passwordHash: string | null): Promise<User> {
    const rows = sqlRows<UserRow>(
      await this.q().query(
        `WITH ended AS (DELETE FROM sessions WHERE user_id = $1)
         UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, passwordHash],
      ),
    );
    return toUser(rows[0]!);
  }

  private toColumns(changes: UserChanges): { columns: string[]; values: unknown[] } {
    const columns: string[] = [];
    const values: unknown[] = [];
    for (const [key, column] of Object.entries(COLUMNS)) {
      const value = (changes as Record<string, unknown>)[key];
      if (value !== undefined) {
        columns.push(column);
        values.push(value);
      }
    }
    for (const [key, column] of Object.entries(ADDRESS_COLUMNS)) {
      const value = changes.address?.[key as keyof Address];
      if (value !== undefined) {
        columns.push(column);
        values.push(value);
      }
    }
    return { columns, values };
  }
}

export type { UserChanges, NewUser } from '../application/ports/user.repository.js';
