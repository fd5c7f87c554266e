/** Crop, zoom and output-size maths of the editor (pure: no DOM). */

/** A crop in percent of the photo, as react-image-crop gives it. */
export interface PercentCrop {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle in the photo's own pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CROP_MIN_SIZE = 50;
export const INITIAL_CROP_SHARE = 0.8;
export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 0.1;
export const DIMENSION_MIN = 1;
export const DIMENSION_MAX = 5000;
export const QUICK_SQUARE_CROPS = [200, 400, 600, 800] as const;

export interface ResizePreset {
  id: string;
  label: string;
  /** null: the crop's own size (original). */
  width: number | null;
  height: number | null;
}

export const RESIZE_PRESETS: readonly ResizePreset[] = [
  { id: 'original', label: 'Original', width: null, height: null },
  { id: '800x800', label: '800 × 800', width: 800, height: 800 },
  { id: '600x800', label: '600 × 800', width: 600, height: 800 },
  { id: '800x600', label: '800 × 600', width: 800, height: 600 },
  { id: '400x400', label: '400 × 400', width: 400, height: 400 },
  { id: '1080x1080', label: '1080 × 1080', width: 1080, height: 1080 },
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The starting crop: aspect `aspect` (1 = square), 80% of the photo's width, centred. When the photo
 * is too short for that, the crop takes the whole height instead.
 */
export function initialCrop(naturalWidth: number, naturalHeight: number, aspect = 1): PercentCrop {
  let widthPx = naturalWidth * INITIAL_CROP_SHARE;
  let heightPx = widthPx / aspect;
  if (heightPx > naturalHeight) {
    heightPx = naturalHeight;
    widthPx = heightPx * aspect;
  }
  return centredCrop(widthPx, heightPx, naturalWidth, naturalHeight);
}

function centredCrop(
  widthPx: number,
  heightPx: number,
  naturalWidth: number,
  naturalHeight: number,
): PercentCrop {
  const width = (widthPx / naturalWidth) * 100;
  const height = (heightPx / naturalHeight) * 100;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/** A centred square of `side` photo pixels (the quick crops 200/400/600/800), shrunk to fit the photo. */
export function squareCrop(side: number, naturalWidth: number, naturalHeight: number): PercentCrop {
  const fitted = Math.min(side, naturalWidth, naturalHeight);
  return centredCrop(fitted, fitted, naturalWidth, naturalHeight);
}

/**
 * The same crop reshaped to another aspect ratio around its centre (when the output size changes),
 * kept inside the photo.
 */
export function cropWithAspect(
  crop: PercentCrop,
  aspect: number,
  naturalWidth: number,
  naturalHeight: number,
): PercentCrop {
  const px = toPixels(crop, naturalWidth, naturalHeight);
  const centreX = px.x + px.width / 2;
  const centreY = px.y + px.height / 2;
  let width = px.width;
  let height = width / aspect;
  if (height > naturalHeight) {
    height = naturalHeight;
    width = height * aspect;
  }
  if (width > naturalWidth) {
    width = naturalWidth;
    height = width / aspect;
  }
  const x = clamp(centreX - width / 2, 0, naturalWidth - width);
  const y = clamp(centreY - height / 2, 0, naturalHeight - height);
  return {
    unit: '%',
    x: (x / naturalWidth) * 100,
    y: (y / naturalHeight) * 100,
    width: (width / naturalWidth) * 100,
    height: (height / naturalHeight) * 100,
  };
}

/** The crop in photo pixels, whole pixels, at least 1×1 and inside the photo. */
export function toPixels(crop: PercentCrop, naturalWidth: number, naturalHeight: number): PixelRect {
  const x = clamp(Math.round((crop.x / 100) * naturalWidth), 0, naturalWidth - 1);
  const y = clamp(Math.round((crop.y / 100) * naturalHeight), 0, naturalHeight - 1);
  const width = clamp(Math.round((crop.width / 100) * naturalWidth), 1, naturalWidth - x);
  const height = clamp(Math.round((crop.height / 100) * naturalHeight), 1, naturalHeight - y);
  return { x, y, width, height };
}

/** The full photo as a crop. */
export const FULL_CROP: PercentCrop = { unit: '%', x: 0, y: 0, width: 100, height: 100 };

export function sameCrop(a: PercentCrop, b: PercentCrop, epsilon = 0.01): boolean {
  return (
    Math.abs(a.x - b.x) < epsilon &&
    Math.abs(a.y - b.y) < epsilon &&
    Math.abs(a.width - b.width) < epsilon &&
    Math.abs(a.height - b.height) < epsilon
  );
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.round(clamp(zoom, ZOOM_MIN, ZOOM_MAX) * 10) / 10;
}

export function clampDimension(value: number): number {
  if (!Number.isFinite(value)) return DIMENSION_MIN;
  return Math.round(clamp(value, DIMENSION_MIN, DIMENSION_MAX));
}

export function clampRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return Math.round(clamp(degrees, -180, 180));
}

/** The photo's size on screen at zoom 1: as large as fits the stage, never enlarged. */
export function fitSize(
  naturalWidth: number,
  naturalHeight: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / naturalWidth, maxHeight / naturalHeight);
  return {
    width: Math.max(1, Math.round(naturalWidth * scale)),
    height: Math.max(1, Math.round(naturalHeight * scale)),
  };
}

/** The output size: a preset (or the typed width/height), Original being the crop's pixel size. */
export function outputSize(
  size: { width: number | null; height: number | null },
  cropPixels: PixelRect,
): { width: number; height: number } {
  if (size.width === null || size.height === null) {
    return { width: clampDimension(cropPixels.width), height: clampDimension(cropPixels.height) };
  }
  return { width: clampDimension(size.width), height: clampDimension(size.height) };
}

/**
 * How the photo is drawn on an output canvas of outWidth×outHeight so that the crop fills it, the
 * photo being turned by `rotation` degrees around its own centre (what the stage shows).
 * Returns the 2D transform [a, b, c, d, e, f] mapping photo pixels to canvas pixels.
 */
export function drawMatrix(
  crop: PixelRect,
  rotation: number,
  naturalWidth: number,
  naturalHeight: number,
  outWidth: number,
  outHeight: number,
): [number, number, number, number, number, number] {
  const sx = outWidth / crop.width;
  const sy = outHeight / crop.height;
  const theta = (rotation * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const cx = naturalWidth / 2;
  const cy = naturalHeight / 2;
  // canvas = S · T(-crop) · T(c) · R · T(-c) · photo
  const a = sx * cos;
  const b = sy * sin;
  const c = -sx * sin;
  const d = sy * cos;
  const ex = cx - cos * cx + sin * cy - crop.x;
  const ey = cy - sin * cx - cos * cy - crop.y;
  return [a, b, c, d, sx * ex, sy * ey];
}

/** Applies a transform from drawMatrix to a photo point (used by the tests and the fast path). */
export function applyMatrix(
  m: readonly [number, number, number, number, number, number],
  x: number,
  y: number,
): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The largest centred crop of the given aspect, in photo pixels (batch mode, 'Plus grand carré'). */
export function largestCrop(naturalWidth: number, naturalHeight: number, aspect = 1): PixelRect {
  let width = naturalWidth;
  let height = naturalWidth / aspect;
  if (height > naturalHeight) {
    height = naturalHeight;
    width = naturalHeight * aspect;
  }
  width = Math.max(1, Math.min(naturalWidth, Math.round(width)));
  height = Math.max(1, Math.min(naturalHeight, Math.round(height)));
  return {
    x: Math.round((naturalWidth - width) / 2),
    y: Math.round((naturalHeight - height) / 2),
    width,
    height,
  };
}

/** A pixel rectangle as a percent crop. */
export function toPercent(rect: PixelRect, naturalWidth: number, naturalHeight: number): PercentCrop {
  return {
    unit: '%',
    x: (rect.x / naturalWidth) * 100,
    y: (rect.y / naturalHeight) * 100,
    width: (rect.width / naturalWidth) * 100,
    height: (rect.height / naturalHeight) * 100,
  };
}
