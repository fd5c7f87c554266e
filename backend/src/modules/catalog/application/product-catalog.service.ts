import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Product } from '../domain/product.js';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';
import { ProductRepository, type ProductStockLevel } from '../domain/product.repository.js';

/** How long a loaded catalogue is trusted before it is read again from PostgreSQL. */
export const CATALOG_TTL_MS = 10_000;

export interface CatalogSnapshot {
  /** Changes whenever the content changes: a cache key for anything derived from the products. */
  readonly version: number;
  readonly products: readonly Product[];
}

/** One read of the database in flight: what it will answer for (generations) and when it started (seq). */
interface Read {
  readonly seq: number;
  readonly full: number;
  readonly stock: number;
  readonly done: Promise<void>;
}

/**
 * The published catalogue kept in memory (read-mostly rows), reloaded at most every 10 seconds, at once
 * after `invalidate()`. `invalidateStock()` (orders reserving and selling units) only reads the stock
 * figures again, not the whole catalogue. The catalog module exports this service: other modules read
 * products (price in cents, stock, subscription option) through `findById` / `findByIds` / `getById`.
 *
 * Each invalidation bumps a generation. A reader is answered only from a read that started after the
 * invalidations it arrived after: a read begun before a change (and finishing after its notification)
 * never passes for fresh, and an older read finishing late never overwrites a newer one.
 */
@Injectable()
export class ProductCatalog {
  private snapshotValue: CatalogSnapshot | undefined;
  private byId = new Map<number, Product>();
  private fingerprint = '';
  private loadedAt = 0;
  /** Generations asked for by invalidate() / invalidateStock(), and those the cache holds. */
  private fullGeneration = 0;
  private stockGeneration = 0;
  private heldFull = -1;
  private heldStock = -1;
  /** Reads are numbered when they start; the cache remembers which read its rows and its stock came from. */
  private reads = 0;
  private fullSeq = 0;
  private stockSeq = 0;
  private stockLevels = new Map<number, ProductStockLevel>();
  private fullRead: Read | undefined;
  private stockRead: Read | undefined;

  constructor(
    private readonly repository: ProductRepository,
    private readonly clock: Clock,
  ) {}

  /** The current products (catalogue order) and their version. */
  async snapshot(): Promise<CatalogSnapshot> {
    const wantFull = this.fullGeneration;
    const wantStock = this.stockGeneration;
    for (;;) {
      const expired = !this.snapshotValue || this.clock.now().getTime() - this.loadedAt >= CATALOG_TTL_MS;
      if (!expired && this.heldFull >= wantFull && this.heldStock >= wantStock) return this.snapshotValue!;
      if (expired || this.heldFull < wantFull) await this.readAll(wantFull, wantStock);
      else await this.readStock(wantStock);
    }
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

  /** Call after changing products (prices, publication…): the next read goes to the database. */
  invalidate(): void {
    this.fullGeneration += 1;
  }

  /** Only stock or reserved units changed: the next read refreshes those figures, not the whole catalogue. */
  invalidateStock(): void {
    this.stockGeneration += 1;
  }

  /** Joins the full read in flight if it started late enough, or starts one (one query shared by all). */
  private readAll(wantFull: number, wantStock: number): Promise<void> {
    const pending = this.fullRead;
    if (pending && pending.full >= wantFull && pending.stock >= wantStock) return pending.done;
    const start = this.startRead();
    const done = this.repository
      .findPublished()
      .then((rows) => this.applyAll(rows, start))
      .finally(() => {
        if (this.fullRead?.done === done) this.fullRead = undefined;
      });
    this.fullRead = { ...start, done };
    return done;
  }

  private readStock(wantStock: number): Promise<void> {
    const pending = this.stockRead;
    if (pending && pending.stock >= wantStock) return pending.done;
    const start = this.startRead();
    const done = this.repository
      .findPublishedStock()
      .then((levels) => this.applyStock(levels, start))
      .finally(() => {
        if (this.stockRead?.done === done) this.stockRead = undefined;
      });
    this.stockRead = { ...start, done };
    return done;
  }

  private startRead() {
    return { seq: ++this.reads, full: this.fullGeneration, stock: this.stockGeneration };
  }

  private applyAll(rows: Product[], read: Omit<Read, 'done'>): void {
    if (read.seq < this.fullSeq) return; // a newer read already answered
    this.fullSeq = read.seq;
    if (read.seq > this.stockSeq) {
      this.stockSeq = read.seq;
      this.stockLevels = new Map(rows.map((p) => [p.id, { id: p.id, stock: p.stock, reserved: p.reserved }]));
    }
    this.heldFull = Math.max(this.heldFull, read.full);
    this.heldStock = Math.max(this.heldStock, read.stock);
    this.loadedAt = this.clock.now().getTime();
    this.publish(rows);
  }

  private applyStock(levels: ProductStockLevel[], read: Omit<Read, 'done'>): void {
    if (read.seq < this.stockSeq) return;
    this.stockSeq = read.seq;
    this.stockLevels = new Map(levels.map((level) => [level.id, level]));
    this.heldStock = Math.max(this.heldStock, read.stock);
    if (this.snapshotValue) this.publish(this.snapshotValue.products);
  }

  /** Products with the newest stock figures; a new version only when something changed. */
  private publish(rows: readonly Product[]): void {
    const products = Object.freeze(
      rows.map((p) => {
        const level = this.stockLevels.get(p.id);
        return Object.freeze(level ? { ...p, stock: level.stock, reserved: level.reserved } : { ...p });
      }),
    );
    const fingerprint = JSON.stringify(products);
    if (fingerprint === this.fingerprint && this.snapshotValue) return;
    this.fingerprint = fingerprint;
    this.snapshotValue = { version: (this.snapshotValue?.version ?? 0) + 1, products };
    this.byId = new Map(products.map((p) => [p.id, p]));
  }
}
