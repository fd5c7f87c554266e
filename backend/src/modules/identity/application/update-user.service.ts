import { Injectable } from '@nestjs/common';
import { assertActsAsAdmin, assertCanChangeRole } from '../domain/account-admin-rules.js';
import { EmailTakenError, UserNotFoundError } from '../domain/identity.errors.js';
import { type AccountDetails, normalizeEmail, trimmedDetails, type User } from '../domain/user.js';
import { SessionTokens } from './session-tokens.service.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { type UserChanges, UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

export interface UpdateUserCommand extends AccountDetails {
  isAdmin?: boolean;
  /** A new password chosen by the administrator (the account's sessions end). */
  password?: string;
}

export interface UpdateUserResult {
  user: User;
  /** A fresh session token when the administrator's own sessions ended (they changed their own password). */
  token?: string;
}

/**
 * An administrator edits an account, admin flag included. Runs in one transaction holding the lock on
 * every administrator row, so two administrators demoting each other at the same moment can never
 * leave the shop without one: the second sees the first's change (and is no longer an administrator).
 * A new email is taken as is (the administrator vouches for it); a role change or a new password ends
 * the account's sessions, so its next sign-in carries the right role.
 */
@Injectable()
export class UpdateUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(actorId: string, targetId: string, command: UpdateUserCommand): Promise<UpdateUserResult> {
    if (!(await this.users.findById(targetId))) throw new UserNotFoundError();
    const passwordHash = command.password ? await this.hasher.hash(command.password) : undefined;
    const result = await this.uow.transaction(async (): Promise<{ updated: User; token?: string }> => {
      const roster = { adminIds: await this.users.lockAdminIds(), actorId };
      assertActsAsAdmin(roster);
      const target = await this.users.lockById(targetId);
      if (!target) throw new UserNotFoundError();
      const roleChanged = command.isAdmin !== undefined && command.isAdmin !== target.isAdmin;
      if (command.isAdmin !== undefined) assertCanChangeRole(roster, target, command.isAdmin);

      const changes: UserChanges = {
        ...trimmedDetails(command),
        isAdmin: roleChanged ? command.isAdmin : undefined,
      };
      const email = command.email !== undefined ? normalizeEmail(command.email) : undefined;
      if (email !== undefined && email !== target.email.toLowerCase()) {
        const owner = await this.users.findByEmail(email);
        if (owner && owner.id !== target.id) throw new EmailTakenError();
        changes.email = email;
        changes.pendingEmail = null;
      }
      let updated = await this.users.update(target.id, changes);
      // A new password ends the account's sessions (changePassword); so does a role change.
      if (passwordHash) updated = await this.users.changePassword(target.id, passwordHash);
      else if (roleChanged) await this.tokens.endAll(target.id);
      // Self-demotion is refused, so only a new password of their own ends the administrator's
      // session: they get a fresh one and stay signed in.
      const ownPassword = passwordHash !== undefined && target.id === actorId;
      return { updated, token: ownPassword ? await this.tokens.issue(updated) : undefined };
    });
    return { user: result.updated, ...(result.token ? { token: result.token } : {}) };
  }
}
