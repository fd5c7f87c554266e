import { Body, Controller, Get, Header, HttpCode, Logger, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/error-response.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../config/app-config.js';
import { GoogleSignInService } from '../application/google-sign-in.service.js';
import { LoginService } from '../application/login.service.js';
import { RegisterUserService } from '../application/register-user.service.js';
import { RequestAccountMailService } from '../application/request-account-mail.service.js';
import { ResetPasswordService } from '../application/reset-password.service.js';
import { type SessionClaims, SessionTokens } from '../application/session-tokens.service.js';
import { VerifyEmailService } from '../application/verify-email.service.js';
import type { GoogleProfile } from '../domain/google-profile.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../domain/common-passwords.js';
import {
  EmailOnlyDto,
  LoginDto,
  LoginResponse,
  LogoutAllResponse,
  MessageResponse,
  PasswordCheckDto,
  PasswordCheckResponse,
  ProvidersResponse,
  RegisterDto,
  ResetPasswordDto,
  VerifyEmailDto,
} from './auth.dto.js';
import { Authenticated, CurrentSession } from './auth.guard.js';
import { GoogleAuthGuard } from './google-auth.guard.js';
import { RateLimited, RateLimitedPerIp } from './rate-limit.guard.js';

const SAME_ANSWER = {
  success: true,
  message: "Si un compte correspond à cette adresse, un email vient d'être envoyé.",
} as const;

@ApiTags('authentification')
@Controller('auth')
export class AuthController {
  private readonly logger = new Logger('Google');

  constructor(
    private readonly register: RegisterUserService,
    private readonly verifyEmail: VerifyEmailService,
    private readonly login: LoginService,
    private readonly accountMail: RequestAccountMailService,
    private readonly resetPassword: ResetPasswordService,
    private readonly googleSignIn: GoogleSignInService,
    private readonly sessions: SessionTokens,
    private readonly config: AppConfig,
  ) {}

  @Post('register')
  @RateLimited()
  @ApiOperation({ summary: 'Inscription (compte non vérifié, email de vérification envoyé)' })
  @ApiCreatedResponse({ type: MessageResponse })
  @ApiErrors(400, { 400: 'PASSWORD_TOO_COMMON', 409: 'EMAIL_TAKEN : un compte existe déjà avec cette adresse' })
  async registerUser(@Body() body: RegisterDto) {
    await this.register.execute(body);
    return { success: true, message: 'Inscription réussie ! Vérifiez votre email pour activer votre compte.' };
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: "Vérification de l'adresse email (lien reçu par email)" })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, { 400: 'VERIFICATION_TOKEN_INVALID : lien invalide ou expiré' })
  async verify(@Body() body: VerifyEmailDto) {
    await this.verifyEmail.execute(body.token);
    return { success: true, message: 'Votre email a été vérifié avec succès.' };
  }

  @Post('login')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RateLimited()
  @ApiOperation({ summary: 'Connexion par email et mot de passe' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiErrors(400, {
    401: 'INVALID_CREDENTIALS : email ou mot de passe incorrect',
    403: "EMAIL_NOT_VERIFIED : l'adresse n'a pas encore été vérifiée",
  })
  async signIn(@Body() body: LoginDto) {
    const { token, user } = await this.login.execute(body.email, body.password);
    return {
      token,
      user: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        isAdmin: user.isAdmin,
        profilePicture: user.profilePicture,
      },
    };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimited()
  @ApiOperation({ summary: 'Demande de réinitialisation du mot de passe (même réponse quel que soit l’email)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400)
  async forgotPassword(@Body() body: EmailOnlyDto) {
    await this.accountMail.passwordReset(body.email);
    return SAME_ANSWER;
  }

  @Post('resend-verification')
  @HttpCode(200)
  @RateLimited()
  @ApiOperation({ summary: 'Nouvel email de vérification (même réponse quel que soit l’email)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400)
  async resendVerification(@Body() body: EmailOnlyDto) {
    await this.accountMail.verification(body.email);
    return SAME_ANSWER;
  }

  @Post('reset-password/:token')
  @HttpCode(200)
  @RateLimited()
  @ApiOperation({ summary: 'Nouveau mot de passe avec le lien reçu (15 minutes, usage unique)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, { 400: 'RESET_TOKEN_INVALID (lien invalide ou expiré), PASSWORD_TOO_COMMON' })
  async reset(@Param('token') token: string, @Body() body: ResetPasswordDto) {
    await this.resetPassword.execute(token, body.password);
    return { success: true, message: 'Votre mot de passe a été réinitialisé.' };
  }

  @Post('password-check')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @RateLimitedPerIp()
  @ApiOperation({
    summary:
      "Le mot de passe fait-il partie des plus courants ? La règle du serveur, pour l'indicateur de force (rien n'est gardé)",
  })
  @ApiOkResponse({ type: PasswordCheckResponse })
  @ApiErrors(400)
  passwordCheck(@Body() body: PasswordCheckDto): PasswordCheckResponse {
    const common = isCommonPassword(body.password);
    return { common, message: common ? COMMON_PASSWORD_MESSAGE : null };
  }

  @Post('logout')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Authenticated()
  @ApiOperation({ summary: 'Déconnexion : met fin à cette session sur le serveur (son jeton est refusé ensuite)' })
  @ApiOkResponse({ type: MessageResponse })
  async logout(@CurrentSession() session: Pick<SessionClaims, 'sub' | 'jti'>) {
    await this.sessions.end(session);
    return { success: true, message: 'Vous êtes déconnecté.' };
  }

  @Post('logout-all')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Authenticated()
  @ApiOperation({ summary: 'Déconnexion de tous les appareils : met fin à toutes les sessions du compte' })
  @ApiOkResponse({ type: LogoutAllResponse })
  async logoutAll(@CurrentSession() session: Pick<SessionClaims, 'sub' | 'jti'>): Promise<LogoutAllResponse> {
    await this.sessions.endAll(session.sub);
    return { success: true, message: 'Vous avez été déconnecté de tous les appareils.' };
  }

  @Get('providers')
  @ApiOperation({ summary: 'Fournisseurs de connexion disponibles' })
  @ApiOkResponse({ type: ProvidersResponse })
  providers(): ProvidersResponse {
    return { google: this.config.google !== undefined };
  }

  @Get('google')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({ summary: 'Connexion avec Google : redirection vers Google (ou /login?error=… si non configuré)' })
  @ApiFoundResponse({ description: 'Redirection (en-tête Location) vers Google, ou vers /login?error=…' })
  google(@Res() reply: FastifyReply): void {
    // Reached only when Google is not configured (otherwise the guard has redirected to Google).
    this.redirect(
      reply,
      this.config.google ? '/login?error=google_auth_failed' : '/login?error=google_auth_not_configured',
    );
  }

  @Get('google/callback')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    summary: 'Retour de Google : redirection vers /auth/callback#token=… ou /login?error=google_auth_failed',
  })
  @ApiFoundResponse({ description: 'Redirection (en-tête Location) vers /auth/callback#token=… ou /login?error=…' })
  async googleCallback(
    @Req() request: FastifyRequest & { user?: GoogleProfile | null },
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!this.config.google) return this.redirect(reply, '/login?error=google_auth_not_configured');
    if (!request.user) return this.redirect(reply, '/login?error=google_auth_failed');
    try {
      const { token, user } = await this.googleSignIn.execute(request.user);
      const fragment = new URLSearchParams({
        token,
        firstName: user.firstName,
        lastName: user.lastName,
        profilePicture: user.profilePicture,
      });
      this.redirect(reply, `/auth/callback#${fragment.toString()}`);
    } catch (error) {
      this.logger.warn(`Connexion Google refusée : ${(error as Error).message}`);
      this.redirect(reply, '/login?error=google_auth_failed');
    }
  }

  /** Only to our own origin. */
  private redirect(reply: FastifyReply, pathAndQuery: string): void {
    void reply
      .code(302)
      .header('location', `${this.config.publicUrl}${pathAndQuery}`)
      .header('cache-control', 'no-store')
      .send();
  }
}
