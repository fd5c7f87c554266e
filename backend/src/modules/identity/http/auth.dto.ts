import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { FilledText } from '../../../shared/validation/text-fields.js';
import { trim } from '../../../shared/validation/transforms.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/user.js';
import { NewPassword, PASSWORD_TOO_LONG } from './password.validator.js';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  FILL_ALL_FIELDS_MESSAGE,
  NAME_MESSAGES,
} from '../../../shared/validation/field-messages.js';

export class RegisterDto {
  @ApiProperty() @FilledText(100, NAME_MESSAGES.firstNameRequired, 'Le prénom est trop long') firstName!: string;
  @ApiProperty() @FilledText(100, NAME_MESSAGES.lastNameRequired, 'Le nom est trop long') lastName!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: EMAIL_MESSAGES.required })
  @IsEmail({}, { message: EMAIL_MESSAGES.invalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGES.tooLong })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPassword()
  password!: string;
}

export class LoginDto {
  @ApiProperty()
  @IsString({ message: FILL_ALL_FIELDS_MESSAGE })
  @IsNotEmpty({ message: FILL_ALL_FIELDS_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGES.tooLong })
  email!: string;

  @ApiProperty()
  @IsString({ message: FILL_ALL_FIELDS_MESSAGE })
  @IsNotEmpty({ message: FILL_ALL_FIELDS_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  password!: string;
}

export class EmailOnlyDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: EMAIL_MESSAGES.prompt })
  @IsNotEmpty({ message: EMAIL_MESSAGES.prompt })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGES.tooLong })
  email!: string;
}

export class VerifyEmailDto {
  @ApiProperty()
  @IsString({ message: 'Le lien de vérification est invalide ou a expiré.' })
  @MaxLength(200, { message: 'Le lien de vérification est invalide ou a expiré.' })
  @Present('Le lien de vérification est requis')
  token!: string;
}

/** POST /api/auth/password-check: a candidate password for the strength meter (never stored nor logged). */
export class PasswordCheckDto {
  @ApiProperty()
  @IsString({ message: 'Le mot de passe est requis' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  password!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPassword()
  password!: string;
}

/** POST /api/auth/logout-all: every session of the account has ended (this one too). */
export class LogoutAllResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Vous avez été déconnecté de tous les appareils.' }) message!: string;
}

/** The answer of the account actions that only confirm (`success` and a French message to show). */
export class MessageResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: "Si un compte correspond à cette adresse, un email vient d'être envoyé." }) message!: string;
}

/** The signed-in user, as POST /api/auth/login answers it beside the token. */
export class LoginUserResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty({ description: 'Adresse de la photo de profil, "" sinon' }) profilePicture!: string;
}

/** POST /api/auth/login: the session's bearer token and its user. */
export class LoginResponse {
  @ApiProperty({ description: 'Jeton de session, à envoyer en `Authorization: Bearer …`' }) token!: string;
  @ApiProperty({ type: LoginUserResponse }) user!: LoginUserResponse;
}

/** POST /api/auth/password-check: whether the password is one of the most common ones. */
export class PasswordCheckResponse {
  @ApiProperty() common!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Le message à montrer quand il est courant' })
  message!: string | null;
}

/** GET /api/auth/providers: the sign-in providers this shop offers besides e-mail and password. */
export class ProvidersResponse {
  @ApiProperty() google!: boolean;
}
