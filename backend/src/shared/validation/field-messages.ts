/**
 * The words of the field checks that the SPA's forms also make before sending: written once, here, and
 * served by GET /api/rules (`email`, `forms`) for the SPA to state.
 */

/** The longest email address accepted (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The shape an e-mail address must have where no DTO checks it (a gift's recipient inside the order's
 * domain rules, the admin-creation command): something@domain.tld, no blanks, at most EMAIL_MAX_LENGTH.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export const EMAIL_MESSAGES = {
  /** An account's email field left empty (registration, profile, back office). */
  required: "L'email est requis",
  /** The one-field forms that ask for an address (reset, resend, newsletter). */
  prompt: 'Veuillez saisir votre adresse email',
  invalid: "Format d'email invalide",
  tooLong: "L'email est trop long",
} as const;

export const NAME_MESSAGES = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
} as const;

/** The sign-in and registration forms with a field left empty. */
export const FILL_ALL_FIELDS_MESSAGE = 'Veuillez remplir tous les champs.';
