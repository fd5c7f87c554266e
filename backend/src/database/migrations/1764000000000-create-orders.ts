import type { MigrationInterface, QueryRunner } from 'typeorm';

const ORDER_STATUSES = `'en_attente_paiement', 'payee', 'en_preparation', 'expediee', 'livree', 'annulee', 'retournee'`;
const PAYMENT_STATUSES = `'open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'`;

/**
 * Orders (items and addresses as jsonb snapshots, amounts in cents), their history, every Mollie
 * payment made for them (an order may be paid through a resumed payment), and the checkout requests
 * kept per (customer, Idempotency-Key).
 */
export class CreateOrders1764000000000 implements MigrationInterface {
  name = 'CreateOrders1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" uuid PRIMARY KEY,
        "order_number" varchar(20) NOT NULL,
        "customer_id" uuid NOT NULL,
        "status" varchar(30) NOT NULL,
        "payment_status" varchar(20) NOT NULL,
        "mollie_payment_id" varchar(64),
        "payment_started_at" timestamptz NOT NULL,
        "items" jsonb NOT NULL,
        "billing" jsonb NOT NULL,
        "shipping" jsonb NOT NULL,
        "subtotal_cents" integer NOT NULL,
        "discount_cents" integer NOT NULL DEFAULT 0,
        "promo_code" varchar(20),
        "shipping_cents" integer NOT NULL DEFAULT 0,
        "total_cents" integer NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'EUR',
        "tracking" jsonb,
        "customer_note" text,
        "refund_required" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        "paid_at" timestamptz,
        "confirmed_at" timestamptz,
        "preparation_started_at" timestamptz,
        "shipped_at" timestamptz,
        "delivered_at" timestamptz,
        "canceled_at" timestamptz,
        "returned_at" timestamptz,
        CONSTRAINT "orders_order_number_key" UNIQUE ("order_number"),
        CONSTRAINT "orders_mollie_payment_id_key" UNIQUE ("mollie_payment_id"),
        CONSTRAINT "orders_status_check" CHECK ("status" IN (${ORDER_STATUSES})),
        CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN (${PAYMENT_STATUSES})),
        CONSTRAINT "orders_amounts_check" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "shipping_cents" >= 0 AND "total_cents" = "subtotal_cents" - "discount_cents" + "shipping_cents")
      )`);
    // The customer's list, newest first; the expiry job's claim; the admins' refunds to make.
    await queryRunner.query(
      `CREATE INDEX "orders_customer_created_idx" ON "orders" ("customer_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_awaiting_payment_idx" ON "orders" ("payment_started_at") WHERE "status" = 'en_attente_paiement'`,
    );
    await queryRunner.query(
      `CREATE INDEX "orders_refund_required_idx" ON "orders" ("updated_at") WHERE "refund_required"`,
    );
    await queryRunner.query(`CREATE INDEX "orders_created_idx" ON "orders" ("created_at" DESC)`);

    await queryRunner.query(`
      CREATE TABLE "order_history" (
        "id" bigserial PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "from_status" varchar(30),
        "to_status" varchar(30) NOT NULL,
        "at" timestamptz NOT NULL,
        "actor" varchar(100) NOT NULL,
        "note" text,
        CONSTRAINT "order_history_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "order_history_order_idx" ON "order_history" ("order_id", "id")`);

    await queryRunner.query(`
      CREATE TABLE "order_payments" (
        "payment_id" varchar(64) PRIMARY KEY,
        "order_id" uuid NOT NULL,
        "status" varchar(20) NOT NULL,
        "amount_cents" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "checkout_url" varchar(2048),
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "order_payments_status_check" CHECK ("status" IN (${PAYMENT_STATUSES})),
        CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "order_payments_order_idx" ON "order_payments" ("order_id")`);

    await queryRunner.query(`
      CREATE TABLE "checkout_requests" (
        "customer_id" uuid NOT NULL,
        "idempotency_key" varchar(255) NOT NULL,
        "request_hash" varchar(64) NOT NULL,
        "order_id" uuid,
        "response" jsonb,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "checkout_requests_pkey" PRIMARY KEY ("customer_id", "idempotency_key"),
        CONSTRAINT "checkout_requests_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "checkout_requests_order_idx" ON "checkout_requests" ("order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "checkout_requests"`);
    await queryRunner.query(`DROP TABLE "order_payments"`);
    await queryRunner.query(`DROP TABLE "order_history"`);
    await queryRunner.query(`DROP TABLE "orders"`);
  }
}
