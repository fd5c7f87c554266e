export interface PageRequest {
  /** 1-based. */
  page: number;
  limit: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Cuts one page out of an already filtered and sorted list. Pure. */
export function paginate<T>(all: readonly T[], { page, limit }: PageRequest): Page<T> {
  const start = (page - 1) * limit;
  return { items: all.slice(start, start + limit), total: all.length, page, limit };
}
