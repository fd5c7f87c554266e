import { describe, expect, it } from 'vitest';
import {
  EXPORT_SIZES,
  clampQuality,
  encoderQuality,
  exportButtonLabel,
  exportFileName,
  photoQualityLabel,
  qualityLabel,
} from './quality';

describe('quality', () => {
  it('labels the editor quality at the documented thresholds', () => {
    expect(qualityLabel(20)).toBe('Économique');
    expect(qualityLabel(30)).toBe('Économique');
    expect(qualityLabel(31)).toBe('Standard');
    expect(qualityLabel(60)).toBe('Standard');
    expect(qualityLabel(61)).toBe('Haute');
    expect(qualityLabel(85)).toBe('Haute');
    expect(qualityLabel(86)).toBe('Maximum');
    expect(qualityLabel(100)).toBe('Maximum');
  });

  it('labels the earlier 0.1..1 scale', () => {
    expect(photoQualityLabel(0.95)).toBe('Excellence');
    expect(photoQualityLabel(0.92)).toBe('Très bon');
    expect(photoQualityLabel(0.7)).toBe('Bon');
    expect(photoQualityLabel(0.5)).toBe('Moyen');
    expect(photoQualityLabel(0.49)).toBe('Faible');
  });

  it('keeps quality within 20..100 and ignores it for PNG', () => {
    expect(clampQuality(5)).toBe(20);
    expect(clampQuality(150)).toBe(100);
    expect(clampQuality(Number.NaN)).toBe(60);
    expect(encoderQuality('jpeg', 60)).toBe(0.6);
    expect(encoderQuality('webp', 100)).toBe(1);
    expect(encoderQuality('png', 60)).toBeUndefined();
  });

  it('offers Thumbnail, Small, Medium, Large enabled and Original disabled', () => {
    expect(EXPORT_SIZES.map((s) => [s.label, s.side, s.enabled])).toEqual([
      ['Thumbnail', 150, true],
      ['Small', 300, true],
      ['Medium', 600, true],
      ['Large', 800, true],
      ['Original', null, false],
    ]);
    expect(exportButtonLabel(4)).toBe('Exporter (4 tailles)');
  });

  it('names exported files after the photo and the size', () => {
    expect(exportFileName('Box été 2025.PNG', 800, 800, 'jpeg')).toBe('Box-ete-2025-800x800.jpg');
    expect(exportFileName('.png', 150, 150, 'webp')).toBe('image-150x150.webp');
  });
});
