import type { Cents } from '../../../shared/money.js';
import type { VatRate } from '../../../shared/vat-rates.js';
import { ProductWithoutImageError } from './product.errors.js';

export const CATEGORIES = ['Mensuelle', 'Édition limitée', 'Cadeau', 'Premium'] as const;
export type Category = (typeof CATEGORIES)[number];

/** VAT rates a product may carry (Belgium; the one list lives in the shared kernel); 21 by default. */
export { VAT_RATES, type VatRate, DEFAULT_VAT_RATE } from '../../../shared/vat-rates.js';

/** Under this many available units, the back office shows 'stock bas' and the dashboard lists the box. */
export const LOW_STOCK_THRESHOLD = 5;

/** A box of the catalogue. Plain data: stock rules live in stock.ts, the rest is checked by the database. */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** What is inside the box, in French. */
  contents: string[];
  priceCents: Cents;
  category: Category;
  /** 0..5, one decimal. */
  rating: number;
  reviewCount: number;
  /** Units on hand. */
  stock: number;
  /** Units held by unpaid orders (never more than stock). */
  reserved: number;
  isNew: boolean;
  hasSubscriptionOption: boolean;
  /** Image paths, the first is the main image: /images/products/… (seed) or /media/<sha256>-800.webp. */
  images: string[];
  published: boolean;
  /** Set when an administrator archived (deleted) the product: hidden everywhere, kept for past orders. */
  archivedAt: Date | null;
  vatRate: VatRate;
  /** The parcel's weight for the carrier (docs/design/shipping-run.md, "Carrier export"). */
  shippingWeightGrams: number;
}

/** A box's parcel weight unless an administrator sets another, and the range accepted. */
export const DEFAULT_SHIPPING_WEIGHT_GRAMS = 1_500;
export const SHIPPING_WEIGHT_RANGE = { min: 1, max: 30_000 } as const;

/** Units a shopper may still buy. */
export function availableOf(product: Pick<Product, 'stock' | 'reserved'>): number {
  return Math.max(0, product.stock - product.reserved);
}

/**
 * A product on the shop shows at least one picture: publishing it, or changing a published product's
 * pictures, needs one. Drafts may have none, and another change (a stock figure) is never blocked.
 */
export function refusePublishedWithoutImage(
  current: Pick<Product, 'published' | 'images'>,
  changes: { published?: boolean; images?: readonly string[] },
): void {
  if (changes.published === undefined && changes.images === undefined) return;
  const published = changes.published ?? current.published;
  const images = changes.images ?? current.images;
  if (published && images.length === 0) throw new ProductWithoutImageError();
}
