import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InsufficientStockError } from '../domain/stock.js';

/** Units of one product an order holds; `field` names the cart line that asked for them. */
export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
  field?: string;
}

/**
 * The stock moves as SQL on `products`, inside the caller's transaction. Reserving is ONE conditional
 * UPDATE (`… WHERE stock - reserved >= quantity`): two transactions asking for the last unit serialize
 * on the product row and the second finds nothing left, whatever the isolation level. Products are
 * touched in id order, so two orders never lock the same rows in opposite orders (no deadlock).
 * The arithmetic mirrors domain/stock.ts (reserve, release, sell).
 */
@Injectable()
export class StockLedger {
  async reserve(manager: EntityManager, lines: readonly StockLine[]): Promise<void> {
    for (const line of byProduct(lines)) {
      const [rows] = (await manager.query(
        `UPDATE products SET reserved = reserved + $2 WHERE id = $1 AND stock - reserved >= $2 RETURNING id`,
        [line.productId, line.quantity],
      )) as [unknown[], number];
      if (rows.length === 1) continue;
      const found: { available: number }[] = await manager.query(
        `SELECT GREATEST(stock - reserved, 0)::int AS available FROM products WHERE id = $1`,
        [line.productId],
      );
      throw new InsufficientStockError(line.name, found[0]?.available ?? 0, line.field);
    }
  }

  async release(manager: EntityManager, lines: readonly StockLine[]): Promise<void> {
    for (const line of byProduct(lines)) {
      await manager.query(`UPDATE products SET reserved = GREATEST(reserved - $2, 0) WHERE id = $1`, [
        line.productId,
        line.quantity,
      ]);
    }
  }

  /** A paid order: reserved units leave the shelf (from 'released': what is left, never below others' reservations). */
  async sell(manager: EntityManager, lines: readonly StockLine[], from: 'reserved' | 'released'): Promise<void> {
    const sql =
      from === 'reserved'
        ? `UPDATE products SET stock = GREATEST(stock - $2, 0), reserved = GREATEST(reserved - $2, 0) WHERE id = $1`
        : `UPDATE products SET stock = GREATEST(stock - $2, reserved) WHERE id = $1`;
    for (const line of byProduct(lines)) await manager.query(sql, [line.productId, line.quantity]);
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
