import { describe, expect, it } from 'vitest';
import {
  applyMatrix,
  clampDimension,
  clampRotation,
  clampZoom,
  cropWithAspect,
  drawMatrix,
  fitSize,
  initialCrop,
  largestCrop,
  toPercent,
  outputSize,
  squareCrop,
  toPixels,
} from './crop';

describe('crop maths', () => {
  it('starts with a centred square 80% of the width', () => {
    const crop = initialCrop(1000, 1500);
    expect(crop.width).toBeCloseTo(80);
    expect(toPixels(crop, 1000, 1500)).toEqual({ x: 100, y: 350, width: 800, height: 800 });
  });

  it('takes the whole height of a wide photo when 80% of its width would not fit', () => {
    const px = toPixels(initialCrop(4000, 3000), 4000, 3000);
    expect(px).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
  });

  it('makes the quick square crops in photo pixels, shrunk to fit', () => {
    expect(toPixels(squareCrop(400, 1000, 800), 1000, 800)).toEqual({
      x: 300,
      y: 200,
      width: 400,
      height: 400,
    });
    expect(toPixels(squareCrop(800, 600, 500), 600, 500)).toEqual({ x: 50, y: 0, width: 500, height: 500 });
  });

  it('reshapes a crop to another aspect around its centre, inside the photo', () => {
    const square = squareCrop(600, 1000, 1000);
    const portrait = toPixels(cropWithAspect(square, 600 / 800, 1000, 1000), 1000, 1000);
    expect(portrait.width).toBe(600);
    expect(portrait.height).toBe(800);
    expect(portrait.x).toBe(200);
    expect(portrait.y).toBe(100);
    const corner = { unit: '%' as const, x: 0, y: 0, width: 50, height: 50 };
    const wide = toPixels(cropWithAspect(corner, 2, 1000, 1000), 1000, 1000);
    expect(wide).toEqual({ x: 0, y: 125, width: 500, height: 250 });
  });

  it('converts to whole pixels inside the photo', () => {
    expect(toPixels({ unit: '%', x: 99.99, y: 0, width: 50, height: 100 }, 100, 100)).toEqual({
      x: 99,
      y: 0,
      width: 1,
      height: 100,
    });
  });

  it('clamps zoom, dimensions and rotation to the documented ranges', () => {
    expect(clampZoom(0)).toBe(0.1);
    expect(clampZoom(7)).toBe(5);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampDimension(0)).toBe(1);
    expect(clampDimension(9000)).toBe(5000);
    expect(clampDimension(799.6)).toBe(800);
    expect(clampRotation(-200)).toBe(-180);
    expect(clampRotation(181)).toBe(180);
  });

  it('fits the photo on the stage without enlarging it', () => {
    expect(fitSize(4000, 3000, 800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitSize(300, 200, 800, 600)).toEqual({ width: 300, height: 200 });
  });

  it('gives the output size of a preset, Original being the crop', () => {
    const crop = { x: 0, y: 0, width: 3000, height: 3000 };
    expect(outputSize({ width: null, height: null }, crop)).toEqual({ width: 3000, height: 3000 });
    expect(outputSize({ width: 800, height: 800 }, crop)).toEqual({ width: 800, height: 800 });
    expect(outputSize({ width: 8000, height: 0 }, crop)).toEqual({ width: 5000, height: 1 });
  });

  it('maps the crop onto the output canvas', () => {
    const crop = { x: 500, y: 0, width: 3000, height: 3000 };
    const m = drawMatrix(crop, 0, 4000, 3000, 800, 800);
    expect(applyMatrix(m, 500, 0)).toEqual([0, 0]);
    const [x, y] = applyMatrix(m, 3500, 3000);
    expect(x).toBeCloseTo(800);
    expect(y).toBeCloseTo(800);
  });

  it('turns the photo around its own centre', () => {
    const crop = { x: 0, y: 0, width: 200, height: 200 };
    const m = drawMatrix(crop, 90, 200, 200, 200, 200);
    // the centre stays; the top-left corner goes top-right (clockwise, as CSS rotate)
    const [cx, cy] = applyMatrix(m, 100, 100);
    expect(cx).toBeCloseTo(100);
    expect(cy).toBeCloseTo(100);
    const [x, y] = applyMatrix(m, 0, 0);
    expect(x).toBeCloseTo(200);
    expect(y).toBeCloseTo(0);
  });

  it('finds the largest centred crop of an aspect', () => {
    expect(largestCrop(4000, 3000)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    expect(largestCrop(1000, 2000, 0.75)).toEqual({ x: 0, y: 334, width: 1000, height: 1333 });
    expect(toPixels(toPercent(largestCrop(4000, 3000), 4000, 3000), 4000, 3000)).toEqual(
      largestCrop(4000, 3000),
    );
  });
});
