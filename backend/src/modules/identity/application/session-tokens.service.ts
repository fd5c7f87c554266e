import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../domain/user.js';

export interface SessionClaims {
  sub: string;
  isAdmin: boolean;
  /** The user's token version when the token was issued. */
  tv: number;
}

/** JWT HS256 session tokens: sub, isAdmin, tv (token version), exp (JWT_TTL). */
@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'isAdmin' | 'tokenVersion'>): Promise<string> {
    const claims: SessionClaims = { sub: user.id, isAdmin: user.isAdmin, tv: user.tokenVersion };
    return this.jwt.signAsync(claims);
  }

  /** The claims of a valid, unexpired token; null otherwise. */
  async read(token: string): Promise<SessionClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] });
      if (typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
      return claims;
    } catch {
      return null;
    }
  }
}
