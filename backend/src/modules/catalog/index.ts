/** The catalog module's public API: what other modules may import. */
export { CatalogModule } from './catalog.module.js';
export { ProductCatalog } from './application/product-catalog.service.js';
export type { Product, Category } from './domain/product.js';
export { CATEGORIES } from './domain/product.js';
export { ProductNotFoundError } from './domain/product-not-found.error.js';
