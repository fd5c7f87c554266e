import { describe, expect, it } from 'vitest';
import { DEFAULT_ADJUSTMENTS } from './filters';
import { makePreset, parsePresets, presetAdjustments, presetQuality } from './presets';

describe('presets', () => {
  it('round-trips the editor state through the preset fields', () => {
    const preset = makePreset('p1', ' Produit ', {
      zoom: 1.5,
      rotation: -10,
      adjustments: { ...DEFAULT_ADJUSTMENTS, brightness: 120, filter: 'sepia', hue: 30 },
      quality: 75,
      format: 'webp',
    });
    expect(preset).toMatchObject({
      id: 'p1',
      name: 'Produit',
      scale: 1.5,
      rotation: -10,
      compression: 0.75,
      format: 'webp',
    });
    expect(preset.filters).toMatchObject({ brightness: 120, contrast: 100, saturation: 100, blur: 0 });
    const [back] = parsePresets(JSON.parse(JSON.stringify([preset])));
    expect(presetAdjustments(back)).toEqual({
      ...DEFAULT_ADJUSTMENTS,
      brightness: 120,
      filter: 'sepia',
      hue: 30,
    });
    expect(presetQuality(back)).toBe(75);
  });

  it('skips broken presets and clamps values', () => {
    const parsed = parsePresets([
      { id: 'a', name: '' },
      null,
      {
        id: 'b',
        name: 'B',
        scale: 50,
        rotation: 400,
        filters: { brightness: 999 },
        compression: 0.01,
        format: 'gif',
      },
    ]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ scale: 5, rotation: 180, compression: 0.1, format: 'jpeg' });
    expect(parsed[0].filters.brightness).toBe(200);
    expect(presetQuality(parsed[0])).toBe(20);
    expect(parsePresets('x')).toEqual([]);
  });
});
