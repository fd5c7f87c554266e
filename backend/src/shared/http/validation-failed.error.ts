import type { ValidationError } from 'class-validator';
import { DomainError, type FieldErrors } from '../domain-error.js';
import { EMAIL_MESSAGES } from '../validation/field-messages.js';

/** Messages for the few constraints whose text we do not write on a decorator. */
const FRENCH_FALLBACKS: Record<string, string> = {
  whitelistValidation: "Ce paramètre n'est pas accepté",
  unknownValue: 'Valeur inattendue',
  nestedValidation: 'Valeur invalide',
  isObject: 'Un objet est attendu',
  isString: 'Un texte est attendu',
  isInt: 'Un nombre entier est attendu',
  isNumber: 'Un nombre est attendu',
  isBoolean: 'Vrai ou faux est attendu',
  isArray: 'Une liste est attendue',
  isNotEmpty: 'Ce champ est obligatoire',
  isDefined: 'Ce champ est obligatoire',
  isEmail: EMAIL_MESSAGES.invalid,
  isIn: "Cette valeur n'est pas permise",
  isEnum: "Cette valeur n'est pas permise",
};

export const VALIDATION_FAILED = 'VALIDATION_FAILED';

/** The wording of class-validator's own (English) defaults, should a decorator lack its French message. */
const ENGLISH_DEFAULT = /\b(must|should|has to|each value in|is not|contains|expected)\b/;

/** The name under which an unknown field is reported: never the sender's own key, which could be anything. */
export const UNKNOWN_FIELD = 'champInconnu';

function frenchMessage(constraint: string, text: string): string {
  const own = FRENCH_FALLBACKS[constraint];
  if (constraint === 'whitelistValidation' || constraint === 'unknownValue' || constraint === 'nestedValidation')
    return own!;
  return ENGLISH_DEFAULT.test(text) ? (own ?? 'Valeur invalide') : text;
}

/**
 * The order in which a field's rules speak (docs/design/api-contract.md): presence, then type, then
 * format, then range and length. Only the first failing kind gives the field's message, so an absent
 * value is never told it is too long. A constraint not listed (a custom one) counts as a format.
 */
const RULE_KINDS: Record<string, number> = {
  isDefined: 0,
  isPresent: 0,
  isNotEmpty: 0,
  arrayNotEmpty: 0,
  isNotEmptyObject: 0,
  isString: 1,
  isInt: 1,
  isNumber: 1,
  isBoolean: 1,
  isArray: 1,
  isObject: 1,
  isDate: 1,
  nestedValidation: 1,
  maxLength: 3,
  minLength: 3,
  length: 3,
  min: 3,
  max: 3,
  arrayMinSize: 3,
  arrayMaxSize: 3,
  isPositive: 3,
  minDate: 3,
  maxDate: 3,
};
const FORMAT = 2;

/** The constraint of a field that speaks: the first of the earliest kind that failed. */
function firstBrokenRule(constraints: Record<string, string>): [string, string] | undefined {
  const entries = Object.entries(constraints);
  const rank = ([name]: [string, string]) => RULE_KINDS[name] ?? FORMAT;
  return entries.reduce<[string, string] | undefined>(
    (best, entry) => (!best || rank(entry) < rank(best) ? entry : best),
    undefined,
  );
}

/**
 * Flattens class-validator errors to `{ "a.b": [message] }` in French: one message per field, the first
 * broken rule's in the order presence, type, format, range/length (an absent field gets its 'requis'
 * message, never a length). Field names are the DTO's own; an unknown field is reported as
 * `champInconnu` (under its parent).
 */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const unknown = Object.keys(error.constraints ?? {}).includes('whitelistValidation');
    const property = unknown ? UNKNOWN_FIELD : error.property;
    const field = parent ? `${parent}.${property}` : property;
    const broken = firstBrokenRule(error.constraints ?? {});
    if (broken && !result[field]) result[field] = [frenchMessage(broken[0], broken[1])];
    Object.assign(result, toFieldErrors(error.children ?? [], field));
  }
  return result;
}

/**
 * The codes of the constraints that speak (one per field): a constraint enforcing a domain rule names the rule's code in
 * its context (`@Max(99, { message, context: { code: 'CART_QUANTITY_INVALID' } })`), others are
 * VALIDATION_FAILED.
 */
function failedCodes(errors: ValidationError[], codes = new Set<string>()): Set<string> {
  for (const error of errors) {
    const broken = firstBrokenRule(error.constraints ?? {});
    if (broken) {
      const code = (error.contexts?.[broken[0]] as { code?: unknown } | undefined)?.code;
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
