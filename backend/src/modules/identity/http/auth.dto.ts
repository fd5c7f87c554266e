import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FilledText } from '../../../shared/validation/text-fields.js';
import { trim } from '../../../shared/validation/transforms.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/user.js';
import { NewPassword, PASSWORD_TOO_LONG } from './password.validator.js';

export class RegisterDto {
  @ApiProperty() @FilledText(100, 'Le prénom est requis', 'Le prénom est trop long') firstName!: string;
  @ApiProperty() @FilledText(100, 'Le nom est requis', 'Le nom est trop long') lastName!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: "L'email est requis" })
  @IsEmail({}, { message: "Format d'email invalide" })
  @MaxLength(254, { message: "L'email est trop long" })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPassword()
  password!: string;
}

export class LoginDto {
  @ApiProperty()
  @IsString({ message: 'Veuillez remplir tous les champs.' })
  @IsNotEmpty({ message: 'Veuillez remplir tous les champs.' })
  @MaxLength(254, { message: "L'email est trop long" })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Veuillez remplir tous les champs.' })
  @IsNotEmpty({ message: 'Veuillez remplir tous les champs.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  password!: string;
}

export class EmailOnlyDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Veuillez saisir votre adresse email' })
  @IsNotEmpty({ message: 'Veuillez saisir votre adresse email' })
  @MaxLength(254, { message: "L'email est trop long" })
  email!: string;
}

export class VerifyEmailDto {
  @ApiProperty()
  @IsString({ message: 'Le lien de vérification est invalide ou a expiré.' })
  @MaxLength(200, { message: 'Le lien de vérification est invalide ou a expiré.' })
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
