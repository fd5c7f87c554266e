/** The catalog module's public API: what other modules may import. */
export { CatalogModule } from './catalog.module.js';
export { ProductCatalog } from './application/product-catalog.service.js';
export { StockReservations, type StockLine } from './application/stock-reservations.service.js';
export { AdminProducts } from './application/admin-products.service.js';
export type { AdminProductListQuery, AdminProductPage, ProductChanges } from './application/admin-products.service.js';
export type { Product, Category, VatRate } from './domain/product.js';
export {
  CATEGORIES,
  VAT_RATES,
  DEFAULT_VAT_RATE,
  DEFAULT_SHIPPING_WEIGHT_GRAMS,
  SHIPPING_WEIGHT_RANGE,
  LOW_STOCK_THRESHOLD,
  availableOf,
} from './domain/product.js';
export { ProductNotFoundError } from './domain/product-not-found.error.js';
export { InsufficientStockError, type StockState, stockStateFor } from './domain/stock.js';
export { ProductIdPipe } from './http/product-id.pipe.js';
export { StockLedger } from './application/ports/stock.ledger.js';
