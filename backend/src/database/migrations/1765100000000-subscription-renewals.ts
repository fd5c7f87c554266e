import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewals (docs/design/subscriptions.md): an order knows the subscription it belongs to (renewal orders from their
 * creation, a first order once its subscriptions start); a cycle remembers its first failed payment
 * (retries at +3 and +7 days count from it); a payment attempt carries a lease (someone is creating
 * its Mollie payment until then: a crash leaves it to the next renewal run); a subscription
 * remembers which box its 3-days-before reminder was sent for (once per cycle).
 */
export class SubscriptionRenewals1765100000000 implements MigrationInterface {
  name = 'SubscriptionRenewals1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "subscription_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "orders_subscription_idx" ON "orders" ("subscription_id") WHERE "subscription_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "subscription_cycles" ADD "first_failed_on" date`);
    await queryRunner.query(`ALTER TABLE "subscription_payment_attempts" ADD "lease_until" timestamptz`);
    await queryRunner.query(
      `CREATE INDEX "subscription_payment_attempts_creating_idx" ON "subscription_payment_attempts" ("lease_until")
       WHERE "status" = 'creating'`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "reminded_for" date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "reminded_for"`);
    await queryRunner.query(`DROP INDEX "subscription_payment_attempts_creating_idx"`);
    await queryRunner.query(`ALTER TABLE "subscription_payment_attempts" DROP COLUMN "lease_until"`);
    await queryRunner.query(`ALTER TABLE "subscription_cycles" DROP COLUMN "first_failed_on"`);
    await queryRunner.query(`DROP INDEX "orders_subscription_idx"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "subscription_id"`);
  }
}
