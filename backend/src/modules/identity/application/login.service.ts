import { Injectable } from '@nestjs/common';
import { EmailNotVerifiedError, InvalidCredentialsError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { SessionTokens } from './session-tokens.service.js';
import { UserRepository } from './ports/user.repository.js';
import { PasswordHasher } from './ports/password-hasher.js';

/**
 * Email + password → session token. Unknown email and wrong password answer the same (401) and
 * cost the same hash check; an unverified account (right password) gets 403.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(email: string, password: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findByEmail(email);
    const ok = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstNothing(password);
    if (!user || !ok) throw new InvalidCredentialsError();
    if (!user.isEmailVerified) throw new EmailNotVerifiedError();
    return { token: await this.tokens.issue(user), user };
  }
}
