import { IsInt, Max, MaxLength, ValidationError, validateSync } from 'class-validator';
import { DomainError } from '../domain-error.js';
import { toFieldErrors, ValidationFailedError } from './validation-failed.error.js';

class Sample {
  @IsInt({ message: 'Entier attendu', context: { code: 'RULE_A' } })
  @Max(9, { message: 'Entier attendu', context: { code: 'RULE_A' } })
  a: unknown = 1;

  @MaxLength(3, { message: 'Trop long' })
  b: unknown = 'ok';
}

const failures = (values: Partial<Sample>) => validateSync(Object.assign(new Sample(), values));

describe('ValidationFailedError.fromValidationErrors', () => {
  it('gives VALIDATION_FAILED with French messages per field, each message once', () => {
    const error = ValidationFailedError.fromValidationErrors(failures({ a: 'x', b: 'long' }));
    expect(error).toBeInstanceOf(ValidationFailedError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors).toEqual({ a: ['Entier attendu'], b: ['Trop long'] });
  });

  it("uses a domain rule's code and message when every failure breaks that rule", () => {
    const error = ValidationFailedError.fromValidationErrors(failures({ a: 10 }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'RULE_A', message: 'Entier attendu', kind: 'invalid' });
    expect(error.errors).toEqual({ a: ['Entier attendu'] });
  });
});

describe('toFieldErrors', () => {
  class Strict {
    @IsInt()
    count: unknown = 1;
  }

  it('never names an unknown field after the sender’s key, and never lets an English default through', () => {
    const unknown = new ValidationError();
    Object.assign(unknown, {
      property: '<b>Zq9Echo</b>',
      constraints: { whitelistValidation: 'property <b> should not exist' },
    });
    const nested = new ValidationError();
    Object.assign(nested, {
      property: 'items',
      constraints: {},
      children: [Object.assign(new ValidationError(), { property: '0', constraints: {}, children: [unknown] })],
    });
    expect(toFieldErrors([unknown, nested])).toEqual({
      champInconnu: ["Ce paramètre n'est pas accepté"],
      'items.0.champInconnu': ["Ce paramètre n'est pas accepté"],
    });
    expect(toFieldErrors(validateSync(Object.assign(new Strict(), { count: 'x' })))).toEqual({
      count: ['Un nombre entier est attendu'],
    });
  });
});
