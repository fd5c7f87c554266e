import { Injectable } from '@nestjs/common';
import { type StockLine, type StockState, stockMove, stockStateFor } from '../domain/stock.js';

import { UnitOfWork } from '../../../shared/unit-of-work.js';
import { StockLedger } from './ports/stock.ledger.js';

export type { StockLine };

/**
 * What orders do to the stock (docs/design/stock.md), always inside the transaction that changes the order:
 * a new order reserves its units (409 'Stock insuffisant…' when another order took them first), and
 * every later change of the order settles them — paid: sold; cancelled, expired or payment failed:
 * released; a new payment for a released order: reserved again. Ordering's OrderChanges calls it.
 *
 * Every move but a renewal's is the unit of work's LAST statements (`beforeCommit`): a product row a
 * limited edition's launch makes hot is held for its one statement and the commit, never while the
 * order's other statements run (history, lease, checkout request, invoice). A refusal there still
 * fails the whole unit of work: nothing of the order is kept. A renewal's reservation runs at once,
 * since whether it got its units is stored on the order.
 */
@Injectable()
export class StockReservations {
  constructor(
    private readonly ledger: StockLedger,
    private readonly uow: UnitOfWork,
  ) {}

  /** Reserves a new order's units before its unit of work commits; returns the order's stock state to store. */
  async reserve(lines: readonly StockLine[]): Promise<StockState> {
    await this.uow.beforeCommit(() => this.ledger.reserve(lines));
    return 'reserved';
  }

  /**
   * A subscription renewal is never refused: its units are reserved when they are all there; otherwise
   * nothing is held (state 'released': a payment then takes what is left) and it needs restocking.
   */
  async reserveRenewal(lines: readonly StockLine[]): Promise<{ state: StockState; restockNeeded: boolean }> {
    const restockNeeded = await this.ledger.reserveRenewal(lines);
    return { state: restockNeeded ? 'released' : 'reserved', restockNeeded };
  }

  /**
   * Moves the order's units to where its status says; returns the state to store (unchanged: same).
   * A renewal order (`subscriptionId`) waiting for its payment is never refused for stock: short of
   * units it stays unreserved and needs restocking (`restockNeeded`).
   */
  async settle(
    current: StockState,
    order: { status: string; paymentStatus: string; subscriptionId?: string | null },
    lines: readonly StockLine[],
  ): Promise<{ state: StockState; restockNeeded: boolean }> {
    const target = stockStateFor(order);
    const move = stockMove(current, target);
    if (move === null) return { state: current, restockNeeded: false };
    if (move === 'reserve' && order.subscriptionId) return this.reserveRenewal(lines);
    await this.uow.beforeCommit(() => {
      if (move === 'reserve') return this.ledger.reserve(lines);
      if (move === 'release') return this.ledger.release(lines);
      return this.ledger.sell(lines, move === 'sell-reserved' ? 'reserved' : 'released');
    });
    return { state: target, restockNeeded: false };
  }

  /** An order that is removed (its payment could not be created) gives its reserved units back. */
  async forget(current: StockState, lines: readonly StockLine[]): Promise<void> {
    if (current === 'reserved') await this.uow.beforeCommit(() => this.ledger.release(lines));
  }
}
