import { Injectable } from '@nestjs/common';
import { UnauthenticatedError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';
import { type SessionClaims, SessionTokens } from './session-tokens.service.js';
import { UserRepository } from './ports/user.repository.js';

export interface Authenticated {
  user: User;
  session: Pick<SessionClaims, 'sub' | 'jti'>;
}

/**
 * Bearer token → its live session and the CURRENT user row, in one primary-key lookup (401 when the
 * token is invalid or expired, its session ended, or the user deleted).
 */
@Injectable()
export class AuthenticateService {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: UserRepository,
  ) {}

  async execute(token: string | undefined): Promise<Authenticated> {
    if (!token) throw new UnauthenticatedError();
    const claims = await this.tokens.read(token);
    if (!claims) throw new UnauthenticatedError();
    const user = await this.users.findBySession(claims.jti, claims.sub);
    if (!user) throw new UnauthenticatedError();
    return { user, session: { sub: claims.sub, jti: claims.jti } };
  }

  /**
   * The signed-in customer's id for a public route that says more to a signed-in caller (the cart's
   * welcome code, a gift's page): undefined for a visitor or an invalid token, never 401.
   */
  async customerIdOf(authorization: string | undefined): Promise<string | undefined> {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    try {
      return (await this.execute(token)).user.id;
    } catch {
      return undefined;
    }
  }
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: unknown): string | undefined {
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}
