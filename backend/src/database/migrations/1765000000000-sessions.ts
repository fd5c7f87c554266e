import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Server-side sessions: every session token carries the id (`jti`) of one row here. Signing out
 * deletes the row, signing out everywhere (and a password change or reset, a role change) deletes
 * every row of the account, and deleting the account deletes its rows: a copied token of an ended
 * session finds no row and is refused. Rows past their expiry are deleted by the token-cleanup job.
 * The sessions replace the users' token version (one mechanism ends sessions): tokens issued before
 * this migration carry no session id and must sign in again.
 */
export class Sessions1765000000000 implements MigrationInterface {
  name = 'Sessions1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_user_idx" ON "sessions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "sessions_expires_idx" ON "sessions" ("expires_at")`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "token_version" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
