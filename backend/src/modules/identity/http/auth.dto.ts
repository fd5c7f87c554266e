import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/user.js';
import { NotCommonPassword } from './password.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 8 caractères';
const PASSWORD_TOO_LONG = 'Le mot de passe doit contenir au plus 128 caractères';

export class RegisterDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Le prénom est requis' })
  @IsNotEmpty({ message: 'Le prénom est requis' })
  @MaxLength(100, { message: 'Le prénom est trop long' })
  firstName!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'Le nom est requis' })
  @IsNotEmpty({ message: 'Le nom est requis' })
  @MaxLength(100, { message: 'Le nom est trop long' })
  lastName!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: "L'email est requis" })
  @IsEmail({}, { message: "Format d'email invalide" })
  @MaxLength(254, { message: "L'email est trop long" })
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @NotCommonPassword()
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
  @IsString({ message: PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @NotCommonPassword()
  password!: string;
}
