import { DomainError, type FieldErrors } from '../../../shared/domain-error.js';

/**
 * A refused cart or promo code. `code` is stable (mapped to HTTP 400 by the shared exception filter),
 * `message` is French and fit to show the customer, `field` names the request field at fault
 * (also given as `errors: { [field]: [message] }` in the response, unless `errors` says more).
 */
export class PricingError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly field?: string,
    errors?: FieldErrors,
  ) {
    super(code, message, 'invalid', errors ?? (field ? { [field]: [message] } : undefined));
  }
}

/** A cart line whose product id is not in the catalogue (the position of the line in the request, from 0). */
export interface UnknownCartLine {
  index: number;
  productId: number;
}

const notFound = (ids: readonly number[]): string =>
  ids.length === 1 ? `Produit non trouvé (n° ${ids[0]})` : `Produits non trouvés (n° ${ids.join(', ')})`;

/** Lines naming products the catalogue does not have (e.g. a cart kept from an older catalogue). */
export class CartProductNotFoundError extends PricingError {
  constructor(readonly lines: readonly UnknownCartLine[]) {
    if (lines.length === 0) throw new RangeError('CartProductNotFoundError needs at least one line');
    const ids = [...new Set(lines.map((line) => line.productId))];
    const field = (line: UnknownCartLine) => `items.${line.index}.productId`;
    super(
      'CART_PRODUCT_NOT_FOUND',
      notFound(ids),
      field(lines[0]!),
      Object.fromEntries(lines.map((line) => [field(line), [notFound([line.productId])]])),
    );
  }
}
