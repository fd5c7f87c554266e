/**
 * A refused cart or promo code. `code` is stable (mapped to HTTP by the shared exception filter),
 * `message` is French and fit to show the customer, `field` names the request field at fault.
 * Meant to be re-based on the shared DomainError once it exists: only the `extends` changes.
 */
export class PricingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}
