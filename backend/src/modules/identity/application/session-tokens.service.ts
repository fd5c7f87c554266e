import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../domain/user.js';
import { isUuid } from '../../../shared/ids.js';
import { SessionRepository } from './ports/session.repository.js';

export interface SessionClaims {
  sub: string;
  isAdmin: boolean;
  /** The session's id: its row in `sessions` must still exist. */
  jti: string;
}

/**
 * Session tokens: JWT HS256 with sub, isAdmin, jti (the session's id) and exp (JWT_TTL). Each token
 * has its row in `sessions` until it expires or is ended (logout, logout-all, password change or
 * reset, role change, account deletion).
 */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionRepository,
  ) {}

  /** A new session for the user, and its token. */
  async issue(user: Pick<User, 'id' | 'isAdmin'>): Promise<string> {
    const id = randomUUID();
    const token = await this.jwt.signAsync({ sub: user.id, isAdmin: user.isAdmin }, { jwtid: id });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    await this.sessions.create({ id, userId: user.id, expiresAt: new Date(exp * 1000) });
    return token;
  }

  /** The claims of a well-signed, unexpired token; null otherwise (its session is checked by the caller). */
  async read(token: string): Promise<SessionClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] });
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || !isUuid(claims.jti)) return null;
      return claims;
    } catch {
      return null;
    }
  }

  /** Ends one session (logout). */
  end(claims: Pick<SessionClaims, 'sub' | 'jti'>): Promise<void> {
    return this.sessions.end(claims.jti, claims.sub);
  }

  /** Ends every session of the account (logout-all, new password, role change); returns how many were live. */
  endAll(userId: string): Promise<number> {
    return this.sessions.endAll(userId);
  }
}
