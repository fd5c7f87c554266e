import type { ValidationError } from 'class-validator';
import { DomainError, type FieldErrors } from '../domain-error.js';

/** Messages for the few constraints whose text we do not write on a decorator. */
const FRENCH_FALLBACKS: Record<string, string> = {
  whitelistValidation: "Ce paramètre n'est pas accepté",
  unknownValue: 'Valeur inattendue',
  nestedValidation: 'Valeur invalide',
};

/** Flattens class-validator errors to `{ "a.b": [messages] }`, replacing English fallbacks. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([key, text]) => FRENCH_FALLBACKS[key] ?? text);
    if (messages.length > 0) result[field] = [...(result[field] ?? []), ...messages];
    Object.assign(result, toFieldErrors(error.children ?? [], field));
  }
  return result;
}

/** A request whose body, query or params break the DTO rules: 400 VALIDATION_FAILED. */
export class ValidationFailedError extends DomainError {
  constructor(errors: FieldErrors) {
    const fields = Object.keys(errors);
    const message =
      fields.length === 1
        ? `Valeur invalide pour « ${fields[0]} » : ${errors[fields[0]!]![0]}`
        : `Certaines valeurs sont invalides : ${fields.join(', ')}`;
    super('VALIDATION_FAILED', message, 'invalid', errors);
  }

  static fromValidationErrors(errors: ValidationError[]): ValidationFailedError {
    return new ValidationFailedError(toFieldErrors(errors));
  }
}
