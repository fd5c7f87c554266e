import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Frequency } from '../domain/frequency.js';
import type { SubscriptionStatus } from '../domain/subscription-status.js';
import { isUuid } from '../../../shared/ids.js';
import {
  AdminSubscriptionsReadModel,
  AdminSubscriptionListQuery,
  SubscriptionCustomer,
  AdminSubscriptionListRows,
  SubscriptionFigures,
} from '../application/ports/admin-subscriptions.read-model.js';
import { escapeLike } from '../../../shared/database/sql-list.js';

/** The searched text, as the users' trigram index `users_search_trgm_idx` is built. */
const SEARCH_TEXT = `fold_text(u.first_name || ' ' || u.last_name || ' ' || u.email)`;

/**
 * The back office's reads of subscriptions (docs/design/subscriptions.md): the list joined with the customers' accounts
 * (searched like the users list) and the figures behind the statistics. Reading only.
 */
@Injectable()
export class TypeOrmAdminSubscriptionsReadModel extends AdminSubscriptionsReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async list(query: AdminSubscriptionListQuery): Promise<AdminSubscriptionListRows> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`s.status = $${params.length}`);
    }
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
      if (isUuid(word)) {
        // A subscription's own id (the back office's links from a renewal order) finds that one.
        params.push(word);
        where.push(`s.id = $${params.length}::uuid`);
        continue;
      }
      params.push(`%${escapeLike(word)}%`);
      where.push(`${SEARCH_TEXT} LIKE fold_text($${params.length})`);
    }
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = await this.dataSource.query<
      {
        id: string;
        customer_id: string | null;
        email: string | null;
        first_name: string | null;
        last_name: string | null;
        total: string;
      }[]
    >(
      `SELECT s.id, u.id AS customer_id, u.email, u.first_name, u.last_name, count(*) OVER () AS total
         FROM subscriptions s
         LEFT JOIN users u ON u.id = s.customer_id
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY s.created_at DESC, s.id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && query.page > 1) {
      // A page past the end: still say how many there are, for the pagination.
      const [count] = await this.dataSource.query<{ total: string }[]>(
        `SELECT count(*) AS total FROM subscriptions s LEFT JOIN users u ON u.id = s.customer_id
          ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}`,
        params.slice(0, -2),
      );
      total = Number(count?.total ?? 0);
    }
    return {
      rows: rows.map((row) => ({
        id: row.id,
        customer: row.customer_id
          ? {
              id: row.customer_id,
              email: row.email ?? '',
              firstName: row.first_name ?? '',
              lastName: row.last_name ?? '',
            }
          : null,
      })),
      total,
    };
  }

  async customerOf(customerId: string): Promise<SubscriptionCustomer | null> {
    const [row] = await this.dataSource.query<{ id: string; email: string; first_name: string; last_name: string }[]>(
      `SELECT id, email, first_name, last_name FROM users WHERE id = $1`,
      [customerId],
    );
    return row ? { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
  }

  async figures(): Promise<SubscriptionFigures> {
    const counts = await this.dataSource.query<{ status: SubscriptionStatus; count: string }[]>(
      `SELECT status, count(*) AS count FROM subscriptions GROUP BY status`,
    );
    const amounts = await this.dataSource.query<{ frequency: Frequency; cents: string }[]>(
      `SELECT frequency, sum(amount_cents) AS cents FROM subscriptions WHERE status = 'active' GROUP BY frequency`,
    );
    return {
      counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])),
      activeAmountCentsByFrequency: Object.fromEntries(amounts.map((row) => [row.frequency, Number(row.cents)])),
    };
  }
}

export type {
  AdminSubscriptionListQuery,
  SubscriptionCustomer,
  AdminSubscriptionListRows,
  SubscriptionFigures,
} from '../application/ports/admin-subscriptions.read-model.js';
