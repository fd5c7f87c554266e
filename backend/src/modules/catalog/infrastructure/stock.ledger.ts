import { Injectable } from '@nestjs/common';
import { InsufficientStockError, type StockLine } from '../domain/stock.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { StockLedger } from '../application/ports/stock.ledger.js';

export type { StockLine };

/**
 * The stock moves on `products` (docs/design/stock.md, "Concurrency"), in the caller's transaction, each
 * product's units in ONE conditional statement that reads and writes the row at once: no row is read
 * then locked while the rest of the order's work goes on. Products are moved one statement each, in id
 * order, so that two orders never lock the same rows in opposite orders. The CHECK
 * `reserved <= stock` guards the rows besides. Two shoppers asking for the last unit: the second
 * statement waits for the first one's commit, rereads the row and takes nothing.
 */
@Injectable()
export class TypeOrmStockLedger extends StockLedger {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** Reserves every line, or throws InsufficientStockError (409): the caller's transaction then holds nothing. */
  async reserve(lines: readonly StockLine[]): Promise<void> {
    for (const line of byProduct(lines)) {
      const taken = await this.change(
        line,
        `UPDATE products SET reserved = reserved + $2 WHERE id = $1 AND stock - reserved >= $2 RETURNING id`,
      );
      if (!taken) throw new InsufficientStockError(line.name, await this.available(line.productId), line.field);
    }
  }

  /**
   * A subscription renewal: all its units reserved, or none (true: it needs restocking). Never refused:
   * the reservations are taken in a savepoint, undone together when one product is short.
   */
  async reserveRenewal(lines: readonly StockLine[]): Promise<boolean> {
    try {
      await this.db.manager.transaction(() => this.reserve(lines));
      return false;
    } catch (error) {
      if (error instanceof InsufficientStockError) return true;
      throw error;
    }
  }

  /** The order will not be paid: its units are available again (never below zero held). */
  async release(lines: readonly StockLine[]): Promise<void> {
    for (const line of byProduct(lines)) {
      await this.change(line, `UPDATE products SET reserved = GREATEST(0, reserved - $2) WHERE id = $1 RETURNING id`);
    }
  }

  /**
   * A paid order. From a reservation, the held units leave the shelf. From 'released' (paid after its
   * reservation was released: paid after expiry, or a renewal short of stock) it takes the units that
   * are left, never below the units other orders hold: the stock never goes negative.
   */
  async sell(lines: readonly StockLine[], from: 'reserved' | 'released'): Promise<void> {
    const statement =
      from === 'reserved'
        ? `UPDATE products SET stock = GREATEST(0, stock - $2), reserved = GREATEST(0, reserved - $2) WHERE id = $1 RETURNING id`
        : `UPDATE products SET stock = GREATEST(reserved, stock - $2) WHERE id = $1 RETURNING id`;
    for (const line of byProduct(lines)) await this.change(line, statement);
  }

  /** Runs one product's statement; whether it changed the row. */
  private async change(line: StockLine, statement: string): Promise<boolean> {
    const [rows] = (await this.db.manager.query(statement, [line.productId, units(line.quantity)])) as [unknown[], number];
    return rows.length > 0;
  }

  /** Units of a product nobody holds, as a refusal states them (read without a lock). */
  private async available(productId: number): Promise<number> {
    const rows: { available: number }[] = await this.db.manager.query(
      `SELECT GREATEST(0, stock - reserved) AS available FROM products WHERE id = $1`,
      [productId],
    );
    return rows[0]?.available ?? 0;
  }
}

function units(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantité invalide : ${quantity}`);
  return quantity;
}

/** One line per product (quantities added up), in id order. */
function byProduct(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()].sort((a, b) => a.productId - b.productId);
}
