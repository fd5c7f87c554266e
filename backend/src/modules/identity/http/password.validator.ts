import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { stacked } from '../../../shared/validation/stacked.js';
import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../domain/common-passwords.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/user.js';

/**
 * A new password must not be one of the most common ones: one validator, one message, on every DTO
 * that sets a password. Alone, it answers 400 PASSWORD_TOO_COMMON with that message.
 */
export const NotCommonPassword = () =>
  ValidateBy(
    {
      name: 'notCommonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => COMMON_PASSWORD_MESSAGE,
      },
    },
    { context: { code: COMMON_PASSWORD_CODE } },
  );

/** An absent password (registration, reset, a new account). */
export const PASSWORD_REQUIRED = 'Le mot de passe est requis';
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`;
export const PASSWORD_TOO_LONG = `Le mot de passe doit contenir au plus ${PASSWORD_MAX_LENGTH} caractères`;
/** The profile's shorter wording for the same rule (docs/design/accounts.md). */
export const NEW_PASSWORD_TOO_SHORT = `Minimum ${PASSWORD_MIN_LENGTH} caractères`;

/** A new password: a text of PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, not a common one. */
export const NewPassword = (): PropertyDecorator =>
  stacked(
    Present(PASSWORD_REQUIRED),
    IsString({ message: PASSWORD_TOO_SHORT }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG }),
    NotCommonPassword(),
  );
