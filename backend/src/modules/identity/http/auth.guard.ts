import {
  applyDecorators,
  type CanActivate,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../../shared/http/error-response.js';
import {
  AuthenticateService,
  type Authenticated as Session,
  bearerToken,
} from '../application/authenticate.service.js';
import { AdminOnlyError, UnauthenticatedError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.js';

type AuthenticatedRequest = FastifyRequest & { currentUser?: User; currentSession?: Session['session'] };

function bearer(request: FastifyRequest): string | undefined {
  return bearerToken(request.headers.authorization);
}

/** Loads the bearer token's live session and the CURRENT user row on every request (401 otherwise). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly authenticate: AuthenticateService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const { user, session } = await this.authenticate.execute(bearer(request));
    request.currentUser = user;
    request.currentSession = session;
    return true;
  }
}

/** After AuthGuard: the user row must be an administrator's (403 otherwise). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().currentUser;
    if (!user) throw new UnauthenticatedError();
    if (!user.isAdmin) throw new AdminOnlyError();
    return true;
  }
}

/** Route (or controller) for signed-in users. */
export const Authenticated = () => applyDecorators(UseGuards(AuthGuard), ApiBearerAuth(), ApiErrors(401));

/** Route (or controller) for administrators (checked on the current user row, not the token). */
export const AdminOnly = () => applyDecorators(UseGuards(AuthGuard, AdminGuard), ApiBearerAuth(), ApiErrors(401, 403));

/**
 * A back-office controller at `path`: administrators only (anonymous 401, customer 403, checked on the
 * current user row), listed under 'administration' in the API document. Applied in the order the
 * stacked decorators used to be, so the document stays the same.
 */
export const AdminController = (path: string) =>
  applyDecorators(AdminOnly(), Controller(path), ApiTags('administration'));

/** The current user row, loaded by AuthGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().currentUser;
  if (!user) throw new UnauthenticatedError();
  return user;
});

/** The session of the request's bearer token (its id and user), loaded by AuthGuard. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): Session['session'] => {
  const session = context.switchToHttp().getRequest<AuthenticatedRequest>().currentSession;
  if (!session) throw new UnauthenticatedError();
  return session;
});
