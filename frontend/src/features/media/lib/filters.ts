/**
 * The adjustment and filter pipeline. One description of an edit gives:
 * - a CSS filter string (the stage's live view, and the canvas's `ctx.filter` where supported);
 * - the same colour operations as a 4×5 colour matrix (Filter Effects spec formulas), applied to
 *   pixels where `ctx.filter` is missing;
 * - the operations CSS cannot express (warm, cool, sharpen), applied to pixels everywhere.
 */

export const FILTER_PRESETS = [
  'none',
  'grayscale',
  'sepia',
  'invert',
  'blur',
  'sharpen',
  'vintage',
  'cool',
  'warm',
] as const;

export type FilterPreset = (typeof FILTER_PRESETS)[number];

export const FILTER_LABELS: Record<FilterPreset, string> = {
  none: 'Aucun',
  grayscale: 'Noir et blanc',
  sepia: 'Sépia',
  invert: 'Négatif',
  blur: 'Flou',
  sharpen: 'Netteté',
  vintage: 'Vintage',
  cool: 'Froid',
  warm: 'Chaud',
};

export function isFilterPreset(value: unknown): value is FilterPreset {
  return (FILTER_PRESETS as readonly unknown[]).includes(value);
}

export interface Adjustments {
  /** percent, 0..200, 100 = unchanged */
  brightness: number;
  contrast: number;
  saturation: number;
  /** degrees, 0..360 */
  hue: number;
  /** pixels on an 800-pixel-wide result, 0..20 */
  blur: number;
  filter: FilterPreset;
}

export const DEFAULT_ADJUSTMENTS: Adjustments = {
  brightness: 100,
  contrast: 100,
  saturation: 100,
  hue: 0,
  blur: 0,
  filter: 'none',
};

export const ADJUSTMENT_RANGES = {
  brightness: { min: 0, max: 200, step: 1 },
  contrast: { min: 0, max: 200, step: 1 },
  saturation: { min: 0, max: 200, step: 1 },
  hue: { min: 0, max: 360, step: 1 },
  blur: { min: 0, max: 20, step: 0.5 },
} as const;

/** The blur of the 'blur' quick filter, in pixels of an 800-pixel result. */
export const PRESET_BLUR = 2;
/** Blur values are given for an 800-pixel-wide result and scaled to other widths. */
export const BLUR_REFERENCE_WIDTH = 800;

type Op =
  | { kind: 'brightness'; amount: number }
  | { kind: 'contrast'; amount: number }
  | { kind: 'saturate'; amount: number }
  | { kind: 'hue-rotate'; degrees: number }
  | { kind: 'grayscale'; amount: number }
  | { kind: 'sepia'; amount: number }
  | { kind: 'invert'; amount: number };

const PRESET_OPS: Record<FilterPreset, Op[]> = {
  none: [],
  grayscale: [{ kind: 'grayscale', amount: 1 }],
  sepia: [{ kind: 'sepia', amount: 1 }],
  invert: [{ kind: 'invert', amount: 1 }],
  blur: [],
  sharpen: [],
  vintage: [
    { kind: 'sepia', amount: 0.45 },
    { kind: 'contrast', amount: 1.1 },
    { kind: 'brightness', amount: 0.95 },
    { kind: 'saturate', amount: 0.85 },
  ],
  cool: [],
  warm: [],
};

/** A colour matrix (row-major 4×5, offsets in 0..1 units), as feColorMatrix takes it. */
export type ColorMatrix = number[];

// prettier-ignore
export const IDENTITY: ColorMatrix = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];

/** Warm and cool: red/blue balance CSS cannot express; the stage uses the same matrix in SVG. */
// prettier-ignore
export const TONE_MATRICES: Partial<Record<FilterPreset, ColorMatrix>> = {
  warm: [1.1, 0, 0, 0, 0.02, 0, 1.02, 0, 0, 0, 0, 0, 0.88, 0, 0, 0, 0, 0, 1, 0],
  cool: [0.9, 0, 0, 0, 0, 0, 1, 0, 0, 0.01, 0, 0, 1.12, 0, 0.03, 0, 0, 0, 1, 0],
};

/** The sharpen quick filter's 3×3 kernel. */
export const SHARPEN_KERNEL = [0, -0.5, 0, -0.5, 3, -0.5, 0, -0.5, 0];

function adjustmentOps(a: Adjustments): Op[] {
  const ops: Op[] = [];
  if (a.brightness !== 100) ops.push({ kind: 'brightness', amount: a.brightness / 100 });
  if (a.contrast !== 100) ops.push({ kind: 'contrast', amount: a.contrast / 100 });
  if (a.saturation !== 100) ops.push({ kind: 'saturate', amount: a.saturation / 100 });
  if (a.hue % 360 !== 0) ops.push({ kind: 'hue-rotate', degrees: a.hue });
  return [...ops, ...PRESET_OPS[a.filter]];
}

/** Total blur in pixels for a result `outWidth` pixels wide. */
export function blurRadius(a: Adjustments, outWidth: number): number {
  const base = a.blur + (a.filter === 'blur' ? PRESET_BLUR : 0);
  return Math.round(((base * outWidth) / BLUR_REFERENCE_WIDTH) * 100) / 100;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function opToCss(op: Op): string {
  switch (op.kind) {
    case 'hue-rotate':
      return `hue-rotate(${round(op.degrees)}deg)`;
    default:
      return `${op.kind}(${round(op.amount)})`;
  }
}

/**
 * The CSS filter of an edit for a result `outWidth` pixels wide ('none' when nothing applies).
 * Warm, cool and sharpen are not CSS: see TONE_MATRICES and SHARPEN_KERNEL.
 */
export function cssFilter(a: Adjustments, outWidth = BLUR_REFERENCE_WIDTH): string {
  const parts = adjustmentOps(a).map(opToCss);
  const blur = blurRadius(a, outWidth);
  if (blur > 0) parts.push(`blur(${blur}px)`);
  return parts.length ? parts.join(' ') : 'none';
}

/** What the pixels still need after a canvas drew with `ctx.filter = cssFilter(...)`. */
export function extraPixelOps(a: Adjustments): { matrix: ColorMatrix | null; sharpen: boolean } {
  return { matrix: TONE_MATRICES[a.filter] ?? null, sharpen: a.filter === 'sharpen' };
}

// ---------- colour matrices (Filter Effects Module Level 1, §"filter functions") ----------

/** The red, green and blue rows (3 × 3) that saturate(0), grayscale(1) and sepia(1) give. */
// prettier-ignore
const SATURATE_LUMA = [
  0.213, 0.715, 0.072,
  0.213, 0.715, 0.072,
  0.213, 0.715, 0.072,
];
// prettier-ignore
const GRAYSCALE_LUMA = [
  0.2126, 0.7152, 0.0722,
  0.2126, 0.7152, 0.0722,
  0.2126, 0.7152, 0.0722,
];
// prettier-ignore
const SEPIA = [
  0.393, 0.769, 0.189,
  0.349, 0.686, 0.168,
  0.272, 0.534, 0.131,
];

/** The matrix `rgb` at t = 0, the identity at t = 1, in a straight line between (saturate, grayscale, sepia). */
function towardsIdentity(rgb: readonly number[], t: number): ColorMatrix {
  const out = [...IDENTITY];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const from = rgb[row * 3 + col];
      out[row * 5 + col] = from + ((row === col ? 1 : 0) - from) * t;
    }
  }
  return out;
}

function opMatrix(op: Op): ColorMatrix {
  switch (op.kind) {
    case 'brightness': {
      const b = op.amount;
      return [b, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, 1, 0];
    }
    case 'contrast': {
      const c = op.amount;
      const o = 0.5 - 0.5 * c;
      return [c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0];
    }
    case 'invert': {
      const k = 1 - 2 * op.amount;
      const o = op.amount;
      return [k, 0, 0, 0, o, 0, k, 0, 0, o, 0, 0, k, 0, o, 0, 0, 0, 1, 0];
    }
    case 'saturate':
      return towardsIdentity(SATURATE_LUMA, op.amount);
    case 'grayscale':
      return towardsIdentity(GRAYSCALE_LUMA, 1 - Math.min(1, op.amount));
    case 'sepia':
      return towardsIdentity(SEPIA, 1 - Math.min(1, op.amount));
    case 'hue-rotate': {
      const r = (op.degrees * Math.PI) / 180;
      const cos = Math.cos(r);
      const sin = Math.sin(r);
      // prettier-ignore
      return [
        0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928, 0, 0,
        0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.14, 0.072 - cos * 0.072 - sin * 0.283, 0, 0,
        0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072, 0, 0,
        0, 0, 0, 1, 0,
      ];
    }
  }
}

/** `second ∘ first`: the matrix applying `first`, then `second`. */
export function composeMatrices(first: ColorMatrix, second: ColorMatrix): ColorMatrix {
  const out = new Array<number>(20).fill(0);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      let sum = col === 4 ? second[row * 5 + 4] : 0;
      for (let k = 0; k < 4; k++) sum += second[row * 5 + k] * first[k * 5 + col];
      out[row * 5 + col] = sum;
    }
  }
  return out;
}

/** Every colour operation of an edit (adjustments, quick filter, warm/cool) as one matrix, or null. */
export function colorMatrix(a: Adjustments): ColorMatrix | null {
  const ops = adjustmentOps(a);
  const tone = TONE_MATRICES[a.filter];
  if (ops.length === 0 && !tone) return null;
  let m = IDENTITY;
  for (const op of ops) m = composeMatrices(m, opMatrix(op));
  if (tone) m = composeMatrices(m, tone);
  return m;
}

/**
 * Applies a colour matrix to RGBA pixels in place. Each operation clamps to 0..1 in the browser;
 * one composed matrix clamps once, which differs only when an intermediate step saturates.
 */
export function applyColorMatrix(data: Uint8ClampedArray, m: ColorMatrix): void {
  const [r0, r1, r2, r3, r4, g0, g1, g2, g3, g4, b0, b1, b2, b3, b4, a0, a1, a2, a3, a4] = m;
  const ro = r4 * 255;
  const go = g4 * 255;
  const bo = b4 * 255;
  const ao = a4 * 255;
  const alpha = a0 !== 0 || a1 !== 0 || a2 !== 0 || a3 !== 1 || a4 !== 0;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    const a = data[i + 3];
    data[i] = r0 * r + r1 * g + r2 * b + r3 * a + ro;
    data[i + 1] = g0 * r + g1 * g + g2 * b + g3 * a + go;
    data[i + 2] = b0 * r + b1 * g + b2 * b + b3 * a + bo;
    if (alpha) data[i + 3] = a0 * r + a1 * g + a2 * b + a3 * a + ao;
  }
}

/** A 3×3 convolution of RGB (alpha kept), edges clamped; returns a new array. */
export function convolve3x3(
  data: Uint8ClampedArray,
  width: number,
  height: number,
  kernel: readonly number[],
): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < height; y++) {
    const ys = [Math.max(0, y - 1), y, Math.min(height - 1, y + 1)];
    for (let x = 0; x < width; x++) {
      const xs = [Math.max(0, x - 1), x, Math.min(width - 1, x + 1)];
      let r = 0;
      let g = 0;
      let b = 0;
      for (let ky = 0; ky < 3; ky++) {
        const rowOffset = ys[ky] * width;
        for (let kx = 0; kx < 3; kx++) {
          const w = kernel[ky * 3 + kx];
          if (w === 0) continue;
          const p = (rowOffset + xs[kx]) * 4;
          r += data[p] * w;
          g += data[p + 1] * w;
          b += data[p + 2] * w;
        }
      }
      const o = (y * width + x) * 4;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = data[o + 3];
    }
  }
  return out;
}

/**
 * An approximate Gaussian blur (three box passes per direction) for browsers without ctx.filter.
 * Works in place.
 */
export function boxBlur(data: Uint8ClampedArray, width: number, height: number, radius: number): void {
  if (radius <= 0) return;
  // Three box widths approximating a Gaussian of standard deviation `radius` (CSS blur(radius)).
  const ideal = Math.sqrt((12 * radius * radius) / 3 + 1);
  let lower = Math.floor(ideal);
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const m = Math.round((12 * radius * radius - 3 * lower * lower - 12 * lower - 9) / (-4 * lower - 4));
  const sizes = [0, 1, 2].map((i) => (i < m ? lower : upper));
  const tmp = new Uint8ClampedArray(data.length);
  for (const size of sizes) {
    const r = (size - 1) / 2;
    if (r < 1) continue;
    boxPass(data, tmp, width, height, r, true);
    boxPass(tmp, data, width, height, r, false);
  }
}

function boxPass(
  src: Uint8ClampedArray,
  dst: Uint8ClampedArray,
  width: number,
  height: number,
  r: number,
  horizontal: boolean,
): void {
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const step = horizontal ? 4 : width * 4;
  const span = 2 * r + 1;
  for (let line = 0; line < lines; line++) {
    const start = horizontal ? line * width * 4 : line * 4;
    for (let c = 0; c < 4; c++) {
      let sum = 0;
      for (let i = -r; i <= r; i++) sum += src[start + Math.min(length - 1, Math.max(0, i)) * step + c];
      for (let i = 0; i < length; i++) {
        dst[start + i * step + c] = sum / span;
        const add = Math.min(length - 1, i + r + 1);
        const remove = Math.max(0, i - r);
        sum += src[start + add * step + c] - src[start + remove * step + c];
      }
    }
  }
}

export function sameAdjustments(a: Adjustments, b: Adjustments): boolean {
  return (
    a.brightness === b.brightness &&
    a.contrast === b.contrast &&
    a.saturation === b.saturation &&
    a.hue === b.hue &&
    a.blur === b.blur &&
    a.filter === b.filter
  );
}
