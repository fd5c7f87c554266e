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
import { type Address, DEFAULT_COUNTRY, GENDERS, type Gender, PASSWORD_MAX_LENGTH, type User } from '../domain/user.js';
import { NotCommonPassword } from './password.validator.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const nullToEmpty = ({ value }: { value: unknown }) =>
  value === null ? '' : typeof value === 'string' ? value.trim() : value;

export class AddressDto implements Partial<Address> {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: "L'adresse doit être un texte" })
  @MaxLength(200, { message: 'Adresse trop longue' })
  street?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'Le complément doit être un texte' })
  @MaxLength(200, { message: 'Complément trop long' })
  address2?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'Le code postal doit être un texte' })
  @MaxLength(20, { message: 'Code postal trop long' })
  postalCode?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'La ville doit être un texte' })
  @MaxLength(100, { message: 'Ville trop longue' })
  city?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'La région doit être un texte' })
  @MaxLength(100, { message: 'Région trop longue' })
  region?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'Le pays doit être un texte' })
  @MaxLength(100, { message: 'Pays trop long' })
  country?: string;
}

/** PUT /users/profile. Read-only fields of the profile (id, isAdmin …) are accepted and ignored. */
export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Le prénom est requis' })
  @IsNotEmpty({ message: 'Le prénom est requis' })
  @MaxLength(100, { message: 'Le prénom est trop long' })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Le nom est requis' })
  @IsNotEmpty({ message: 'Le nom est requis' })
  @MaxLength(100, { message: 'Le nom est trop long' })
  lastName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: "L'email est requis" })
  @IsNotEmpty({ message: "L'email est requis" })
  @IsEmail({}, { message: "Format d'email invalide" })
  @MaxLength(254, { message: "L'email est trop long" })
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(nullToEmpty)
  @IsString({ message: 'Le téléphone doit être un texte' })
  @MaxLength(40, { message: 'Numéro de téléphone trop long' })
  phone?: string;

  @ApiPropertyOptional({ enum: GENDERS })
  @IsOptional()
  @Transform(nullToEmpty)
  @IsIn(GENDERS, { message: 'Le genre doit être homme, femme, autre ou vide' })
  gender?: Gender;

  @ApiPropertyOptional({ type: AddressDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Le mot de passe actuel doit être un texte' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Le mot de passe doit contenir au plus 128 caractères' })
  currentPassword?: string;

  @ApiPropertyOptional()
  @ValidateIf((o: UpdateProfileDto) => o.newPassword !== undefined && o.newPassword !== '')
  @IsString({ message: 'Minimum 8 caractères' })
  @MinLength(8, { message: 'Minimum 8 caractères' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Le mot de passe doit contenir au plus 128 caractères' })
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
