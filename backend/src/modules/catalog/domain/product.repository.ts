import type { Product } from './product.js';

/** The stock figures of one product (what orders change). */
export interface ProductStockLevel {
  id: number;
  stock: number;
  reserved: number;
}

/** Port: where products are stored. Implemented in infrastructure/ (TypeORM). */
export abstract class ProductRepository {
  /** Every published product (what shoppers see), in catalogue order (id ascending). */
  abstract findPublished(): Promise<Product[]>;

  /** The stock figures of every published product: a cheap read after orders moved units. */
  abstract findPublishedStock(): Promise<ProductStockLevel[]>;
}
