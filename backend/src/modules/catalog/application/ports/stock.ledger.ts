import type { StockLine } from '../../domain/stock.js';

/**
 * The stock moves on `products`, inside the caller's transaction, each product's in one conditional
 * statement (docs/design/stock.md, "Concurrency"): two transactions asking for the last unit, the
 * second waits for the first's commit and is refused. Never oversold, never below zero.
 */
export abstract class StockLedger {
  /** Reserves every line, or throws InsufficientStockError (409) holding nothing. */
  abstract reserve(lines: readonly StockLine[]): Promise<void>;

  /** A subscription renewal: all its units reserved, or none (true: it needs restocking). Never refused. */
  abstract reserveRenewal(lines: readonly StockLine[]): Promise<boolean>;

  /** The order will not be paid: its units are available again. */
  abstract release(lines: readonly StockLine[]): Promise<void>;

  /** A paid order: reserved units leave the shelf (from 'released': what is left, never below others' reservations). */
  abstract sell(lines: readonly StockLine[], from: 'reserved' | 'released'): Promise<void>;
}
