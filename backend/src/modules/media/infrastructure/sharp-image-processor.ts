import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  ImageProcessor,
  MAX_INPUT_PIXELS,
  type MediaFormat,
  NotAnImageError,
  type ProcessedImage,
  VARIANT_SIZES,
  type VariantSize,
} from '../domain/media.js';

/** sharp's name for a decoded format → ours (AVIF is decoded by libheif, reported as 'heif' + av1). */
function formatOf(metadata: Metadata): MediaFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

/**
 * Decodes uploads with sharp (libvips): the bytes decide the format, never the name or the declared
 * type; a file sharp cannot decode completely is refused. Output never carries the upload's metadata
 * (EXIF, GPS, XMP, ICC dropped; orientation applied), only the first frame of an animation is kept.
 */
@Injectable()
export class SharpImageProcessor extends ImageProcessor {
  async process(upload: Buffer): Promise<ProcessedImage> {
    const input = () => sharp(upload, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    let format: MediaFormat | null;
    let oriented: { data: Buffer; info: OutputInfo };
    try {
      format = formatOf(await input().metadata());
      if (!format) throw new NotAnImageError();
      // One full decode, orientation applied, metadata gone: every output starts from these pixels.
      oriented = await input().rotate().png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof NotAnImageError) throw error;
      throw new NotAnImageError();
    }
    const pixels = () => sharp(oriented.data);
    const original = await encode(pixels(), format);
    const variants = new Map<VariantSize, Buffer>();
    for (const size of VARIANT_SIZES) {
      variants.set(
        size,
        await pixels().resize(size, size, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
      );
    }
    return { format, width: oriented.info.width, height: oriented.info.height, original, variants };
  }
}

function encode(image: Sharp, format: MediaFormat): Promise<Buffer> {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'avif':
      return image.avif({ quality: 60, effort: 2 }).toBuffer();
  }
}
