import type { Product } from './product.js';

/** Port: where products are stored. Implemented in infrastructure/ (TypeORM). */
export abstract class ProductRepository {
  /** Every published product (what shoppers see), in catalogue order (id ascending). */
  abstract findPublished(): Promise<Product[]>;
}
