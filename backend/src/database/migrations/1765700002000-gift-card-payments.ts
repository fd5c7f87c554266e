import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gift cards as a means of payment (docs/design/gift-cards.md, "Paying with a card"): what an order's
 * cards pay (`orders.gift_card_paid_cents`, the rest is Mollie's), and each card's share of an order,
 * held when the order is placed, captured when it is paid, released when it ends unpaid, and what of
 * it was credited back by a refund. A card withdrawn by its buyer keeps its Mollie refund's id
 * (`gift_cards.refund_id`; null while the refund is still to be made). `order_id` keeps no foreign key: an order whose Mollie payment
 * could not be created is deleted, and the sweep releases a hold whose order is gone.
 */
export class GiftCardPayments1765700002000 implements MigrationInterface {
  name = 'GiftCardPayments1765700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "gift_card_paid_cents" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_paid_check" CHECK ("gift_card_paid_cents" >= 0 AND "gift_card_paid_cents" <= "total_cents")`,
    );
    await queryRunner.query(`CREATE TABLE "gift_card_payments" (
      "id" uuid NOT NULL,
      "card_id" uuid NOT NULL,
      "order_id" uuid NOT NULL,
      "order_number" character varying(50) NOT NULL,
      "position" smallint NOT NULL,
      "amount_cents" integer NOT NULL,
      "credited_cents" integer NOT NULL DEFAULT 0,
      "status" character varying(10) NOT NULL,
      "held_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "captured_at" TIMESTAMP WITH TIME ZONE,
      "released_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "gift_card_payments_amount_check" CHECK ("amount_cents" > 0 AND "credited_cents" >= 0 AND "credited_cents" <= "amount_cents"),
      CONSTRAINT "gift_card_payments_status_check" CHECK ("status" IN ('held', 'captured', 'released')),
      CONSTRAINT "gift_card_payments_order_card_key" UNIQUE ("order_id", "card_id"),
      CONSTRAINT "FK_gift_card_payments_card" FOREIGN KEY ("card_id") REFERENCES "gift_cards"("id"),
      CONSTRAINT "PK_gift_card_payments" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE INDEX "gift_card_payments_order_idx" ON "gift_card_payments" ("order_id", "position")`,
    );
    await queryRunner.query(
      `CREATE INDEX "gift_card_payments_held_idx" ON "gift_card_payments" ("held_at") WHERE "status" = 'held'`,
    );
    await queryRunner.query(`CREATE INDEX "gift_card_movements_at_idx" ON "gift_card_movements" ("at")`);
    await queryRunner.query(`ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_kind_check" CHECK ("kind" IN ('sold', 'issued', 'held', 'captured', 'released', 'credited', 'expired', 'disabled', 'withdrawn'))`,
    );
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status_check" CHECK ("status" IN ('en_attente', 'active', 'annulee', 'disabled', 'expired', 'withdrawn'))`,
    );
    await queryRunner.query(`ALTER TABLE "gift_cards" ADD "status_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "gift_cards" ADD "issued_by" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "gift_cards" ADD "refund_id" character varying(64)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP COLUMN "refund_id"`);
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP COLUMN "issued_by"`);
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP COLUMN "status_reason"`);
    await queryRunner.query(`ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_status_check" CHECK ("status" IN ('en_attente', 'active', 'annulee', 'disabled', 'expired'))`,
    );
    await queryRunner.query(`ALTER TABLE "gift_card_movements" DROP CONSTRAINT "gift_card_movements_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "gift_card_movements" ADD CONSTRAINT "gift_card_movements_kind_check" CHECK ("kind" IN ('sold', 'issued', 'held', 'captured', 'released', 'credited', 'expired', 'disabled'))`,
    );
    await queryRunner.query(`DROP INDEX "gift_card_movements_at_idx"`);
    await queryRunner.query(`DROP TABLE "gift_card_payments"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_gift_card_paid_check"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "gift_card_paid_cents"`);
  }
}
