import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/database/typeorm-unit-of-work.js';
import type { GiftCardFact, GiftCardFactKind } from '../../invoicing/index.js';
import { GiftCardFactsReadModel } from '../application/ports/gift-card-facts.read-model.js';

/**
 * The facts of the accountant's figures in PostgreSQL: one GROUP BY over the movements (indexed on
 * `at`) and the captured shares, per Brussels month ('YYYY-MM') and kind. A withdrawal Mollie refused
 * to refund is undone by a 'withdrawn' movement of +amount, so the month's withdrawals net out.
 */
@Injectable()
export class TypeOrmGiftCardFactsReadModel extends GiftCardFactsReadModel {
  constructor(private readonly db: TypeOrmUnitOfWork) {
    super();
  }

  async factsBefore(before: Date): Promise<GiftCardFact[]> {
    const rows = (await this.db.manager.query(
      `SELECT month, kind, sum(cents)::bigint AS cents FROM (
         SELECT to_char(at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') AS month,
                kind, amount_cents AS cents
         FROM gift_card_movements
         WHERE kind IN ('sold', 'issued', 'credited', 'expired', 'withdrawn') AND at < $1
         UNION ALL
         SELECT to_char(captured_at AT TIME ZONE 'Europe/Brussels', 'YYYY-MM'), 'captured', amount_cents
         FROM gift_card_payments WHERE status = 'captured' AND captured_at < $1
       ) facts GROUP BY month, kind ORDER BY month, kind`,
      [before],
    )) as { month: string; kind: GiftCardFactKind; cents: string }[];
    return rows.map((row) => ({ month: row.month, kind: row.kind, amountCents: Number(row.cents) }));
  }
}
