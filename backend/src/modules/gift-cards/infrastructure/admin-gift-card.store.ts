import { Injectable } from '@nestjs/common';
import { escapeLike } from '../../../shared/database/sql-list.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import { isUuid } from '../../../shared/ids.js';
import type { GiftCardMovement, GiftCardMovementKind } from '../domain/gift-card.js';
import type { GiftCardLifeStatus, GiftCardPaymentStatus } from '../domain/gift-card-status.js';
import {
  AdminGiftCardStore,
  type AdminGiftCardListQuery,
  type AdminGiftCardMovementRow,
  type AdminGiftCardPaymentRow,
  type AdminGiftCardRow,
  type IssuedGiftCard,
  type LockedGiftCard,
} from '../application/ports/admin-gift-card.store.js';

interface Row {
  id: string;
  kind: 'sold' | 'issued';
  status: GiftCardLifeStatus;
  status_reason: string | null;
  issued_by: string | null;
  last4: string | null;
  initial_cents: number;
  balance_cents: number;
  buyer_name: string;
  buyer_email: string;
  recipient_name: string;
  recipient_email: string | null;
  purchased_at: Date | null;
  expires_at: Date | null;
  sent_at: Date | null;
  order_number: string | null;
  created_at: Date;
  total?: string;
}

const BUYER_NAME = `COALESCE(NULLIF(trim(concat_ws(' ', o.billing->>'firstName', o.billing->>'lastName')), ''), c.buyer_first_name)`;
const SELECT = `SELECT c.id, c.kind, c.status, c.status_reason, c.issued_by, c.last4, c.initial_cents, c.balance_cents,
    ${BUYER_NAME} AS buyer_name, c.buyer_email, c.recipient_name, c.recipient_email, c.purchased_at, c.expires_at,
    c.sent_at, o.order_number, c.created_at
  FROM gift_cards c LEFT JOIN orders o ON o.id = c.order_id`;
/** What `q` searches: the last 4, the buyer's and the recipient's names and e-mails (accents and case ignored). */
const SEARCHED = `fold_text(concat_ws(' ', c.last4, ${BUYER_NAME}, c.buyer_email, c.recipient_name, c.recipient_email))`;
/** gift_card_movements.reference holds 255 characters; the whole reason stays in gift_cards.status_reason. */
const reference = (text: string | null): string | null => (text === null ? null : [...text].slice(0, 255).join(''));

const toRow = (r: Row): AdminGiftCardRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  statusReason: r.status_reason,
  issuedBy: r.issued_by,
  last4: r.last4,
  initialCents: r.initial_cents,
  balanceCents: r.balance_cents,
  buyer: { name: r.buyer_name, email: r.buyer_email },
  recipient: { name: r.recipient_name, email: r.recipient_email },
  purchasedAt: r.purchased_at,
  expiresAt: r.expires_at,
  sentAt: r.sent_at,
  orderNumber: r.order_number,
  createdAt: r.created_at,
});

/** The back office's cards in PostgreSQL (docs/design/gift-cards.md, "Back office"). */
@Injectable()
export class TypeOrmAdminGiftCardStore extends AdminGiftCardStore {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async list(query: AdminGiftCardListQuery): Promise<{ rows: AdminGiftCardRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.status) {
      params.push(query.status);
      where.push(`c.status = $${params.length}`);
    } else {
      where.push(`c.status NOT IN ('en_attente', 'annulee')`);
    }
    for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
      params.push(`%${escapeLike(word)}%`);
      where.push(`${SEARCHED} LIKE fold_text($${params.length})`);
    }
    const filter = `WHERE ${where.join(' AND ')}`;
    params.push(query.limit, (query.page - 1) * query.limit);
    const rows = (await this.db.manager.query(
      `SELECT *, count(*) OVER () AS total FROM (${SELECT} ${filter}) AS cards
        ORDER BY COALESCE(purchased_at, created_at) DESC, created_at DESC, id
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    )) as Row[];
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && query.page > 1) {
      // A page past the end: still say how many there are, for the pagination.
      const [count] = (await this.db.manager.query(
        `SELECT count(*) AS total FROM gift_cards c LEFT JOIN orders o ON o.id = c.order_id ${filter}`,
        params.slice(0, -2),
      )) as { total: string }[];
      total = Number(count?.total ?? 0);
    }
    return { rows: rows.map(toRow), total };
  }

  async findById(id: string): Promise<AdminGiftCardRow | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.manager.query(`${SELECT} WHERE c.id = $1`, [id])) as Row[];
    return rows[0] ? toRow(rows[0]) : null;
  }

  async movementsOf(id: string): Promise<AdminGiftCardMovementRow[]> {
    if (!isUuid(id)) return [];
    const rows = (await this.db.manager.query(
      `SELECT kind, amount_cents, at, reference FROM gift_card_movements WHERE card_id = $1 ORDER BY at, id`,
      [id],
    )) as { kind: GiftCardMovementKind; amount_cents: number; at: Date; reference: string | null }[];
    return rows.map((r) => ({ kind: r.kind, amountCents: r.amount_cents, at: r.at, reference: r.reference }));
  }

  async paymentsOf(id: string): Promise<AdminGiftCardPaymentRow[]> {
    if (!isUuid(id)) return [];
    const rows = (await this.db.manager.query(
      `SELECT order_number, amount_cents, credited_cents, status, held_at FROM gift_card_payments
        WHERE card_id = $1 ORDER BY held_at, id`,
      [id],
    )) as {
      order_number: string;
      amount_cents: number;
      credited_cents: number;
      status: GiftCardPaymentStatus;
      held_at: Date;
    }[];
    return rows.map((r) => ({
      orderNumber: r.order_number,
      amountCents: r.amount_cents,
      creditedCents: r.credited_cents,
      status: r.status,
      heldAt: r.held_at,
    }));
  }

  async lockForUpdate(id: string): Promise<LockedGiftCard | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.manager.query(
      `SELECT status, initial_cents, balance_cents, purchased_at, expires_at FROM gift_cards WHERE id = $1 FOR UPDATE`,
      [id],
    )) as {
      status: GiftCardLifeStatus;
      initial_cents: number;
      balance_cents: number;
      purchased_at: Date | null;
      expires_at: Date | null;
    }[];
    const r = rows[0];
    return r
      ? {
          status: r.status,
          initialCents: r.initial_cents,
          balanceCents: r.balance_cents,
          purchasedAt: r.purchased_at,
          expiresAt: r.expires_at,
        }
      : null;
  }

  async disable(id: string, reason: string, movements: readonly GiftCardMovement[], now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE gift_cards SET status = 'disabled', status_reason = $2, updated_at = $3 WHERE id = $1`,
      [id, reason, now],
    );
    await this.insertMovements(id, movements);
  }

  async insertIssued(card: IssuedGiftCard): Promise<void> {
    const c = card.record;
    await this.db.manager.query(
      `INSERT INTO gift_cards (id, kind, status, initial_cents, balance_cents, code_hash, last4, position,
         buyer_first_name, buyer_email, recipient_name, recipient_email, message, delivery, sent_at, purchased_at,
         expires_at, status_reason, issued_by, created_at, updated_at)
       VALUES ($1, 'issued', 'active', $2, $3, $4, $5, 0, $6, $7, $8, $9, $10, 'now', $11, $12, $13, $14, $15, $16, $16)`,
      [
        c.id,
        c.initialCents,
        c.balanceCents,
        card.codeHash,
        c.last4,
        c.buyerFirstName,
        c.buyerEmail,
        c.recipientName,
        c.recipientEmail,
        c.message,
        c.sentAt,
        c.purchasedAt,
        c.expiresAt,
        card.reason,
        card.issuedBy,
        c.createdAt,
      ],
    );
    await this.insertMovements(c.id, card.movements);
  }

  private async insertMovements(id: string, movements: readonly GiftCardMovement[]): Promise<void> {
    for (const m of movements) {
      await this.db.manager.query(
        `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
        [id, m.kind, m.amountCents, reference(m.reference), m.at],
      );
    }
  }
}
