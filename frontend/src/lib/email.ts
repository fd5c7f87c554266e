/**
 * The email field's check before sending, in the server's words: generated/rules/email.json is that rule as GET
 * /api/rules serves it (see lib/figures.ts), so a form's message and the server's are the same text. The
 * server checks the address again; this check only spares a round trip.
 */
import email from '../../generated/rules/email.json';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "L'email est requis", "Veuillez saisir votre adresse email", "Format d'email invalide". */
export const EMAIL_MESSAGES: Readonly<typeof email> = email;

/** Whether the (trimmed) value has the form of an address. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
