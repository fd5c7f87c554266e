import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { GiftCardDelivery } from '../../../shared/gift-card-rules.js';
import { isUuid } from '../../../shared/ids.js';
import type { GiftCardLifeStatus } from '../domain/gift-card-status.js';
import {
  type GiftCardActivation,
  type GiftCardReceiptData,
  type GiftCardRecord,
  GiftCardReceiptRepository,
  GiftCardRepository,
} from '../application/ports/gift-card.repository.js';

interface Row {
  id: string;
  kind: 'sold' | 'issued';
  status: string;
  initial_cents: number;
  balance_cents: number;
  last4: string | null;
  order_id: string | null;
  order_number: string | null;
  position: number;
  buyer_id: string | null;
  buyer_first_name: string;
  buyer_email: string;
  recipient_name: string;
  recipient_email: string | null;
  message: string | null;
  delivery: string;
  send_at: Date | null;
  sent_at: Date | null;
  reminder_sent_at: Date | null;
  purchased_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
}

const SELECT = `SELECT c.*, o.order_number FROM gift_cards c LEFT JOIN orders o ON o.id = c.order_id`;

const toRecord = (r: Row): GiftCardRecord => ({
  id: r.id,
  kind: r.kind,
  status: r.status as GiftCardLifeStatus,
  initialCents: r.initial_cents,
  balanceCents: r.balance_cents,
  last4: r.last4,
  orderId: r.order_id,
  orderNumber: r.order_number,
  position: r.position,
  buyerId: r.buyer_id,
  buyerFirstName: r.buyer_first_name,
  buyerEmail: r.buyer_email,
  recipientName: r.recipient_name,
  recipientEmail: r.recipient_email,
  message: r.message,
  delivery: r.delivery as GiftCardDelivery,
  sendAt: r.send_at,
  sentAt: r.sent_at,
  reminderSentAt: r.reminder_sent_at,
  purchasedAt: r.purchased_at,
  expiresAt: r.expires_at,
  createdAt: r.created_at,
});

/**
 * The cards in PostgreSQL (docs/design/gift-cards.md). The balance is a column the database keeps
 * within 0 … initial (CHECK), so the next slice's spend is one conditional UPDATE; every change of
 * it is a row of gift_card_movements.
 */
@Injectable()
export class TypeOrmGiftCardRepository extends GiftCardRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  private async rows(sql: string, params: unknown[]): Promise<GiftCardRecord[]> {
    return ((await this.db.manager.query(sql, params)) as Row[]).map(toRecord);
  }

  async insertPending(cards: readonly GiftCardRecord[]): Promise<void> {
    for (const c of cards) {
      await this.db.manager.query(
        `INSERT INTO gift_cards (id, kind, status, initial_cents, balance_cents, order_id, position, buyer_id,
           buyer_first_name, buyer_email, recipient_name, recipient_email, message, delivery, send_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
        [
          c.id,
          c.kind,
          c.status,
          c.initialCents,
          c.balanceCents,
          c.orderId,
          c.position,
          c.buyerId,
          c.buyerFirstName,
          c.buyerEmail,
          c.recipientName,
          c.recipientEmail,
          c.message,
          c.delivery,
          c.sendAt,
          c.createdAt,
        ],
      );
    }
  }

  pendingOfOrderForUpdate(orderId: string): Promise<GiftCardRecord[]> {
    return this.rows(
      `${SELECT} WHERE c.order_id = $1 AND c.status = 'en_attente' ORDER BY c.position FOR UPDATE OF c`,
      [orderId],
    );
  }

  async activate(id: string, a: GiftCardActivation, now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE gift_cards SET status = 'active', code_hash = $2, last4 = $3, balance_cents = $4, purchased_at = $5,
         expires_at = $6, updated_at = $7 WHERE id = $1 AND status = 'en_attente'`,
      [id, a.codeHash, a.last4, a.balanceCents, a.purchasedAt, a.expiresAt, now],
    );
    for (const m of a.movements) {
      await this.db.manager.query(
        `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
        [id, m.kind, m.amountCents, m.reference, m.at],
      );
    }
  }

  async cancelPending(orderId: string, now: Date): Promise<number> {
    const [, count] = (await this.db.manager.query(
      `UPDATE gift_cards SET status = 'annulee', updated_at = $2 WHERE order_id = $1 AND status = 'en_attente'`,
      [orderId, now],
    )) as [unknown, number];
    return count;
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db.manager.query(`UPDATE gift_cards SET sent_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
  }

  async markReminded(id: string, at: Date): Promise<void> {
    await this.db.manager.query(`UPDATE gift_cards SET reminder_sent_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
  }

  ofOrders(orderIds: readonly string[]): Promise<GiftCardRecord[]> {
    const ids = orderIds.filter(isUuid);
    if (ids.length === 0) return Promise.resolve([]);
    return this.rows(`${SELECT} WHERE c.order_id = ANY($1::uuid[]) ORDER BY c.order_id, c.position`, [ids]);
  }

  async findById(id: string): Promise<GiftCardRecord | null> {
    if (!isUuid(id)) return null;
    return (await this.rows(`${SELECT} WHERE c.id = $1`, [id]))[0] ?? null;
  }

  async findByCodeHash(hash: string): Promise<GiftCardRecord | null> {
    return (await this.rows(`${SELECT} WHERE c.code_hash = $1`, [hash]))[0] ?? null;
  }

  async claimDueSending(now: Date, excluding: readonly string[]): Promise<GiftCardRecord | null> {
    const found = await this.rows(
      `${SELECT} WHERE c.status = 'active' AND c.delivery = 'at_date' AND c.sent_at IS NULL AND c.send_at <= $1
         AND NOT (c.id = ANY($2::uuid[])) ORDER BY c.send_at LIMIT 1 FOR UPDATE OF c SKIP LOCKED`,
      [now, excluding],
    );
    return found[0] ?? null;
  }

  async claimDueReminder(until: Date, now: Date, excluding: readonly string[]): Promise<GiftCardRecord | null> {
    // A card not yet delivered to its recipient gets no reminder before its own mail.
    const found = await this.rows(
      `${SELECT} WHERE c.status = 'active' AND c.reminder_sent_at IS NULL AND c.balance_cents > 0
         AND c.expires_at <= $1 AND c.expires_at > $2 AND (c.delivery <> 'at_date' OR c.sent_at IS NOT NULL)
         AND NOT (c.id = ANY($3::uuid[])) ORDER BY c.expires_at LIMIT 1 FOR UPDATE OF c SKIP LOCKED`,
      [until, now, excluding],
    );
    return found[0] ?? null;
  }

  async makeDue(id: string, now: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [, count] = (await this.db.manager.query(
      `UPDATE gift_cards SET send_at = LEAST(send_at, $2) WHERE id = $1 AND delivery = 'at_date' AND sent_at IS NULL`,
      [id, now],
    )) as [unknown, number];
    return count > 0;
  }
}

/** The receipts of cards sold, numbered per year by a counter row (gap-free: taken in the sale's transaction). */
@Injectable()
export class TypeOrmGiftCardReceiptRepository extends GiftCardReceiptRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async nextSequence(year: number): Promise<number> {
    const rows = (await this.db.manager.query(
      `INSERT INTO gift_card_receipt_counters (year, last_sequence) VALUES ($1, 1)
       ON CONFLICT (year) DO UPDATE SET last_sequence = gift_card_receipt_counters.last_sequence + 1
       RETURNING last_sequence`,
      [year],
    )) as { last_sequence: number }[];
    return rows[0]!.last_sequence;
  }

  async insert(year: number, sequence: number, receipt: GiftCardReceiptData): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO gift_card_receipts (number, year, sequence, order_id, issued_at, total_cents, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [receipt.number, year, sequence, receipt.orderId, receipt.issuedAt, receipt.totalCents, receipt],
    );
  }

  async ofOrder(order: string): Promise<{ receipt: GiftCardReceiptData; customerId: string | null } | null> {
    if (typeof order !== 'string' || order.length > 64) return null;
    const rows = (await this.db.manager.query(
      `SELECT r.data, o.customer_id FROM gift_card_receipts r JOIN orders o ON o.id = r.order_id
       WHERE o.order_number = $1 OR o.id::text = $1`,
      [order],
    )) as { data: GiftCardReceiptData; customer_id: string | null }[];
    return rows[0] ? { receipt: rows[0].data, customerId: rows[0].customer_id } : null;
  }

  async numbersOfOrders(orderIds: readonly string[]): Promise<Map<string, string>> {
    const ids = orderIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = (await this.db.manager.query(
      `SELECT order_id, number FROM gift_card_receipts WHERE order_id = ANY($1::uuid[])`,
      [ids],
    )) as { order_id: string; number: string }[];
    return new Map(rows.map((r) => [r.order_id, r.number]));
  }
}
