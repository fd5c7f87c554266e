import { applyDecorators, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TooManyRequestsError } from '../domain/identity.errors.js';

/** Throttler names (see identity.module.ts): per IP + route + account e-mail, and per IP + route. */
export const ACCOUNT_THROTTLER = 'compte';
export const IP_THROTTLER = 'ip';
/** The IP-wide budget of a route is this many times the per-account one. */
export const IP_LIMIT_FACTOR = 10;

/**
 * @nestjs/throttler answering 429 TOO_MANY_REQUESTS in French, with two budgets per route:
 * RATE_LIMIT requests per window for one e-mail address from one IP (guessing one account's
 * password, flooding one mailbox), and IP_LIMIT_FACTOR × RATE_LIMIT for the IP as a whole.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override generateKey(context: ExecutionContext, suffix: string, name: string): string {
    if (name !== ACCOUNT_THROTTLER) return super.generateKey(context, suffix, name);
    const body = context.switchToHttp().getRequest<{ body?: { email?: unknown } }>().body;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return super.generateKey(context, `${suffix}|${email}`, name);
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw new TooManyRequestsError();
  }
}

/** Sign-in, registration and e-mail endpoints are rate-limited (RATE_LIMIT per RATE_LIMIT_TTL_SECONDS). */
export const RateLimited = () => applyDecorators(UseGuards(RateLimitGuard));
