import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EmailTakenError } from '../domain/identity.errors.js';
import { normalizeEmail } from '../domain/user.js';
import { PasswordHasher } from '../infrastructure/password-hasher.js';
import { UserRepository } from '../infrastructure/user.repository.js';
import { AccountMails } from './account-mails.js';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mails: AccountMails,
  ) {}

  async execute(command: RegisterCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(command.password);
    if (await this.users.findByEmail(command.email)) throw new EmailTakenError();
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.insert(
        {
          email: normalizeEmail(command.email),
          firstName: command.firstName.trim(),
          lastName: command.lastName.trim(),
          passwordHash,
        },
        manager,
      );
      await this.mails.verification(manager, user);
    });
    this.mails.nudge();
  }
}
