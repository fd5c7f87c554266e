import { Injectable } from '@nestjs/common';
import type { LeaseWindow } from '../../../shared/durable-steps.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { OrderLeaseRepository, LeasedWork } from '../application/ports/order-lease.repository.js';

const CONDITIONS: Record<LeasedWork['kind'], string> = {
  'expired-payment': `status = 'en_attente_paiement' AND payment_started_at <= $3 AND subscription_id IS NULL`,
  'checkout-without-payment': `status = 'en_attente_paiement' AND mollie_payment_id IS NULL AND subscription_id IS NULL`,
  'waiting-checkout': `id = $3 AND status = 'en_attente_paiement'`,
};

function parameters(work: LeasedWork): unknown[] {
  if (work.kind === 'expired-payment') return [work.startedBefore];
  if (work.kind === 'waiting-checkout') return [work.orderId];
  return [];
}

/**
 * An order's lease (`orders.lease_until`): someone works on the order until then, outside any
 * transaction (docs/design/resilience.md). Claims and releases commit at once, on their own.
 */
@Injectable()
export class TypeOrmOrderLeaseRepository extends OrderLeaseRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /**
   * Takes over up to `limit` orders of `work` whose lease is free or ran out, oldest first, for
   * `lease`: one statement, committed at once (FOR UPDATE SKIP LOCKED, so any number of instances
   * may sweep). Returns their ids.
   */
  async claim(work: LeasedWork, lease: LeaseWindow, limit: number): Promise<string[]> {
    const [rows] = (await this.db.autonomous.query(
      `WITH free AS (
         SELECT id FROM orders
         WHERE (${CONDITIONS[work.kind]}) AND (lease_until IS NULL OR lease_until <= $1)
         ORDER BY created_at LIMIT ${Math.max(1, Math.floor(limit))} FOR UPDATE SKIP LOCKED
       )
       UPDATE orders o SET lease_until = $2 FROM free WHERE o.id = free.id RETURNING o.id`,
      [lease.from, lease.until, ...parameters(work)],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** The lease of an order (null: nobody works on it). */
  async leaseOf(orderId: string): Promise<Date | null> {
    const rows = (await this.db.autonomous.query(`SELECT lease_until FROM orders WHERE id = $1`, [orderId])) as {
      lease_until: Date | null;
    }[];
    return rows[0]?.lease_until ?? null;
  }

  /** Gives an order's lease back early (best effort: a lost release only delays the next taker). */
  async release(orderId: string): Promise<void> {
    await this.db.autonomous
      .query(`UPDATE orders SET lease_until = NULL WHERE id = $1`, [orderId])
      .catch(() => undefined);
  }

  /** Sets an order's lease inside the current unit of work (a checkout's first step). */
  async lease(orderId: string, until: Date | null): Promise<void> {
    await this.db.manager.query(`UPDATE orders SET lease_until = $2 WHERE id = $1`, [orderId, until]);
  }
}

export type { LeasedWork } from '../application/ports/order-lease.repository.js';
