import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { UserRepository } from '../infrastructure/user.repository.js';
import { AccountMails } from './account-mails.js';

/**
 * Forgot-password and resend-verification: the caller always gets the same answer; a mail is
 * written only when an account matches (and, for a verification, is still unverified).
 */
@Injectable()
export class RequestAccountMailService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly mails: AccountMails,
  ) {}

  async passwordReset(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (user) await this.mails.passwordReset(manager, user);
    });
    this.mails.nudge();
  }

  async verification(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findByEmail(email, manager);
      if (user && !user.isEmailVerified) await this.mails.verification(manager, user);
    });
    this.mails.nudge();
  }
}
