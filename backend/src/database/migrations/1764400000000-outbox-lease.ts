import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox claims rows with a lease instead of holding row locks while it sends: a claim sets
 * `locked_until` (and the claimant's `claim_token`) in one committed statement; the mail is sent
 * outside any transaction; marking it sent clears the lease. A lease that runs out means the
 * dispatcher died mid-send: the row may be claimed again (one possible resend, logged).
 */
export class OutboxLease1764400000000 implements MigrationInterface {
  name = 'OutboxLease1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamptz`);
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "claim_token" uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "claim_token"`);
    await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "locked_until"`);
  }
}
