import { Injectable } from '@nestjs/common';
import { UnauthenticatedError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { UserRepository } from '../infrastructure/user.repository.js';
import { SessionTokens } from './session-tokens.service.js';

/** Bearer token → the CURRENT user row (401 when invalid, expired, of an older token version or of a deleted user). */
@Injectable()
export class AuthenticateService {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UserRepository,
  ) {}

  async execute(token: string | undefined): Promise<User> {
    if (!token) throw new UnauthenticatedError();
    const claims = await this.tokens.read(token);
    if (!claims) throw new UnauthenticatedError();
    const user = await this.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.tv) throw new UnauthenticatedError();
    return user;
  }
}
