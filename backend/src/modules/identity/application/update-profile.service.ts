import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import { EmailTakenError, InvalidCurrentPasswordError, UnauthenticatedError } from '../domain/identity.errors.js';
import { type AccountDetails, normalizeEmail, trimmedDetails, type User } from '../domain/user.js';
import { AccountMails } from './account-mails.js';
import { SessionTokens } from './session-tokens.service.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { type UserChanges, UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

export interface UpdateProfileCommand extends AccountDetails {
  currentPassword?: string;
  newPassword?: string;
}

export interface UpdateProfileResult {
  user: User;
  /** A new session token when the password changed (the earlier ones stopped working). */
  token?: string;
  emailVerificationSent?: boolean;
}

/**
 * Profile changes in one transaction. A new email waits in pendingEmail until verified through a
 * link sent to it; a new password needs the current one, ends earlier sessions and is notified.
 */
@Injectable()
export class UpdateProfileService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mails: AccountMails,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(userId: string, command: UpdateProfileCommand): Promise<UpdateProfileResult> {
    if (command.newPassword !== undefined && command.newPassword !== '' && !command.currentPassword) {
      const current = await this.users.findById(userId);
      if (current?.passwordHash) {
        throw new DomainError('VALIDATION_FAILED', 'Mot de passe actuel requis', 'invalid', {
          currentPassword: ['Mot de passe actuel requis'],
        });
      }
    }
    const newHash = command.newPassword ? await this.hasher.hash(command.newPassword) : undefined;
    let emailVerificationSent = false;
    let token: string | undefined;
    const user = await this.uow.transaction(async () => {
      const user = await this.users.lockById(userId);
      if (!user) throw new UnauthenticatedError();
      if (newHash && user.passwordHash) {
        const ok = await this.hasher.verify(user.passwordHash, command.currentPassword ?? '');
        if (!ok) throw new InvalidCurrentPasswordError();
      }
      const changes: UserChanges = trimmedDetails(command);
      const email = command.email !== undefined ? normalizeEmail(command.email) : undefined;
      if (email !== undefined && email !== user.email.toLowerCase()) {
        const owner = await this.users.findByEmail(email);
        if (owner && owner.id !== user.id) throw new EmailTakenError();
        if (email !== user.pendingEmail) {
          changes.pendingEmail = email;
          await this.mails.emailChange({ ...user, firstName: changes.firstName ?? user.firstName }, email);
          emailVerificationSent = true;
        }
      } else if (email !== undefined && user.pendingEmail) {
        changes.pendingEmail = null; // back to the current address: the pending change is dropped
      }
      let updated = await this.users.update(user.id, changes);
      if (newHash) {
        // Every session ends, this one included; the caller gets a fresh one and stays signed in.
        updated = await this.users.changePassword(user.id, newHash);
        token = await this.tokens.issue(updated);
        await this.mails.passwordChanged(updated);
      }
      return updated;
    });
    if (emailVerificationSent || token) this.mails.nudge();
    return {
      user,
      ...(token ? { token } : {}),
      ...(emailVerificationSent ? { emailVerificationSent: true } : {}),
    };
  }
}
