import { DomainError } from '../../../shared/domain-error.js';

/**
 * A refused cart or promo code. `code` is stable (mapped to HTTP 400 by the shared exception filter),
 * `message` is French and fit to show the customer, `field` names the request field at fault
 * (also given as `errors: { [field]: [message] }` in the response).
 */
export class PricingError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly field?: string,
  ) {
    super(code, message, 'invalid', field ? { [field]: [message] } : undefined);
  }
}
