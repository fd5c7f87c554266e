import { DomainError } from '../../../shared/domain-error.js';
import { type OrderStatus } from './order-status.js';
import { type PaymentStatus } from './payment-status.js';

/** The back office's order list (docs/design/orders.md): filters, sorts and pages, answered by the database. */
export const ORDER_SORTS = ['createdAt', 'total', 'orderNumber', 'customer'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_SORT_ORDERS = ['asc', 'desc'] as const;
export type OrderSortOrder = (typeof ORDER_SORT_ORDERS)[number];

/** 10, 20 (default), 50 or 100 orders per page (docs/design/orders.md). */
export const ORDER_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 20;
export const ORDER_SEARCH_MAX_LENGTH = 100;
/** A contains-search needs one word of at least 3 characters (the trigram index reads 3 letters at a time). */
export const SEARCH_MIN_WORD_LENGTH = 3;
/** A search counts its matches up to this many ("1 000+" beyond); its pages stop there. */
export const SEARCH_COUNT_CAP = 1000;
/**
 * Sorting by amount or customer reads pages at most this many rows from either end of the list (deep
 * pages in the middle of a million rows would cost a long OFFSET). Date and order-number sorts reach
 * every page (they start from the day that holds it).
 */
export const MAX_ROWS_SKIPPED = 5000;

export interface OrderListQuery {
  /** 1-based. */
  page: number;
  limit: number;
  sortBy: OrderSort;
  sortOrder: OrderSortOrder;
  orderStatus?: OrderStatus;
  /** The payment status. */
  status?: PaymentStatus;
  refundRequired?: boolean;
  /** Order number, customer name or email. */
  search?: string;
}

export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = {
  page: 1,
  limit: DEFAULT_ORDER_PAGE_SIZE,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

export interface OrderListPagination {
  currentPage: number;
  totalPages: number;
  /** Matching orders; for a search, at most SEARCH_COUNT_CAP (see totalIsCapped). */
  totalOrders: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  limit: number;
  /** A search matched more orders than it counts: refine it to see them all. */
  totalIsCapped: boolean;
}

export function orderListPagination(total: number, page: number, limit: number, capped = false): OrderListPagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    totalOrders: total,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    limit,
    totalIsCapped: capped,
  };
}

/** How a quick search is answered. */
export type SearchPlan =
  | { kind: 'none' }
  /** The start of an order number ('BP-2025', 'bp-20251121-004a'): the order numbers' index. */
  | { kind: 'orderNumber'; prefix: string }
  /** Words found anywhere in the order number, the customer's name or email (all of them, any order). */
  | { kind: 'text'; words: string[] };

const ORDER_NUMBER_START = /^BP-(\d{1,8}|\d{8}-[A-Z0-9]{0,6})$/i;

export const SEARCH_TOO_SHORT_MESSAGE = `La recherche doit contenir au moins un mot de ${SEARCH_MIN_WORD_LENGTH} caractères`;

/** Too short to search a million orders with an index (400). */
export class SearchTooShortError extends DomainError {
  constructor() {
    super('ORDERS_SEARCH_TOO_SHORT', SEARCH_TOO_SHORT_MESSAGE, 'invalid', { search: [SEARCH_TOO_SHORT_MESSAGE] });
  }
}

/** A page too far from both ends of a list sorted by amount or customer (400). */
export class PageTooDeepError extends DomainError {
  constructor() {
    super(
      'ORDERS_PAGE_TOO_DEEP',
      `Cette page est trop loin dans la liste pour ce tri (au-delà de ${MAX_ROWS_SKIPPED} commandes depuis le début ` +
        'ou la fin) : triez par date ou par numéro de commande, ou ajoutez un filtre.',
      'invalid',
      { page: ['Page trop lointaine pour ce tri'] },
    );
  }
}

/** "  BP-2025 " → order-number prefix; "léa  dupont" → two words; nothing → none. Pure. */
export function planSearch(search: string | undefined): SearchPlan {
  const text = (search ?? '').trim();
  if (text === '') return { kind: 'none' };
  if (ORDER_NUMBER_START.test(text)) return { kind: 'orderNumber', prefix: text.toUpperCase().replace(/-$/, '') };
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.some((word) => [...word].length >= SEARCH_MIN_WORD_LENGTH)) throw new SearchTooShortError();
  return { kind: 'text', words };
}

/**
 * Where a page starts when it cannot start at a day (sorts by amount or customer): from the top, or from
 * the bottom in reverse when that is shorter; refused when both are longer than MAX_ROWS_SKIPPED.
 * `total` null: unknown (a capped search), only the top is possible. Pure.
 */
export function boundedWindow(
  skip: number,
  limit: number,
  total: number | null,
): { reverse: false; offset: number; limit: number } | { reverse: true; offset: number; limit: number } {
  if (skip <= MAX_ROWS_SKIPPED) return { reverse: false, offset: skip, limit };
  if (total !== null) {
    const take = Math.max(0, Math.min(limit, total - skip));
    const fromEnd = Math.max(0, total - skip - take);
    if (fromEnd <= MAX_ROWS_SKIPPED) return { reverse: true, offset: fromEnd, limit: take };
  }
  throw new PageTooDeepError();
}
