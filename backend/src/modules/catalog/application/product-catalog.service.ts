import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Product } from '../domain/product.js';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';
import { ProductRepository } from '../domain/product.repository.js';

/** How long a loaded catalogue is trusted before it is read again from PostgreSQL. */
export const CATALOG_TTL_MS = 10_000;

export interface CatalogSnapshot {
  /** Changes whenever the content changes: a cache key for anything derived from the products. */
  readonly version: number;
  readonly products: readonly Product[];
}

/**
 * The published catalogue kept in memory (read-mostly rows), reloaded at most every 10 seconds, at once
 * after `invalidate()`. The catalog module exports this service: other modules read products
 * (price in cents, stock, subscription option) through `findById` / `findByIds` / `getById`.
 */
@Injectable()
export class ProductCatalog {
  private snapshotValue: CatalogSnapshot | undefined;
  private byId = new Map<number, Product>();
  private loadedAt = 0;
  private fingerprint = '';
  private loading: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly repository: ProductRepository,
    private readonly clock: Clock,
  ) {}

  /** The current products (catalogue order) and their version. */
  async snapshot(): Promise<CatalogSnapshot> {
    const fresh = this.snapshotValue && this.clock.now().getTime() - this.loadedAt < CATALOG_TTL_MS;
    if (fresh) return this.snapshotValue!;
    return this.reload();
  }

  async all(): Promise<readonly Product[]> {
    return (await this.snapshot()).products;
  }

  async findById(id: number): Promise<Product | undefined> {
    await this.snapshot();
    return this.byId.get(id);
  }

  /** Found products by id; unknown ids are simply absent from the map. */
  async findByIds(ids: readonly number[]): Promise<Map<number, Product>> {
    await this.snapshot();
    const found = new Map<number, Product>();
    for (const id of ids) {
      const product = this.byId.get(id);
      if (product) found.set(id, product);
    }
    return found;
  }

  /** Like findById, but an unknown id is a ProductNotFoundError (404 'Produit non trouvé'). */
  async getById(id: number): Promise<Product> {
    const product = await this.findById(id);
    if (!product) throw new ProductNotFoundError(id);
    return product;
  }

  /** Call after changing products (stock, prices): the next read goes to the database. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  private reload(): Promise<CatalogSnapshot> {
    // One query at a time, shared by all requests arriving meanwhile.
    this.loading ??= this.repository
      .findPublished()
      .then((rows) => {
        const products = Object.freeze(rows.map((p) => Object.freeze({ ...p })));
        const fingerprint = JSON.stringify(products);
        if (fingerprint !== this.fingerprint || !this.snapshotValue) {
          this.fingerprint = fingerprint;
          this.snapshotValue = { version: (this.snapshotValue?.version ?? 0) + 1, products };
          this.byId = new Map(products.map((p) => [p.id, p]));
        }
        this.loadedAt = this.clock.now().getTime();
        return this.snapshotValue;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
