import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './user.js';

/**
 * The most common passwords: the ranked list (about 49,000, lower case) that zxcvbn-ts ships in
 * `@zxcvbn-ts/language-common`, offline, pinned in package.json. Compared without case: 'Password1'
 * is 'password1'.
 */
const COMMON = new Set<string>(dictionary['passwords-common'] as string[]);

export const COMMON_PASSWORD_CODE = 'PASSWORD_TOO_COMMON';
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe fait partie des plus courants : choisissez-en un autre, plus difficile à deviner';

/**
 * The rule for every new password (registration, reset, profile change, administrator): refused when it
 * is in the list. Shorter than the minimum is not this rule's business (the length rule speaks).
 */
export function isCommonPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && COMMON.has(password.toLowerCase());
}
