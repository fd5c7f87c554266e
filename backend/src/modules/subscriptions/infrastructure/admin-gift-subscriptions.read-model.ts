import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../../shared/ids.js';
import type { Cents } from '../../../shared/money.js';
import type { GiftSubscriptionSnapshot } from '../domain/gift-subscription.js';
import type { GiftSubscriptionStatus } from '../domain/gift-subscription-rules.js';
import type { SubscriptionCustomer } from '../application/ports/admin-subscriptions.read-model.js';
import { GiftSubscriptionSchema, type GiftSubscriptionRow } from './gift-subscription.schema.js';
import { escapeLike } from '../../../shared/database/sql-list.js';

export interface AdminGiftSubscriptionQuery {
  status?: GiftSubscriptionStatus;
  /** Words searched in the buyer's and the recipient's names and e-mails (accents and case ignored); an id finds it. */
  search?: string;
  page: number;
  limit: number;
}

export interface AdminGiftSubscriptionRow {
  gift: GiftSubscriptionSnapshot;
  buyer: SubscriptionCustomer | null;
  orderNumber: string;
  paidCents: Cents;
}

const SEARCH_TEXT = `fold_text(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.email, '')
  || ' ' || (g.recipient->>'firstName') || ' ' || (g.recipient->>'lastName') || ' ' || (g.recipient->>'email'))`;

/**
 * The back office's list of prepaid gift subscriptions (docs/design/gifting.md): the 'Cadeaux' filter of
 * /admin/subscriptions. Reading only; never counted in the monthly recurring revenue (paid once, upfront).
 */
@Injectable()
export class AdminGiftSubscriptionsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdminGiftSubscriptionQuery): Promise<{ rows: AdminGiftSubscriptionRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [`g.status <> 'en_attente'`];
    if (query.status) {
      params.push(query.status);
      where.push(`g.status = $${params.length}`);
    }
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
      params.push(isUuid(word) ? word : `%${escapeLike(word)}%`);
      where.push(isUuid(word) ? `g.id = $${params.length}::uuid` : `${SEARCH_TEXT} LIKE fold_text($${params.length})`);
    }
    const filter = `FROM gift_subscriptions g LEFT JOIN users u ON u.id = g.buyer_id JOIN orders o ON o.id = g.order_id
      WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.dataSource.query<{ total: string }[]>(`SELECT count(*) AS total ${filter}`, params);
    const ids = await this.dataSource.query<
      {
        id: string;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
        buyer: string | null;
        order_number: string;
        total_cents: number;
      }[]
    >(
      `SELECT g.id, u.id AS buyer, u.email, u.first_name, u.last_name, o.order_number, o.total_cents ${filter}
        ORDER BY g.created_at DESC, g.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    const gifts =
      ids.length === 0
        ? []
        : await this.dataSource.getRepository(GiftSubscriptionSchema).findBy(ids.map((row) => ({ id: row.id })));
    const byId = new Map(gifts.map((row: GiftSubscriptionRow) => [row.id, row]));
    return {
      total: Number(total),
      rows: ids.map((row) => ({
        gift: byId.get(row.id) as unknown as GiftSubscriptionSnapshot,
        buyer: row.buyer
          ? { id: row.buyer, email: row.email ?? '', firstName: row.first_name ?? '', lastName: row.last_name ?? '' }
          : null,
        orderNumber: row.order_number,
        paidCents: row.total_cents,
      })),
    };
  }
}
