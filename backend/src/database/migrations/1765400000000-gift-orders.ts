import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A gift order keeps its recipient's e-mail, its message and when to tell the recipient (null: not a gift). */
export class GiftOrders1765400000000 implements MigrationInterface {
  name = 'GiftOrders1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "gift" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "gift"`);
  }
}
