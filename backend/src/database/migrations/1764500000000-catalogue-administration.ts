import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue in the back office (docs/design/catalogue.md): products get reserved units, publication, archiving
 * and a VAT rate; names are unique among live products; orders remember what they did to the stock;
 * every change to `products` notifies the channel `catalog_changed`, so each instance reloads its
 * catalogue cache at once (LISTEN/NOTIFY, whatever wrote the row).
 */
export class CatalogueAdministration1764500000000 implements MigrationInterface {
  name = 'CatalogueAdministration1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "products"
        ADD COLUMN "reserved" integer NOT NULL DEFAULT 0,
        ADD COLUMN "published" boolean NOT NULL DEFAULT true,
        ADD COLUMN "archived_at" timestamptz NULL,
        ADD COLUMN "vat_rate" smallint NOT NULL DEFAULT 21,
        ADD CONSTRAINT "products_reserved_check" CHECK ("reserved" >= 0 AND "reserved" <= "stock"),
        ADD CONSTRAINT "products_vat_rate_check" CHECK ("vat_rate" IN (21, 12, 6)),
        ADD CONSTRAINT "products_archived_unpublished_check" CHECK ("archived_at" IS NULL OR NOT "published")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "products_live_name_key" ON "products" (lower("name")) WHERE "archived_at" IS NULL`,
    );
    // 'none': orders placed before stock was reserved (nothing to settle); then reserved → sold | released.
    await queryRunner.query(`
      ALTER TABLE "orders" ADD COLUMN "stock_state" varchar(10) NOT NULL DEFAULT 'none',
        ADD CONSTRAINT "orders_stock_state_check" CHECK ("stock_state" IN ('none', 'reserved', 'sold', 'released'))`);
    await queryRunner.query(`
      CREATE FUNCTION "notify_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_changed" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "notify_catalog_changed"()`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "stock_state"`);
    await queryRunner.query(`DROP INDEX "products_live_name_key"`);
    await queryRunner.query(`
      ALTER TABLE "products"
        DROP CONSTRAINT "products_archived_unpublished_check",
        DROP CONSTRAINT "products_vat_rate_check",
        DROP CONSTRAINT "products_reserved_check",
        DROP COLUMN "vat_rate", DROP COLUMN "archived_at", DROP COLUMN "published", DROP COLUMN "reserved"`);
  }
}
