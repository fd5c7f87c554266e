import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every checkout moves stock, and every instance listens to `catalog_changed`: an update that only
 * changed `stock` or `reserved` now notifies with the payload 'stock', so instances refresh those
 * figures instead of reloading the whole catalogue. Any other change (and inserts, deletes, truncates)
 * still notifies with an empty payload: reload everything. Statement triggers with transition tables
 * (one per event: PostgreSQL allows transition tables on single-event triggers only).
 */
export class CatalogueStockNotifications1765310000000 implements MigrationInterface {
  name = 'CatalogueStockNotifications1765310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_changed" ON "products"`);
    await queryRunner.query(`
      CREATE TRIGGER "products_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`);
    await queryRunner.query(`
      CREATE FUNCTION "notify_catalog_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE to_jsonb(o) - 'stock' - 'reserved' - 'updated_at'
                IS DISTINCT FROM to_jsonb(n) - 'stock' - 'reserved' - 'updated_at'
        ) THEN
          PERFORM pg_notify('catalog_changed', '');
        ELSIF EXISTS (
          SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.stock, o.reserved) IS DISTINCT FROM (n.stock, n.reserved)
        ) THEN
          PERFORM pg_notify('catalog_changed', 'stock');
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_updated" AFTER UPDATE ON "products"
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_updated"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_updated" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "notify_catalog_updated"()`);
    await queryRunner.query(`DROP TRIGGER "products_changed" ON "products"`);
    await queryRunner.query(`
      CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalog_changed"()`);
  }
}
