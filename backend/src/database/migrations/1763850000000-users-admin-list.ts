import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's user list (search, sort, pages) answered by indexes:
 * - `fold_text(text)`: lower case without accents ("Émile" → "emile"), IMMUTABLE so it can be indexed;
 *   accented capitals are mapped explicitly, as lower() leaves them alone under the C locale;
 * - sort indexes for last name, first name and sign-up date (email has its lower(email) unique index);
 * - a trigram index on the searched text (first name, last name, email), for `LIKE '%mot%'`;
 * - a partial index on the administrators, which role changes and deletions lock together.
 *
 * Foreign keys towards users: user_tokens are deleted with the account (ON DELETE CASCADE); tables
 * that must outlive an account (orders, kept 10 years) reference it with ON DELETE SET NULL and keep
 * their own billing snapshot.
 */
export class UsersAdminList1763850000000 implements MigrationInterface {
  name = 'UsersAdminList1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$
        SELECT replace(replace(replace(replace(replace(lower(translate(value,
          'àáâãäåāăąçćčďđèéêëēĕėęěìíîïĩīĭįıñńňòóôõöøōŏőŕřśšşťùúûüũūŭůűųýÿźżž'
          || 'ÀÁÂÃÄÅĀĂĄÇĆČĎĐÈÉÊËĒĔĖĘĚÌÍÎÏĨĪĬĮÑŃŇÒÓÔÕÖØŌŎŐŔŘŚŠŞŤÙÚÛÜŨŪŬŮŰŲÝŸŹŻŽ',
          'aaaaaaaaacccddeeeeeeeeeiiiiiiiiinnnooooooooorrssstuuuuuuuuuuyyzzz'
          || 'AAAAAAAAACCCDDEEEEEEEEEIIIIIIIINNNOOOOOOOOORRSSSTUUUUUUUUUUYYZZZ')),
          'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss'), 'Œ', 'oe'), 'Æ', 'ae')
      $$`);
    await queryRunner.query(
      `CREATE INDEX "users_last_name_sort_idx" ON "users" (fold_text("last_name"), fold_text("first_name"), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "users_first_name_sort_idx" ON "users" (fold_text("first_name"), fold_text("last_name"), "id")`,
    );
    await queryRunner.query(`CREATE INDEX "users_created_at_idx" ON "users" ("created_at", "id")`);
    await queryRunner.query(
      `CREATE INDEX "users_search_trgm_idx" ON "users"
       USING gin (fold_text("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "users_admins_idx" ON "users" ("id") WHERE "is_admin"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "users_admins_idx"`);
    await queryRunner.query(`DROP INDEX "users_search_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "users_created_at_idx"`);
    await queryRunner.query(`DROP INDEX "users_first_name_sort_idx"`);
    await queryRunner.query(`DROP INDEX "users_last_name_sort_idx"`);
    await queryRunner.query(`DROP FUNCTION fold_text(text)`);
  }
}
