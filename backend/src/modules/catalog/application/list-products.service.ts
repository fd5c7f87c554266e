import { Injectable } from '@nestjs/common';
import type { Page } from '../../../shared/pagination.js';
import { queryCatalog, type CatalogQuery } from '../domain/catalog-query.js';
import type { Product } from '../domain/product.js';
import { ProductCatalog } from './product-catalog.service.js';

export interface ProductListing {
  /** Catalogue version the page was computed from (for response caches). */
  version: number;
  page: Page<Product>;
}

@Injectable()
export class ListProductsService {
  constructor(private readonly catalog: ProductCatalog) {}

  async execute(query: CatalogQuery): Promise<ProductListing> {
    const { version, products } = await this.catalog.snapshot();
    return { version, page: queryCatalog(products, query) };
  }

  /** The catalogue version, to reuse a response computed earlier. */
  async currentVersion(): Promise<number> {
    return (await this.catalog.snapshot()).version;
  }
}
