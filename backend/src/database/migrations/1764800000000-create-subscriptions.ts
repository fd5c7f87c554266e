import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'en_attente', 'active', 'en_pause', 'suspendue', 'annulee'`;
const FREQUENCIES = `'monthly', 'bimonthly', 'quarterly'`;
const CYCLE_STATUSES = `'pending', 'paid', 'failed', 'canceled'`;
const ATTEMPT_STATUSES = `'creating', 'open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'`;

/**
 * Real subscriptions (docs/design/subscriptions.md): the customer's Mollie customer, subscriptions (one per subscription
 * line of a paid first order, unique per (first order, line)) with their history, their cycles (one row
 * per (subscription, cycle number): the box's order) and each cycle's payment attempts (one
 * Idempotency-Key each). Calendar dates are Europe/Brussels days (`date`).
 */
export class CreateSubscriptions1764800000000 implements MigrationInterface {
  name = 'CreateSubscriptions1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mollie_customers" (
        "user_id" uuid PRIMARY KEY,
        "mollie_customer_id" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "mollie_customers_mollie_id_key" UNIQUE ("mollie_customer_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "id" uuid PRIMARY KEY,
        "customer_id" uuid NOT NULL,
        "status" varchar(20) NOT NULL,
        "frequency" varchar(20) NOT NULL,
        "items" jsonb NOT NULL,
        "subtotal_cents" integer NOT NULL,
        "shipping_cents" integer NOT NULL,
        "amount_cents" integer NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'EUR',
        "first_order_id" uuid NOT NULL,
        "first_order_line" integer NOT NULL,
        "mollie_customer_id" varchar(64) NOT NULL,
        "mandate_id" varchar(64),
        "payment_method" varchar(100),
        "anchor_day" smallint NOT NULL,
        "next_charge_on" date,
        "last_charged_on" date,
        "paused_until" date,
        "cycle_count" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        "activated_at" timestamptz,
        "paused_at" timestamptz,
        "suspended_at" timestamptz,
        "canceled_at" timestamptz,
        CONSTRAINT "subscriptions_first_order_line_key" UNIQUE ("first_order_id", "first_order_line"),
        CONSTRAINT "subscriptions_status_check" CHECK ("status" IN (${STATUSES})),
        CONSTRAINT "subscriptions_frequency_check" CHECK ("frequency" IN (${FREQUENCIES})),
        CONSTRAINT "subscriptions_amounts_check" CHECK ("subtotal_cents" >= 0 AND "shipping_cents" >= 0 AND "amount_cents" = "subtotal_cents" + "shipping_cents" AND "amount_cents" > 0),
        CONSTRAINT "subscriptions_anchor_day_check" CHECK ("anchor_day" BETWEEN 1 AND 31)
      )`);
    // The customer's list; the renewal job's claim of due boxes and ended pauses; the back office's list.
    await queryRunner.query(
      `CREATE INDEX "subscriptions_customer_created_idx" ON "subscriptions" ("customer_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_due_idx" ON "subscriptions" ("next_charge_on") WHERE "status" = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_pause_end_idx" ON "subscriptions" ("paused_until") WHERE "status" = 'en_pause'`,
    );
    await queryRunner.query(
      `CREATE INDEX "subscriptions_status_created_idx" ON "subscriptions" ("status", "created_at" DESC, "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "subscription_history" (
        "id" bigserial PRIMARY KEY,
        "subscription_id" uuid NOT NULL,
        "from_status" varchar(20),
        "to_status" varchar(20) NOT NULL,
        "at" timestamptz NOT NULL,
        "actor" varchar(100) NOT NULL,
        "note" text,
        CONSTRAINT "subscription_history_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "subscription_history_subscription_idx" ON "subscription_history" ("subscription_id", "id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "subscription_cycles" (
        "id" uuid PRIMARY KEY,
        "subscription_id" uuid NOT NULL,
        "cycle_number" integer NOT NULL,
        "due_on" date NOT NULL,
        "order_id" uuid,
        "amount_cents" integer NOT NULL,
        "status" varchar(20) NOT NULL,
        "failed_attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_on" date,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "subscription_cycles_number_key" UNIQUE ("subscription_id", "cycle_number"),
        CONSTRAINT "subscription_cycles_order_key" UNIQUE ("order_id"),
        CONSTRAINT "subscription_cycles_status_check" CHECK ("status" IN (${CYCLE_STATUSES})),
        CONSTRAINT "subscription_cycles_number_check" CHECK ("cycle_number" >= 1 AND "failed_attempts" >= 0),
        CONSTRAINT "subscription_cycles_subscription_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "subscription_cycles_retry_idx" ON "subscription_cycles" ("next_attempt_on") WHERE "status" = 'failed'`,
    );
    await queryRunner.query(`
      CREATE TABLE "subscription_payment_attempts" (
        "cycle_id" uuid NOT NULL,
        "attempt" integer NOT NULL,
        "idempotency_key" varchar(200) NOT NULL,
        "payment_id" varchar(64),
        "status" varchar(20) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "subscription_payment_attempts_pkey" PRIMARY KEY ("cycle_id", "attempt"),
        CONSTRAINT "subscription_payment_attempts_key_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "subscription_payment_attempts_payment_key" UNIQUE ("payment_id"),
        CONSTRAINT "subscription_payment_attempts_status_check" CHECK ("status" IN (${ATTEMPT_STATUSES})),
        CONSTRAINT "subscription_payment_attempts_cycle_fk" FOREIGN KEY ("cycle_id") REFERENCES "subscription_cycles" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "subscription_payment_attempts"`);
    await queryRunner.query(`DROP TABLE "subscription_cycles"`);
    await queryRunner.query(`DROP TABLE "subscription_history"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "mollie_customers"`);
  }
}
