import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Frequency } from '../domain/frequency.js';
import type { CalendarDate } from '../domain/schedule.js';
import type { SubscriptionStatus } from '../domain/subscription-status.js';
import { Subscription, type SubscriptionHistoryEntry, type SubscriptionSnapshot } from '../domain/subscription.js';
import { toStatusHistoryColumns, toStatusHistoryEntry } from '../../../shared/database/status-history.js';
import {
  SubscriptionCycleSchema,
  SubscriptionHistorySchema,
  type SubscriptionRow,
  SubscriptionSchema,
} from './subscription.schema.js';
import { isUuid } from '../../../shared/ids.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { SubscriptionCycleRow } from '../application/ports/renewal-records.js';
import { SubscriptionRepository } from '../application/ports/subscription.repository.js';

function toSnapshot(row: SubscriptionRow, history: SubscriptionHistoryEntry[]): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status as SubscriptionStatus,
    frequency: row.frequency as Frequency,
    items: row.items,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    amountCents: row.amountCents,
    currency: row.currency as SubscriptionSnapshot['currency'],
    firstOrderId: row.firstOrderId,
    firstOrderLine: row.firstOrderLine,
    mollieCustomerId: row.mollieCustomerId,
    mandateId: row.mandateId,
    paymentMethod: row.paymentMethod,
    anchorDay: row.anchorDay,
    nextChargeOn: row.nextChargeOn,
    lastChargedOn: row.lastChargedOn,
    pausedUntil: row.pausedUntil,
    cycleCount: row.cycleCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    activatedAt: row.activatedAt,
    pausedAt: row.pausedAt,
    suspendedAt: row.suspendedAt,
    canceledAt: row.canceledAt,
    history,
  };
}

function toRow(s: SubscriptionSnapshot): SubscriptionRow {
  const { history: _history, ...row } = s;
  return row;
}

/**
 * Persistence of the Subscription aggregate, its history and its cycles. A use case that changes a
 * subscription calls `findForUpdate` inside its transaction (SELECT … FOR UPDATE), changes the
 * aggregate, then `save`: the customer's requests, the renewal job and payment reports serialize on
 * the subscription row.
 */
@Injectable()
export class TypeOrmSubscriptionRepository extends SubscriptionRepository {
  /** How many history entries of each loaded subscription are stored (new ones are appended on save). */
  private readonly storedHistory = new WeakMap<Subscription, number>();

  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  /**
   * Inserts a new subscription with its history; false when the first order's line already made one
   * (unique (first order, line): a retried webhook creates nothing twice).
   */
  async insert(subscription: Subscription): Promise<boolean> {
    const snapshot = subscription.toSnapshot();
    const result = await this.db.manager
      .createQueryBuilder()
      .insert()
      .into(SubscriptionSchema)
      .values(toRow(snapshot))
      .orIgnore()
      .returning('id')
      .execute();
    if ((result.raw as unknown[]).length === 0) return false;
    await this.appendHistory(snapshot.id, snapshot.history);
    this.storedHistory.set(subscription, snapshot.history.length);
    return true;
  }

  /** Loads and locks the subscription row until the end of the caller's transaction. */
  async findForUpdate(id: string): Promise<Subscription | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.manager
      .getRepository(SubscriptionSchema)
      .createQueryBuilder('s')
      .where('s.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ? this.rebuild(row) : null;
  }

  async save(subscription: Subscription): Promise<void> {
    const snapshot = subscription.toSnapshot();
    await this.db.manager.getRepository(SubscriptionSchema).update({ id: snapshot.id }, toRow(snapshot));
    const stored = this.storedHistory.get(subscription) ?? 0;
    await this.appendHistory(snapshot.id, snapshot.history.slice(stored));
    this.storedHistory.set(subscription, snapshot.history.length);
  }

  /**
   * Ids of active subscriptions whose box is due on `today` or earlier, oldest date first, locked
   * FOR UPDATE SKIP LOCKED: another instance's renewal run never gets the same ones.
   */
  async claimDue(today: CalendarDate, limit: number, excluding: string[] = []): Promise<string[]> {
    const query = this.db.manager
      .getRepository(SubscriptionSchema)
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where(`s.status = 'active' AND s.next_charge_on <= :today`, { today });
    if (excluding.length > 0) query.andWhere('s.id NOT IN (:...excluding)', { excluding });
    const rows = await query
      .orderBy('s.next_charge_on', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** Ids of paused subscriptions whose pause ends on `today` or earlier (locked, SKIP LOCKED). */
  async claimEndedPauses(today: CalendarDate, limit: number): Promise<string[]> {
    const rows = await this.db.manager
      .getRepository(SubscriptionSchema)
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where(`s.status = 'en_pause' AND s.paused_until <= :today`, { today })
      .orderBy('s.paused_until', 'ASC')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** Every subscription of a customer (account deletion), in the caller's transaction. */
  async idsOfCustomer(customerId: string): Promise<string[]> {
    const rows = (await this.db.manager.query(`SELECT id FROM subscriptions WHERE customer_id = $1 ORDER BY id`, [
      customerId,
    ])) as { id: string }[];
    return rows.map((row) => row.id);
  }

  // ------------------------------------------------------------------ reads (no lock)

  async findById(id: string): Promise<SubscriptionSnapshot | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.manager.getRepository(SubscriptionSchema).findOneBy({ id });
    return row ? (await this.rebuild(row)).toSnapshot() : null;
  }

  /** How many subscriptions a first order already started (one per subscription line at most). */
  async countForFirstOrder(orderId: string): Promise<number> {
    return this.db.manager.getRepository(SubscriptionSchema).countBy({ firstOrderId: orderId });
  }

  /** The customer's subscriptions, newest first. */
  async listForCustomer(customerId: string): Promise<SubscriptionSnapshot[]> {
    const rows = await this.db.manager
      .getRepository(SubscriptionSchema)
      .find({ where: { customerId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return Promise.all(rows.map(async (row) => (await this.rebuild(row)).toSnapshot()));
  }

  // ------------------------------------------------------------------ cycles

  async insertCycle(cycle: SubscriptionCycleRow): Promise<void> {
    await this.db.manager.getRepository(SubscriptionCycleSchema).insert(cycle);
  }

  async findCycle(subscriptionId: string, cycleNumber: number): Promise<SubscriptionCycleRow | null> {
    return this.db.manager.getRepository(SubscriptionCycleSchema).findOneBy({ subscriptionId, cycleNumber });
  }

  async cyclesOf(subscriptionIds: string[]): Promise<SubscriptionCycleRow[]> {
    if (subscriptionIds.length === 0) return [];
    return this.db.manager
      .getRepository(SubscriptionCycleSchema)
      .find({ where: { subscriptionId: In(subscriptionIds) }, order: { cycleNumber: 'DESC' } });
  }

  private async rebuild(row: SubscriptionRow): Promise<Subscription> {
    const history = await this.db.manager
      .getRepository(SubscriptionHistorySchema)
      .find({ where: { subscriptionId: row.id }, order: { id: 'ASC' } });
    const entries = history.map((entry) => toStatusHistoryEntry<SubscriptionStatus>(entry));
    const subscription = Subscription.fromSnapshot(toSnapshot(row, entries));
    this.storedHistory.set(subscription, history.length);
    return subscription;
  }

  private async appendHistory(subscriptionId: string, entries: SubscriptionHistoryEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.manager
      .getRepository(SubscriptionHistorySchema)
      .insert(entries.map((entry) => ({ subscriptionId, ...toStatusHistoryColumns(entry) })));
  }
}
