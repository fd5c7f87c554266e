import { DomainError } from '../../../shared/domain-error.js';

/**
 * Stock of one product (DESIGN §9): `stock` units on hand, `reserved` of them held by unpaid orders.
 * An order reserves its units when it is created, a payment turns them into a sale (stock goes down),
 * expiry, cancellation or a failed payment release them. A subscription renewal is never refused:
 * what is missing is reported as a shortfall ('À réapprovisionner').
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

export function available(level: StockLevel): number {
  return Math.max(0, level.stock - level.reserved);
}

function units(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError(`quantité invalide : ${quantity}`);
  return quantity;
}

/** Holds `quantity` units for an unpaid order, or refuses when fewer are available. */
export function reserve(level: StockLevel, quantity: number, productName: string): StockLevel {
  const left = available(level);
  if (units(quantity) > left) throw new InsufficientStockError(productName, left);
  return { stock: level.stock, reserved: level.reserved + quantity };
}

/** The order will not be paid: its units are available again. */
export function release(level: StockLevel, quantity: number): StockLevel {
  return { stock: level.stock, reserved: Math.max(0, level.reserved - units(quantity)) };
}

/**
 * The order is paid. From a reservation, the held units leave the shelf. A payment arriving after the
 * reservation was released (paid after expiry) still takes the units that are left, never below the
 * units other orders hold.
 */
export function sell(level: StockLevel, quantity: number, from: 'reserved' | 'released'): StockLevel {
  units(quantity);
  if (from === 'reserved') {
    return { stock: Math.max(0, level.stock - quantity), reserved: Math.max(0, level.reserved - quantity) };
  }
  return { stock: Math.max(level.reserved, level.stock - quantity), reserved: level.reserved };
}

/**
 * A subscription renewal: never refused for stock. Reserves what is available and reports the units
 * missing (the back office flags the order 'À réapprovisionner').
 */
export function reserveForRenewal(level: StockLevel, quantity: number): { level: StockLevel; shortfall: number } {
  const taken = Math.min(available(level), units(quantity));
  return { level: { stock: level.stock, reserved: level.reserved + taken }, shortfall: quantity - taken };
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
