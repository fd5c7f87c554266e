import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADJUSTMENTS,
  FILTER_PRESETS,
  SHARPEN_KERNEL,
  applyColorMatrix,
  blurRadius,
  boxBlur,
  colorMatrix,
  composeMatrices,
  convolve3x3,
  cssFilter,
  extraPixelOps,
  type Adjustments,
} from './filters';

const edit = (patch: Partial<Adjustments>): Adjustments => ({ ...DEFAULT_ADJUSTMENTS, ...patch });

function pixel(m: number[] | null, rgb: [number, number, number]): number[] {
  const data = new Uint8ClampedArray([...rgb, 255]);
  if (m) applyColorMatrix(data, m);
  return Array.from(data.slice(0, 3));
}

describe('filter pipeline → CSS', () => {
  it('has the nine quick filters', () => {
    expect(FILTER_PRESETS).toEqual([
      'none',
      'grayscale',
      'sepia',
      'invert',
      'blur',
      'sharpen',
      'vintage',
      'cool',
      'warm',
    ]);
  });

  it('is "none" for an untouched photo', () => {
    expect(cssFilter(DEFAULT_ADJUSTMENTS)).toBe('none');
    expect(colorMatrix(DEFAULT_ADJUSTMENTS)).toBeNull();
  });

  it('writes adjustments then the quick filter', () => {
    expect(cssFilter(edit({ brightness: 120, contrast: 80, saturation: 0, hue: 90, filter: 'sepia' }))).toBe(
      'brightness(1.2) contrast(0.8) saturate(0) hue-rotate(90deg) sepia(1)',
    );
    expect(cssFilter(edit({ filter: 'grayscale' }))).toBe('grayscale(1)');
    expect(cssFilter(edit({ filter: 'invert' }))).toBe('invert(1)');
    expect(cssFilter(edit({ filter: 'vintage' }))).toBe(
      'sepia(0.45) contrast(1.1) brightness(0.95) saturate(0.85)',
    );
  });

  it('scales blur with the result width', () => {
    expect(cssFilter(edit({ filter: 'blur' }))).toBe('blur(2px)');
    expect(cssFilter(edit({ blur: 4, filter: 'blur' }), 400)).toBe('blur(3px)');
    expect(blurRadius(edit({ blur: 8 }), 150)).toBe(1.5);
  });

  it('leaves warm, cool and sharpen to pixel operations', () => {
    expect(cssFilter(edit({ filter: 'warm' }))).toBe('none');
    expect(extraPixelOps(edit({ filter: 'warm' })).matrix).not.toBeNull();
    expect(extraPixelOps(edit({ filter: 'cool' })).matrix).not.toBeNull();
    expect(extraPixelOps(edit({ filter: 'sharpen' }))).toEqual({ matrix: null, sharpen: true });
    expect(extraPixelOps(edit({ filter: 'sepia' }))).toEqual({ matrix: null, sharpen: false });
  });
});

describe('filter pipeline → pixels', () => {
  it('grayscale uses the luminance weights', () => {
    expect(pixel(colorMatrix(edit({ filter: 'grayscale' })), [255, 0, 0])).toEqual([54, 54, 54]);
  });

  it('sepia tints a grey', () => {
    const [r, g, b] = pixel(colorMatrix(edit({ filter: 'sepia' })), [100, 100, 100]);
    expect(r).toBe(135);
    expect(g).toBe(120);
    expect(b).toBe(94);
  });

  it('invert, brightness and contrast', () => {
    expect(pixel(colorMatrix(edit({ filter: 'invert' })), [0, 100, 255])).toEqual([255, 155, 0]);
    expect(pixel(colorMatrix(edit({ brightness: 50 })), [200, 100, 10])).toEqual([100, 50, 5]);
    expect(pixel(colorMatrix(edit({ contrast: 0 })), [200, 100, 10])).toEqual([128, 128, 128]);
    expect(pixel(colorMatrix(edit({ brightness: 200 })), [200, 100, 10])).toEqual([255, 200, 20]);
  });

  it('a full hue turn and saturation 100 change nothing', () => {
    expect(pixel(colorMatrix(edit({ hue: 360 })), [12, 130, 250])).toEqual([12, 130, 250]);
    const m = colorMatrix(edit({ hue: 180 }))!;
    expect(pixel(composeMatrices(m, colorMatrix(edit({ hue: 180 }))!), [12, 130, 250])).toEqual([
      12, 130, 250,
    ]);
  });

  it('saturation 0 gives grey', () => {
    const [r, g, b] = pixel(colorMatrix(edit({ saturation: 0 })), [255, 0, 0]);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('composes in order (first brightness, then invert)', () => {
    expect(pixel(colorMatrix(edit({ brightness: 50, filter: 'invert' })), [200, 0, 0])).toEqual([
      155, 255, 255,
    ]);
  });

  it('warm adds red and takes blue; cool the opposite', () => {
    const [wr, , wb] = pixel(colorMatrix(edit({ filter: 'warm' })), [100, 100, 100]);
    expect(wr).toBeGreaterThan(100);
    expect(wb).toBeLessThan(100);
    const [cr, , cb] = pixel(colorMatrix(edit({ filter: 'cool' })), [100, 100, 100]);
    expect(cr).toBeLessThan(100);
    expect(cb).toBeGreaterThan(100);
  });

  it('sharpen keeps flat areas and raises edges', () => {
    const w = 3;
    const flat = new Uint8ClampedArray(w * w * 4).fill(100);
    expect(Array.from(convolve3x3(flat, w, w, SHARPEN_KERNEL))).toEqual(Array.from(flat));
    const spot = new Uint8ClampedArray(w * w * 4).fill(100);
    spot.set([150, 150, 150, 100], 4 * 4);
    const out = convolve3x3(spot, w, w, SHARPEN_KERNEL);
    expect(out[16]).toBe(250);
    expect(out[4]).toBe(75);
  });

  it('blur spreads a bright line and keeps the total roughly', () => {
    const w = 21;
    const data = new Uint8ClampedArray(w * 4);
    for (let i = 0; i < w; i++) data[i * 4 + 3] = 255;
    data.set([210, 210, 210], 10 * 4);
    boxBlur(data, w, 1, 2);
    expect(data[10 * 4]).toBeLessThan(210);
    expect(data[8 * 4]).toBeGreaterThan(0);
    let total = 0;
    for (let i = 0; i < w; i++) total += data[i * 4];
    expect(total).toBeGreaterThan(170);
    expect(total).toBeLessThan(250);
    expect(data[3]).toBe(255);
  });
});
