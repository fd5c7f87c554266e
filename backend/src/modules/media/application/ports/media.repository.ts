import type { ProcessedImage, VariantSize } from '../../domain/media.js';

export interface StoredMedia {
  sha256: string;
  format: string;
  width: number;
  height: number;
  createdAt: Date;
}

/** The `media` and `media_variants` tables (SQL only: bytes in, bytes out). */
export abstract class MediaRepository {
  abstract find(sha256: string): Promise<StoredMedia | null>;

  /** Which of these SHA-256 fingerprints the library holds. */
  abstract existing(sha256s: readonly string[]): Promise<Set<string>>;

  /** Stores an image and its variants once; a second upload of the same bytes changes nothing. */
  abstract save(sha256: string, image: ProcessedImage, uploadedBy: string | null): Promise<void>;

  abstract variant(sha256: string, size: VariantSize): Promise<Buffer | null>;

  abstract list(limit: number, offset: number): Promise<{ items: StoredMedia[]; total: number }>;
}
