import { DomainError } from '../../../shared/domain-error.js';
import { availableOf } from './product.js';

/**
 * Stock of one product (docs/design/stock.md): `stock` units on hand, `reserved` of them held by unpaid orders.
 * An order reserves its units when it is created, a payment turns them into a sale (stock goes down),
 * expiry, cancellation or a failed payment release them. A subscription renewal is never refused:
 * short of units it holds none and is flagged ('À réapprovisionner'). The stock ledger applies these
 * rules to the product rows it locks (infrastructure/stock.ledger.ts).
 */
export interface StockLevel {
  stock: number;
  reserved: number;
}

/** What an order's units are doing to the stock. 'none': orders placed before reservations existed. */
export const STOCK_STATES = ['none', 'reserved', 'sold', 'released'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export class InsufficientStockError extends DomainError {
  constructor(
    readonly productName: string,
    readonly available: number,
    field?: string,
  ) {
    const message = `Stock insuffisant pour ${productName} : ${available} disponible(s)`;
    super('INSUFFICIENT_STOCK', message, 'conflict', field ? { [field]: [message] } : undefined);
  }
}

/** Units of one product an order holds; `field` names the cart line that asked for them. */
export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
  field?: string;
}

/** Stock levels by product id (products absent have no units). */
export type StockLevels = ReadonlyMap<number, StockLevel>;

const NO_STOCK: StockLevel = { stock: 0, reserved: 0 };

function units(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantité invalide : ${quantity}`);
  return quantity;
}

/** Holds `quantity` units for an unpaid order, or refuses when fewer are available. */
export function reserve(level: StockLevel, quantity: number, productName: string, field?: string): StockLevel {
  const left = availableOf(level);
  if (units(quantity) > left) throw new InsufficientStockError(productName, left, field);
  return { stock: level.stock, reserved: level.reserved + quantity };
}

/** The order will not be paid: its units are available again. */
export function release(level: StockLevel, quantity: number): StockLevel {
  return { stock: level.stock, reserved: Math.max(0, level.reserved - units(quantity)) };
}

/**
 * The order is paid. From a reservation, the held units leave the shelf. A payment arriving after the
 * reservation was released (paid after expiry, or a renewal short of stock) still takes the units that
 * are left, never below the units other orders hold: the stock never goes negative.
 */
export function sell(level: StockLevel, quantity: number, from: 'reserved' | 'released'): StockLevel {
  units(quantity);
  if (from === 'reserved') {
    return { stock: Math.max(0, level.stock - quantity), reserved: Math.max(0, level.reserved - quantity) };
  }
  return { stock: Math.max(level.reserved, level.stock - quantity), reserved: level.reserved };
}

/** A new order's lines, all reserved, or refused on the first line short of units (nothing held). */
export function reserveLines(levels: StockLevels, lines: readonly StockLine[]): Map<number, StockLevel> {
  const next = new Map(levels);
  for (const line of lines) {
    next.set(line.productId, reserve(next.get(line.productId) ?? NO_STOCK, line.quantity, line.name, line.field));
  }
  return next;
}

/**
 * A subscription renewal: never refused for stock. All its units are reserved when they are all
 * there; otherwise nothing is held (a payment then takes what is left) and the order needs restocking
 * ('À réapprovisionner').
 */
export function reserveForRenewal(
  levels: StockLevels,
  lines: readonly StockLine[],
): { levels: Map<number, StockLevel>; restockNeeded: boolean } {
  try {
    return { levels: reserveLines(levels, lines), restockNeeded: false };
  } catch (error) {
    if (!(error instanceof InsufficientStockError)) throw error;
    return { levels: new Map(levels), restockNeeded: true };
  }
}

/** Where an order's stock should be, given its status and payment status. */
export function stockStateFor(order: { status: string; paymentStatus: string }): Exclude<StockState, 'none'> {
  if (order.paymentStatus === 'paid') return 'sold';
  if (order.status === 'annulee') return 'released';
  if (['failed', 'canceled', 'expired'].includes(order.paymentStatus)) return 'released';
  return 'reserved';
}

/** The move from one stock state to another: what to do with the order's units (null: nothing). */
export function stockMove(
  from: StockState,
  to: Exclude<StockState, 'none'>,
): 'reserve' | 'release' | 'sell-reserved' | 'sell-released' | null {
  if (from === 'none' || from === to || from === 'sold') return null;
  if (from === 'reserved') return to === 'sold' ? 'sell-reserved' : 'release';
  // from released
  return to === 'sold' ? 'sell-released' : 'reserve';
}
