import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain-error.js';
import type { GoogleProfile } from '../domain/google-profile.js';
import { EmailTakenError } from '../domain/identity.errors.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { SessionTokens } from './session-tokens.service.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { UserRepository } from './ports/user.repository.js';

export class GoogleSignInError extends DomainError {
  constructor(reason: string) {
    super('GOOGLE_AUTH_FAILED', `La connexion avec Google a échoué (${reason}).`, 'unauthenticated');
  }
}

/**
 * Google account → our user: the account already linked to that Google id; else the account with
 * the same (Google-verified) email, which gets linked; else a new verified account without password.
 * Linking an account whose email was never verified drops its password: whoever registered it
 * without proving the address loses access (no pre-registration takeover).
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
  ) {}

  async execute(profile: GoogleProfile): Promise<{ token: string; user: User }> {
    if (!profile.googleId) throw new GoogleSignInError('identifiant manquant');
    if (!profile.email || !profile.emailVerified) throw new GoogleSignInError('adresse email non vérifiée par Google');
    const email = normalizeEmail(profile.email);
    let user: User;
    try {
      user = await this.uow.transaction(async () => {
        const linked = await this.users.findByGoogleId(profile.googleId);
        if (linked) {
          return linked.profilePicture || !profile.picture
            ? linked
            : this.users.update(linked.id, { profilePicture: profile.picture });
        }
        const existing = await this.users.findByEmail(email);
        if (existing) {
          if (existing.googleId) throw new GoogleSignInError('compte déjà lié à un autre compte Google');
          let updated = await this.users.update(existing.id, {
            googleId: profile.googleId,
            isEmailVerified: true,
            profilePicture: existing.profilePicture || profile.picture,
            firstName: existing.firstName || profile.firstName,
            lastName: existing.lastName || profile.lastName,
          });
          if (!existing.isEmailVerified && existing.passwordHash) {
            updated = await this.users.changePassword(existing.id, null);
          }
          return updated;
        }
        return this.users.insert({
          email,
          firstName: profile.firstName.slice(0, 100),
          lastName: profile.lastName.slice(0, 100),
          googleId: profile.googleId,
          isEmailVerified: true,
          profilePicture: profile.picture.slice(0, 2000),
        });
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new GoogleSignInError('compte créé en parallèle, réessayez');
      throw error;
    }
    return { token: await this.tokens.issue(user), user };
  }
}
