import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-gift cards an order buys (docs/design/gift-cards.md): their sum, beside the boxes. The total
 * is the boxes' (subtotal - discount + shipping) plus the cards'; no promo, no shipping on a card.
 */
export class OrderGiftCards1765700000000 implements MigrationInterface {
  name = 'OrderGiftCards1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "gift_cards_cents" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "shipping_cents" >= 0 AND "gift_cards_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "shipping_cents" + "gift_cards_cents")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "shipping_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "shipping_cents")`,
    );
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "gift_cards_cents"`);
  }
}
