import { EntitySchema } from 'typeorm';
import type { Product } from '../domain/product.js';

const numeric = {
  to: (value: number) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A `products` row: the product plus bookkeeping dates. */
export type ProductRow = Product & { createdAt: Date; updatedAt: Date };

/**
 * TypeORM mapping of the `products` table. The table is created by migrations (never synchronised);
 * this mapping describes it completely so that `migration:generate` finds no difference (the unique
 * index on live names is an expression index of the migrations).
 */
export const ProductSchema = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: { type: 'integer', primary: true, generated: 'increment' },
    name: { type: 'varchar', length: 120 },
    description: { type: 'text' },
    contents: { type: 'jsonb', default: () => "'[]'" },
    priceCents: { name: 'price_cents', type: 'integer' },
    category: { type: 'varchar', length: 40 },
    rating: { type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numeric },
    reviewCount: { name: 'review_count', type: 'integer', default: 0 },
    stock: { type: 'integer', default: 0 },
    reserved: { type: 'integer', default: 0 },
    isNew: { name: 'is_new', type: 'boolean', default: false },
    hasSubscriptionOption: { name: 'has_subscription_option', type: 'boolean', default: false },
    images: { type: 'jsonb', default: () => "'[]'" },
    published: { type: 'boolean', default: true },
    archivedAt: { name: 'archived_at', type: 'timestamptz', nullable: true },
    vatRate: { name: 'vat_rate', type: 'smallint', default: 21 },
    shippingWeightGrams: { name: 'shipping_weight_grams', type: 'integer', default: 1500 },
    createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
    updatedAt: { name: 'updated_at', type: 'timestamptz', updateDate: true },
  },
  indices: [{ name: 'products_live_name_key', columns: ['name'], unique: true, synchronize: false }],
  checks: [
    { name: 'products_price_cents_check', expression: '"price_cents" >= 0' },
    {
      name: 'products_category_check',
      expression: `"category" IN ('Mensuelle', 'Édition limitée', 'Cadeau', 'Premium')`,
    },
    { name: 'products_rating_check', expression: '"rating" BETWEEN 0 AND 5' },
    { name: 'products_review_count_check', expression: '"review_count" >= 0' },
    { name: 'products_stock_check', expression: '"stock" >= 0' },
    { name: 'products_reserved_check', expression: '"reserved" >= 0 AND "reserved" <= "stock"' },
    { name: 'products_vat_rate_check', expression: '"vat_rate" IN (21, 12, 6)' },
    { name: 'products_shipping_weight_check', expression: '"shipping_weight_grams" BETWEEN 1 AND 30000' },
    { name: 'products_archived_unpublished_check', expression: '"archived_at" IS NULL OR NOT "published"' },
  ],
});
