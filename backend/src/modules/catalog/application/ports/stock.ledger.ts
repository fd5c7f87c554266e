import type { StockLine } from '../../domain/stock.js';

/**
 * The stock moves on `products`, inside the caller's transaction: the rows of the order's products are
 * locked (SELECT … FOR UPDATE, in id order, so two orders never lock the same rows in opposite orders),
 * the domain rules of domain/stock.ts compute the new levels, and one UPDATE writes them. Two
 * transactions asking for the last unit serialize on the row lock: the second reads the first's
 * committed reservation and is refused. The CHECK `reserved <= stock` guards the rows besides.
 */
export abstract class StockLedger {
  /** Reserves every line, or throws InsufficientStockError (409) holding nothing. */
  abstract reserve(lines: readonly StockLine[]): Promise<void>;

  /** A subscription renewal: all its units reserved, or none (true: it needs restocking). Never refused. */
  abstract reserveRenewal(lines: readonly StockLine[]): Promise<boolean>;

  abstract release(lines: readonly StockLine[]): Promise<void>;

  /** A paid order: reserved units leave the shelf (from 'released': what is left, never below others' reservations). */
  abstract sell(lines: readonly StockLine[], from: 'reserved' | 'released'): Promise<void>;
}
