import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/ids.js';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { GiftCardMovement, GiftCardState, GiftCardStatus } from '../domain/gift-card.js';
import {
  type WithdrawableCard,
  GiftCardWithdrawalRepository,
} from '../application/ports/gift-card-withdrawal.repository.js';

interface Row {
  id: string;
  last4: string;
  buyer_id: string | null;
  buyer_email: string;
  buyer_first_name: string;
  order_number: string;
  payment_id: string | null;
  refund_id: string | null;
  status: string;
  initial_cents: number;
  balance_cents: number;
  purchased_at: Date;
  expires_at: Date;
}

/** The withdrawal's reads and writes of a card (docs/design/gift-cards.md, "Refunds"). */
@Injectable()
export class TypeOrmGiftCardWithdrawalRepository extends GiftCardWithdrawalRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async findForUpdate(cardId: string): Promise<WithdrawableCard | null> {
    if (!isUuid(cardId)) return null;
    const rows = (await this.db.manager.query(
      `SELECT c.id, c.last4, c.buyer_id, c.buyer_email, c.buyer_first_name, o.order_number,
              o.mollie_payment_id AS payment_id, c.refund_id, c.status, c.initial_cents, c.balance_cents,
              c.purchased_at, c.expires_at
         FROM gift_cards c JOIN orders o ON o.id = c.order_id
        WHERE c.id = $1 AND c.kind = 'sold' AND c.purchased_at IS NOT NULL
        FOR UPDATE OF c`,
      [cardId],
    )) as Row[];
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      last4: r.last4,
      buyerId: r.buyer_id,
      buyerEmail: r.buyer_email,
      buyerFirstName: r.buyer_first_name,
      orderNumber: r.order_number,
      paymentId: r.payment_id,
      refundId: r.refund_id,
      state: {
        initialCents: r.initial_cents,
        balanceCents: r.balance_cents,
        status: r.status as GiftCardStatus,
        purchasedAt: r.purchased_at,
        expiresAt: r.expires_at,
        movements: [],
      },
    };
  }

  async save(cardId: string, state: GiftCardState, movements: readonly GiftCardMovement[], now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE gift_cards SET status = $2, balance_cents = $3, status_reason = $4, updated_at = $5 WHERE id = $1`,
      [
        cardId,
        state.status,
        state.balanceCents,
        state.status === 'active' ? null : (movements.at(-1)?.reference ?? null),
        now,
      ],
    );
    for (const m of movements) {
      await this.db.manager.query(
        `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
        [cardId, m.kind, m.amountCents, m.reference, m.at],
      );
    }
  }

  async setRefund(cardId: string, refundId: string, now: Date): Promise<void> {
    await this.db.manager.query(`UPDATE gift_cards SET refund_id = $2, updated_at = $3 WHERE id = $1`, [
      cardId,
      refundId,
      now,
    ]);
  }

  async withdrawnWithoutRefund(limit: number): Promise<string[]> {
    const rows = (await this.db.manager.query(
      `SELECT id FROM gift_cards WHERE status = 'withdrawn' AND refund_id IS NULL ORDER BY updated_at LIMIT $1`,
      [limit],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }
}
