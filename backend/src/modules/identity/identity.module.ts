import { Module } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config.js';
import { NotificationsModule } from '../notifications/index.js';
import { AccountDeletionParticipants } from './application/account-deletion.js';
import { AccountMails } from './application/account-mails.js';
import { AuthenticateService } from './application/authenticate.service.js';
import { CreateUserService } from './application/create-user.service.js';
import { DeleteUserService } from './application/delete-user.service.js';
import { EnsureAdminService } from './application/ensure-admin.service.js';
import { GetUserService } from './application/get-user.service.js';
import { GoogleSignInService } from './application/google-sign-in.service.js';
import { ListUsersService } from './application/list-users.service.js';
import { LoginService } from './application/login.service.js';
import { RegisterUserService } from './application/register-user.service.js';
import { RequestAccountMailService } from './application/request-account-mail.service.js';
import { ResetPasswordService } from './application/reset-password.service.js';
import { SessionTokens } from './application/session-tokens.service.js';
import { UpdateProfileService } from './application/update-profile.service.js';
import { UpdateUserService } from './application/update-user.service.js';
import { VerifyEmailService } from './application/verify-email.service.js';
import { formerPath } from '../../shared/http/former-path.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AuthController } from './http/auth.controller.js';
import { AdminGuard, AuthGuard } from './http/auth.guard.js';
import { GoogleAuthGuard } from './http/google-auth.guard.js';
import { ACCOUNT_THROTTLER, IP_LIMIT_FACTOR, IP_THROTTLER, RateLimitGuard } from './http/rate-limit.guard.js';
import { UsersController } from './http/users.controller.js';
import { GoogleStrategy } from './infrastructure/google.strategy.js';
import { Argon2PasswordHasher } from './infrastructure/password-hasher.js';
import { RateLimitStorage, RateLimitStorageModule } from './infrastructure/rate-limit.storage.js';
import { TypeOrmSessionRepository } from './infrastructure/session.repository.js';
import { TypeOrmUserTokenRepository } from './infrastructure/user-token.repository.js';
import { TypeOrmUserRepository } from './infrastructure/user.repository.js';
import { FirstAdminJob } from './jobs/first-admin.job.js';
import { TokenCleanupJob } from './jobs/token-cleanup.job.js';
import { UserRepository } from './application/ports/user.repository.js';
import { UserTokenRepository } from './application/ports/user-token.repository.js';
import { SessionRepository } from './application/ports/session.repository.js';
import { PasswordHasher } from './application/ports/password-hasher.js';

/** Back-office account management (endpoints in the admin module): registered here, offered to it. */
const ACCOUNT_ADMINISTRATION = [
  ListUsersService,
  GetUserService,
  CreateUserService,
  UpdateUserService,
  DeleteUserService,
  AccountDeletionParticipants,
];

/**
 * Users, registration and email verification, sign-in (JWT), password reset, profile, role guards, and
 * the back office's account management use cases. Exports the guards (and what they need) so other
 * modules can protect their routes, and the account management services for the admin module.
 */
@Module({
  imports: [
    NotificationsModule,
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A key object, made once: given the secret as text, the JWT library first tries to read it as
        // a PEM public key and fails, on every token checked (over a third of a checkout's CPU time).
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtTtl as `${number}h` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
        throttlers: [
          { name: ACCOUNT_THROTTLER, ttl: config.rateLimit.ttlSeconds * 1000, limit: config.rateLimit.limit },
          {
            name: IP_THROTTLER,
            ttl: config.rateLimit.ttlSeconds * 1000,
            limit: config.rateLimit.limit * IP_LIMIT_FACTOR,
          },
        ],
        storage,
      }),
    }),
  ],
  // Administration's user routes also answer at their first path, /api/users (docs/design/api-contract.md, "Paths").
  controllers: [AuthController, UsersController, AdminUsersController, formerPath(AdminUsersController, 'users')],
  providers: [
    { provide: UserRepository, useClass: TypeOrmUserRepository },
    { provide: UserTokenRepository, useClass: TypeOrmUserTokenRepository },
    { provide: SessionRepository, useClass: TypeOrmSessionRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    SessionTokens,
    AccountMails,
    AuthenticateService,
    RegisterUserService,
    VerifyEmailService,
    LoginService,
    RequestAccountMailService,
    ResetPasswordService,
    UpdateProfileService,
    EnsureAdminService,
    GoogleSignInService,
    ...ACCOUNT_ADMINISTRATION,
    GoogleAuthGuard,
    {
      // Registered with passport only when GOOGLE_CLIENT_ID/SECRET are set.
      provide: GoogleStrategy,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.google ? new GoogleStrategy(config) : null),
    },
    FirstAdminJob,
    TokenCleanupJob,
    AuthGuard,
    AdminGuard,
    RateLimitGuard,
  ],
  exports: [AuthenticateService, AuthGuard, AdminGuard, RateLimitGuard, ...ACCOUNT_ADMINISTRATION],
})
export class IdentityModule {}
