/** The identity module's public API: the module, the route guards and decorators, the user type. */
export { IdentityModule } from './identity.module.js';
export { AuthGuard, AdminGuard, Authenticated, AdminOnly, CurrentUser } from './http/auth.guard.js';
export { AuthenticateService } from './application/authenticate.service.js';
export type { User, Address, Gender } from './domain/user.js';
