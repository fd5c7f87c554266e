/**
 * Draws one edit of a photo on a 2D canvas (a worker's OffscreenCanvas or a page canvas): crop,
 * rotation, adjustments and quick filter. Shared by the worker and the main-thread fallback.
 */
import { drawMatrix, type PixelRect } from '../lib/crop';
import {
  SHARPEN_KERNEL,
  applyColorMatrix,
  blurRadius,
  boxBlur,
  colorMatrix,
  convolve3x3,
  cssFilter,
  extraPixelOps,
  type Adjustments,
} from '../lib/filters';
import type { ExportFormat } from '../lib/quality';

export interface RenderJob {
  /** The crop in the photo's pixels. */
  crop: PixelRect;
  /** Degrees, the photo turning around its centre. */
  rotation: number;
  adjustments: Adjustments;
  width: number;
  height: number;
  format: ExportFormat;
  /** 0..1, ignored for PNG. */
  quality?: number;
  /** Preview only: draw the plain crop (the "before" view). */
  plain?: boolean;
}

export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface Source {
  image: CanvasImageSource;
  width: number;
  height: number;
}

const filterSupport = new WeakMap<object, boolean>();

/** Whether this kind of context applies `ctx.filter` (Chromium and Firefox do; older Safari not). */
export function supportsCtxFilter(ctx: Ctx2D): boolean {
  const proto = Object.getPrototypeOf(ctx) as object;
  const known = filterSupport.get(proto);
  if (known !== undefined) return known;
  let supported = false;
  if ('filter' in ctx) {
    const previous = ctx.filter;
    ctx.filter = 'blur(1px)';
    supported = ctx.filter === 'blur(1px)';
    ctx.filter = previous;
  }
  filterSupport.set(proto, supported);
  return supported;
}

export function draw(ctx: Ctx2D, source: Source, job: RenderJob): void {
  const { width, height } = job;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  if (job.format === 'jpeg') {
    // JPEG has no transparency: the corners a rotation uncovers are white, like the product pages.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  const adjustments = job.plain ? null : job.adjustments;
  const withCtxFilter = adjustments !== null && supportsCtxFilter(ctx);
  const filter = adjustments ? cssFilter(adjustments, width) : 'none';
  if (withCtxFilter && filter !== 'none') ctx.filter = filter;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';

  const { crop } = job;
  if (job.rotation === 0) {
    ctx.drawImage(source.image, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  } else {
    const m = drawMatrix(crop, job.rotation, source.width, source.height, width, height);
    ctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    ctx.drawImage(source.image, 0, 0, source.width, source.height);
  }
  ctx.restore();
  if (!adjustments) return;

  const extra = extraPixelOps(adjustments);
  const matrix = withCtxFilter ? extra.matrix : colorMatrix(adjustments);
  const blur = withCtxFilter ? 0 : blurRadius(adjustments, width);
  if (!matrix && !extra.sharpen && blur === 0) return;

  const image = ctx.getImageData(0, 0, width, height);
  let data = image.data;
  if (matrix) applyColorMatrix(data, matrix);
  if (blur > 0) boxBlur(data, width, height, blur);
  if (extra.sharpen) data = convolve3x3(data, width, height, SHARPEN_KERNEL);
  ctx.putImageData(data === image.data ? image : new ImageData(data, width, height), 0, 0);
}
