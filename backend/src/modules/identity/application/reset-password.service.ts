import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { ResetTokenInvalidError } from '../domain/identity.errors.js';
import { AccountMails } from './account-mails.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';
import { UserTokenRepository } from './ports/user-token.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

/** A reset link (15 minutes, single use): new password, earlier sessions and reset links end. */
@Injectable()
export class ResetPasswordService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tokens: UserTokenRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mails: AccountMails,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.uow.transaction(async () => {
      const now = this.clock.now();
      const used = await this.tokens.consume(token, ['reset'], now);
      if (!used) throw new ResetTokenInvalidError();
      const user = await this.users.lockById(used.userId);
      if (!user) throw new ResetTokenInvalidError();
      await this.tokens.revokeAll(user.id, 'reset', now);
      // The link reached the mailbox: the address is proven.
      const changed = await this.users.changePassword(user.id, passwordHash); // sessions end
      if (!changed.isEmailVerified) await this.users.update(user.id, { isEmailVerified: true });
      await this.mails.passwordChanged(changed);
    });
    this.mails.nudge();
  }
}
