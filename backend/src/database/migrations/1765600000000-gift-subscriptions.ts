import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prepaid gift subscriptions (docs/design/gifting.md): paid once by their buyer's order, each box's
 * order created by the renewal job and pointing at its gift (`orders.gift_subscription_id`).
 */
export class GiftSubscriptions1765600000000 implements MigrationInterface {
  name = 'GiftSubscriptions1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "gift_subscriptions" (
      "id" uuid NOT NULL,
      "buyer_id" uuid,
      "buyer_first_name" character varying(100) NOT NULL,
      "order_id" uuid NOT NULL,
      "product_id" integer NOT NULL,
      "product_name" character varying(255) NOT NULL,
      "frequency" character varying(20) NOT NULL,
      "boxes_total" smallint NOT NULL,
      "boxes_sent" smallint NOT NULL,
      "boxes_canceled" smallint NOT NULL,
      "unit_price_cents" integer NOT NULL,
      "shipping_per_box_cents" integer NOT NULL,
      "status" character varying(20) NOT NULL,
      "recipient" jsonb NOT NULL,
      "message" text,
      "first_box_date" date,
      "next_box_date" date,
      "planned_box_date" date,
      "notify" character varying(10) NOT NULL,
      "notify_at" TIMESTAMP WITH TIME ZONE,
      "notified_at" TIMESTAMP WITH TIME ZONE,
      "claim_token_hash" character varying(64),
      "claimed_by" uuid,
      "claimed_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "paid_at" TIMESTAMP WITH TIME ZONE,
      "ended_at" TIMESTAMP WITH TIME ZONE,
      "canceled_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "gift_subscriptions_order_key" UNIQUE ("order_id"),
      CONSTRAINT "gift_subscriptions_token_key" UNIQUE ("claim_token_hash"),
      CONSTRAINT "gift_subscriptions_status_check" CHECK ("status" IN ('en_attente', 'active', 'terminee', 'annulee')),
      CONSTRAINT "gift_subscriptions_frequency_check" CHECK ("frequency" IN ('monthly', 'bimonthly', 'quarterly')),
      CONSTRAINT "gift_subscriptions_notify_check" CHECK ("notify" IN ('at_once', 'at_date', 'never')),
      CONSTRAINT "gift_subscriptions_boxes_check" CHECK ("boxes_total" IN (3, 6, 12) AND "boxes_sent" >= 0 AND "boxes_canceled" >= 0 AND "boxes_sent" + "boxes_canceled" <= "boxes_total"),
      CONSTRAINT "PK_gift_subscriptions" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE INDEX "gift_subscriptions_buyer_idx" ON "gift_subscriptions" ("buyer_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "gift_subscriptions_claimed_idx" ON "gift_subscriptions" ("claimed_by", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "gift_subscriptions_due_idx" ON "gift_subscriptions" ("next_box_date") WHERE "status" = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX "gift_subscriptions_notice_idx" ON "gift_subscriptions" ("notify_at") WHERE "notified_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "gift_subscription_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "orders_gift_subscription_idx" ON "orders" ("gift_subscription_id") WHERE "gift_subscription_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders_gift_subscription_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "gift_subscription_id"`);
    await queryRunner.query(`DROP TABLE "gift_subscriptions"`);
  }
}
