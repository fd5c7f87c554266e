import { DomainError } from '../../../shared/domain-error.js';

/** Another live (not archived) product already has this name (compared without case). */
export class ProductNameTakenError extends DomainError {
  constructor() {
    const message = 'Un produit porte déjà ce nom';
    super('PRODUCT_NAME_TAKEN', message, 'invalid', { name: [message] });
  }
}

/** The stock would fall under the units that unpaid orders hold. */
export class StockBelowReservedError extends DomainError {
  constructor(readonly reserved: number) {
    const message = `Le stock ne peut pas être inférieur aux ${reserved} unité(s) réservée(s) par des commandes en attente`;
    super('PRODUCT_STOCK_BELOW_RESERVED', message, 'invalid', { stock: [message] });
  }
}
