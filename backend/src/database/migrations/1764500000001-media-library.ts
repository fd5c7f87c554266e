import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The media library (docs/design/media.md): each uploaded image once (by the SHA-256 of the upload), its original
 * re-encoded without metadata, and its square WebP variants, in PostgreSQL so every instance serves them.
 */
export class MediaLibrary1764500000001 implements MigrationInterface {
  name = 'MediaLibrary1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "media" (
        "sha256" char(64) PRIMARY KEY CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
        "format" varchar(10) NOT NULL CHECK ("format" IN ('jpeg', 'png', 'webp', 'gif', 'avif')),
        "width" integer NOT NULL CHECK ("width" > 0),
        "height" integer NOT NULL CHECK ("height" > 0),
        "original" bytea NOT NULL,
        "uploaded_by" uuid NULL REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "media_variants" (
        "sha256" char(64) NOT NULL REFERENCES "media" ("sha256") ON DELETE CASCADE,
        "size" smallint NOT NULL CHECK ("size" IN (150, 300, 600, 800)),
        "data" bytea NOT NULL,
        PRIMARY KEY ("sha256", "size")
      )`);
    await queryRunner.query(`CREATE INDEX "media_created_idx" ON "media" ("created_at" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "media_variants"`);
    await queryRunner.query(`DROP TABLE "media"`);
  }
}
