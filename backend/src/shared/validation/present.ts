import { ValidateBy } from 'class-validator';

/**
 * The field must be sent (a missing key fails; `null` goes on to the field's type rule, which says
 * what a value must be). Its message is the field's 'requis' message: the first rule to speak for an
 * absent field (docs/design/api-contract.md, "Messages").
 */
export const Present = (message: string): PropertyDecorator =>
  ValidateBy({ name: 'isPresent', validator: { validate: (value: unknown) => value !== undefined } }, { message });
