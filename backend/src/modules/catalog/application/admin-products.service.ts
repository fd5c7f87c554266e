import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import type { Cents } from '../../../shared/money.js';
import {
  type Category,
  DEFAULT_SHIPPING_WEIGHT_GRAMS,
  DEFAULT_VAT_RATE,
  LOW_STOCK_THRESHOLD,
  refusePublishedWithoutImage,
  type VatRate,
} from '../domain/product.js';
import { MediaLibrary } from '../../media/index.js';
import {
  StockBelowReservedError,
  StockChangedMeanwhileError,
  UnknownProductImageError,
} from '../domain/product.errors.js';
import { ProductNotFoundError } from '../domain/product-not-found.error.js';
import { ProductCatalog } from './product-catalog.service.js';
import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { AdminProductStore, type ProductListFilter, type StoredProduct } from './ports/admin-product.store.js';

export interface AdminProductListQuery {
  search: string;
  filter: ProductListFilter;
  page: number;
  limit: number;
}

export interface AdminProductPage {
  products: StoredProduct[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalProducts: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
  };
}

/** What an administrator may set on a product (creation: name, description, price and category are required). */
export interface ProductChanges {
  name?: string;
  description?: string;
  contents?: string[];
  priceCents?: Cents;
  category?: Category;
  hasSubscriptionOption?: boolean;
  isNew?: boolean;
  images?: string[];
  stock?: number;
  vatRate?: VatRate;
  shippingWeightGrams?: number;
  published?: boolean;
}

export type NewProduct = Required<Pick<ProductChanges, 'name' | 'description' | 'priceCents' | 'category'>> &
  ProductChanges;

/**
 * The back office's product management (docs/design/catalogue.md). Archiving (DELETE) unpublishes and hides a product
 * but keeps its row: past orders keep their own snapshot of names and prices. Publishing an archived
 * product brings it back. Stock never goes under the units unpaid orders hold. Every write reaches the
 * other instances through the products trigger (LISTEN/NOTIFY); this instance's cache is invalidated at once.
 */
@Injectable()
export class AdminProducts {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: AdminProductStore,
    private readonly catalog: ProductCatalog,
    private readonly clock: Clock,
    private readonly media: MediaLibrary,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductPage> {
    const { products, total } = await this.store.list(query);
    const totalPages = Math.max(1, Math.ceil(total / query.limit));
    return {
      products,
      pagination: {
        currentPage: query.page,
        totalPages,
        totalProducts: total,
        hasPrevPage: query.page > 1,
        hasNextPage: query.page < totalPages,
      },
    };
  }

  /** Live products with fewer than 5 available units (the dashboard's list). */
  lowStock(): Promise<StoredProduct[]> {
    return this.store.lowStock(LOW_STOCK_THRESHOLD);
  }

  async get(id: number): Promise<StoredProduct> {
    const product = await this.store.find(id);
    if (!product) throw new ProductNotFoundError(id);
    return product;
  }

  async create(input: NewProduct): Promise<StoredProduct> {
    refusePublishedWithoutImage({ published: false, images: [] }, input);
    await this.refuseUnknownImages(input.images);
    const id = await this.uow.transaction(async () => {
      await this.store.refuseTakenName(input.name, null);
      return this.store.insert({
        name: input.name,
        description: input.description,
        contents: input.contents ?? [],
        priceCents: input.priceCents,
        category: input.category,
        rating: 0,
        reviewCount: 0,
        stock: input.stock ?? 0,
        reserved: 0,
        isNew: input.isNew ?? false,
        hasSubscriptionOption: input.hasSubscriptionOption ?? false,
        images: input.images ?? [],
        published: input.published ?? false,
        archivedAt: null,
        vatRate: input.vatRate ?? DEFAULT_VAT_RATE,
        shippingWeightGrams: input.shippingWeightGrams ?? DEFAULT_SHIPPING_WEIGHT_GRAMS,
      });
    });
    this.catalog.invalidate();
    return this.get(id);
  }

  /**
   * `expectedStock`: the stock the administrator's form showed. A new stock figure is only written when
   * the row still holds it (read under the row lock), so a sale made meanwhile is never undone (409).
   */
  async update(id: number, changes: ProductChanges, expectedStock?: number): Promise<StoredProduct> {
    await this.refuseUnknownImages(changes.images);
    await this.uow.transaction(async () => {
      const current = await this.store.find(id, true);
      if (!current) throw new ProductNotFoundError(id);
      refusePublishedWithoutImage(current, changes);
      if (changes.stock !== undefined && expectedStock !== undefined && expectedStock !== current.stock) {
        throw new StockChangedMeanwhileError(current.stock);
      }
      if (changes.stock !== undefined && changes.stock < current.reserved) {
        throw new StockBelowReservedError(current.reserved);
      }
      const write: ProductChanges & { archivedAt?: Date | null } = { ...changes };
      // Publishing an archived product brings it back.
      if (changes.published === true && current.archivedAt) write.archivedAt = null;
      const live = write.archivedAt === null || (!current.archivedAt && write.archivedAt === undefined);
      if (live && (changes.name !== undefined || current.archivedAt)) {
        await this.store.refuseTakenName(changes.name ?? current.name, id);
      }
      await this.store.update(id, write);
    });
    this.catalog.invalidate();
    return this.get(id);
  }

  /** Library images must exist (seed illustrations are checked by their path: DTO). */
  private async refuseUnknownImages(images: readonly string[] | undefined): Promise<void> {
    const missing = images?.length ? await this.media.missing(images) : [];
    if (missing.length > 0) throw new UnknownProductImageError(missing);
  }

  /** DELETE: unpublished and archived (idempotent); the row stays for past orders. */
  async archive(id: number): Promise<StoredProduct> {
    await this.uow.transaction(async () => {
      const current = await this.store.find(id, true);
      if (!current) throw new ProductNotFoundError(id);
      if (current.archivedAt) return;
      await this.store.update(id, { published: false, archivedAt: this.clock.now() });
    });
    this.catalog.invalidate();
    return this.get(id);
  }
}
