import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A box's parcel weight for the carrier export (docs/design/shipping-run.md): 1,500 g unless set. */
export class ProductShippingWeight1765500000000 implements MigrationInterface {
  name = 'ProductShippingWeight1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "products" ADD "shipping_weight_grams" integer NOT NULL DEFAULT 1500
         CONSTRAINT "products_shipping_weight_check" CHECK ("shipping_weight_grams" BETWEEN 1 AND 30000)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "shipping_weight_grams"`);
  }
}
