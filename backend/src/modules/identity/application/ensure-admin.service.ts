import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { EmailTakenError } from '../domain/identity.errors.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

export const DEV_ADMIN_EMAIL = 'admin@boxplaisir.local';

/**
 * Creates the administrator, or promotes the existing account with that email (verified, admin,
 * with that password). Plain function so the `admin:create` command can use it without Nest.
 * The password hash (and so the sessions) changes only when the password is different.
 */
export async function upsertAdmin(
  uow: UnitOfWork,
  users: UserRepository,
  hasher: PasswordHasher,
  emailInput: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  const email = normalizeEmail(emailInput);
  for (let attempt = 0; ; attempt++) {
    try {
      return await uow.transaction(async () => {
        const existing = await users.findByEmail(email);
        if (!existing) {
          const user = await users.insert({
            email,
            firstName: 'Administrateur',
            lastName: 'BoxPlaisir',
            isAdmin: true,
            isEmailVerified: true,
            passwordHash: await hasher.hash(password),
          });
          return { user, created: true };
        }
        let user = await users.update(existing.id, { isAdmin: true, isEmailVerified: true, pendingEmail: null });
        if (!existing.passwordHash || !(await hasher.verify(existing.passwordHash, password))) {
          user = await users.changePassword(existing.id, await hasher.hash(password));
        }
        return { user, created: false };
      });
    } catch (error) {
      // Another instance created it at the same moment: promote it instead.
      if (error instanceof EmailTakenError && attempt === 0) continue;
      throw error;
    }
  }
}

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

@Injectable()
export class EnsureAdminService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly users: UserRepository,
  ) {}

  execute(email: string, password: string): Promise<{ user: User; created: boolean }> {
    return upsertAdmin(this.uow, this.users, this.hasher, email, password);
  }

  async hasAdmin(): Promise<boolean> {
    return (await this.users.countAdmins()) > 0;
  }
}
