import type { ValidationError } from 'class-validator';
import { DomainError, type FieldErrors } from '../domain-error.js';

/** Messages for the few constraints whose text we do not write on a decorator. */
const FRENCH_FALLBACKS: Record<string, string> = {
  whitelistValidation: "Ce paramètre n'est pas accepté",
  unknownValue: 'Valeur inattendue',
  nestedValidation: 'Valeur invalide',
};

export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** Flattens class-validator errors to `{ "a.b": [messages] }`, replacing English fallbacks; no message twice per field. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([key, text]) => FRENCH_FALLBACKS[key] ?? text);
    if (messages.length > 0) result[field] = [...new Set([...(result[field] ?? []), ...messages])];
    Object.assign(result, toFieldErrors(error.children ?? [], field));
  }
  return result;
}

/**
 * The codes of the failed constraints: a constraint enforcing a domain rule names the rule's code in
 * its context (`@Max(99, { message, context: { code: 'CART_QUANTITY_INVALID' } })`), others are
 * VALIDATION_FAILED.
 */
function failedCodes(errors: ValidationError[], codes = new Set<string>()): Set<string> {
  for (const error of errors) {
    for (const constraint of Object.keys(error.constraints ?? {})) {
      const code = (error.contexts?.[constraint] as { code?: unknown } | undefined)?.code;
      codes.add(typeof code === 'string' ? code : VALIDATION_FAILED);
    }
    failedCodes(error.children ?? [], codes);
  }
  return codes;
}

/** A request whose body, query or params break the DTO rules: 400 VALIDATION_FAILED. */
export class ValidationFailedError extends DomainError {
  constructor(errors: FieldErrors) {
    const fields = Object.keys(errors);
    const message =
      fields.length === 1
        ? `Valeur invalide pour « ${fields[0]} » : ${errors[fields[0]!]![0]}`
        : `Certaines valeurs sont invalides : ${fields.join(', ')}`;
    super(VALIDATION_FAILED, message, 'invalid', errors);
  }

  /**
   * VALIDATION_FAILED, except when every failure breaks the same domain rule: then that rule's code
   * and its French message (e.g. CART_QUANTITY_INVALID 'La quantité doit être …'), as the domain says it.
   */
  static fromValidationErrors(errors: ValidationError[]): DomainError {
    const fieldErrors = toFieldErrors(errors);
    const codes = [...failedCodes(errors)];
    if (codes.length === 1 && codes[0] !== VALIDATION_FAILED) {
      const first = Object.values(fieldErrors)[0]?.[0];
      if (first) return new DomainError(codes[0]!, first, 'invalid', fieldErrors);
    }
    return new ValidationFailedError(fieldErrors);
  }
}
