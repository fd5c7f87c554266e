import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { EmailTakenError, VerificationTokenInvalidError } from '../domain/identity.errors.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';
import { UserTokenRepository } from './ports/user-token.repository.js';

/** A verification link: confirms the account's email, or switches to the pending new email. */
@Injectable()
export class VerifyEmailService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tokens: UserTokenRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<void> {
    try {
      await this.uow.transaction(async () => {
        const used = await this.tokens.consume(token, ['verify', 'email-change'], this.clock.now());
        if (!used) throw new VerificationTokenInvalidError();
        const user = await this.users.lockById(used.userId);
        if (!user) throw new VerificationTokenInvalidError();
        if (used.purpose === 'verify') {
          await this.users.update(user.id, { isEmailVerified: true });
        } else {
          if (!used.email || user.pendingEmail !== used.email) throw new VerificationTokenInvalidError();
          await this.users.update(user.id, { email: used.email, pendingEmail: null, isEmailVerified: true });
        }
      });
    } catch (error) {
      // The new address was taken by another account meanwhile.
      if (error instanceof EmailTakenError) throw new VerificationTokenInvalidError();
      throw error;
    }
  }
}
