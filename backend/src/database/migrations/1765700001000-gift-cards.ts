import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-gift cards (docs/design/gift-cards.md): the cards (created with their order, active once it is
 * paid; the code itself is never stored, only its keyed hash and last 4 characters), their movements,
 * and the receipts of their sale with their own gap-free numbering (RC-<year>-<6 digits>). The balance
 * is one column checked by the database (0 ≤ balance ≤ initial) so that a spend is one conditional
 * UPDATE … SET balance_cents = balance_cents - $n WHERE … AND balance_cents >= $n.
 */
export class GiftCards1765700001000 implements MigrationInterface {
  name = 'GiftCards1765700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "gift_cards" (
      "id" uuid NOT NULL,
      "kind" character varying(10) NOT NULL,
      "status" character varying(20) NOT NULL,
      "initial_cents" integer NOT NULL,
      "balance_cents" integer NOT NULL,
      "code_hash" character varying(64),
      "last4" character varying(4),
      "order_id" uuid,
      "position" smallint NOT NULL DEFAULT 0,
      "buyer_id" uuid,
      "buyer_first_name" character varying(100) NOT NULL,
      "buyer_email" character varying(254) NOT NULL,
      "recipient_name" character varying(200) NOT NULL,
      "recipient_email" character varying(254),
      "message" text,
      "delivery" character varying(10) NOT NULL,
      "send_at" TIMESTAMP WITH TIME ZONE,
      "sent_at" TIMESTAMP WITH TIME ZONE,
      "reminder_sent_at" TIMESTAMP WITH TIME ZONE,
      "purchased_at" TIMESTAMP WITH TIME ZONE,
      "expires_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "gift_cards_code_hash_key" UNIQUE ("code_hash"),
      CONSTRAINT "gift_cards_balance_check" CHECK ("balance_cents" >= 0 AND "balance_cents" <= "initial_cents"),
      CONSTRAINT "gift_cards_initial_check" CHECK ("initial_cents" > 0),
      CONSTRAINT "gift_cards_kind_check" CHECK ("kind" IN ('sold', 'issued')),
      CONSTRAINT "gift_cards_status_check" CHECK ("status" IN ('en_attente', 'active', 'annulee', 'disabled', 'expired')),
      CONSTRAINT "gift_cards_delivery_check" CHECK ("delivery" IN ('now', 'at_date', 'print')),
      CONSTRAINT "gift_cards_active_code_check" CHECK ("status" IN ('en_attente', 'annulee') OR ("code_hash" IS NOT NULL AND "last4" IS NOT NULL AND "expires_at" IS NOT NULL)),
      CONSTRAINT "PK_gift_cards" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "gift_cards_order_idx" ON "gift_cards" ("order_id", "position")`);
    await queryRunner.query(
      `CREATE INDEX "gift_cards_send_idx" ON "gift_cards" ("send_at") WHERE "status" = 'active' AND "sent_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "gift_cards_reminder_idx" ON "gift_cards" ("expires_at") WHERE "status" = 'active' AND "reminder_sent_at" IS NULL`,
    );
    await queryRunner.query(`CREATE TABLE "gift_card_movements" (
      "id" bigserial NOT NULL,
      "card_id" uuid NOT NULL,
      "kind" character varying(20) NOT NULL,
      "amount_cents" integer NOT NULL,
      "reference" character varying(255),
      "at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "gift_card_movements_kind_check" CHECK ("kind" IN ('sold', 'issued', 'held', 'captured', 'released', 'credited', 'expired', 'disabled')),
      CONSTRAINT "FK_gift_card_movements_card" FOREIGN KEY ("card_id") REFERENCES "gift_cards"("id"),
      CONSTRAINT "PK_gift_card_movements" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "gift_card_movements_card_idx" ON "gift_card_movements" ("card_id", "id")`);
    await queryRunner.query(`CREATE TABLE "gift_card_receipt_counters" (
      "year" integer NOT NULL,
      "last_sequence" integer NOT NULL,
      CONSTRAINT "PK_gift_card_receipt_counters" PRIMARY KEY ("year"))`);
    await queryRunner.query(`CREATE TABLE "gift_card_receipts" (
      "number" character varying(20) NOT NULL,
      "year" integer NOT NULL,
      "sequence" integer NOT NULL,
      "order_id" uuid NOT NULL,
      "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "total_cents" integer NOT NULL,
      "data" jsonb NOT NULL,
      CONSTRAINT "gift_card_receipts_order_key" UNIQUE ("order_id"),
      CONSTRAINT "gift_card_receipts_sequence_key" UNIQUE ("year", "sequence"),
      CONSTRAINT "PK_gift_card_receipts" PRIMARY KEY ("number"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "gift_card_receipts"`);
    await queryRunner.query(`DROP TABLE "gift_card_receipt_counters"`);
    await queryRunner.query(`DROP TABLE "gift_card_movements"`);
    await queryRunner.query(`DROP TABLE "gift_cards"`);
  }
}
