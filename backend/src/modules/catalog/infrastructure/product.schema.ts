import { EntitySchema } from 'typeorm';
import type { Product } from '../domain/product.js';

const numeric = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** TypeORM mapping of the `products` table (created by a migration; never synchronised). */
export const ProductSchema = new EntitySchema<Product>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    name: { type: 'varchar', length: 120 },
    description: { type: 'text' },
    contents: { type: 'jsonb' },
    priceCents: { name: 'price_cents', type: 'integer' },
    category: { type: 'varchar', length: 40 },
    rating: { type: 'numeric', precision: 2, scale: 1, transformer: numeric },
    reviewCount: { name: 'review_count', type: 'integer' },
    stock: { type: 'integer' },
    isNew: { name: 'is_new', type: 'boolean' },
    hasSubscriptionOption: { name: 'has_subscription_option', type: 'boolean' },
    images: { type: 'jsonb' },
  },
});
