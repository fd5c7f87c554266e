import { DomainError } from '../../../shared/domain-error.js';

/**
 * Stock of one product (docs/design/stock.md): `stock` units on hand, `reserved` of them held by unpaid orders.
 * An order reserves its units when it is created, a payment turns them into a sale (stock goes down),
 * expiry, cancellation or a failed payment release them. A subscription renewal is never refused:
 * short of units it holds none and is flagged ('À réapprovisionner'). The arithmetic of each move is
 * the stock ledger's (infrastructure/stock.ledger.ts): one conditional statement per product row, so
 * that no row is read, then locked while the order's other work goes on (docs/design/stock.md,
 * "Concurrency"); its tests run on PostgreSQL (test/stock-ledger.spec.ts).
 */
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
