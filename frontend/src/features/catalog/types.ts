export const CATEGORIES = ['Mensuelle', 'Édition limitée', 'Cadeau', 'Premium'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Product {
  id: number;
  name: string;
  description: string;
  contents: string[];
  price: number;
  /** The price of one box by subscription (the server's rule), null without the option. */
  subscriptionPrice: number | null;
  image: string;
  images: string[];
  category: Category | string;
  rating: number;
  reviewCount: number;
  stock: number;
  inStock: boolean;
  isNew: boolean;
  hasSubscriptionOption: boolean;
}

export interface ProductPage {
  items: Product[];
  total: number;
  page: number;
  limit: number;
}

export type PurchaseType = 'all' | 'single' | 'subscription';
export type SortKey = 'featured' | 'newest' | 'price-asc' | 'price-desc' | 'rating';

/** Query parameters of GET /api/products (absent = the server's default). */
export interface ProductQuery {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  purchaseType?: PurchaseType;
  ratings?: string;
  sort?: SortKey;
  page?: number;
  limit?: number;
  q?: string;
}
