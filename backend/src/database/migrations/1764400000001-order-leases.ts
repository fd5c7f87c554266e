import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resumable multi-step writes on orders (docs/design/resilience.md, 'A crash between two steps loses nothing'):
 * - `lease_until`: someone (a checkout request, the recovery sweep, the expiry sweep) works on this
 *   order outside any transaction until then; others leave it alone, and once it has run out a retry
 *   or a sweep may take the work over;
 * - `checkout_options`: what the shopper asked Mollie for (method, issuer), so that the payment can be
 *   created again identically (same idempotency key, same body) by whoever resumes the checkout.
 * The partial index serves the recovery sweep's search for orders left without their payment.
 */
export class OrderLeases1764400000001 implements MigrationInterface {
  name = 'OrderLeases1764400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "lease_until" timestamptz`);
    await queryRunner.query(`ALTER TABLE "orders" ADD COLUMN "checkout_options" jsonb`);
    await queryRunner.query(
      `CREATE INDEX "orders_without_payment_idx" ON "orders" ("created_at")
       WHERE "status" = 'en_attente_paiement' AND "mollie_payment_id" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders_without_payment_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "checkout_options"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "lease_until"`);
  }
}
