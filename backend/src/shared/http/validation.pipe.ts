import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedError } from './validation-failed.error.js';
import { memoizeValidationMetadata } from './validation-metadata.js';

/** Global pipe: unknown fields are refused, values converted to the DTO types, French errors per field. */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => ValidationFailedError.fromValidationErrors(errors),
  });
}
