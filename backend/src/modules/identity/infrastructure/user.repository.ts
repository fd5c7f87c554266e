import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlRows } from '../../../shared/sql-rows.js';
import type { Address, Gender, User } from '../domain/user.js';

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
  token_version: number;
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
    tokenVersion: row.token_version,
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
} as const satisfies Partial<Record<keyof User, string>>;

const ADDRESS_COLUMNS: Record<keyof Address, string> = {
  street: 'address_street',
  address2: 'address_address2',
  postalCode: 'address_postal_code',
  city: 'address_city',
  region: 'address_region',
  country: 'address_country',
};

export type UserChanges = Partial<Pick<User, keyof typeof COLUMNS>> & { address?: Partial<Address> };
export type NewUser = Pick<User, 'email' | 'firstName' | 'lastName'> & UserChanges;

/** Raised by the database when an email (lower-cased) or Google id is already used. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    (error as { code?: string; driverError?: { code?: string } })?.driverError?.code === '23505' ||
    (error as { code?: string })?.code === '23505'
  );
}

/** Users in PostgreSQL (plain SQL: the table has a lower(email) unique index TypeORM cannot describe). */
@Injectable()
export class UserRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private q(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  async findById(id: string, manager?: EntityManager): Promise<User | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows: UserRow[] = await this.q(manager).query('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Locks the row until the end of the transaction. */
  async lockById(id: string, manager: EntityManager): Promise<User | null> {
    const rows: UserRow[] = await manager.query('SELECT * FROM users WHERE id = $1 FOR UPDATE', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    const rows: UserRow[] = await this.q(manager).query('SELECT * FROM users WHERE lower(email) = lower($1)', [
      email.trim(),
    ]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findByGoogleId(googleId: string, manager?: EntityManager): Promise<User | null> {
    const rows: UserRow[] = await this.q(manager).query('SELECT * FROM users WHERE google_id = $1', [googleId]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async countAdmins(manager?: EntityManager): Promise<number> {
    const rows: { n: number }[] = await this.q(manager).query('SELECT count(*)::int AS n FROM users WHERE is_admin');
    return rows[0]?.n ?? 0;
  }

  /** Throws a unique violation (see isUniqueViolation) when the email is taken. */
  async insert(user: NewUser, manager?: EntityManager): Promise<User> {
    const { columns, values } = this.toColumns(user);
    const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
    const rows: UserRow[] = await this.q(manager).query(
      `INSERT INTO users (${columns.join(', ')}) VALUES (${placeholders}) RETURNING *`,
      values,
    );
    return toUser(rows[0]!);
  }

  async update(id: string, changes: UserChanges, manager?: EntityManager): Promise<User> {
    const { columns, values } = this.toColumns(changes);
    const sets = columns.map((column, i) => `${column} = $${i + 2}`);
    const rows = sqlRows<UserRow>(
      await this.q(manager).query(
        `UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING *`,
        [id, ...values],
      ),
    );
    return toUser(rows[0]!);
  }

  /** New password hash and a new token version (earlier sessions end). */
  async changePassword(id: string, passwordHash: string, manager?: EntityManager): Promise<User> {
    const rows = sqlRows<UserRow>(
      await this.q(manager).query(
        `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
         WHERE id = $1 RETURNING *`,
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
