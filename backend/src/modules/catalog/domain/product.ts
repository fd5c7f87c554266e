import type { Cents } from '../../../shared/money.js';

export const CATEGORIES = ['Mensuelle', 'Édition limitée', 'Cadeau', 'Premium'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A box of the catalogue. Plain data: the catalogue has no invariant beyond what the database checks. */
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
  stock: number;
  isNew: boolean;
  hasSubscriptionOption: boolean;
  /** Paths served by the SPA: /images/products/{id}-{n}.svg, the first is the main image. */
  images: string[];
}
