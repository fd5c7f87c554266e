import { DomainError } from '../../../shared/domain-error.js';

export class ProductNotFoundError extends DomainError {
  constructor(readonly productId?: unknown) {
    super('PRODUCT_NOT_FOUND', 'Produit non trouvé', 'not-found');
  }
}
