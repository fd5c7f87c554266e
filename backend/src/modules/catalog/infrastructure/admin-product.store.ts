import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUniqueViolation } from '../../../shared/database/unique-violation.js';
import type { Product } from '../domain/product.js';
import { ProductNameTakenError } from '../domain/product.errors.js';
import { ProductSchema, type ProductRow } from './product.schema.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import {
  AdminProductStore,
  ProductListFilter,
  ProductListCriteria,
  StoredProduct,
} from '../application/ports/admin-product.store.js';

const FILTERS: Record<ProductListFilter, string> = {
  live: 'p.archived_at IS NULL',
  published: 'p.published',
  unpublished: 'NOT p.published AND p.archived_at IS NULL',
  archived: 'p.archived_at IS NOT NULL',
  all: 'TRUE',
};

/** The back office's reads and writes of `products` (the storefront reads through ProductRepository). */
@Injectable()
export class TypeOrmAdminProductStore extends AdminProductStore {
  constructor(
    @InjectRepository(ProductSchema) private readonly products: Repository<ProductRow>,
    private readonly db: TypeOrmUnitOfWork,
  ) {
    super();
  }

  async list(criteria: ProductListCriteria): Promise<{ products: StoredProduct[]; total: number }> {
    const query = this.products
      .createQueryBuilder('p')
      .where(FILTERS[criteria.filter])
      .orderBy('p.id', 'DESC')
      .skip((criteria.page - 1) * criteria.limit)
      .take(criteria.limit);
    // Every word, in the name or the category, whatever its case and accents ('ete' finds 'Été'): fold_text
    // folds them in SQL, so the database's own ctype (C for the embedded one) does not matter.
    const words = (criteria.search ?? '').split(/\s+/).filter(Boolean);
    words.forEach((word, i) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(`fold_text(p.name || ' ' || p.category) LIKE fold_text(:word${i})`, { [`word${i}`]: pattern });
    });
    const [products, total] = await query.getManyAndCount();
    return { products, total };
  }

  /** Products whose available units are under `threshold` (live ones, fewest first). */
  lowStock(threshold: number): Promise<StoredProduct[]> {
    return this.products
      .createQueryBuilder('p')
      .where('p.archived_at IS NULL AND p.stock - p.reserved < :threshold', { threshold })
      .orderBy('p.stock - p.reserved', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  find(id: number, lock = false): Promise<StoredProduct | null> {
    const query = this.db.manager.getRepository(ProductSchema).createQueryBuilder('p');
    if (lock) query.setLock('pessimistic_write');
    return query.where('p.id = :id', { id }).getOne();
  }

  /** Refuses a name another live product has (checked first; the unique index settles a race). */
  async refuseTakenName(name: string, exceptId: number | null): Promise<void> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT 1 FROM products WHERE lower(name) = lower($1) AND archived_at IS NULL AND id <> $2 LIMIT 1`,
      [name, exceptId ?? 0],
    );
    if (rows.length > 0) throw new ProductNameTakenError();
  }

  async insert(product: Omit<Product, 'id'>): Promise<number> {
    const result = await uniqueName(() => this.db.manager.getRepository(ProductSchema).insert(product));
    return (result.identifiers[0] as { id: number }).id;
  }

  async update(id: number, changes: Partial<Omit<Product, 'id'>>): Promise<void> {
    await uniqueName(() => this.db.manager.getRepository(ProductSchema).update({ id }, changes));
  }
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_live_name_key')) throw new ProductNameTakenError();
    throw error;
  }
}

export type {
  ProductListFilter,
  ProductListCriteria,
  StoredProduct,
} from '../application/ports/admin-product.store.js';
