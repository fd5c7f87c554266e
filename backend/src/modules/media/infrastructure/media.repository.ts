import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ProcessedImage, VariantSize } from '../domain/media.js';
import { MediaRepository, StoredMedia } from '../application/ports/media.repository.js';

/** The `media` and `media_variants` tables (SQL only: bytes in, bytes out). */
@Injectable()
export class TypeOrmMediaRepository extends MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async find(sha256: string): Promise<StoredMedia | null> {
    const rows: StoredMedia[] = await this.dataSource.query(
      `SELECT sha256, format, width, height, created_at AS "createdAt" FROM media WHERE sha256 = $1`,
      [sha256],
    );
    return rows[0] ?? null;
  }

  /** Which of these SHA-256 fingerprints the library holds. */
  async existing(sha256s: readonly string[]): Promise<Set<string>> {
    if (sha256s.length === 0) return new Set();
    const rows: { sha256: string }[] = await this.dataSource.query(
      `SELECT sha256 FROM media WHERE sha256 = ANY($1::text[])`,
      [[...sha256s]],
    );
    return new Set(rows.map((row) => row.sha256));
  }

  /** Stores an image and its variants once; a second upload of the same bytes changes nothing. */
  async save(sha256: string, image: ProcessedImage, uploadedBy: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query(
        `INSERT INTO media (sha256, format, width, height, original, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (sha256) DO NOTHING RETURNING sha256`,
        [sha256, image.format, image.width, image.height, image.original, uploadedBy],
      )) as unknown[];
      if (inserted.length === 0) return;
      for (const [size, data] of image.variants) {
        await manager.query(`INSERT INTO media_variants (sha256, size, data) VALUES ($1, $2, $3)`, [
          sha256,
          size,
          data,
        ]);
      }
    });
  }

  async variant(sha256: string, size: VariantSize): Promise<Buffer | null> {
    const rows: { data: Buffer }[] = await this.dataSource.query(
      `SELECT data FROM media_variants WHERE sha256 = $1 AND size = $2`,
      [sha256, size],
    );
    return rows[0]?.data ?? null;
  }

  async list(limit: number, offset: number): Promise<{ items: StoredMedia[]; total: number }> {
    const rows: (StoredMedia & { total: number })[] = await this.dataSource.query(
      `SELECT sha256, format, width, height, created_at AS "createdAt", count(*) OVER ()::int AS total
       FROM media ORDER BY created_at DESC, sha256 LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { items: rows.map(({ total: _t, ...m }) => m), total: rows[0]?.total ?? 0 };
  }
}

export type { StoredMedia } from '../application/ports/media.repository.js';
