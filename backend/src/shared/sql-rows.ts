/**
 * TypeORM's `query()` on PostgreSQL answers UPDATE/DELETE … RETURNING with `[rows, affectedCount]`
 * and SELECT/INSERT with `rows`: this gives the rows in both cases.
 */
export function sqlRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
