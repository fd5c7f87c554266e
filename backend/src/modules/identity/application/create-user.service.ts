import { Injectable } from '@nestjs/common';
import { assertActsAsAdmin } from '../domain/account-admin-rules.js';
import { EmailTakenError } from '../domain/identity.errors.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

export interface CreateUserCommand {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
  isAdmin?: boolean;
}

/**
 * An administrator creates an account. It is verified at once (the administrator vouches for the
 * address), so no verification mail is sent. Duplicate email → 409 EMAIL_TAKEN.
 */
@Injectable()
export class CreateUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(actorId: string, command: CreateUserCommand): Promise<User> {
    const email = normalizeEmail(command.email);
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(command.password);
    return this.uow.transaction(async () => {
      if (command.isAdmin) {
        // Creating an administrator: the actor must still be one (same lock as role changes).
        assertActsAsAdmin({ adminIds: await this.users.lockAdminIds(), actorId });
      }
      return this.users.insert({
        email,
        firstName: command.firstName.trim(),
        lastName: command.lastName.trim(),
        phone: (command.phone ?? '').trim(),
        isAdmin: command.isAdmin === true,
        isEmailVerified: true,
        passwordHash,
      });
    });
  }
}
