import { ValidateBy } from 'class-validator';
import { COMMON_PASSWORD_CODE, COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../domain/common-passwords.js';

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
