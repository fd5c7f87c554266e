import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../shared/clock.js';
import { ResetTokenInvalidError } from '../domain/identity.errors.js';
import { PasswordHasher } from '../infrastructure/password-hasher.js';
import { UserTokenRepository } from '../infrastructure/user-token.repository.js';
import { UserRepository } from '../infrastructure/user.repository.js';
import { AccountMails } from './account-mails.js';

/** A reset link (15 minutes, single use): new password, earlier sessions and reset links end. */
@Injectable()
export class ResetPasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: UserTokenRepository,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly mails: AccountMails,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const used = await this.tokens.consume(manager, token, ['reset'], now);
      if (!used) throw new ResetTokenInvalidError();
      const user = await this.users.lockById(used.userId, manager);
      if (!user) throw new ResetTokenInvalidError();
      await this.tokens.revokeAll(manager, user.id, 'reset', now);
      // The link reached the mailbox: the address is proven.
      const changed = await this.users.changePassword(user.id, passwordHash, manager); // sessions end
      if (!changed.isEmailVerified) await this.users.update(user.id, { isEmailVerified: true }, manager);
      await this.mails.passwordChanged(manager, changed);
    });
    this.mails.nudge();
  }
}
