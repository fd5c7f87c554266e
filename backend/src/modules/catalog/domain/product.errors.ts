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

/**
 * An administrator set the stock from a figure that sales (or another administrator) changed since the
 * form was loaded: writing it would put sold units back on the shelf.
 */
export class StockChangedMeanwhileError extends DomainError {
  constructor(readonly current: number) {
    const message = `Le stock a changé entre-temps (${current} en stock maintenant) : vérifiez-le avant d'enregistrer`;
    super('PRODUCT_STOCK_CHANGED', message, 'conflict', { stock: [message] });
  }
}

/** A product image that is neither in the media library nor one of the seed's illustrations. */
export class UnknownProductImageError extends DomainError {
  constructor(readonly paths: readonly string[]) {
    const message = `Image absente de la médiathèque : ${paths.join(', ')}`;
    super('PRODUCT_IMAGE_UNKNOWN', message, 'invalid', { images: [message] });
  }
}

/** A product shown on the shop without a single picture. */
export class ProductWithoutImageError extends DomainError {
  constructor() {
    const message = 'Un produit publié a au moins une image : choisissez-en une dans la médiathèque';
    super('PRODUCT_IMAGE_REQUIRED', message, 'invalid', { images: [message] });
  }
}
