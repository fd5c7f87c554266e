import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office lists the orders still to prepare that wait for stock ('À réapprovisionner'): a
 * small partial index, so that list stays instant on a million orders.
 */
export class RestockOrdersIndex1765300000000 implements MigrationInterface {
  name = 'RestockOrdersIndex1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "orders_restock_needed_idx" ON "orders" ("created_at", "id") WHERE "restock_needed"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "orders_restock_needed_idx"`);
  }
}
