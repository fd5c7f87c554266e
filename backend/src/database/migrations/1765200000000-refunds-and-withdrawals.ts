import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and withdrawals (docs/design/invoices.md).
 * - `order_refunds`: one row per refund an administrator asks for. Written 'pending' (with a lease) before
 *   Mollie is called, 'done' with Mollie's refund id and the credit note once Mollie accepted it; a
 *   pending row whose lease ran out is settled by asking Mollie (finished or dropped). At most one
 *   pending refund per order (partial unique index): two refunds at once, one wins.
 * - `withdrawal_requests`: the customer's online withdrawal (droit de rétractation), one per order:
 *   requested → goods received → refunded.
 */
export class RefundsAndWithdrawals1765200000000 implements MigrationInterface {
  name = 'RefundsAndWithdrawals1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "withdrawal_requests" (
        "id" uuid PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "items" jsonb NOT NULL,
        "reason" text,
        "amount_cents" integer NOT NULL,
        "status" varchar(12) NOT NULL DEFAULT 'demandee',
        "requested_at" timestamptz NOT NULL,
        "received_at" timestamptz,
        "refunded_at" timestamptz,
        CONSTRAINT "withdrawal_requests_order_key" UNIQUE ("order_id"),
        CONSTRAINT "withdrawal_requests_status_check" CHECK ("status" IN ('demandee', 'recue', 'remboursee')),
        CONSTRAINT "withdrawal_requests_amount_check" CHECK ("amount_cents" > 0),
        CONSTRAINT "withdrawal_requests_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(
      `CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" ("status", "requested_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "order_refunds" (
        "id" uuid PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "payment_id" varchar(64) NOT NULL,
        "amount_cents" integer NOT NULL,
        "reason" text NOT NULL,
        "status" varchar(12) NOT NULL,
        "mollie_refund_id" varchar(64),
        "mollie_status" varchar(16),
        "credit_note_number" varchar(16),
        "requested_by" varchar(80) NOT NULL,
        "withdrawal_id" uuid,
        "lease_until" timestamptz,
        "created_at" timestamptz NOT NULL,
        "completed_at" timestamptz,
        CONSTRAINT "order_refunds_status_check" CHECK ("status" IN ('pending', 'done')),
        CONSTRAINT "order_refunds_amount_check" CHECK ("amount_cents" > 0),
        CONSTRAINT "order_refunds_done_check" CHECK (
          ("status" = 'done') = ("mollie_refund_id" IS NOT NULL AND "credit_note_number" IS NOT NULL)),
        CONSTRAINT "order_refunds_mollie_key" UNIQUE ("mollie_refund_id"),
        CONSTRAINT "order_refunds_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "order_refunds_credit_note_fk" FOREIGN KEY ("credit_note_number") REFERENCES "invoices" ("number"),
        CONSTRAINT "order_refunds_withdrawal_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "withdrawal_requests" ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "order_refunds_order_idx" ON "order_refunds" ("order_id", "created_at")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "order_refunds_one_pending" ON "order_refunds" ("order_id") WHERE "status" = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_refunds"`);
    await queryRunner.query(`DROP TABLE "withdrawal_requests"`);
  }
}
