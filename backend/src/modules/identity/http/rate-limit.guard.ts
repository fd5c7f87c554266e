import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { TooManyRequestsError } from '../domain/identity.errors.js';

/** @nestjs/throttler per client IP and route, answering 429 TOO_MANY_REQUESTS in French. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new TooManyRequestsError();
  }
}

/** Sign-in, registration and email endpoints: RATE_LIMIT requests per RATE_LIMIT_TTL_SECONDS per IP and route. */
export const RateLimited = () => applyDecorators(UseGuards(RateLimitGuard));
