/** A product as GET /api/admin/products answers it (DESIGN §9). */
export interface AdminProduct {
  id: number;
  name: string;
  description: string;
  contents: string[];
  price: number;
  category: string;
  hasSubscriptionOption: boolean;
  isNew: boolean;
  image: string;
  images: string[];
  rating: number;
  reviewCount: number;
  stock: number;
  reserved: number;
  available: number;
  inStock: boolean;
  published: boolean;
  archived: boolean;
  archivedAt: string | null;
  vatRate: 21 | 12 | 6;
  createdAt: string;
  updatedAt: string;
}

/** `published` filter of the list: absent = every product not archived. */
export type PublishedFilter = '' | 'true' | 'false' | 'archived' | 'all';

export interface ProductListQuery {
  search: string;
  published: PublishedFilter;
  page: number;
  limit: number;
}

export interface ProductListResponse {
  products: AdminProduct[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalProducts: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
  };
}

/** What the form sends (POST, PUT). */
export interface ProductPayload {
  name: string;
  description: string;
  contents: string[];
  price: number;
  category: string;
  hasSubscriptionOption: boolean;
  isNew: boolean;
  images: string[];
  stock: number;
  vatRate: 21 | 12 | 6;
  published: boolean;
}

/** PUT: the fields to change; `expectedStock` is the stock the form showed when `stock` changes. */
export type ProductUpdate = Partial<ProductPayload> & { expectedStock?: number };

export interface MediaItem {
  id: string;
  url: string;
  width: number;
  height: number;
  format: string;
  variants: { size: number; url: string }[];
  createdAt: string;
}

export interface MediaListResponse {
  media: MediaItem[];
  total: number;
  page: number;
  limit: number;
}
