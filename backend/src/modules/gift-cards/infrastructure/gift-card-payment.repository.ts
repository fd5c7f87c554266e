import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { Cents } from '../../../shared/money.js';
import type { GiftCardLifeStatus } from '../domain/gift-card-status.js';
import {
  type GiftCardPaymentRecord,
  GiftCardPaymentRepository,
  type GiftCardPaymentStatus,
} from '../application/ports/gift-card-payment.repository.js';

interface Row {
  id: string;
  card_id: string;
  order_id: string;
  order_number: string;
  position: number;
  amount_cents: number;
  credited_cents: number;
  status: string;
  held_at: Date;
  last4: string;
  card_status: string;
  card_balance_cents: number;
  card_expires_at: Date;
}

const SELECT = `SELECT p.*, c.last4, c.status AS card_status, c.balance_cents AS card_balance_cents,
  c.expires_at AS card_expires_at FROM gift_card_payments p JOIN gift_cards c ON c.id = p.card_id`;

const toRecord = (r: Row): GiftCardPaymentRecord => ({
  id: r.id,
  cardId: r.card_id,
  orderId: r.order_id,
  orderNumber: r.order_number,
  position: r.position,
  amountCents: r.amount_cents,
  creditedCents: r.credited_cents,
  status: r.status as GiftCardPaymentStatus,
  last4: r.last4,
  cardStatus: r.card_status as GiftCardLifeStatus,
  cardBalanceCents: r.card_balance_cents,
  cardExpiresAt: r.card_expires_at,
  heldAt: r.held_at,
});

/**
 * The cards' shares of orders in PostgreSQL (docs/design/gift-cards.md, "Paying with a card"). A hold
 * is the one conditional UPDATE of the card's balance (`balance_cents >= n`, the CHECK keeping it ≥ 0):
 * two checkouts spending one card at once never take more than it holds.
 */
@Injectable()
export class TypeOrmGiftCardPaymentRepository extends GiftCardPaymentRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  private async movement(cardId: string, kind: string, cents: Cents, reference: string | null, at: Date) {
    await this.db.manager.query(
      `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
      [cardId, kind, cents, reference, at],
    );
  }

  async hold(
    share: { id: string; cardId: string; orderId: string; orderNumber: string; position: number; amountCents: Cents },
    now: Date,
  ): Promise<boolean> {
    const taken = (await this.db.manager.query(
      `UPDATE gift_cards SET balance_cents = balance_cents - $2, updated_at = $3
        WHERE id = $1 AND status = 'active' AND expires_at > $3 AND balance_cents >= $2 RETURNING id`,
      [share.cardId, share.amountCents, now],
    )) as [unknown[], number];
    if (taken[1] !== 1) return false;
    await this.db.manager.query(
      `INSERT INTO gift_card_payments (id, card_id, order_id, order_number, position, amount_cents, status, held_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'held', $7)`,
      [share.id, share.cardId, share.orderId, share.orderNumber, share.position, share.amountCents, now],
    );
    await this.movement(share.cardId, 'held', -share.amountCents, share.orderNumber, now);
    return true;
  }

  async ofOrderForUpdate(orderId: string): Promise<GiftCardPaymentRecord[]> {
    const rows = (await this.db.manager.query(
      `${SELECT} WHERE p.order_id = $1 ORDER BY p.position FOR UPDATE OF p, c`,
      [orderId],
    )) as Row[];
    return rows.map(toRecord);
  }

  async capture(orderId: string, orderNumber: string, now: Date): Promise<void> {
    const captured = (await this.db.manager.query(
      `UPDATE gift_card_payments SET status = 'captured', captured_at = $2
        WHERE order_id = $1 AND status = 'held' RETURNING card_id`,
      [orderId, now],
    )) as [{ card_id: string }[], number];
    for (const row of captured[0]) await this.movement(row.card_id, 'captured', 0, orderNumber, now);
  }

  async release(share: GiftCardPaymentRecord, now: Date): Promise<void> {
    const [, released] = (await this.db.manager.query(
      `UPDATE gift_card_payments SET status = 'released', released_at = $2 WHERE id = $1 AND status = 'held'`,
      [share.id, now],
    )) as [unknown, number];
    if (released !== 1) return;
    await this.db.manager.query(
      `UPDATE gift_cards SET balance_cents = balance_cents + $2, updated_at = $3 WHERE id = $1`,
      [share.cardId, share.amountCents, now],
    );
    await this.movement(share.cardId, 'released', share.amountCents, share.orderNumber, now);
    if (share.cardStatus === 'expired') {
      await this.db.manager.query(`UPDATE gift_cards SET balance_cents = 0, updated_at = $2 WHERE id = $1`, [
        share.cardId,
        now,
      ]);
      await this.movement(share.cardId, 'expired', -share.amountCents, null, now);
    }
  }

  async credit(share: GiftCardPaymentRecord, cents: Cents, reference: string, now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE gift_card_payments SET credited_cents = credited_cents + $2 WHERE id = $1 AND status = 'captured'`,
      [share.id, cents],
    );
    await this.db.manager.query(
      `UPDATE gift_cards SET balance_cents = balance_cents + $2, updated_at = $3 WHERE id = $1`,
      [share.cardId, cents, now],
    );
    await this.movement(share.cardId, 'credited', cents, reference, now);
  }

  async ofOrders(orderIds: readonly string[]): Promise<GiftCardPaymentRecord[]> {
    if (orderIds.length === 0) return [];
    const rows = (await this.db.manager.query(
      `${SELECT} WHERE p.order_id = ANY($1::uuid[]) ORDER BY p.order_id, p.position`,
      [orderIds],
    )) as Row[];
    return rows.map(toRecord);
  }

  async ordersHeldSince(before: Date, limit: number): Promise<string[]> {
    const rows = (await this.db.manager.query(
      `SELECT order_id FROM gift_card_payments WHERE status = 'held' AND held_at < $1
        GROUP BY order_id ORDER BY min(held_at) LIMIT $2`,
      [before, limit],
    )) as { order_id: string }[];
    return rows.map((row) => row.order_id);
  }
}
