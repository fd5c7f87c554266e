import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  isEmail,
  IsOptional,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { PageParam, PageSizeParam, SearchParam } from '../../../shared/validation/query-params.js';
import { trim } from '../../../shared/validation/transforms.js';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, NAME_MESSAGES } from '../../../shared/validation/field-messages.js';
import { AddressDto, AddressField, GenderField, PhoneField, ProfileResponse } from './profile.dto.js';
import { type Gender, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type User } from '../domain/user.js';
import { NewPassword } from './password.validator.js';
import {
  SORT_ORDERS,
  type SortOrder,
  USER_PAGE_MAX,
  USER_PAGE_SIZE,
  USER_SEARCH_MAX_LENGTH,
  USER_SORTS,
  type UserListPagination,
  type UserSort,
} from '../domain/user-list.js';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A required text field: one message per failure ('… est requis' or '… est trop long'), never both. */
function RequiredText(max: number, required: string, tooLong: string) {
  return ValidateBy({
    name: 'requiredText',
    validator: {
      validate: (value: unknown) => filled(value) && value.length <= max,
      defaultMessage: (args?: ValidationArguments) => (filled(args?.value) ? tooLong : required),
    },
  });
}

/** RequiredEmail's rule, as the document shows it. */
const EMAIL_SCHEMA = { type: String, format: 'email', minLength: 1, maxLength: EMAIL_MAX_LENGTH } as const;

/** The email: required, valid, at most 254 characters (one message per failure). */
function RequiredEmail() {
  return ValidateBy({
    name: 'requiredEmail',
    validator: {
      validate: (value: unknown) => filled(value) && value.length <= EMAIL_MAX_LENGTH && isEmail(value),
      defaultMessage: (args?: ValidationArguments) =>
        !filled(args?.value)
          ? EMAIL_MESSAGES.required
          : args.value.length > EMAIL_MAX_LENGTH
            ? EMAIL_MESSAGES.tooLong
            : EMAIL_MESSAGES.invalid,
    },
  });
}

const IS_ADMIN_BOOLEAN = 'Le rôle administrateur doit valoir true ou false';

/** GET /api/admin/users/all query string. Unknown parameters are refused by the global ValidationPipe. */
export class ListUsersQuery {
  @SearchParam(
    USER_SEARCH_MAX_LENGTH,
    'Mots cherchés dans le prénom, le nom et l’email (sans tenir compte des accents)',
  )
  search?: string;

  @ApiPropertyOptional({ enum: USER_SORTS, default: 'lastName' })
  @IsOptional()
  @IsIn(USER_SORTS, { message: `Le tri doit être l'un de : ${USER_SORTS.join(', ')}` })
  sortBy?: UserSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: "L'ordre de tri doit être asc ou desc" })
  sortOrder?: SortOrder;

  @PageParam() page?: number;
  @PageSizeParam("d'utilisateurs", USER_PAGE_MAX, USER_PAGE_SIZE) limit?: number;
}

/** POST /api/admin/users/create. */
export class CreateUserDto {
  @ApiProperty()
  @Transform(trim)
  @RequiredText(100, NAME_MESSAGES.firstNameRequired, 'Le prénom est trop long')
  firstName!: string;

  @ApiProperty()
  @Transform(trim)
  @RequiredText(100, NAME_MESSAGES.lastNameRequired, 'Le nom est trop long')
  lastName!: string;

  @ApiProperty(EMAIL_SCHEMA)
  @Transform(trim)
  @RequiredEmail()
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @NewPassword()
  password!: string;

  @PhoneField() phone?: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: IS_ADMIN_BOOLEAN })
  isAdmin?: boolean;
}

/** PUT /api/admin/users/:id. Every field is optional; read-only fields of GET /admin/users/:id are accepted and ignored. */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @RequiredText(100, NAME_MESSAGES.firstNameRequired, 'Le prénom est trop long')
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @RequiredText(100, NAME_MESSAGES.lastNameRequired, 'Le nom est trop long')
  lastName?: string;

  @ApiPropertyOptional(EMAIL_SCHEMA)
  @IsOptional()
  @Transform(trim)
  @RequiredEmail()
  email?: string;

  @PhoneField() phone?: string;
  @GenderField() gender?: Gender;
  @AddressField() address?: AddressDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: IS_ADMIN_BOOLEAN })
  isAdmin?: boolean;

  @ApiPropertyOptional({
    type: String,
    description:
      `Nouveau mot de passe (vide : inchangé), de ${PASSWORD_MIN_LENGTH} à ${PASSWORD_MAX_LENGTH} caractères, ` +
      'pas un des plus courants (PASSWORD_TOO_COMMON). Met fin aux sessions du compte.',
  })
  @ValidateIf((o: UpdateUserDto) => o.password !== undefined && o.password !== null && o.password !== '')
  @NewPassword()
  password?: string | null;

  // Read-only fields of GET /admin/users/:id that a client may send back: ignored.
  @IsOptional() _id?: unknown;
  @IsOptional() id?: unknown;
  @IsOptional() pendingEmail?: unknown;
  @IsOptional() @IsBoolean({ message: 'isEmailVerified doit être vrai ou faux' }) isEmailVerified?: boolean;
  @IsOptional() profilePicture?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

const LIST_ITEM_FIELDS = [
  '_id',
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'isAdmin',
  'isEmailVerified',
] as const;

/** One row of the back office's user list: some of the profile's fields, plus the creation date. */
export class UserListItemResponse extends PickType(ProfileResponse, LIST_ITEM_FIELDS) {
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;

  static from(user: User): UserListItemResponse {
    const { _id, id, firstName, lastName, email, phone, isAdmin, isEmailVerified } = ProfileResponse.from(user);
    return {
      _id,
      id,
      firstName,
      lastName,
      email,
      phone,
      isAdmin,
      isEmailVerified,
      createdAt: user.createdAt.toISOString(),
    };
  }
}

/** An account as the edit screen shows it (the profile's shape, plus dates). */
export class AdminUserResponse extends ProfileResponse {
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt!: string;

  static override from(user: User): AdminUserResponse {
    return {
      ...ProfileResponse.from(user),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  }
}

class PaginationResponse implements UserListPagination {
  @ApiProperty() currentPage!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalUsers!: number;
  @ApiProperty() hasPrevPage!: boolean;
  @ApiProperty() hasNextPage!: boolean;
}

export class UserListResponse {
  @ApiProperty({ type: [UserListItemResponse] }) users!: UserListItemResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
  @ApiProperty({ description: "Nombre d'administrateurs (le dernier ne peut être ni supprimé ni rétrogradé)" })
  adminCount!: number;
}

/** POST /api/admin/users/create, PUT /api/admin/users/:id. */
export class UserMutationResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Utilisateur mis à jour avec succès' }) message!: string;
  @ApiProperty({ type: AdminUserResponse }) user!: AdminUserResponse;
  @ApiPropertyOptional({ description: "Nouveau jeton quand l'administrateur modifie son propre compte" })
  token?: string;
}
