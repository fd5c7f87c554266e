import { applyDecorators, type ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../../shared/http/error-response.js';
import { TooManyRequestsError } from '../domain/identity.errors.js';

/** Throttler names (see identity.module.ts): per route + account e-mail (whatever the IP), and per IP + route. */
export const ACCOUNT_THROTTLER = 'compte';
export const IP_THROTTLER = 'ip';
/** The IP-wide budget of a route is this many times the per-account one. */
export const IP_LIMIT_FACTOR = 10;

/**
 * @nestjs/throttler answering 429 TOO_MANY_REQUESTS in French (with when to retry, and Retry-After),
 * with two budgets per route: RATE_LIMIT requests per window for one e-mail address whatever the IP
 * (guessing one account's password from many addresses, flooding one mailbox), and
 * IP_LIMIT_FACTOR × RATE_LIMIT for one IP as a whole. The IP is the socket's, or the one TRUST_PROXY's
 * proxies name: a forged X-Forwarded-For changes nothing.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override generateKey(context: ExecutionContext, suffix: string, name: string): string {
    if (name !== ACCOUNT_THROTTLER) return super.generateKey(context, suffix, name);
    const body = context.switchToHttp().getRequest<{ body?: { email?: unknown } }>().body;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    // Without an e-mail there is no account to protect: the request counts against its IP.
    return super.generateKey(context, email ? `compte|${email}` : `ip|${suffix}`, name);
  }

  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire || detail.timeToExpire));
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(seconds));
    throw new TooManyRequestsError(seconds);
  }
}

/** Sign-in, registration and e-mail endpoints are rate-limited (RATE_LIMIT per RATE_LIMIT_TTL_SECONDS). */
export const RateLimited = () => applyDecorators(UseGuards(RateLimitGuard), ApiErrors(429));

/**
 * Routes about no account (the strength meter's password check): only the IP-wide budget
 * (IP_LIMIT_FACTOR × RATE_LIMIT per window), generous enough for a person typing, not for a script.
 */
export const RateLimitedPerIp = () =>
  applyDecorators(UseGuards(RateLimitGuard), SkipThrottle({ [ACCOUNT_THROTTLER]: true }), ApiErrors(429));
