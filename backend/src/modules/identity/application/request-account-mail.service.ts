import { Injectable } from '@nestjs/common';
import { AccountMails } from './account-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

/**
 * Forgot-password and resend-verification: the caller always gets the same answer; a mail is
 * written only when an account matches (and, for a verification, is still unverified).
 */
@Injectable()
export class RequestAccountMailService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly mails: AccountMails,
  ) {}

  async passwordReset(email: string): Promise<void> {
    await this.uow.transaction(async () => {
      const user = await this.users.findByEmail(email);
      if (user) await this.mails.passwordReset(user);
    });
    this.mails.nudge();
  }

  async verification(email: string): Promise<void> {
    await this.uow.transaction(async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.isEmailVerified) await this.mails.verification(user);
    });
    this.mails.nudge();
  }
}
