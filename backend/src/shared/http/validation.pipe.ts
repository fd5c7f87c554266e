import { type ArgumentMetadata, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { FAST_PATH, hasFastPath } from '../validation/fast-path.js';
import { ValidationFailedError } from './validation-failed.error.js';
import { memoizeValidationMetadata } from './validation-metadata.js';

/**
 * The ValidationPipe, with a request class's fast path first (shared/validation/fast-path.ts): a body
 * the fast path recognises is returned as the instance it built; any other goes through the pipe.
 */
export class ShopValidationPipe extends ValidationPipe {
  constructor(options: ValidationPipeOptions) {
    super(options);
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && hasFastPath(metadata.metatype)) {
      const instance = metadata.metatype[FAST_PATH](value);
      if (instance !== undefined) return Promise.resolve(instance);
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/** Global pipe: unknown fields are refused, values converted to the DTO types, French errors per field. */
export function createValidationPipe(): ValidationPipe {
  memoizeValidationMetadata();
  return new ShopValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => ValidationFailedError.fromValidationErrors(errors),
  });
}
