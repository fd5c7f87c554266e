import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  type Address,
  DEFAULT_COUNTRY,
  GENDERS,
  type Gender,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type User,
} from '../domain/user.js';
import { stacked } from '../../../shared/validation/stacked.js';
import { ClearableText, FilledText } from '../../../shared/validation/text-fields.js';
import { nullToEmpty, trim } from '../../../shared/validation/transforms.js';
import { NEW_PASSWORD_TOO_SHORT, NotCommonPassword, PASSWORD_TOO_LONG } from './password.validator.js';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, NAME_MESSAGES } from '../../../shared/validation/field-messages.js';

export class AddressDto implements Partial<Address> {
  @ClearableText(200, "L'adresse doit être un texte", 'Adresse trop longue') street?: string;
  @ClearableText(200, 'Le complément doit être un texte', 'Complément trop long') address2?: string;
  @ClearableText(20, 'Le code postal doit être un texte', 'Code postal trop long') postalCode?: string;
  @ClearableText(100, 'La ville doit être un texte', 'Ville trop longue') city?: string;
  @ClearableText(100, 'La région doit être un texte', 'Région trop longue') region?: string;
  @ClearableText(100, 'Le pays doit être un texte', 'Pays trop long') country?: string;
}

/** The contact fields a customer (own profile) and an administrator (any account) edit alike. */
export const PhoneField = (): PropertyDecorator =>
  ClearableText(40, 'Le téléphone doit être un texte', 'Numéro de téléphone trop long');

export const GenderField = (): PropertyDecorator =>
  stacked(
    ApiPropertyOptional({ enum: GENDERS }),
    IsOptional(),
    Transform(nullToEmpty),
    IsIn(GENDERS, { message: 'Le genre doit être homme, femme, autre ou vide' }),
  );

export const AddressField = (): PropertyDecorator =>
  stacked(
    ApiPropertyOptional({ type: AddressDto }),
    IsOptional(),
    ValidateNested(),
    Type(() => AddressDto),
  );

/** PUT /users/profile. Read-only fields of the profile (id, isAdmin …) are accepted and ignored. */
export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @FilledText(100, NAME_MESSAGES.firstNameRequired, 'Le prénom est trop long')
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @FilledText(100, NAME_MESSAGES.lastNameRequired, 'Le nom est trop long')
  lastName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: EMAIL_MESSAGES.required })
  @IsNotEmpty({ message: EMAIL_MESSAGES.required })
  @IsEmail({}, { message: EMAIL_MESSAGES.invalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGES.tooLong })
  email?: string;

  @PhoneField() phone?: string;
  @GenderField() gender?: Gender;
  @AddressField() address?: AddressDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Le mot de passe actuel doit être un texte' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  currentPassword?: string;

  @ApiPropertyOptional({
    type: String,
    description:
      `Nouveau mot de passe (vide : inchangé), de ${PASSWORD_MIN_LENGTH} à ${PASSWORD_MAX_LENGTH} caractères, ` +
      'pas un des plus courants (PASSWORD_TOO_COMMON) ; avec currentPassword',
  })
  @ValidateIf((o: UpdateProfileDto) => o.newPassword !== undefined && o.newPassword !== '')
  @IsString({ message: NEW_PASSWORD_TOO_SHORT })
  @MinLength(PASSWORD_MIN_LENGTH, { message: NEW_PASSWORD_TOO_SHORT })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @NotCommonPassword()
  newPassword?: string;

  // Read-only fields of GET /users/profile that a client may send back: ignored.
  @IsOptional() _id?: unknown;
  @IsOptional() id?: unknown;
  @IsOptional() pendingEmail?: unknown;
  @IsOptional() @IsBoolean({ message: 'isAdmin doit être vrai ou faux' }) isAdmin?: boolean;
  @IsOptional() @IsBoolean({ message: 'isEmailVerified doit être vrai ou faux' }) isEmailVerified?: boolean;
  @IsOptional() profilePicture?: unknown;
}

export class AddressResponse implements Address {
  @ApiProperty() street!: string;
  @ApiProperty() address2!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() region!: string;
  @ApiProperty({ default: DEFAULT_COUNTRY }) country!: string;
}

export class ProfileResponse {
  @ApiProperty() _id!: string;
  @ApiProperty() id!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'Nouvelle adresse en attente de vérification, "" sinon' }) pendingEmail!: string;
  @ApiProperty() phone!: string;
  @ApiProperty({ enum: GENDERS }) gender!: Gender;
  @ApiProperty({ type: AddressResponse }) address!: AddressResponse;
  @ApiProperty() isAdmin!: boolean;
  @ApiProperty() isEmailVerified!: boolean;
  @ApiProperty() profilePicture!: string;

  static from(user: User): ProfileResponse {
    return {
      _id: user.id,
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      pendingEmail: user.pendingEmail ?? '',
      phone: user.phone,
      gender: user.gender,
      address: { ...user.address, country: user.address.country || DEFAULT_COUNTRY },
      isAdmin: user.isAdmin,
      isEmailVerified: user.isEmailVerified,
      profilePicture: user.profilePicture,
    };
  }
}

/** PUT /api/users/profile: the saved profile, and a fresh token when the password changed. */
export class ProfileUpdateResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Profil mis à jour avec succès' }) message!: string;
  @ApiProperty({ type: ProfileResponse }) user!: ProfileResponse;
  @ApiPropertyOptional({
    description: 'Nouveau jeton de session quand le mot de passe a changé (les autres sessions prennent fin)',
  })
  token?: string;
  @ApiPropertyOptional({ description: 'Un lien de vérification a été envoyé à la nouvelle adresse' })
  emailVerificationSent?: boolean;
}
