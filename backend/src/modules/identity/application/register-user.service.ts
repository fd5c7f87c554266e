import { Injectable } from '@nestjs/common';
import { EmailTakenError } from '../domain/identity.errors.js';
import { normalizeEmail } from '../domain/user.js';
import { AccountMails } from './account-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

export interface RegisterCommand {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new, unverified account and its verification mail (same transaction). */
@Injectable()
export class RegisterUserService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mails: AccountMails,
  ) {}

  async execute(command: RegisterCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(command.password);
    if (await this.users.findByEmail(command.email)) throw new EmailTakenError();
    await this.uow.transaction(async () => {
      const user = await this.users.insert({
        email: normalizeEmail(command.email),
        firstName: command.firstName.trim(),
        lastName: command.lastName.trim(),
        passwordHash,
      });
      await this.mails.verification(user);
    });
    this.mails.nudge();
  }
}
