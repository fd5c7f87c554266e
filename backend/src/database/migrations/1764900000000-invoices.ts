import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes (docs/design/invoices.md): the stored document data (the PDF is drawn from it on
 * demand), one counter row per kind and year (locked by the transaction that records a payment or a
 * refund, so numbers have no gap). The schema only: orders paid before invoices existed get
 * theirs from the application at start (ordering's InvoiceCatchUpService), never from this migration,
 * which calls no live code and reads no setting, so that it does the same thing in a year.
 */
export class Invoices1764900000000 implements MigrationInterface {
  name = 'Invoices1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "invoice_counters" (
        "kind" varchar(12) NOT NULL,
        "year" smallint NOT NULL,
        "last_sequence" integer NOT NULL,
        CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("kind", "year"),
        CONSTRAINT "invoice_counters_kind_check" CHECK ("kind" IN ('invoice', 'credit-note')),
        CONSTRAINT "invoice_counters_sequence_check" CHECK ("last_sequence" BETWEEN 0 AND 999999)
      )`);
    await queryRunner.query(`
      CREATE TABLE "invoices" (
        "number" varchar(16) PRIMARY KEY,
        "kind" varchar(12) NOT NULL,
        "year" smallint NOT NULL,
        "sequence" integer NOT NULL,
        "order_id" uuid NOT NULL,
        "invoice_number" varchar(16),
        "issued_at" timestamptz NOT NULL,
        "total_cents" integer NOT NULL,
        "data" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "invoices_kind_check" CHECK ("kind" IN ('invoice', 'credit-note')),
        CONSTRAINT "invoices_sequence_key" UNIQUE ("kind", "year", "sequence"),
        CONSTRAINT "invoices_total_check" CHECK ("total_cents" > 0),
        CONSTRAINT "invoices_credit_note_check" CHECK (("kind" = 'invoice') = ("invoice_number" IS NULL)),
        CONSTRAINT "invoices_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "invoices_invoice_fk" FOREIGN KEY ("invoice_number") REFERENCES "invoices" ("number")
      )`);
    // One invoice per order; the accountant's month; an order's documents.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" ("order_id") WHERE "kind" = 'invoice'`,
    );
    await queryRunner.query(`CREATE INDEX "invoices_issued_idx" ON "invoices" ("issued_at", "number")`);
    await queryRunner.query(`CREATE INDEX "invoices_order_idx" ON "invoices" ("order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
  }
}
