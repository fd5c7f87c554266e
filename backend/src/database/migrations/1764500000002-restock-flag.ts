import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription renewal is never refused for stock (docs/design/stock.md): when its units are missing it is
 * created anyway, without a reservation, and flagged 'À réapprovisionner' for the back office.
 */
export class RestockFlag1764500000002 implements MigrationInterface {
  name = 'RestockFlag1764500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "restock_needed" boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "restock_needed"`);
  }
}
