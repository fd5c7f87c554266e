import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A first order with two subscription lines is cycle 1 of two subscriptions: an order is unique per
 * subscription's cycle, not across subscriptions (renewal orders still belong to one cycle each).
 */
export class SubscriptionCyclesSharedFirstOrder1764800000001 implements MigrationInterface {
  name = 'SubscriptionCyclesSharedFirstOrder1764800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_cycles" DROP CONSTRAINT "subscription_cycles_order_key"`);
    await queryRunner.query(
      `ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_order_key" UNIQUE ("order_id", "subscription_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_cycles" DROP CONSTRAINT "subscription_cycles_order_key"`);
    await queryRunner.query(
      `ALTER TABLE "subscription_cycles" ADD CONSTRAINT "subscription_cycles_order_key" UNIQUE ("order_id")`,
    );
  }
}
