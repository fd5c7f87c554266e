import type { Address, User } from '../../domain/user.js';
import type { UserListQuery } from '../../domain/user-list.js';

/** The user fields a repository writes (each one column). */
export type WritableUserField =
  | 'email'
  | 'pendingEmail'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'gender'
  | 'isAdmin'
  | 'isEmailVerified'
  | 'profilePicture'
  | 'googleId'
  | 'passwordHash';

export type UserChanges = Partial<Pick<User, WritableUserField>> & { address?: Partial<Address> };

export type NewUser = Pick<User, 'email' | 'firstName' | 'lastName'> & UserChanges;

/** Users in PostgreSQL (plain SQL: the table has a lower(email) unique index TypeORM cannot describe). */
export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;

  /**
   * The user of a live session (the session id is the token's `jti`, the user id its `sub`): one
   * primary-key lookup on each table. Null when the session ended or expired or the user is gone.
   */
  abstract findBySession(sessionId: string, userId: string): Promise<User | null>;

  /** Locks the row until the end of the transaction. */
  abstract lockById(id: string): Promise<User | null>;

  abstract findByEmail(email: string): Promise<User | null>;

  abstract findByGoogleId(googleId: string): Promise<User | null>;

  abstract countAdmins(): Promise<number>;

  /**
   * Locks every administrator row (in id order, so concurrent callers never deadlock) and returns
   * their ids: role changes and deletions that must keep one administrator serialise on it.
   */
  abstract lockAdminIds(): Promise<string[]>;

  /** One page of the back office's list, with the number of matching users. */
  abstract list(query: UserListQuery): Promise<{ users: User[]; total: number }>;

  /**
   * Deletes the account. Its one-time tokens go with it (ON DELETE CASCADE); rows that must outlive
   * it (orders, kept 10 years) reference users with ON DELETE SET NULL and keep their own snapshot.
   */
  abstract delete(id: string): Promise<void>;

  /** Throws EmailTakenError when the email (or the Google id) is another account's. */
  abstract insert(user: NewUser): Promise<User>;

  /** Throws EmailTakenError when the new email (or Google id) is another account's. */
  abstract update(id: string, changes: UserChanges): Promise<User>;

  /**
   * New password hash (null: no password, Google sign-in only) and, in the same statement, the end of
   * every session of the account: the one place where a password change ends sessions.
   */
  abstract changePassword(id: string, passwordHash: string | null): Promise<User>;
}
