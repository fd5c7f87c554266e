import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { Clock } from '../../../shared/clock.js';
import { MailOutbox } from '../../notifications/index.js';
import { RESET_TOKEN_TTL_MS, type TokenPurpose, type User, VERIFY_TOKEN_TTL_MS } from '../domain/user.js';
import { UserTokenRepository } from './ports/user-token.repository.js';

/** Issues one-time links and writes their mails to the outbox, inside the caller's transaction. */
@Injectable()
export class AccountMails {
  constructor(
    private readonly tokens: UserTokenRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** A one-time token of the user's, valid `ttlMs` from now (an email change's carries the new address). */
  private issueToken(user: User, purpose: TokenPurpose, ttlMs: number, email?: string): Promise<string> {
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    return this.tokens.issue({ userId: user.id, purpose, email, expiresAt });
  }

  async verification(user: User): Promise<void> {
    const token = await this.issueToken(user, 'verify', VERIFY_TOKEN_TTL_MS);
    await this.outbox.enqueue({
      kind: 'email-verification',
      to: user.email,
      data: { firstName: user.firstName, link: this.link(`/email-verification?token=${token}`) },
    });
  }

  async emailChange(user: User, newEmail: string): Promise<void> {
    const token = await this.issueToken(user, 'email-change', VERIFY_TOKEN_TTL_MS, newEmail);
    await this.outbox.enqueue({
      kind: 'email-change',
      to: newEmail,
      data: { firstName: user.firstName, newEmail, link: this.link(`/email-verification?token=${token}`) },
    });
  }

  async passwordReset(user: User): Promise<void> {
    const token = await this.issueToken(user, 'reset', RESET_TOKEN_TTL_MS);
    await this.outbox.enqueue({
      kind: 'password-reset',
      to: user.email,
      data: { firstName: user.firstName, link: this.link(`/reset-password/${token}`) },
    });
  }

  async passwordChanged(user: User): Promise<void> {
    await this.outbox.enqueue({
      kind: 'password-changed',
      to: user.email,
      data: { firstName: user.firstName, loginUrl: this.link('/login') },
    });
  }

  /** After the commit: send now rather than at the next poll. */
  nudge(): void {
    this.outbox.nudge();
  }

  private link(pathAndQuery: string): string {
    return `${this.config.publicUrl}${pathAndQuery}`;
  }
}
