/** The back office's user list: search, sort and pages, answered by the database. */
export const USER_SORTS = ['lastName', 'firstName', 'email', 'createdAt', 'isAdmin'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** 10 users per page (docs/design/accounts.md). */
export const USER_PAGE_SIZE = 10;
export const USER_PAGE_MAX = 100;
export const USER_SEARCH_MAX_LENGTH = 100;

export interface UserListQuery {
  /** Words matched case- and accent-insensitively in first name, last name and email (all must match). */
  search: string;
  sortBy: UserSort;
  sortOrder: SortOrder;
  /** 1-based. */
  page: number;
  limit: number;
}

export const DEFAULT_USER_LIST_QUERY: UserListQuery = {
  search: '',
  sortBy: 'lastName',
  sortOrder: 'asc',
  page: 1,
  limit: USER_PAGE_SIZE,
};

/** "  Léa   DUPONT " → ['Léa', 'DUPONT'] (at most 8 words; folding happens in the database). */
export function searchWords(search: string): string[] {
  return search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
}

export interface UserListPagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

export function userListPagination(total: number, page: number, limit: number): UserListPagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    totalUsers: total,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
  };
}
