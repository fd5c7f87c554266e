import { Injectable } from '@nestjs/common';
import type { CalendarDate } from '../domain/schedule.js';
import { SubscriptionCycleSchema, SubscriptionPaymentAttemptSchema } from './subscription.schema.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { SubscriptionCycleRow, SubscriptionPaymentAttemptRow } from '../application/ports/renewal-records.js';
import { RenewalRepository, AttemptToCharge } from '../application/ports/renewal.repository.js';

/**
 * The renewal side of the subscription tables: cycles, payment attempts and the claims of the
 * renewal run (FOR UPDATE SKIP LOCKED, leases), so that any number of instances may run it.
 */
@Injectable()
export class TypeOrmRenewalRepository extends RenewalRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async insertAttempt(row: SubscriptionPaymentAttemptRow): Promise<void> {
    await this.db.manager.getRepository(SubscriptionPaymentAttemptSchema).insert(row);
  }

  /** The cycle an order pays, locked until the end of the caller's transaction. */
  async lockCycleOfOrder(subscriptionId: string, orderId: string): Promise<SubscriptionCycleRow | null> {
    return this.db.manager
      .getRepository(SubscriptionCycleSchema)
      .createQueryBuilder('c')
      .where('c.subscription_id = :subscriptionId AND c.order_id = :orderId', { subscriptionId, orderId })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** The newest cycle still waiting for its payment (a failed renewal), locked. */
  async lockPendingCycle(subscriptionId: string): Promise<SubscriptionCycleRow | null> {
    return this.db.manager
      .getRepository(SubscriptionCycleSchema)
      .createQueryBuilder('c')
      .where(`c.subscription_id = :subscriptionId AND c.status = 'pending'`, { subscriptionId })
      .orderBy('c.cycle_number', 'DESC')
      .limit(1)
      .setLock('pessimistic_write')
      .getOne();
  }

  async updateCycle(id: string, changes: Partial<SubscriptionCycleRow>): Promise<void> {
    await this.db.manager.getRepository(SubscriptionCycleSchema).update({ id }, changes);
  }

  async attemptOfPayment(paymentId: string): Promise<SubscriptionPaymentAttemptRow | null> {
    return this.db.manager.getRepository(SubscriptionPaymentAttemptSchema).findOneBy({ paymentId });
  }

  /** The number the next attempt of a cycle takes. */
  async nextAttemptNumber(cycleId: string): Promise<number> {
    const [row] = (await this.db.manager.query(
      `SELECT coalesce(max(attempt), 0) + 1 AS n FROM subscription_payment_attempts WHERE cycle_id = $1`,
      [cycleId],
    )) as { n: number }[];
    return Number(row!.n);
  }

  async updateAttempt(
    cycleId: string,
    attempt: number,
    changes: Partial<SubscriptionPaymentAttemptRow>,
  ): Promise<void> {
    await this.db.manager.getRepository(SubscriptionPaymentAttemptSchema).update({ cycleId, attempt }, changes);
  }

  /**
   * Cycles waiting for an automatic retry due on `today` or earlier, of subscriptions still
   * suspended, locked FOR UPDATE SKIP LOCKED (another instance's run takes other ones).
   */
  async claimRetries(today: CalendarDate, limit: number): Promise<SubscriptionCycleRow[]> {
    return this.claimCycles(
      `SELECT c.id FROM subscription_cycles c JOIN subscriptions s ON s.id = c.subscription_id
        WHERE c.status = 'pending' AND c.next_attempt_on <= $1 AND s.status = 'suspendue'
        ORDER BY c.next_attempt_on LIMIT $2 FOR UPDATE OF c SKIP LOCKED`,
      [today, limit],
    );
  }

  /**
   * Unpaid boxes of subscriptions cancelled meanwhile (by the customer, an administrator, an account
   * deletion) with no payment under way: locked (SKIP LOCKED), for their order to be cancelled.
   */
  async claimAbandonedCycles(limit: number): Promise<SubscriptionCycleRow[]> {
    return this.claimCycles(
      `SELECT c.id FROM subscription_cycles c JOIN subscriptions s ON s.id = c.subscription_id
        WHERE c.status = 'pending' AND s.status = 'annulee'
          AND NOT EXISTS (SELECT 1 FROM subscription_payment_attempts a
                           WHERE a.cycle_id = c.id AND a.status IN ('creating', 'open', 'pending', 'authorized'))
        ORDER BY c.created_at LIMIT $1 FOR UPDATE OF c SKIP LOCKED`,
      [limit],
    );
  }

  /**
   * Takes over attempts whose Mollie payment is not created yet and that nobody works on (their
   * lease is free or ran out: a run cut by a crash, Mollie unreachable): one committed statement.
   */
  async claimAttemptsToCharge(
    now: Date,
    leaseMs: number,
    limit: number,
  ): Promise<{ cycleId: string; attempt: number }[]> {
    const [rows] = (await this.db.manager.query(
      `WITH free AS (
         SELECT cycle_id, attempt FROM subscription_payment_attempts
          WHERE status = 'creating' AND (lease_until IS NULL OR lease_until <= $1)
          ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED
       )
       UPDATE subscription_payment_attempts a SET lease_until = $2
         FROM free WHERE a.cycle_id = free.cycle_id AND a.attempt = free.attempt
       RETURNING a.cycle_id AS "cycleId", a.attempt`,
      [now, new Date(now.getTime() + leaseMs), limit],
    )) as [{ cycleId: string; attempt: number }[], number];
    return rows;
  }

  /** Gives an attempt's lease back (Mollie unreachable: the next run takes it at once). */
  async releaseAttempt(cycleId: string, attempt: number): Promise<void> {
    await this.db.manager
      .query(`UPDATE subscription_payment_attempts SET lease_until = NULL WHERE cycle_id = $1 AND attempt = $2`, [
        cycleId,
        attempt,
      ])
      .catch(() => undefined);
  }

  async attemptToCharge(cycleId: string, attempt: number): Promise<AttemptToCharge | null> {
    const [row] = (await this.db.manager.query(
      `SELECT a.cycle_id AS "cycleId", a.attempt, a.idempotency_key AS "idempotencyKey", a.status,
              c.subscription_id AS "subscriptionId", c.cycle_number AS "cycleNumber", c.order_id AS "orderId",
              c.amount_cents AS "amountCents", s.status AS "subscriptionStatus",
              s.mollie_customer_id AS "mollieCustomerId", s.mandate_id AS "mandateId"
         FROM subscription_payment_attempts a
         JOIN subscription_cycles c ON c.id = a.cycle_id
         JOIN subscriptions s ON s.id = c.subscription_id
        WHERE a.cycle_id = $1 AND a.attempt = $2`,
      [cycleId, attempt],
    )) as AttemptToCharge[];
    return row ?? null;
  }

  /**
   * Active subscriptions whose box comes within `until` (and after today) and whose reminder for that
   * box is not sent yet: marked as reminded in the caller's transaction (SKIP LOCKED), ids returned.
   */
  async claimReminders(today: CalendarDate, until: CalendarDate, limit: number): Promise<string[]> {
    const [rows] = (await this.db.manager.query(
      `WITH due AS (
         SELECT id FROM subscriptions
          WHERE status = 'active' AND next_charge_on > $1 AND next_charge_on <= $2
            AND reminded_for IS DISTINCT FROM next_charge_on
          ORDER BY next_charge_on LIMIT $3 FOR UPDATE SKIP LOCKED
       )
       UPDATE subscriptions s SET reminded_for = s.next_charge_on FROM due WHERE s.id = due.id RETURNING s.id`,
      [today, until, limit],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** The cycles whose ids a claiming query (`SELECT c.id … FOR UPDATE OF c SKIP LOCKED`) locked. */
  private async claimCycles(claim: string, parameters: unknown[]): Promise<SubscriptionCycleRow[]> {
    const rows = (await this.db.manager.query(claim, parameters)) as { id: string }[];
    if (rows.length === 0) return [];
    return this.db.manager
      .getRepository(SubscriptionCycleSchema)
      .createQueryBuilder('c')
      .where('c.id IN (:...ids)', { ids: rows.map((row) => row.id) })
      .getMany();
  }
}

export type { AttemptToCharge } from '../application/ports/renewal.repository.js';
