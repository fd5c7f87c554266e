import { Injectable } from '@nestjs/common';
import type { Frequency } from '../../../shared/subscription-rules.js';
import { isUuid } from '../../../shared/ids.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { GiftSubscription, type GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import type { GiftNotice, GiftSubscriptionStatus } from '../domain/gift-subscription-rules.js';
import type { CalendarDate } from '../domain/schedule.js';
import { GiftSubscriptionRepository } from '../application/ports/gift-subscription.repository.js';
import { type GiftSubscriptionRow, GiftSubscriptionSchema } from './gift-subscription.schema.js';

const toSnapshot = (row: GiftSubscriptionRow): GiftSubscriptionSnapshot => ({
  ...row,
  status: row.status as GiftSubscriptionStatus,
  frequency: row.frequency as Frequency,
  notify: row.notify as GiftNotice,
});

@Injectable()
export class TypeOrmGiftSubscriptionRepository extends GiftSubscriptionRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  private get repository() {
    return this.db.manager.getRepository(GiftSubscriptionSchema);
  }

  async insert(gift: GiftSubscription): Promise<void> {
    await this.repository.insert(gift.toSnapshot());
  }

  async save(gift: GiftSubscription): Promise<void> {
    const { id, ...changes } = gift.toSnapshot();
    await this.repository.update({ id }, changes);
  }

  async findForUpdate(id: string): Promise<GiftSubscription | null> {
    if (!isUuid(id)) return null;
    const row = await this.repository
      .createQueryBuilder('g')
      .where('g.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return row ? GiftSubscription.fromSnapshot(toSnapshot(row)) : null;
  }

  async findByOrderForUpdate(orderId: string): Promise<GiftSubscription | null> {
    const row = await this.repository
      .createQueryBuilder('g')
      .where('g.order_id = :orderId', { orderId })
      .setLock('pessimistic_write')
      .getOne();
    return row ? GiftSubscription.fromSnapshot(toSnapshot(row)) : null;
  }

  async findByTokenHash(hash: string): Promise<GiftSubscriptionSnapshot | null> {
    const row = await this.repository.findOneBy({ claimTokenHash: hash });
    return row ? toSnapshot(row) : null;
  }

  async findById(id: string): Promise<GiftSubscriptionSnapshot | null> {
    if (!isUuid(id)) return null;
    const row = await this.repository.findOneBy({ id });
    return row ? toSnapshot(row) : null;
  }

  async claimDueBox(today: CalendarDate, excluding: string[]): Promise<GiftSubscription | null> {
    const query = this.repository
      .createQueryBuilder('g')
      .where(`g.status = 'active' AND g.next_box_date <= :today`, { today });
    if (excluding.length > 0) query.andWhere('g.id NOT IN (:...excluding)', { excluding });
    const row = await query
      .orderBy('g.next_box_date', 'ASC')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    return row ? GiftSubscription.fromSnapshot(toSnapshot(row)) : null;
  }

  async claimDueAnnouncement(now: Date, excluding: string[]): Promise<GiftSubscription | null> {
    const query = this.repository
      .createQueryBuilder('g')
      .where(`g.notified_at IS NULL AND g.notify_at <= :now AND g.status IN ('active', 'terminee')`, { now });
    if (excluding.length > 0) query.andWhere('g.id NOT IN (:...excluding)', { excluding });
    const row = await query
      .orderBy('g.notify_at', 'ASC')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    return row ? GiftSubscription.fromSnapshot(toSnapshot(row)) : null;
  }

  async makeDue(id: string, what: 'box' | 'announcement', today: CalendarDate, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [rows] = (
      what === 'box'
        ? await this.db.manager.query(
            `UPDATE gift_subscriptions SET next_box_date = CASE WHEN next_box_date IS NULL THEN NULL ELSE LEAST(next_box_date, $2::date) END
              WHERE id = $1 RETURNING id`,
            [id, today],
          )
        : await this.db.manager.query(
            `UPDATE gift_subscriptions
                SET notify_at = CASE WHEN notify = 'never' THEN notify_at ELSE LEAST(COALESCE(notify_at, $2), $2) END
              WHERE id = $1 RETURNING id`,
            [id, now],
          )
    ) as [unknown[], number];
    return rows.length > 0;
  }

  async detachCustomer(customerId: string): Promise<number> {
    const [bought] = (await this.db.manager.query(
      `UPDATE gift_subscriptions SET buyer_id = NULL WHERE buyer_id = $1 RETURNING id`,
      [customerId],
    )) as [unknown[], number];
    const [claimed] = (await this.db.manager.query(
      `UPDATE gift_subscriptions SET claimed_by = NULL, claimed_at = NULL WHERE claimed_by = $1 RETURNING id`,
      [customerId],
    )) as [unknown[], number];
    return bought.length + claimed.length;
  }

  async listGivenBy(customerId: string): Promise<GiftSubscriptionSnapshot[]> {
    const rows = await this.repository
      .createQueryBuilder('g')
      .where(`g.buyer_id = :customerId AND g.status <> 'en_attente'`, { customerId })
      .orderBy('g.created_at', 'DESC')
      .getMany();
    return rows.map(toSnapshot);
  }

  async listClaimedBy(customerId: string): Promise<GiftSubscriptionSnapshot[]> {
    const rows = await this.repository
      .createQueryBuilder('g')
      .where('g.claimed_by = :customerId', { customerId })
      .orderBy('g.claimed_at', 'DESC')
      .getMany();
    return rows.map(toSnapshot);
  }
}
