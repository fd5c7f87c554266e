import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The calendar day of an order in Brussels (order numbers, daily figures and day buckets agree on it). */
const BRUSSELS_DAY = `("created_at" AT TIME ZONE 'Europe/Brussels')::date`;

/**
 * The back office's order management on a table of a million rows:
 *
 * - an order outlives its customer's account (orders are kept 10 years): `customer_id` may be null once
 *   the account is deleted; the billing snapshot stays;
 * - list indexes: every page is read in (created_at, id) order, alone or after an equality filter on the
 *   order state, the payment status or the refund flag; the other sorts (total, order number, customer)
 *   have their index too;
 * - quick search: `search_text`, the folded text of the order number, the customer's name and email
 *   (lower case, accents removed), kept by a row trigger, with a trigram index for `LIKE '%mot%'` (pg_trgm
 *   ships with PostgreSQL and the embedded server). A stored column rather than an expression index:
 *   checking a candidate row then costs a LIKE, not a fold per row. `fold_text_quick` gives exactly
 *   `fold_text` (users-admin-list migration) but skips its translate(), slow on long strings, when the
 *   text is plain ASCII (about 60 µs → 6 µs a call, measured on a million orders);
 * - `order_figures`: counts and amounts per Brussels day × order state × payment status × refund flag,
 *   kept by statement triggers in the transaction that changes `orders` (so they are exact, whoever
 *   writes: the API, a job or a bulk SQL load). Rows are deltas, appended without updating a shared row
 *   (checkouts never wait on each other); a periodic compaction sums them. The statistics and the page
 *   counts read this small table instead of counting orders, and deep pages start from the day that holds
 *   them (a bounded OFFSET within one day).
 */
export class AdminOrders1764200000000 implements MigrationInterface {
  name = 'AdminOrders1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL`);

    await queryRunner.query(`DROP INDEX IF EXISTS "orders_created_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "orders_refund_required_idx"`);
    await queryRunner.query(`CREATE INDEX "orders_created_id_idx" ON "orders" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "orders_status_created_idx" ON "orders" ("status", "created_at", "id")`);
    await queryRunner.query(
      `CREATE INDEX "orders_payment_created_idx" ON "orders" ("payment_status", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_refund_created_idx" ON "orders" ("created_at", "id") WHERE "refund_required"`,
    );
    await queryRunner.query(`CREATE INDEX "orders_total_idx" ON "orders" ("total_cents", "id")`);
    // Schema-qualified call: PostgreSQL 17 builds and maintains indexes with a restricted search_path.
    const [{ schema }] = (await queryRunner.query(`SELECT quote_ident(current_schema()) AS schema`)) as [
      { schema: string },
    ];
    await queryRunner.query(`
      CREATE FUNCTION fold_text_quick(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT CASE WHEN value ~ '^[[:ascii:]]*$' THEN lower(value) ELSE ${schema}.fold_text(value) END $$`);
    await queryRunner.query(
      `CREATE INDEX "orders_customer_name_idx" ON "orders"
       (fold_text_quick(coalesce("billing"->>'lastName', '')), fold_text_quick(coalesce("billing"->>'firstName', '')), "id")`,
    );

    // A search that looks like (the start of) an order number reads the order numbers' index with
    // `LIKE 'BP-2025%'`: the unique index serves it under the C collation (the embedded server's); any
    // other collation needs a pattern index.
    const [database] = (await queryRunner.query(
      `SELECT datcollate AS "collate" FROM pg_database WHERE datname = current_database()`,
    )) as { collate: string }[];
    if (!['C', 'POSIX'].includes(database?.collate ?? '')) {
      await queryRunner.query(
        `CREATE INDEX "orders_order_number_prefix_idx" ON "orders" ("order_number" varchar_pattern_ops)`,
      );
    }

    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "search_text" text`);
    await queryRunner.query(`
      CREATE FUNCTION orders_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."search_text" := fold_text_quick(NEW."order_number" || ' ' || coalesce(NEW."billing"->>'firstName', '')
          || ' ' || coalesce(NEW."billing"->>'lastName', '') || ' ' || coalesce(NEW."billing"->>'email', ''));
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "orders_search_text" BEFORE INSERT OR UPDATE OF "order_number", "billing" ON "orders"
      FOR EACH ROW EXECUTE FUNCTION orders_set_search_text()`);
    await queryRunner.query(`UPDATE "orders" SET "billing" = "billing"`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops)`);

    await queryRunner.query(`
      CREATE TABLE "order_figures" (
        "id" bigserial PRIMARY KEY,
        "day" date NOT NULL,
        "status" varchar(30) NOT NULL,
        "payment_status" varchar(20) NOT NULL,
        "refund_required" boolean NOT NULL,
        "orders" integer NOT NULL,
        "total_cents" bigint NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "order_figures_day_idx" ON "order_figures" ("day")`);

    const columns = `"day", "status", "payment_status", "refund_required", "orders", "total_cents"`;
    await queryRunner.query(`
      CREATE FUNCTION order_figures_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "order_figures" (${columns})
        SELECT ${BRUSSELS_DAY}, "status", "payment_status", "refund_required", count(*), sum("total_cents")
        FROM new_orders GROUP BY 1, 2, 3, 4;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION order_figures_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "order_figures" (${columns})
        SELECT "day", "status", "payment_status", "refund_required", sum("n"), sum("cents")
        FROM (
          SELECT ${BRUSSELS_DAY} AS "day", "status", "payment_status", "refund_required", -1 AS "n", -"total_cents" AS "cents"
          FROM old_orders
          UNION ALL
          SELECT ${BRUSSELS_DAY}, "status", "payment_status", "refund_required", 1, "total_cents"
          FROM new_orders
        ) AS delta
        GROUP BY 1, 2, 3, 4
        HAVING sum("n") <> 0 OR sum("cents") <> 0;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION order_figures_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "order_figures" (${columns})
        SELECT ${BRUSSELS_DAY}, "status", "payment_status", "refund_required", -count(*), -sum("total_cents")
        FROM old_orders GROUP BY 1, 2, 3, 4;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION order_figures_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "order_figures";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "orders_figures_insert" AFTER INSERT ON "orders"
      REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_figures_on_insert()`);
    await queryRunner.query(`
      CREATE TRIGGER "orders_figures_update" AFTER UPDATE ON "orders"
      REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_figures_on_update()`);
    await queryRunner.query(`
      CREATE TRIGGER "orders_figures_delete" AFTER DELETE ON "orders"
      REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_figures_on_delete()`);
    await queryRunner.query(`
      CREATE TRIGGER "orders_figures_truncate" AFTER TRUNCATE ON "orders"
      FOR EACH STATEMENT EXECUTE FUNCTION order_figures_on_truncate()`);

    // Orders placed before this migration.
    await queryRunner.query(`
      INSERT INTO "order_figures" (${columns})
      SELECT ${BRUSSELS_DAY}, "status", "payment_status", "refund_required", count(*), sum("total_cents")
      FROM "orders" GROUP BY 1, 2, 3, 4`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "orders_figures_truncate" ON "orders"`);
    await queryRunner.query(`DROP TRIGGER "orders_figures_delete" ON "orders"`);
    await queryRunner.query(`DROP TRIGGER "orders_figures_update" ON "orders"`);
    await queryRunner.query(`DROP TRIGGER "orders_figures_insert" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION order_figures_on_truncate()`);
    await queryRunner.query(`DROP FUNCTION order_figures_on_delete()`);
    await queryRunner.query(`DROP FUNCTION order_figures_on_update()`);
    await queryRunner.query(`DROP FUNCTION order_figures_on_insert()`);
    await queryRunner.query(`DROP TABLE "order_figures"`);
    await queryRunner.query(`DROP INDEX "orders_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "orders_order_number_prefix_idx"`);
    await queryRunner.query(`DROP TRIGGER "orders_search_text" ON "orders"`);
    await queryRunner.query(`DROP FUNCTION orders_set_search_text()`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "search_text"`);
    await queryRunner.query(`DROP INDEX "orders_customer_name_idx"`);
    await queryRunner.query(`DROP FUNCTION fold_text_quick(text)`);
    await queryRunner.query(`DROP INDEX "orders_total_idx"`);
    await queryRunner.query(`DROP INDEX "orders_refund_created_idx"`);
    await queryRunner.query(`DROP INDEX "orders_payment_created_idx"`);
    await queryRunner.query(`DROP INDEX "orders_status_created_idx"`);
    await queryRunner.query(`DROP INDEX "orders_created_id_idx"`);
    await queryRunner.query(
      `CREATE INDEX "orders_refund_required_idx" ON "orders" ("updated_at") WHERE "refund_required"`,
    );
    await queryRunner.query(`CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC)`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "customer_id" SET NOT NULL`);
  }
}
