import { QueryFailedError } from 'typeorm';

/**
 * A PostgreSQL unique violation (23505), of `constraint` when named. Repositories catch it and throw
 * the domain error it means: use cases never see a database error.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as
    { code?: string; constraint?: string } | null | undefined;
  if (driverError?.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint;
}
