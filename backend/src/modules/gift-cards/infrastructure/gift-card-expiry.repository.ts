import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { Cents } from '../../../shared/money.js';
import type { GiftCardMovement } from '../domain/gift-card.js';
import { type ExpiringGiftCard, GiftCardExpiryRepository } from '../application/ports/gift-card-expiry.repository.js';

interface Row {
  id: string;
  last4: string | null;
  initial_cents: number;
  balance_cents: number;
  purchased_at: Date;
  expires_at: Date;
}

/** The cards past their end in PostgreSQL (docs/design/gift-cards.md, "Expiry"): one claimed at a time. */
@Injectable()
export class TypeOrmGiftCardExpiryRepository extends GiftCardExpiryRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async claimExpired(now: Date, excluding: readonly string[]): Promise<ExpiringGiftCard | null> {
    const rows = (await this.db.manager.query(
      `SELECT id, last4, initial_cents, balance_cents, purchased_at, expires_at FROM gift_cards
       WHERE status = 'active' AND expires_at <= $1 AND NOT (id = ANY($2::uuid[]))
       ORDER BY expires_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now, excluding],
    )) as Row[];
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      last4: row.last4,
      initialCents: row.initial_cents,
      balanceCents: row.balance_cents,
      purchasedAt: row.purchased_at,
      expiresAt: row.expires_at,
    };
  }

  async markExpired(id: string, balanceCents: Cents, movements: readonly GiftCardMovement[], now: Date): Promise<void> {
    await this.db.manager.query(
      `UPDATE gift_cards SET status = 'expired', balance_cents = $2, updated_at = $3 WHERE id = $1 AND status = 'active'`,
      [id, balanceCents, now],
    );
    for (const m of movements) {
      await this.db.manager.query(
        `INSERT INTO gift_card_movements (card_id, kind, amount_cents, reference, at) VALUES ($1, $2, $3, $4, $5)`,
        [id, m.kind, m.amountCents, m.reference, m.at],
      );
    }
  }
}
