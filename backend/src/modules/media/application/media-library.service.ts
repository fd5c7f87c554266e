import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  ImageProcessor,
  MediaNotFoundError,
  VARIANT_SIZES,
  type VariantSize,
  parseVariantFileName,
  variantUrl,
} from '../domain/media.js';
import { MediaRepository, type StoredMedia } from './ports/media.repository.js';

export interface MediaView {
  id: string;
  /** The 800 px variant (what the image tools export). */
  url: string;
  width: number;
  height: number;
  format: string;
  variants: { size: VariantSize; url: string }[];
  createdAt: string;
}

/** Bytes of variants kept in memory per instance (they never change: no invalidation needed). */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The media library (docs/design/media.md): an upload is decoded and re-encoded by the image processor, then
 * stored with its square WebP variants under the SHA-256 of the uploaded bytes (the same image twice is
 * stored once). Variants are served by name, from a bounded in-memory cache in front of PostgreSQL.
 */
@Injectable()
export class MediaLibrary {
  private readonly logger = new Logger('Médiathèque');
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(
    private readonly processor: ImageProcessor,
    private readonly media: MediaRepository,
  ) {}

  /** Throws NotAnImageError (400). */
  async upload(bytes: Buffer, uploadedBy: string | null): Promise<MediaView> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const known = await this.media.find(sha256);
    if (known) return view(known);
    const image = await this.processor.process(bytes);
    await this.media.save(sha256, image, uploadedBy);
    this.logger.log(`Image ${sha256.slice(0, 12)}… ajoutée (${image.format} ${image.width}×${image.height})`);
    return view((await this.media.find(sha256))!);
  }

  async list(page: number, limit: number): Promise<{ media: MediaView[]; total: number }> {
    const { items, total } = await this.media.list(limit, (page - 1) * limit);
    return { media: items.map(view), total };
  }

  /** The `/media/<sha256>-<size>.webp` paths among `paths` whose image the library does not hold. */
  async missing(paths: readonly string[]): Promise<string[]> {
    const wanted = new Map<string, string>();
    for (const path of paths) {
      const parsed = path.startsWith('/media/') ? parseVariantFileName(path.slice('/media/'.length)) : null;
      if (parsed) wanted.set(path, parsed.sha256);
    }
    const held = await this.media.existing([...new Set(wanted.values())]);
    return [...wanted].filter(([, sha256]) => !held.has(sha256)).map(([path]) => path);
  }

  /** The WebP bytes of `<sha256>-<size>.webp`; throws MediaNotFoundError for anything else. */
  async variant(fileName: string): Promise<Buffer> {
    const cached = this.cache.get(fileName);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.cache.delete(fileName);
      this.cache.set(fileName, cached);
      return cached;
    }
    const parsed = parseVariantFileName(fileName);
    if (!parsed) throw new MediaNotFoundError();
    const data = await this.media.variant(parsed.sha256, parsed.size);
    if (!data) throw new MediaNotFoundError();
    this.remember(fileName, data);
    return data;
  }

  private remember(key: string, data: Buffer): void {
    this.cache.set(key, data);
    this.cachedBytes += data.length;
    for (const [oldest, bytes] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= bytes.length;
    }
  }
}

function view(media: StoredMedia): MediaView {
  return {
    id: media.sha256,
    url: variantUrl(media.sha256, 800),
    width: media.width,
    height: media.height,
    format: media.format,
    variants: VARIANT_SIZES.map((size) => ({ size, url: variantUrl(media.sha256, size) })),
    createdAt: new Date(media.createdAt).toISOString(),
  };
}
