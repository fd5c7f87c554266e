import { Injectable } from '@nestjs/common';
import type { Product } from '../domain/product.js';
import { ProductCatalog } from './product-catalog.service.js';

@Injectable()
export class GetProductService {
  constructor(private readonly catalog: ProductCatalog) {}

  /** Throws ProductNotFoundError for an unknown id. */
  execute(id: number): Promise<Product> {
    return this.catalog.getById(id);
  }
}
