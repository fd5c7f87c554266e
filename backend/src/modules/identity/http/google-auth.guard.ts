import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../config/app-config.js';

type PassportReply = FastifyReply & {
  setHeader?: (name: string, value: string) => void;
  end?: (body?: string) => void;
};

/**
 * Runs passport-google-oauth20 on Fastify. Passport redirects with `res.setHeader` and `res.end`,
 * which a Fastify reply lacks (nestjs/nest#5702): they are delegated to `header` and `send`.
 * Failures do not throw: the handler redirects to /login?error=google_auth_failed.
 * When Google is not configured, the guard lets the handler answer (google_auth_not_configured).
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  constructor(private readonly config: AppConfig) {
    super({ session: false });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.google) return true;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch {
      return true;
    }
  }

  override getRequest(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<FastifyRequest & { oauthReply?: FastifyReply }>();
    request.oauthReply = context.switchToHttp().getResponse<FastifyReply>();
    return request;
  }

  getResponse(context: ExecutionContext) {
    const reply = context.switchToHttp().getResponse<PassportReply>();
    reply.setHeader ??= (name: string, value: string) => void reply.header(name, value);
    reply.end ??= (body?: string) => void reply.send(body ?? '');
    return reply;
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    return (error || !user ? null : user) as TUser;
  }
}
