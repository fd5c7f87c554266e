import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  type OrderListQuery,
  type OrderSort,
  SEARCH_COUNT_CAP,
  boundedWindow,
  planSearch,
} from '../domain/order-list.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import {
  AdminOrdersReadModel,
  AdminOrderHistoryRecord,
  AdminOrderRecord,
  AdminOrderPage,
  OrderFigures,
} from '../application/ports/admin-orders.read-model.js';
import { type OrderStatus, REVENUE_ORDER_STATUSES } from '../domain/order-status.js';
import { type PaymentStatus } from '../domain/payment-status.js';
import { orderColumnsSql } from './order.schema.js';
import { parseOrderReference } from '../domain/order-number.js';
import { escapeLike } from '../../../shared/database/sql-list.js';

/** The order schema's columns, and the 'À réapprovisionner' flag (written with SQL only). */
const COLUMNS = orderColumnsSql('o', ['restockNeeded']);

/** The sort keys of each sort, the last one the id (ties): each list has its index (admin-orders migration). */
const SORT_KEYS: Record<OrderSort, string[]> = {
  createdAt: ['o.created_at', 'o.id'],
  orderNumber: ['o.order_number', 'o.id'],
  total: ['o.total_cents', 'o.id'],
  customer: [
    `fold_text_quick(coalesce(o.billing->>'lastName', ''))`,
    `fold_text_quick(coalesce(o.billing->>'firstName', ''))`,
    'o.id',
  ],
};

/** ORDER BY per sort. Order numbers are unique: no tie to break (and the unique index serves it). */
const ORDER_BY: Record<OrderSort, (dir: 'ASC' | 'DESC') => string> = {
  createdAt: (dir) => SORT_KEYS.createdAt.map((key) => `${key} ${dir}`).join(', '),
  orderNumber: (dir) => `o.order_number ${dir}`,
  total: (dir) => SORT_KEYS.total.map((key) => `${key} ${dir}`).join(', '),
  customer: (dir) => SORT_KEYS.customer.map((key) => `${key} ${dir}`).join(', '),
};

/**
 * Revenue orders (docs/design/orders.md), on `order_figures` or `orders` columns: ordering's revenue statuses (paid,
 * not returned), whose payment is paid. The list is built from the constant (fixed words, no input).
 */
const REVENUE = `payment_status = 'paid' AND status IN (${REVENUE_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** Below this many rows to skip, a plain OFFSET is cheaper than finding the day first. */
const DAY_START_THRESHOLD = 2000;

const BRUSSELS_TODAY = `(($1::timestamptz) AT TIME ZONE 'Europe/Brussels')::date`;

class Sql {
  readonly params: unknown[] = [];
  add(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/**
 * The back office's read model of orders, in SQL (docs/architecture.md: admin owns these read models). Counts and
 * statistics come from `order_figures`, kept exact by triggers; pages of the date and order-number
 * sorts start from the Brussels day that holds them, so page 25,000 of a million orders skips at most
 * one day of rows. A page, its count and its history are read in one REPEATABLE READ snapshot.
 */
@Injectable()
export class TypeOrmAdminOrdersReadModel extends AdminOrdersReadModel {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly db: TypeOrmUnitOfWork,
  ) {
    super();
  }

  async list(query: OrderListQuery): Promise<AdminOrderPage> {
    const search = planSearch(query.search);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const filters = this.filters(query);
      const skip = (query.page - 1) * query.limit;
      const dir = query.sortOrder === 'asc' ? 'ASC' : 'DESC';

      if (search.kind !== 'none') {
        const sql = new Sql();
        const where = [...filters.orders(sql)];
        if (search.kind === 'orderNumber') {
          where.push(`o.order_number LIKE ${sql.add(`${escapeLike(search.prefix)}%`)}`);
        } else {
          for (const word of search.words)
            where.push(`o.search_text LIKE fold_text_quick(${sql.add(`%${escapeLike(word)}%`)})`);
        }
        const condition = where.join(' AND ');
        // One pass through the search index: up to SEARCH_COUNT_CAP + 1 matches with their sort keys,
        // counted, and the page's ids sorted out of them; then the page's 20 rows by id.
        const keys = SORT_KEYS[query.sortBy];
        const keyList = keys.map((key, i) => `${key} AS k${i}`).join(', ');
        const keyOrder = keys.map((_, i) => `k${i} ${dir}`).join(', ');
        const found = (await manager.query(
          `WITH m AS MATERIALIZED (SELECT ${keyList} FROM orders o WHERE ${condition} LIMIT ${SEARCH_COUNT_CAP + 1}),
                c AS (SELECT count(*)::int AS n FROM m)
           SELECT c.n, p.id FROM c
           LEFT JOIN LATERAL (
             SELECT k${keys.length - 1} AS id FROM m WHERE c.n <= ${SEARCH_COUNT_CAP}
             ORDER BY ${keyOrder} OFFSET ${skip} LIMIT ${query.limit}
           ) p ON true`,
          sql.params,
        )) as { n: number; id: string | null }[];
        const n = found[0]?.n ?? 0;
        const capped = n > SEARCH_COUNT_CAP;
        const total = Math.min(n, SEARCH_COUNT_CAP);
        if (skip >= total) return { orders: [], total, capped };
        let rows: AdminOrderRecord[];
        if (!capped) {
          const ids = found.map((row) => row.id).filter((id): id is string => id !== null);
          rows = await manager.query(
            `SELECT ${COLUMNS} FROM orders o WHERE o.id = ANY($1::uuid[]) ORDER BY ${ORDER_BY[query.sortBy](dir)}`,
            [ids],
          );
        } else {
          // Frequent words: the sort's index, filtered, finds a page quickly (pages stop at the cap).
          rows = await manager.query(
            `SELECT ${COLUMNS} FROM orders o WHERE ${condition}
             ORDER BY ${ORDER_BY[query.sortBy](dir)} OFFSET ${skip} LIMIT ${Math.min(query.limit, total - skip)}`,
            sql.params,
          );
        }
        return { orders: await this.withHistory(rows), total, capped };
      }

      const figures = new Sql();
      const [{ total }] = (await manager.query(
        `SELECT coalesce(sum(orders), 0)::bigint::text AS total FROM order_figures f WHERE ${filters.figures(figures).join(' AND ') || 'true'}`,
        figures.params,
      )) as [{ total: string }];
      const count = Number(total);
      if (skip >= count) return { orders: [], total: count, capped: false };

      let rows: AdminOrderRecord[];
      if (query.sortBy === 'createdAt' || query.sortBy === 'orderNumber') {
        rows = await this.pageByDay(query, filters, skip, dir);
      } else {
        const window = boundedWindow(skip, query.limit, count);
        const sql = new Sql();
        const where = filters.orders(sql).join(' AND ') || 'true';
        rows = await manager.query(
          `SELECT ${COLUMNS} FROM orders o WHERE ${where}
           ORDER BY ${ORDER_BY[query.sortBy](window.reverse ? flip(dir) : dir)} OFFSET ${window.offset} LIMIT ${window.limit}`,
          sql.params,
        );
        if (window.reverse) rows.reverse();
      }
      return { orders: await this.withHistory(rows), total: count, capped: false };
    });
  }

  async matchingOrderNumbers(filter: Omit<OrderListQuery, 'page' | 'limit'>, max: number): Promise<string[]> {
    const search = planSearch(filter.search);
    const sql = new Sql();
    const where = this.filters({ ...filter, page: 1, limit: max }).orders(sql);
    if (search.kind === 'orderNumber') {
      where.push(`o.order_number LIKE ${sql.add(`${escapeLike(search.prefix)}%`)}`);
    } else if (search.kind === 'text') {
      for (const word of search.words)
        where.push(`o.search_text LIKE fold_text_quick(${sql.add(`%${escapeLike(word)}%`)})`);
    }
    const dir = filter.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const rows = (await this.db.manager.query(
      `SELECT o.order_number FROM orders o WHERE ${where.join(' AND ') || 'true'}
       ORDER BY ${ORDER_BY[filter.sortBy](dir)} LIMIT ${Number(max)}`,
      sql.params,
    )) as { order_number: string }[];
    return rows.map((row) => row.order_number);
  }

  /** One order by number (BP-…) or id, with its history; null when there is none. */
  async findOne(reference: string): Promise<AdminOrderRecord | null> {
    const parsed = parseOrderReference(reference);
    if (!parsed) return null;
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows: AdminOrderRecord[] = await manager.query(
        `SELECT ${COLUMNS} FROM orders o WHERE o.${parsed.column} = $1`,
        [parsed.value],
      );
      if (rows.length === 0) return null;
      const [order] = await this.withHistory(rows);
      return order ?? null;
    });
  }

  /**
   * Orders still to prepare (waiting for payment, paid, in preparation) that were created short of
   * stock — subscription renewals flagged 'À réapprovisionner' — oldest first, at most `limit`.
   */
  async restockNeeded(limit: number): Promise<AdminOrderRecord[]> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const rows: AdminOrderRecord[] = await manager.query(
        `SELECT ${COLUMNS} FROM orders o
         WHERE o.restock_needed AND o.status IN ('en_attente_paiement', 'payee', 'en_preparation')
         ORDER BY o.created_at, o.id LIMIT $1`,
        [limit],
      );
      return this.withHistory(rows);
    });
  }

  /** The statistics, from `order_figures` only (a few thousand rows, whatever the number of orders). */
  async figures(now: Date): Promise<OrderFigures> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [overview] = (await manager.query(
        `SELECT coalesce(sum(orders), 0)::bigint::text AS "totalOrders",
           coalesce(sum(orders) FILTER (WHERE ${REVENUE}), 0)::bigint::text AS "revenueOrders",
           coalesce(sum(total_cents) FILTER (WHERE ${REVENUE}), 0)::bigint::text AS "revenueCents",
           coalesce(sum(orders) FILTER (WHERE status = 'payee'), 0)::bigint::text AS "toProcess",
           coalesce(sum(orders) FILTER (WHERE refund_required), 0)::bigint::text AS "refundRequired"
         FROM order_figures`,
      )) as Record<string, string>[];
      const byStatus: { status: OrderStatus; n: string }[] = await manager.query(
        `SELECT status, sum(orders)::bigint::text AS n FROM order_figures GROUP BY status HAVING sum(orders) <> 0`,
      );
      const byPayment: { status: PaymentStatus; n: string }[] = await manager.query(
        `SELECT payment_status AS status, sum(orders)::bigint::text AS n FROM order_figures
         GROUP BY payment_status HAVING sum(orders) <> 0`,
      );
      const days: { day: string; cents: string; n: string }[] = await manager.query(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(f.cents, 0)::bigint::text AS cents,
           coalesce(f.n, 0)::bigint::text AS n
         FROM generate_series(${BRUSSELS_TODAY} - 29, ${BRUSSELS_TODAY}, interval '1 day') AS d(day)
         LEFT JOIN (
           SELECT day, sum(total_cents) AS cents, sum(orders) AS n FROM order_figures
           WHERE day BETWEEN ${BRUSSELS_TODAY} - 29 AND ${BRUSSELS_TODAY} AND ${REVENUE}
           GROUP BY day
         ) f ON f.day = d.day::date
         ORDER BY d.day`,
        [now.toISOString()],
      );
      return {
        totalOrders: Number(overview!.totalOrders),
        revenueOrders: Number(overview!.revenueOrders),
        revenueCents: Number(overview!.revenueCents),
        toProcess: Number(overview!.toProcess),
        refundRequired: Number(overview!.refundRequired),
        byStatus: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.n)])),
        byPaymentStatus: Object.fromEntries(byPayment.map((row) => [row.status, Number(row.n)])),
        revenueByDay: days.map((row) => ({ day: row.day, revenueCents: Number(row.cents), orders: Number(row.n) })),
      };
    });
  }

  /**
   * Sums the figures' delta rows into one row per (day, state, payment, refund flag). Safe at any time
   * and on any number of instances (one at a time: an advisory lock; concurrent writers only append).
   * Returns the number of rows before and after, or null when another instance is compacting.
   */
  async compactFigures(): Promise<{ before: number; after: number } | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(7426021) AS locked`)) as [
        { locked: boolean },
      ];
      if (!locked) return null;
      const [{ n: before }] = (await manager.query(`SELECT count(*)::int AS n FROM order_figures`)) as [{ n: number }];
      await manager.query(`
        WITH gone AS (DELETE FROM order_figures RETURNING *)
        INSERT INTO order_figures (day, status, payment_status, refund_required, orders, total_cents)
        SELECT day, status, payment_status, refund_required, sum(orders), sum(total_cents) FROM gone
        GROUP BY day, status, payment_status, refund_required
        HAVING sum(orders) <> 0 OR sum(total_cents) <> 0`);
      const [{ n: after }] = (await manager.query(`SELECT count(*)::int AS n FROM order_figures`)) as [{ n: number }];
      return { before, after };
    });
  }

  // ------------------------------------------------------------------ plumbing

  /** The equality filters, on `orders` (alias o) and on `order_figures` (alias f). */
  private filters(query: OrderListQuery) {
    const pairs: [string, unknown][] = [];
    if (query.orderStatus) pairs.push(['status', query.orderStatus]);
    if (query.status) pairs.push(['payment_status', query.status]);
    if (query.refundRequired !== undefined) pairs.push(['refund_required', query.refundRequired]);
    return {
      orders: (sql: Sql) => pairs.map(([column, value]) => `o.${column} = ${sql.add(value)}`),
      figures: (sql: Sql) => pairs.map(([column, value]) => `f.${column} = ${sql.add(value)}`),
    };
  }

  /**
   * A page of the date or order-number sort: the day holding row `skip` comes from the daily figures
   * (cumulative counts), then the page is read from that day's first row with an OFFSET within the day.
   */
  private async pageByDay(
    query: OrderListQuery,
    filters: ReturnType<TypeOrmAdminOrdersReadModel['filters']>,
    skip: number,
    dir: 'ASC' | 'DESC',
  ): Promise<AdminOrderRecord[]> {
    const sql = new Sql();
    const where = filters.orders(sql);
    let offset = skip;
    if (skip >= DAY_START_THRESHOLD) {
      const figures = new Sql();
      const figureWhere = filters.figures(figures).join(' AND ') || 'true';
      const skipParam = figures.add(skip);
      const [bucket] = (await this.db.manager.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, before::bigint::text AS before FROM (
           SELECT day, n, sum(n) OVER (ORDER BY day ${dir}) - n AS before FROM (
             SELECT day, sum(orders) AS n FROM order_figures f WHERE ${figureWhere} GROUP BY day HAVING sum(orders) > 0
           ) per_day
         ) cumulative
         WHERE before <= ${skipParam} AND before + n > ${skipParam}`,
        figures.params,
      )) as { day: string; before: string }[];
      if (bucket) {
        offset = skip - Number(bucket.before);
        const day = sql.add(bucket.day);
        if (query.sortBy === 'createdAt') {
          where.push(
            dir === 'DESC'
              ? `o.created_at < ((${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Brussels')`
              : `o.created_at >= (${day}::date::timestamp AT TIME ZONE 'Europe/Brussels')`,
          );
        } else {
          where.push(
            dir === 'DESC'
              ? `o.order_number < 'BP-' || to_char(${day}::date + 1, 'YYYYMMDD')`
              : `o.order_number >= 'BP-' || to_char(${day}::date, 'YYYYMMDD')`,
          );
        }
      }
    }
    return this.db.manager.query(
      `SELECT ${COLUMNS} FROM orders o WHERE ${where.join(' AND ') || 'true'}
       ORDER BY ${ORDER_BY[query.sortBy](dir)} OFFSET ${offset} LIMIT ${query.limit}`,
      sql.params,
    );
  }

  /** Adds each order's history (oldest first), with the names of the administrators who made it. */
  private async withHistory(rows: AdminOrderRecord[]): Promise<AdminOrderRecord[]> {
    if (rows.length === 0) return rows;
    const entries: (AdminOrderHistoryRecord & { orderId: string })[] = await this.db.manager.query(
      `SELECT h.order_id AS "orderId", h.from_status AS "from", h.to_status AS "to", h.at, h.actor AS "by", h.note,
         CASE WHEN u.id IS NULL THEN NULL ELSE btrim(u.first_name || ' ' || u.last_name) END AS "adminName"
       FROM order_history h
       LEFT JOIN users u ON u.id = CASE WHEN h.actor ~ '^admin:[0-9a-fA-F-]{36}$' THEN substr(h.actor, 7)::uuid END
       WHERE h.order_id = ANY($1::uuid[])
       ORDER BY h.order_id, h.id`,
      [rows.map((row) => row.id)],
    );
    const byOrder = new Map<string, AdminOrderHistoryRecord[]>();
    for (const { orderId, ...entry } of entries) {
      const list = byOrder.get(orderId) ?? [];
      list.push(entry);
      byOrder.set(orderId, list);
    }
    return rows.map((row) => ({ ...row, history: byOrder.get(row.id) ?? [] }));
  }
}

function flip(dir: 'ASC' | 'DESC'): 'ASC' | 'DESC' {
  return dir === 'ASC' ? 'DESC' : 'ASC';
}

export type {
  AdminOrderHistoryRecord,
  AdminOrderRecord,
  AdminOrderPage,
  OrderFigures,
} from '../application/ports/admin-orders.read-model.js';
