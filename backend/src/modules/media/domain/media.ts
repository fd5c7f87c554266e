import { DomainError } from '../../../shared/domain-error.js';

/** What the library accepts (as decoded, whatever the file name or the declared type says). */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Square WebP variants made of every image (px). The product pages use 800, cards 300/600, lists 150. */
export const VARIANT_SIZES = [150, 300, 600, 800] as const;
export type VariantSize = (typeof VARIANT_SIZES)[number];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Refused before decoding anything larger (a 10 MB file may still claim a billion pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

const SHA256 = /^[0-9a-f]{64}$/;
const FILE_NAME = /^([0-9a-f]{64})-(150|300|600|800)\.webp$/;

export function variantUrl(sha256: string, size: VariantSize): string {
  if (!SHA256.test(sha256)) throw new RangeError('empreinte SHA-256 invalide');
  return `/media/${sha256}-${size}.webp`;
}

/** `<sha256>-<size>.webp` → its parts, or null for any other name. */
export function parseVariantFileName(name: string): { sha256: string; size: VariantSize } | null {
  const match = FILE_NAME.exec(name);
  return match ? { sha256: match[1]!, size: Number(match[2]) as VariantSize } : null;
}

export class NotAnImageError extends DomainError {
  constructor() {
    const message = "Le fichier n'est pas une image JPEG, PNG, WebP, GIF ou AVIF lisible";
    super('MEDIA_NOT_AN_IMAGE', message, 'invalid', { file: [message] });
  }
}

export class MediaNotFoundError extends DomainError {
  constructor() {
    super('MEDIA_NOT_FOUND', 'Image introuvable', 'not-found');
  }
}

/** What the library keeps of an upload: its original without metadata and its variants. */
export interface ProcessedImage {
  format: MediaFormat;
  width: number;
  height: number;
  original: Buffer;
  variants: ReadonlyMap<VariantSize, Buffer>;
}

/** Port: decodes an upload (refusing what is not an image of MEDIA_FORMATS) and makes the variants. */
export abstract class ImageProcessor {
  /** Throws NotAnImageError. */
  abstract process(upload: Buffer): Promise<ProcessedImage>;
}
