import { Injectable } from '@nestjs/common';
import {
  type StockLevel,
  type StockLevels,
  type StockLine,
  release,
  reserveForRenewal,
  reserveLines,
  sell,
} from '../domain/stock.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { StockLedger } from '../application/ports/stock.ledger.js';

export type { StockLine };

/**
 * The stock moves on `products`, inside the caller's transaction: the rows of the order's products are
 * locked (SELECT … FOR UPDATE, in id order, so two orders never lock the same rows in opposite orders),
 * the domain rules of domain/stock.ts compute the new levels, and one UPDATE writes them. Two
 * transactions asking for the last unit serialize on the row lock: the second reads the first's
 * committed reservation and is refused. The CHECK `reserved <= stock` guards the rows besides.
 */
@Injectable()
export class TypeOrmStockLedger extends StockLedger {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /** Reserves every line, or throws InsufficientStockError (409) holding nothing. */
  async reserve(lines: readonly StockLine[]): Promise<void> {
    const merged = byProduct(lines);
    const levels = await this.lock(merged);
    await this.write(levels, reserveLines(levels, merged));
  }

  /** A subscription renewal: all its units reserved, or none (true: it needs restocking). Never refused. */
  async reserveRenewal(lines: readonly StockLine[]): Promise<boolean> {
    const merged = byProduct(lines);
    const levels = await this.lock(merged);
    const renewal = reserveForRenewal(levels, merged);
    await this.write(levels, renewal.levels);
    return renewal.restockNeeded;
  }

  async release(lines: readonly StockLine[]): Promise<void> {
    await this.move(lines, (level, line) => release(level, line.quantity));
  }

  /** A paid order: reserved units leave the shelf (from 'released': what is left, never below others' reservations). */
  async sell(lines: readonly StockLine[], from: 'reserved' | 'released'): Promise<void> {
    await this.move(lines, (level, line) => sell(level, line.quantity, from));
  }

  private async move(
    lines: readonly StockLine[],
    change: (level: StockLevel, line: StockLine) => StockLevel,
  ): Promise<void> {
    const merged = byProduct(lines);
    const levels = await this.lock(merged);
    const next = new Map(levels);
    for (const line of merged) {
      const level = levels.get(line.productId);
      if (level) next.set(line.productId, change(level, line));
    }
    await this.write(levels, next);
  }

  private async lock(lines: readonly StockLine[]): Promise<Map<number, StockLevel>> {
    const rows: { id: number; stock: number; reserved: number }[] = await this.db.manager.query(
      `SELECT id, stock, reserved FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [lines.map((line) => line.productId)],
    );
    return new Map(rows.map((row) => [row.id, { stock: row.stock, reserved: row.reserved }]));
  }

  /** One statement for the rows whose levels changed (one catalogue notification per order). */
  private async write(before: StockLevels, after: StockLevels): Promise<void> {
    const changed = [...after].filter(([id, level]) => {
      const was = before.get(id);
      return was !== undefined && (was.stock !== level.stock || was.reserved !== level.reserved);
    });
    if (changed.length === 0) return;
    await this.db.manager.query(
      `UPDATE products AS p SET stock = v.stock, reserved = v.reserved
         FROM unnest($1::int[], $2::int[], $3::int[]) AS v(id, stock, reserved) WHERE p.id = v.id`,
      [changed.map(([id]) => id), changed.map(([, l]) => l.stock), changed.map(([, l]) => l.reserved)],
    );
  }
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
