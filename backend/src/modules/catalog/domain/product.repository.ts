import type { Product } from './product.js';

/** Port: where products are stored. Implemented in infrastructure/ (TypeORM). */
export abstract class ProductRepository {
  /** Every product, in catalogue order (id ascending). */
  abstract findAll(): Promise<Product[]>;
}
